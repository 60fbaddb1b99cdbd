/**
 * Password reset over HTTP (decision 044): "Forgot password" and setting the new password, for the JSON API
 * (`POST /api/password-reset`, `POST /api/password-reset/confirm`) and the pages (/forgot-password,
 * /reset-password, the claim on /verify-email) alike, and what each outcome answers.
 */
import type { RouterContextProvider } from "react-router";
import { accountsCopy } from "~/i18n/accounts.ts";
import {
  confirmPasswordReset,
  requestPasswordReset,
  type ConfirmResetResult,
  type RequestResetResult,
} from "~/domain/accounts/password-reset.server.ts";
import { clientAddress } from "~/domain/rate-limit.server.ts";
import { getConfig, getDatabase } from "./context.ts";
import { requestLanguage } from "./language.ts";

export function askForReset(
  context: Pick<RouterContextProvider, "get">,
  request: Request,
  email: string,
): Promise<RequestResetResult> {
  const config = getConfig(context);
  return requestPasswordReset(getDatabase(context), email, clientAddress(request), {
    settings: config.notifications,
    language: requestLanguage(request),
    secret: config.auth.secret,
  });
}

/** 202 with the same words whether or not the address has an account; 429 with `Retry-After` past a limit. */
export function askAnswer(
  result: RequestResetResult,
  email: string,
): { status: number; message: string; retryAfterSeconds?: number } {
  if (result.ok) return { status: 202, message: accountsCopy.forgotPage.sent(email) };
  return {
    status: 429,
    message: accountsCopy.forgotPage.tooMany(result.retryAfterSeconds),
    retryAfterSeconds: result.retryAfterSeconds,
  };
}

export function setNewPassword(
  context: Pick<RouterContextProvider, "get">,
  token: string,
  password: string,
): Promise<ConfirmResetResult> {
  return confirmPasswordReset(getDatabase(context), token, password);
}

/** A link that did not set the password: 400 not ours, 409 used, 410 expired (as /verify-email answers). */
export const LINK_STATUS = { invalid: 400, used: 409, expired: 410 } as const;

/** 200 when the password is set; else the link's status and why. */
export function confirmAnswer(result: ConfirmResetResult): { status: number; message: string } {
  if (result.ok) return { status: 200, message: accountsCopy.resetPage.done(result.email) };
  return { status: LINK_STATUS[result.reason], message: accountsCopy.resetPage.failed[result.reason] };
}
