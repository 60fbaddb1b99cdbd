import { requireUser } from "~/server/guards.ts";
import { json, jsonError, methodNotAllowed } from "~/server/http.ts";
import { resendAnswer, resendVerification } from "~/server/verification.ts";
import type { Route } from "./+types/api.session.verification";

/** GET: nothing to read here (405); the signed-in user's `emailVerified` is in `GET /api/session`. */
export function loader() {
  return methodNotAllowed("POST");
}

/**
 * POST: email the signed-in account a new verification link (event `verify-email`). 202 `{message}` when sent, 409
 * when the address is already verified, 429 with `Retry-After` past 5 links an hour.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context);
  if (request.method !== "POST") return methodNotAllowed("POST");
  const answer = resendAnswer(await resendVerification(context, request, user), user);
  if (answer.status === 202) return json({ message: answer.message }, { status: 202 });
  const response = jsonError(answer.status, answer.message);
  if (answer.retryAfterSeconds) response.headers.set("Retry-After", String(answer.retryAfterSeconds));
  return response;
}
