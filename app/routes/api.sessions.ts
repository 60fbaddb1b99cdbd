import { getDatabase, getEnv } from "~/context.ts";
import { signOutEverywhere } from "~/domain/auth.server.ts";
import { requireUser } from "~/domain/guards.server.ts";
import { json, methodNotAllowed } from "~/domain/http.server.ts";
import type { Route } from "./+types/api.sessions";

/** GET: nothing to read here (405, with the methods it takes in `Allow`). */
export function loader() {
  return methodNotAllowed("DELETE");
}

/** DELETE: sign out of all devices. Every session of the signed-in user ends, this one included. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(context);
  if (request.method !== "DELETE") return methodNotAllowed("DELETE");
  const { ended, setCookies } = await signOutEverywhere(request, getEnv(context), getDatabase(context));
  return json({ user: null, ended }, { setCookies });
}
