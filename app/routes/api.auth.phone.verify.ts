import { shopCopy } from "~/i18n/shop.ts";
import { toSessionUser } from "~/domain/accounts/users.server.ts";
import { getConfig } from "~/server/context.ts";
import { getSessionUser } from "~/server/guards.ts";
import { failureResponse } from "~/server/failures.ts";
import { json, jsonError, methodNotAllowed, readBody } from "~/server/http.ts";
import { verifyPhoneCode } from "~/server/phone-sign-in.ts";
import { toApiUser } from "~/server/user-api.ts";
import { parseInput } from "~/schemas/parse.ts";
import { phoneVerifySchema } from "~/schemas/phone-sign-in.ts";
import type { Route } from "./+types/api.auth.phone.verify";

/** GET: nothing to read here (405). */
export function loader() {
  return methodNotAllowed("POST");
}

/**
 * POST `{phone, code, name?}` (issue 50). Signed out: signs in to the number's account, or makes one (named `name`,
 * else as the latest order to the number, else by the number): 200 `{user, created}` with the session cookie.
 * Signed in with an add-phone code waiting: the number goes on the account, 200 `{phone, moved}`; 409 when it is
 * another account's that has an email or a password. A wrong code is 400 (a try counted), no code waiting 400, an
 * expired code 410, and a code tried 3 times already 429.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const parsed = parseInput(phoneVerifySchema, await readBody(request));
  if (!parsed.ok) return jsonError(400, shopCopy.api.invalidInput, { issues: parsed.fieldErrors });
  const verified = await verifyPhoneCode(context, request, await getSessionUser(context), parsed.value);
  if (!verified.ok) return failureResponse(verified.answer);
  if (verified.kind === "phone-added") return json({ phone: verified.phone, moved: verified.moved });
  const user = toApiUser(toSessionUser(verified.user, getConfig(context).auth.adminEmails));
  return json({ user, created: verified.created }, { setCookies: verified.setCookies });
}
