/**
 * The browser side of signing in, registering and signing out: calls the JSON API and turns every outcome,
 * including a network failure, into something the dialog can show.
 */
import { shopCopy } from "~/i18n/shop.ts";
import type { FieldErrors } from "~/schemas/parse.ts";

export type AuthResult =
  | { ok: true }
  | {
      ok: false;
      error: string;
      fieldErrors?: FieldErrors;
      /** The answer's status, when the server answered (a mobile number's code: 410 expired, 429 too many tries). */
      status?: number;
    };

async function send(path: string, method: string, body?: unknown): Promise<AuthResult> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    return { ok: false, error: shopCopy.auth.errors.network };
  }
  if (response.ok) return { ok: true };
  const payload = (await response.json().catch(() => null)) as { error?: string; issues?: FieldErrors } | null;
  // A lockout says when to try again and whether a known device still works: the server's words, when it sent them.
  const status = response.status;
  if (status === 429) return { ok: false, error: payload?.error ?? shopCopy.auth.errors.tooManyRequests, status };
  return { ok: false, error: payload?.error ?? shopCopy.auth.errors.unknown, fieldErrors: payload?.issues, status };
}

export function signInRequest(values: { email: string; password: string }) {
  return send("/api/session", "POST", values);
}

export function registerRequest(values: { name: string; email: string; password: string }) {
  return send("/api/users", "POST", values);
}

/** Texts a sign-in code to a mobile number (issue 50). */
export function phoneCodeRequest(phone: string) {
  return send("/api/auth/phone/start", "POST", { phone, purpose: "sign-in" });
}

/** Signs in with a mobile number and the code texted to it. */
export function phoneSignInRequest(values: { phone: string; code: string; name: string }) {
  return send("/api/auth/phone/verify", "POST", values);
}

export function signOutRequest() {
  return send("/api/session", "DELETE");
}

/** Ends every session of the signed-in user, on every device. */
export function signOutEverywhereRequest() {
  return send("/api/sessions", "DELETE");
}

/** Starts Google sign-in: Auth.js wants a POST with its CSRF token, as a full-page navigation. */
export async function startGoogleSignIn(returnTo: string): Promise<AuthResult> {
  let csrfToken: string;
  try {
    const response = await fetch("/api/auth/csrf", { credentials: "same-origin" });
    csrfToken = ((await response.json()) as { csrfToken: string }).csrfToken;
  } catch {
    return { ok: false, error: shopCopy.auth.errors.network };
  }
  const form = document.createElement("form");
  form.method = "post";
  form.action = "/api/auth/signin/google";
  for (const [name, value] of Object.entries({ csrfToken, callbackUrl: returnTo })) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  return { ok: true };
}

/** Auth.js sends failed Google sign-ins back with `?error=...`: the message the dialog shows for it. */
export function messageForAuthError(code: string | null): string | null {
  if (!code) return null;
  if (code === "AccessDenied" || code === "OAuthCallbackError") return shopCopy.auth.errors.googleCancelled;
  if (code === "CredentialsSignin") return shopCopy.auth.errors.invalidCredentials;
  return shopCopy.auth.errors.googleFailed;
}
