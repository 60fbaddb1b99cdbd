import { getConfig, getDatabase } from "~/server/context.ts";
import { requireAdmin } from "~/server/guards.ts";
import { json, methodNotAllowed } from "~/server/http.ts";
import { revokeAdmin, toSessionUser } from "~/domain/accounts/users.server.ts";
import { failureResponse } from "~/server/failures.ts";
import { userFailures } from "~/server/failures/accounts.ts";
import { toApiUser } from "~/server/user-api.ts";
import type { Route } from "./+types/api.users.admin.$email";

/** GET: nothing to read here (405, with the methods it takes in `Allow`). */
export function loader() {
  return methodNotAllowed("DELETE");
}

/**
 * DELETE (admins only): take that user's admin rights away; answers the user as `GET /api/users/:email` does. 409
 * for the caller themself, an address in ADMIN_EMAILS and the last admin; 404 for no account or not an admin.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const caller = await requireAdmin(context);
  if (request.method !== "DELETE") return methodNotAllowed("DELETE");
  const { adminEmails } = getConfig(context).auth;
  const result = await revokeAdmin(getDatabase(context), adminEmails, caller, params.email);
  if (!result.ok) return failureResponse(userFailures[result.reason]);
  return json(toApiUser(toSessionUser(result.user, adminEmails)));
}
