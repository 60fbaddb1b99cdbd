import { getConfig, getDatabase } from "~/server/context.ts";
import { signOutEverywhere } from "~/server/auth.ts";
import { requireUser } from "~/server/guards.ts";
import { json, methodNotAllowed } from "~/server/http.ts";
import type { Route } from "./+types/api.sessions";

/** GET: nothing to read here (405, with the methods it takes in `Allow`). */
export function loader() {
  return methodNotAllowed("DELETE");
}

/** DELETE: sign out of all devices. Every session of the signed-in user ends, this one included. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context);
  if (request.method !== "DELETE") return methodNotAllowed("DELETE");
  const { ended, setCookies } = await signOutEverywhere(request, getConfig(context).auth, getDatabase(context), user);
  return json({ user: null, ended }, { setCookies });
}
