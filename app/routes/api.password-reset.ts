import { shopCopy } from "~/i18n/shop.ts";
import { passwordResetRequestSchema } from "~/schemas/auth.ts";
import { parseInput } from "~/schemas/parse.ts";
import { json, jsonError, methodNotAllowed, readBody, tooManyRequests } from "~/server/http.ts";
import { askAnswer, askForReset } from "~/server/password-reset.ts";
import type { Route } from "./+types/api.password-reset";

/** GET: nothing to read here (405). */
export function loader() {
  return methodNotAllowed("POST");
}

/**
 * POST `{email}`: "Forgot password" (decision 044). 202 `{message}` the same way whether or not an account has the
 * address; if one has, it is emailed a link to `/reset-password?token=...` (event `password-reset`, once, for 1
 * hour). 400 for an address that is not one; 429 with `Retry-After` past 5 requests an hour for one address or 10
 * from one client address (an IPv6 /64 counts as one).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const parsed = parseInput(passwordResetRequestSchema, await readBody(request));
  if (!parsed.ok) return jsonError(400, shopCopy.api.invalidInput, { issues: parsed.fieldErrors });
  const answer = askAnswer(await askForReset(context, request, parsed.value.email), parsed.value.email);
  if (answer.retryAfterSeconds) return tooManyRequests(answer.retryAfterSeconds, answer.message);
  return json({ message: answer.message }, { status: answer.status });
}
