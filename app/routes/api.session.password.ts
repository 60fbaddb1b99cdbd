import { getConfig, getDatabase } from "~/server/context.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { lockedOut, signInWithPassword } from "~/server/auth.ts";
import { knownDevice } from "~/server/devices.ts";
import { requireUser } from "~/server/guards.ts";
import { json, jsonError, methodNotAllowed, readBody } from "~/server/http.ts";
import { clientAddress } from "~/domain/rate-limit.server.ts";
import { changePassword } from "~/domain/accounts/users.server.ts";
import { changePasswordSchema } from "~/schemas/auth.ts";
import { parseInput } from "~/schemas/parse.ts";
import { failureResponse } from "~/server/failures.ts";
import { userFailures } from "~/server/failures/accounts.ts";
import type { Route } from "./+types/api.session.password";

/** GET: nothing to read here (405, with the methods it takes in `Allow`). */
export function loader() {
  return methodNotAllowed("PUT");
}

/**
 * PUT `{currentPassword, newPassword}`: change the signed-in user's password. Every session of theirs ends (other
 * devices are signed out on their next request) and this browser gets a fresh session. The current password is
 * checked under the sign-in limits (decision 025): a wrong one counts, and a lockout refuses the change.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context);
  if (request.method !== "PUT") return methodNotAllowed("PUT");
  const parsed = parseInput(changePasswordSchema, await readBody(request));
  if (!parsed.ok) return jsonError(400, shopCopy.api.invalidInput, { issues: parsed.fieldErrors });

  const { auth } = getConfig(context);
  const db = getDatabase(context);
  const passwords = { current: parsed.value.currentPassword, next: parsed.value.newPassword };
  const from = { client: clientAddress(request), device: await knownDevice(request, auth.secret, user.email) };
  const result = await changePassword(db, user, passwords, from);
  if (!result.ok) {
    return result.reason === "rate-limited" ? lockedOut(result) : failureResponse(userFailures[result.reason]);
  }
  const signedIn = await signInWithPassword(request, auth, db, {
    email: user.email,
    password: parsed.value.newPassword,
  });
  return json({ message: shopCopy.auth.passwordChanged }, { setCookies: signedIn.ok ? signedIn.setCookies : [] });
}
