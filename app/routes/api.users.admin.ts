import { getConfig, getDatabase } from "~/server/context.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { requireAdmin } from "~/server/guards.ts";
import { json, jsonError, methodNotAllowed, readBody } from "~/server/http.ts";
import { makeAdmin, toSessionUser } from "~/domain/accounts/users.server.ts";
import { makeAdminSchema } from "~/schemas/auth.ts";
import { parseInput } from "~/schemas/parse.ts";
import { failureResponse } from "~/server/failures.ts";
import { userFailures } from "~/server/failures/accounts.ts";
import { toApiUser } from "~/server/user-api.ts";
import type { Route } from "./+types/api.users.admin";

/** GET: nothing to read here (405, with the methods it takes in `Allow`). */
export function loader() {
  return methodNotAllowed("PUT");
}

/**
 * PUT `{email}` (admins only): make that registered user an admin. 404 without an account, 409 with a reason when
 * the account has not verified its address (decision 044).
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(context);
  if (request.method !== "PUT") return methodNotAllowed("PUT");
  const parsed = parseInput(makeAdminSchema, await readBody(request));
  if (!parsed.ok) return jsonError(400, shopCopy.api.invalidInput, { issues: parsed.fieldErrors });
  const result = await makeAdmin(getDatabase(context), parsed.value.email, { verifiedOnly: true });
  if (!result.ok) return failureResponse(userFailures[result.reason]);
  return json(toApiUser(toSessionUser(result.user, getConfig(context).auth.adminEmails)));
}
