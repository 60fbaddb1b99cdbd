/**
 * Email verification over HTTP (decision 025): "Resend" for the signed-in account, from the dashboard's action and
 * `POST /api/session/verification` alike, and what each outcome answers.
 */
import type { RouterContextProvider } from "react-router";
import { accountsCopy } from "~/i18n/accounts.ts";
import { sendVerificationEmail, type SendVerificationResult } from "~/domain/accounts/verification.server.ts";
import type { SessionUser } from "~/domain/accounts/types.ts";
import { getConfig, getDatabase } from "./context.ts";
import { requestLanguage } from "./language.ts";

export function resendVerification(
  context: Pick<RouterContextProvider, "get">,
  request: Request,
  user: SessionUser,
): Promise<SendVerificationResult> {
  const config = getConfig(context);
  return sendVerificationEmail(getDatabase(context), user, {
    settings: config.notifications,
    language: requestLanguage(request),
    secret: config.auth.secret,
  });
}

/** The status and message of a resend: 202 sent, 409 already verified, 429 too many (with `Retry-After`). */
export function resendAnswer(
  result: SendVerificationResult,
  user: SessionUser,
): { status: number; message: string; retryAfterSeconds?: number } {
  if (result.ok) return { status: 202, message: accountsCopy.banner.sent(user.email) };
  if (result.reason === "already-verified") return { status: 409, message: accountsCopy.banner.alreadyVerified };
  if (result.reason === "no-email") return { status: 409, message: accountsCopy.banner.noEmail };
  return {
    status: 429,
    message: accountsCopy.banner.tooMany(result.retryAfterSeconds),
    retryAfterSeconds: result.retryAfterSeconds,
  };
}
