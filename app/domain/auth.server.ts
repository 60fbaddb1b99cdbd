/**
 * Sessions through Auth.js (`@auth/core`), mounted at /api/auth: email and password (Credentials) and Google,
 * with JWT sessions in an HttpOnly, SameSite=Lax cookie (Secure on https). The user record, and with it the
 * admin flag, is always read from D1, never trusted from the token.
 */
import { Auth, type AuthConfig } from "@auth/core";
import { getToken } from "@auth/core/jwt";
import Credentials from "@auth/core/providers/credentials";
import Google from "@auth/core/providers/google";
import * as v from "valibot";
import type { Database } from "~/context.ts";
import { loginSchema, type LoginInput } from "~/schemas/auth.ts";
import type { SessionUser } from "./types.ts";
import { findUserById, toSessionUser, upsertOAuthUser, verifyCredentials } from "./users.server.ts";

export const AUTH_BASE_PATH = "/api/auth";
const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

type AuthEnv = Pick<Env, "AUTH_SECRET" | "ADMIN_EMAILS" | "AUTH_GOOGLE_ID" | "AUTH_GOOGLE_SECRET" | "AUTH_GOOGLE_ISSUER">;

export function googleSignInConfigured(env: AuthEnv): boolean {
  return Boolean(env.AUTH_GOOGLE_ID && env.AUTH_GOOGLE_SECRET);
}

export function authConfig(env: AuthEnv, db: Database): AuthConfig {
  const providers: AuthConfig["providers"] = [
    Credentials({
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(credentials) {
        const parsed = v.safeParse(loginSchema, credentials);
        if (!parsed.success) return null;
        const user = await verifyCredentials(db, parsed.output.email, parsed.output.password);
        return user ? { id: String(user.id), email: user.email, name: user.displayName } : null;
      },
    }),
  ];
  if (googleSignInConfigured(env)) {
    providers.push(
      Google({
        clientId: env.AUTH_GOOGLE_ID,
        clientSecret: env.AUTH_GOOGLE_SECRET,
        ...(env.AUTH_GOOGLE_ISSUER ? { issuer: env.AUTH_GOOGLE_ISSUER } : {}),
      }),
    );
  }
  return {
    basePath: AUTH_BASE_PATH,
    secret: env.AUTH_SECRET,
    trustHost: true,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    // Errors and sign-in prompts land on the home page, which opens the sign-in dialog with a message.
    pages: { signIn: "/", error: "/" },
    providers,
    callbacks: {
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
        } else if (user?.id) {
          token.sub = user.id;
        }
        return token;
      },
    },
    logger: {
      // Failed sign-ins are expected traffic, answered to the user; keep real faults visible.
      error(error) {
        if (error.name !== "CredentialsSignin") console.error(error);
      },
      warn() {},
    },
  };
}

export function handleAuthRequest(request: Request, env: AuthEnv, db: Database): Promise<Response> {
  return Auth(request, authConfig(env, db));
}

/** The signed-in user for this request, read fresh from D1, or null. */
export async function readSessionUser(request: Request, env: AuthEnv, db: Database): Promise<SessionUser | null> {
  if (!hasSessionCookie(request)) return null;
  const token = await getToken({
    req: request,
    secret: env.AUTH_SECRET,
    secureCookie: new URL(request.url).protocol === "https:",
  });
  const id = Number(token?.sub);
  if (!Number.isInteger(id)) return null;
  const user = await findUserById(db, id);
  return user ? toSessionUser(user, env) : null;
}

export function hasSessionCookie(request: Request): boolean {
  return /(?:^|;\s*)(?:__Secure-)?authjs\.session-token/.test(request.headers.get("Cookie") ?? "");
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
  env: AuthEnv,
  db: Database,
  action: string,
  fields: Record<string, string>,
): Promise<{ response: Response; setCookies: string[] }> {
  const config = authConfig(env, db);
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
        Cookie: Array.from(cookies, ([name, value]) => `${name}=${value}`).join("; "),
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ ...fields, csrfToken, callbackUrl: `${origin}/` }),
    }),
    config,
  );
  return { response, setCookies: [...setCookies, ...response.headers.getSetCookie()] };
}

export type PasswordSignInResult = { ok: true; setCookies: string[] } | { ok: false };

/** Signs in with email and password through Auth.js's Credentials flow; returns the session cookies. */
export async function signInWithPassword(
  request: Request,
  env: AuthEnv,
  db: Database,
  input: LoginInput,
): Promise<PasswordSignInResult> {
  const { response, setCookies } = await postToAuth(request, env, db, "callback/credentials", {
    email: input.email,
    password: input.password,
  });
  const location = new URL(response.headers.get("Location") ?? "/", request.url);
  const signedIn = !location.searchParams.has("error") && setCookies.some((cookie) => /authjs\.session-token=[^;]/.test(cookie));
  return signedIn ? { ok: true, setCookies } : { ok: false };
}

/** Ends the session: the cookies that expire it. */
export async function signOut(request: Request, env: AuthEnv, db: Database): Promise<string[]> {
  const { setCookies } = await postToAuth(request, env, db, "signout", {});
  return setCookies;
}
