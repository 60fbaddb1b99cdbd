import { shopCopy } from "~/i18n/shop.ts";
import { getSessionUser } from "~/server/guards.ts";
import { failureResponse } from "~/server/failures.ts";
import { json, jsonError, methodNotAllowed, readBody } from "~/server/http.ts";
import { startPhoneCode } from "~/server/phone-sign-in.ts";
import { parseInput } from "~/schemas/parse.ts";
import { phoneStartSchema } from "~/schemas/phone-sign-in.ts";
import type { Route } from "./+types/api.auth.phone.start";

/** GET: nothing to read here (405). */
export function loader() {
  return methodNotAllowed("POST");
}

/**
 * POST `{phone, purpose?}`: texts a 6-digit code to the number (issue 50), valid 5 minutes. 202 `{sent: true}`, the
 * same whether or not the number has an account; 429 with `Retry-After` past 1 code a minute or 3 an hour to the
 * number; 400 for a number that is not a Bangladeshi mobile. `purpose: "add-phone"` (the default when signed in) is
 * for adding the number to the signed-in account (401 without one).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const parsed = parseInput(phoneStartSchema, await readBody(request));
  if (!parsed.ok) return jsonError(400, shopCopy.api.invalidInput, { issues: parsed.fieldErrors });
  const started = await startPhoneCode(context, request, await getSessionUser(context), parsed.value);
  if (started.ok) return json({ sent: true }, { status: 202 });
  const response = failureResponse(started.answer);
  if (started.retryAfterSeconds) response.headers.set("Retry-After", String(started.retryAfterSeconds));
  return response;
}
