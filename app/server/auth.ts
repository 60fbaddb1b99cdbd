/**
 * Sessions through Auth.js (`@auth/core`), mounted at /api/auth: email and password (Credentials) and Google,
 * with JWT sessions in an HttpOnly, SameSite=Lax cookie (Secure on https). The token names a row of the `sessions`
 * table (`sid`): a session is live only while that row is, and the user record, with it the admin flag, is always
 * read from D1 with it, never trusted from the token.
 *
 * The sign-in limits sit in the Credentials provider's `authorize`, the one place a password is ever checked, so
 * they hold for every path and body shape that reaches it (`/api/session`, Auth.js's own callback,
 * `//callback/credentials/`, JSON or form bodies). A browser that signs in is remembered for that account by its
 * device cookie (decision 025), which the per-email limit lets through.
 */
import { Auth, type AuthConfig } from "@auth/core";
import { getToken } from "@auth/core/jwt";
import Credentials from "@auth/core/providers/credentials";
import Google from "@auth/core/providers/google";
import * as v from "valibot";
import type { Database } from "~/domain/database.ts";
import { loginSchema, type LoginInput } from "~/schemas/auth.ts";
import { serverCopy } from "~/i18n/server.ts";
import { accountsCopy } from "~/i18n/accounts.ts";
import { jsonError, tooManyRequests } from "./http.ts";
import { clientAddress } from "~/domain/rate-limit.server.ts";
import { settleSignInAttempt, takeSignInAttempt, type LockScope } from "~/domain/accounts/sign-in-limits.server.ts";
import { deviceCookie, knownDevice } from "./devices.ts";
import type { AuthSettings } from "./config.ts";
import {
  endAllSessions,
  endSession,
  findSessionUser,
  isSessionLive,
  SESSION_MAX_AGE_SECONDS,
  startSession,
} from "~/domain/accounts/sessions.server.ts";
import type { SessionClaim, SessionUser } from "~/domain/accounts/types.ts";
import { toSessionUser, upsertOAuthUser, verifyCredentials } from "~/domain/accounts/users.server.ts";
import { accountProvedByPhone, checkPhoneCode, type CheckCodeFailure } from "~/domain/accounts/phone-sign-in.server.ts";
import { phoneVerifySchema, type PhoneVerifyInput } from "~/schemas/phone-sign-in.ts";
import type { User } from "@db/schema.ts";

export const AUTH_BASE_PATH = "/api/auth";

/** Auth.js errors that a caller's request causes (a wrong password, a missing CSRF token, a path or body that is not Auth.js's). */
const CLIENT_ERRORS = new Set([
  "CredentialsSignin",
  "MissingCSRF",
  "UnknownAction",
  "InvalidCheck",
  "InvalidProvider",
  "InvalidCallbackUrl",
  "SyntaxError",
]);

/** What one Auth.js call learnt: which sign-in limit refused a password attempt, or whose account signed in. */
export interface CredentialAttempt {
  lock?: { scope: LockScope; retryAfterSeconds: number };
  signedInEmail?: string;
  /** A mobile number's code that was refused (issue 50), or the account it signed in to. */
  phoneRefusal?: CheckCodeFailure;
  phoneAccount?: { user: User; created: boolean };
}

/** The Credentials provider of a mobile number and its code (issue 50): `/api/auth/callback/phone-code`. */
export const PHONE_CODE_PROVIDER = "phone-code";

/** The 429 of a refused attempt: when to try again, and (for an account's lock) that a known device still works. */
export function lockedOut(lock: { scope: LockScope; retryAfterSeconds: number }): Response {
  return tooManyRequests(lock.retryAfterSeconds, accountsCopy.lockout[lock.scope](lock.retryAfterSeconds));
}

/** Google sign-in is offered when AUTH_GOOGLE_ID and AUTH_GOOGLE_SECRET are both set. */
export function googleSignInConfigured(auth: AuthSettings): boolean {
  return auth.google !== null;
}

export function authConfig(auth: AuthSettings, db: Database, attempt: CredentialAttempt = {}): AuthConfig {
  const providers: AuthConfig["providers"] = [
    Credentials({
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(credentials, request) {
        const parsed = v.safeParse(loginSchema, credentials);
        // No email, no account to guess at: nothing to check or count.
        if (!parsed.success) return null;
        const { email, password } = parsed.output;
        const source = {
          email,
          client: clientAddress(request),
          device: await knownDevice(request, auth.secret, email),
        };
        // Taken and counted before the password is checked: parallel guesses cannot overrun a limit.
        const taken = await takeSignInAttempt(db, source);
        if (!taken.ok) {
          attempt.lock = { scope: taken.scope, retryAfterSeconds: taken.retryAfterSeconds };
          return null;
        }
        const user = await verifyCredentials(db, email, password);
        await settleSignInAttempt(db, source, taken.ticket, user !== null);
        if (!user) return null;
        attempt.signedInEmail = user.email;
        return { id: String(user.id), email: user.email, name: user.displayName };
      },
    }),
    Credentials({
      id: PHONE_CODE_PROVIDER,
      name: "Mobile number",
      credentials: { phone: { type: "tel" }, code: { type: "text" }, name: { type: "text" } },
      // The code's own limits (tries per code, codes per number) hold here, whatever path reaches it.
      async authorize(credentials) {
        const parsed = v.safeParse(phoneVerifySchema, credentials);
        if (!parsed.success) return null;
        const { phone, code, name } = parsed.output;
        const checked = await checkPhoneCode(
          db,
          { phone, code, purpose: "sign-in", userId: null },
          { secret: auth.secret },
        );
        if (!checked.ok) {
          attempt.phoneRefusal = checked;
          return null;
        }
        const account = await accountProvedByPhone(db, phone, name || null);
        attempt.phoneAccount = account;
        return { id: String(account.user.id), email: account.user.email, name: account.user.displayName };
      },
    }),
  ];
  if (auth.google) {
    const { clientId, clientSecret, issuer } = auth.google;
    providers.push(Google({ clientId, clientSecret, ...(issuer ? { issuer } : {}) }));
  }
  return {
    basePath: AUTH_BASE_PATH,
    secret: auth.secret,
    trustHost: true,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    // Errors and sign-in prompts land on the home page, which opens the sign-in dialog with a message.
    pages: { signIn: "/", error: "/" },
    providers,
    callbacks: {
      // Auth.js's default throws on a callback URL it cannot parse; anything not ours goes home instead.
      redirect({ url, baseUrl }) {
        // A callbackUrl sent as JSON can be any value.
        if (typeof url !== "string") return baseUrl;
        if (url.startsWith("/")) return `${baseUrl}${url}`;
        try {
          if (new URL(url).origin === baseUrl) return url;
        } catch {
          // not a URL: home
        }
        return baseUrl;
      },
      signIn({ account, profile }) {
        if (account?.provider === "google") return Boolean(profile?.email && profile.email_verified !== false);
        return true;
      },
      async jwt({ token, user, account, profile }) {
        if (account?.provider === "google" && profile?.email) {
          const stored = await upsertOAuthUser(db, {
            email: profile.email,
            name: typeof profile.name === "string" ? profile.name : null,
            image: typeof profile.picture === "string" ? profile.picture : null,
          });
          token.sub = String(stored.id);
          token.sid = await startSession(db, stored.id);
          attempt.signedInEmail = stored.email;
        } else if (user?.id) {
          token.sub = user.id;
          token.sid = await startSession(db, Number(user.id));
        } else if (typeof token.sid !== "string" || !(await isSessionLive(db, token.sid))) {
          // An ended session: Auth.js clears the cookie instead of renewing it.
          return null;
        }
        return token;
      },
    },
    events: {
      async signOut(message) {
        const sid = "token" in message ? message.token?.sid : undefined;
        if (typeof sid === "string") await endSession(db, sid);
      },
    },
    logger: {
      // Failed sign-ins and malformed requests are expected traffic, answered to the caller; keep real faults visible.
      error(error) {
        const type = "type" in error && typeof error.type === "string" ? error.type : error.name;
        if (!CLIENT_ERRORS.has(type)) console.error(error);
      },
      warn() {},
    },
  };
}

/** Whether Auth.js will take this as a callback URL (its own rule: http(s), or a path on this origin). */
function isUsableCallbackUrl(value: string, origin: string): boolean {
  try {
    return /^https?:$/.test(new URL(value, value.startsWith("/") ? origin : undefined).protocol);
  } catch {
    return false;
  }
}

const CALLBACK_COOKIE = /^(?:__Secure-)?authjs\.callback-url$/;

/**
 * Auth.js answers an unusable `callbackUrl` (in the query, or in its callback-url cookie) with a 500 "server
 * configuration" error. A bad query is the caller's mistake: 400. A garbled cookie is dropped, so it cannot
 * lock anyone out of signing in.
 */
function withUsableCallbackUrl(request: Request): Request | null {
  const url = new URL(request.url);
  if (url.searchParams.getAll("callbackUrl").some((value) => value !== "" && !isUsableCallbackUrl(value, url.origin)))
    return null;
  // Every pair, repeats included: a repeated name is read by Auth.js from its first copy, and by a Map from its last.
  const pairs = (request.headers.get("Cookie") ?? "").split(";").map((part) => {
    const index = part.indexOf("=");
    return { part, name: index > 0 ? part.slice(0, index).trim() : "", value: part.slice(index + 1).trim() };
  });
  const kept = pairs.filter(
    ({ name, value }) =>
      !CALLBACK_COOKIE.test(name) || value === "" || isUsableCallbackUrl(decodedCookie(value), url.origin),
  );
  if (kept.length === pairs.length) return request;
  const headers = new Headers(request.headers);
  headers.set("Cookie", kept.map(({ part }) => part.trim()).join("; "));
  return new Request(request, { headers });
}

/** A cookie value as Auth.js reads it: unquoted and percent-decoded where it can be. */
function decodedCookie(raw: string): string {
  const value = raw.replace(/^"|"$/g, "");
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Any Auth.js request. A password attempt refused by a sign-in limit answers 429 instead of Auth.js's redirect; a
 * sign-in (password or Google) also remembers the account on this browser's device cookie.
 */
export async function handleAuthRequest(incoming: Request, auth: AuthSettings, db: Database): Promise<Response> {
  const request = withUsableCallbackUrl(incoming);
  if (!request) return jsonError(400, serverCopy.api.invalidCallbackUrl);
  const attempt: CredentialAttempt = {};
  const response = await Auth(request, authConfig(auth, db, attempt));
  if (attempt.lock) {
    await response.body?.cancel();
    return lockedOut(attempt.lock);
  }
  if (!attempt.signedInEmail) return response;
  const remembered = new Response(response.body, response);
  remembered.headers.append("Set-Cookie", await deviceCookie(request, auth.secret, attempt.signedInEmail));
  return remembered;
}

/**
 * The session the cookie names, its id and user id, as the cookie's encryption proves them; null when there is no
 * readable cookie. Its session row is not read: it may have ended (see `SessionClaim`).
 */
export async function readSessionClaim(request: Request, auth: AuthSettings): Promise<SessionClaim | null> {
  if (!hasSessionCookie(request)) return null;
  const token = await getToken({
    req: request,
    secret: auth.secret,
    secureCookie: new URL(request.url).protocol === "https:",
  });
  const userId = Number(token?.sub);
  const sessionId = token?.sid;
  if (!Number.isInteger(userId) || typeof sessionId !== "string") return null;
  return { sessionId, userId };
}

/** The signed-in user of a claim, read fresh from D1 with its session in one query, or null when it has ended. */
export async function sessionUserOf(
  claim: SessionClaim | null,
  auth: AuthSettings,
  db: Database,
): Promise<SessionUser | null> {
  if (!claim) return null;
  const user = await findSessionUser(db, claim.sessionId, claim.userId);
  return user ? toSessionUser(user, auth.adminEmails) : null;
}

export function hasSessionCookie(request: Request): boolean {
  return /(?:^|;\s*)(?:__Secure-)?authjs\.session-token/.test(request.headers.get("Cookie") ?? "");
}

function cookieHeader(cookies: Map<string, string>): string {
  return Array.from(cookies, ([name, value]) => `${name}=${value}`).join("; ");
}

function cookiePairs(header: string | null): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0) pairs.set(part.slice(0, index).trim(), part.slice(index + 1).trim());
  }
  return pairs;
}

/**
 * Runs one Auth.js POST action on the server's behalf (credentials callback, sign-out), doing the CSRF
 * double-submit that a browser form would. Callers protect themselves with the same-origin check instead.
 */
async function postToAuth(
  request: Request,
  auth: AuthSettings,
  db: Database,
  action: string,
  fields: Record<string, string>,
  attempt: CredentialAttempt = {},
): Promise<{ response: Response; setCookies: string[] }> {
  const config = authConfig(auth, db, attempt);
  const origin = new URL(request.url).origin;
  const cookies = cookiePairs(request.headers.get("Cookie"));
  const csrfResponse = await Auth(
    new Request(`${origin}${AUTH_BASE_PATH}/csrf`, { headers: { Cookie: request.headers.get("Cookie") ?? "" } }),
    config,
  );
  const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };
  const setCookies = csrfResponse.headers.getSetCookie();
  for (const [name, value] of cookiePairs(setCookies.map((cookie) => cookie.split(";")[0]).join(";"))) {
    cookies.set(name, value);
  }
  const response = await Auth(
    new Request(`${origin}${AUTH_BASE_PATH}/${action}`, {
      method: "POST",
      headers: {
        Cookie: cookieHeader(cookies),
        "Content-Type": "application/x-www-form-urlencoded",
        // The rate limit counts failures per client address too.
        ...(clientAddress(request) ? { "CF-Connecting-IP": clientAddress(request)! } : {}),
      },
      body: new URLSearchParams({ ...fields, csrfToken, callbackUrl: `${origin}/` }),
    }),
    config,
  );
  return { response, setCookies: [...setCookies, ...response.headers.getSetCookie()] };
}

export type PasswordSignInResult =
  | { ok: true; setCookies: string[] }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "rate-limited"; scope: LockScope; retryAfterSeconds: number };

/**
 * Signs in with email and password through Auth.js's Credentials flow; returns the session cookies and the device
 * cookie that remembers the account on this browser.
 */
export async function signInWithPassword(
  request: Request,
  auth: AuthSettings,
  db: Database,
  input: LoginInput,
): Promise<PasswordSignInResult> {
  const attempt: CredentialAttempt = {};
  const { response, setCookies } = await postToAuth(
    request,
    auth,
    db,
    "callback/credentials",
    { email: input.email, password: input.password },
    attempt,
  );
  if (attempt.lock) return { ok: false, reason: "rate-limited", ...attempt.lock };
  const location = new URL(response.headers.get("Location") ?? "/", request.url);
  const signedIn =
    !location.searchParams.has("error") && setCookies.some((cookie) => /authjs\.session-token=[^;]/.test(cookie));
  if (!signedIn || !attempt.signedInEmail) return { ok: false, reason: "invalid" };
  return {
    ok: true,
    setCookies: [...setCookies, await deviceCookie(request, auth.secret, attempt.signedInEmail)],
  };
}

export type PhoneSignInResult =
  | { ok: true; user: User; created: boolean; setCookies: string[] }
  | CheckCodeFailure
  | { ok: false; reason: "invalid" };

/**
 * Signs in with a mobile number and the code texted to it (issue 50), through Auth.js's Credentials flow as a
 * password is: the same session row and cookie. An account with an email is remembered on this browser too.
 */
export async function signInWithPhoneCode(
  request: Request,
  auth: AuthSettings,
  db: Database,
  input: PhoneVerifyInput,
): Promise<PhoneSignInResult> {
  const attempt: CredentialAttempt = {};
  const { setCookies } = await postToAuth(
    request,
    auth,
    db,
    `callback/${PHONE_CODE_PROVIDER}`,
    { phone: input.phone, code: input.code, name: input.name },
    attempt,
  );
  if (attempt.phoneRefusal) return attempt.phoneRefusal;
  const account = attempt.phoneAccount;
  if (!account || !setCookies.some((cookie) => /authjs\.session-token=[^;]/.test(cookie)))
    return { ok: false, reason: "invalid" };
  const { email } = account.user;
  return {
    ok: true,
    ...account,
    setCookies: email ? [...setCookies, await deviceCookie(request, auth.secret, email)] : setCookies,
  };
}

/** Ends this session, on the server and in the browser: the cookies that expire it. */
export async function signOut(request: Request, auth: AuthSettings, db: Database): Promise<string[]> {
  const { setCookies } = await postToAuth(request, auth, db, "signout", {});
  return setCookies;
}

/**
 * Ends every session of the signed-in user ("sign out of all devices"), this one included; the cookies that
 * expire this browser's. The caller is the request's live session user (`requireUser`), read once already.
 */
export async function signOutEverywhere(
  request: Request,
  auth: AuthSettings,
  db: Database,
  user: SessionUser,
): Promise<{ ended: number; setCookies: string[] }> {
  const ended = await endAllSessions(db, user.id);
  return { ended, setCookies: await signOut(request, auth, db) };
}
