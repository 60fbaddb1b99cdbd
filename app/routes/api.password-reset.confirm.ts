import { shopCopy } from "~/i18n/shop.ts";
import { passwordResetConfirmSchema } from "~/schemas/auth.ts";
import { parseInput } from "~/schemas/parse.ts";
import { json, jsonError, methodNotAllowed, readBody } from "~/server/http.ts";
import { confirmAnswer, setNewPassword } from "~/server/password-reset.ts";
import type { Route } from "./+types/api.password-reset.confirm";

/** GET: nothing to read here (405). */
export function loader() {
  return methodNotAllowed("POST");
}

/**
 * POST `{token, password}`: sets the account's new password through an emailed link (decision 044): a
 * `password-reset` link, or the `verify-email` link of an account nobody has verified (claiming it). In one batch the
 * address is verified, the password replaced and every session of the account ended. 200 `{email, message}`; 400
 * for a bad body or a link that is not ours, 409 once the link was used (of two uses at once, one wins), 410 past
 * its hour. Nobody is signed in by it: sign in with the new password.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const parsed = parseInput(passwordResetConfirmSchema, await readBody(request));
  if (!parsed.ok) return jsonError(400, shopCopy.api.invalidInput, { issues: parsed.fieldErrors });
  const result = await setNewPassword(context, parsed.value.token, parsed.value.password);
  const answer = confirmAnswer(result);
  if (!result.ok) return jsonError(answer.status, answer.message);
  return json({ email: result.email, message: answer.message });
}
