/** Password sign-in with the rate limit around it, shared by /api/session and Auth.js's own credentials route. */
import type { Database } from "~/context.ts";
import { copy } from "~/copy.ts";
import type { LoginInput } from "~/schemas/auth.ts";
import { handleAuthRequest, signInWithPassword } from "./auth.server.ts";
import { jsonError } from "./http.server.ts";
import {
  checkSignInRateLimit,
  clearSignInFailures,
  clientAddress,
  recordSignInFailure,
  type RateLimitVerdict,
} from "./rate-limit.server.ts";
import type { User } from "@db/schema.ts";
import { findUserByEmail } from "./users.server.ts";

export type SignInOutcome =
  | { kind: "signed-in"; user: User; setCookies: string[] }
  | { kind: "invalid" }
  | { kind: "rate-limited"; retryAfterSeconds: number };

export async function attemptPasswordSignIn(
  request: Request,
  env: Env,
  db: Database,
  input: LoginInput,
): Promise<SignInOutcome> {
  const keys = { email: input.email, client: clientAddress(request) };
  const verdict = await checkSignInRateLimit(db, keys);
  if (verdict.limited) return { kind: "rate-limited", retryAfterSeconds: verdict.retryAfterSeconds };
  const result = await signInWithPassword(request, env, db, input);
  const user = result.ok ? await findUserByEmail(db, input.email) : undefined;
  if (!result.ok || !user) {
    await recordSignInFailure(db, keys);
    return { kind: "invalid" };
  }
  await clearSignInFailures(db, keys);
  return { kind: "signed-in", user, setCookies: result.setCookies };
}

export function tooManyRequests(verdict: Extract<RateLimitVerdict, { limited: true }>): Response {
  const response = jsonError(429, copy.auth.errors.tooManyRequests);
  response.headers.set("Retry-After", String(verdict.retryAfterSeconds));
  return response;
}

/** Auth.js's own POST /api/auth/callback/credentials, under the same rate limit. */
export async function rateLimitedAuthCallback(request: Request, env: Env, db: Database): Promise<Response> {
  const form = await request.clone().formData().catch(() => null);
  const email = typeof form?.get("email") === "string" ? String(form.get("email")) : null;
  const keys = { email, client: clientAddress(request) };
  const verdict = await checkSignInRateLimit(db, keys);
  if (verdict.limited) return tooManyRequests(verdict);
  const response = await handleAuthRequest(request, env, db);
  const location = response.headers.get("Location");
  if (location && new URL(location, request.url).searchParams.has("error")) await recordSignInFailure(db, keys);
  else await clearSignInFailures(db, keys);
  return response;
}
