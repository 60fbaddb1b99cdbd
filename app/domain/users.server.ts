import { eq } from "drizzle-orm";
import { sessions, users, type User } from "@db/schema.ts";
import type { Database } from "./database.ts";
import type { RegisterInput } from "~/schemas/auth.ts";
import { withoutControlCharacters } from "~/schemas/text.ts";
import { checkSignInRateLimit, recordSignInFailure } from "./rate-limit.server.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";
import type { SessionUser } from "./types.ts";

export function normaliseEmail(email: string): string {
  return withoutControlCharacters(email).trim().toLowerCase();
}

/** Emails listed in ADMIN_EMAILS are admins from their first sign-in, whatever their flag says. */
export function adminEmails(env: Pick<Env, "ADMIN_EMAILS">): Set<string> {
  return new Set((env.ADMIN_EMAILS ?? "").split(",").map(normaliseEmail).filter(Boolean));
}

export function toSessionUser(user: User, env: Pick<Env, "ADMIN_EMAILS">): SessionUser {
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    photoUrl: user.photoUrl,
    isAdmin: user.isAdmin || adminEmails(env).has(user.email),
  };
}

export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  return db.query.users.findFirst({ where: eq(users.email, normaliseEmail(email)) });
}

export async function findUserById(db: Database, id: number): Promise<User | undefined> {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

export type RegisterResult = { ok: true; user: User } | { ok: false; reason: "email-in-use" };

export async function registerUser(db: Database, input: RegisterInput): Promise<RegisterResult> {
  const passwordHash = await hashPassword(input.password);
  // The unique index decides, not a read before the write: two registrations at once cannot both win.
  const [user] = await db
    .insert(users)
    .values({ email: normaliseEmail(input.email), displayName: input.name.trim(), passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return user ? { ok: true, user } : { ok: false, reason: "email-in-use" };
}

/**
 * Checks an email and password. Unknown emails still pay for a hash comparison, so timing does not reveal
 * which emails have accounts.
 */
export async function verifyCredentials(db: Database, email: string, password: string): Promise<User | null> {
  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(password, user?.passwordHash ?? UNUSABLE_HASH);
  return user && user.passwordHash && valid ? user : null;
}

export type ChangePasswordResult =
  | { ok: true }
  | { ok: false; reason: "wrong-password" }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

/**
 * Sets a new password when the current one is right, and ends every session of the user in the same batch: a
 * changed password signs out every device on its very next request (the caller signs in again with the new one).
 * Checking the current password is a sign-in attempt: it is refused during a lockout and a wrong one counts.
 */
export async function changePassword(
  db: Database,
  caller: { id: number; email: string },
  passwords: { current: string; next: string },
  client: string | null,
): Promise<ChangePasswordResult> {
  const keys = { email: caller.email, client };
  const verdict = await checkSignInRateLimit(db, keys);
  if (verdict.limited) return { ok: false, reason: "rate-limited", retryAfterSeconds: verdict.retryAfterSeconds };
  const user = await findUserById(db, caller.id);
  const valid = await verifyPassword(passwords.current, user?.passwordHash ?? UNUSABLE_HASH);
  if (!user?.passwordHash || !valid) {
    await recordSignInFailure(db, keys);
    return { ok: false, reason: "wrong-password" };
  }
  const passwordHash = await hashPassword(passwords.next);
  await db.batch([
    db.update(users).set({ passwordHash }).where(eq(users.id, caller.id)),
    db.delete(sessions).where(eq(sessions.userId, caller.id)),
  ]);
  return { ok: true };
}

const UNUSABLE_HASH = "pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";

/** Google sign-in creates the account or refreshes its name and photo. */
export async function upsertOAuthUser(
  db: Database,
  profile: { email: string; name: string | null; image: string | null },
): Promise<User> {
  const email = normaliseEmail(profile.email);
  const [user] = await db
    .insert(users)
    .values({ email, displayName: profile.name ?? "", photoUrl: profile.image })
    .onConflictDoUpdate({
      target: users.email,
      set: { displayName: profile.name ?? users.displayName, photoUrl: profile.image },
    })
    .returning();
  return user!;
}

export type MakeAdminResult = { ok: true; user: User } | { ok: false; reason: "no-account" };

export async function makeAdmin(db: Database, email: string): Promise<MakeAdminResult> {
  const [user] = await db
    .update(users)
    .set({ isAdmin: true })
    .where(eq(users.email, normaliseEmail(email)))
    .returning();
  return user ? { ok: true, user } : { ok: false, reason: "no-account" };
}
