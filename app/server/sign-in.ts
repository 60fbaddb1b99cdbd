/** Password sign-in for /api/session: Auth.js's Credentials flow, whose `authorize` applies the sign-in limits. */
import type { User } from "@db/schema.ts";
import type { Database } from "~/domain/database.ts";
import type { LoginInput } from "~/schemas/auth.ts";
import type { LockScope } from "~/domain/accounts/sign-in-limits.server.ts";
import { signInWithPassword } from "./auth.ts";
import type { AuthSettings } from "./config.ts";
import { findUserByEmail } from "~/domain/accounts/users.server.ts";

export type SignInOutcome =
  | { kind: "signed-in"; user: User; setCookies: string[] }
  | { kind: "invalid" }
  | { kind: "rate-limited"; scope: LockScope; retryAfterSeconds: number };

export async function attemptPasswordSignIn(
  request: Request,
  auth: AuthSettings,
  db: Database,
  input: LoginInput,
): Promise<SignInOutcome> {
  const result = await signInWithPassword(request, auth, db, input);
  if (!result.ok) {
    return result.reason === "rate-limited"
      ? { kind: "rate-limited", scope: result.scope, retryAfterSeconds: result.retryAfterSeconds }
      : { kind: "invalid" };
  }
  const user = await findUserByEmail(db, input.email);
  return user ? { kind: "signed-in", user, setCookies: result.setCookies } : { kind: "invalid" };
}
