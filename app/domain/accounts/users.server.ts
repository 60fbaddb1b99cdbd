import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { emailVerifications, sessions, users, type User } from "@db/schema.ts";
import { inList, type Database } from "../database.ts";
import type { RegisterInput } from "~/schemas/auth.ts";
import { normaliseEmail } from "./email.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";
import { settleSignInAttempt, takeSignInAttempt, type LockScope } from "./sign-in-limits.server.ts";
import type { SessionUser } from "./types.ts";

export { normaliseEmail };

/**
 * The emails listed in ADMIN_EMAILS, normalised (read once by app/server/config.ts, decision 048). Their accounts are
 * admins, whatever their flag says, once their owner verified the address (decision 025): before that, whoever
 * registered it first is a shopper.
 */
export type AdminEmails = ReadonlySet<string>;

export function toSessionUser(user: User, adminEmails: AdminEmails): SessionUser {
  const emailVerified = user.emailVerifiedAt !== null;
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    photoUrl: user.photoUrl,
    emailVerified,
    isAdmin: user.isAdmin || (emailVerified && adminEmails.has(user.email)),
  };
}

export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  return user;
}

export async function findUserById(db: Database, id: number): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/**
 * The unique email index covers only accounts that have an email (an account by mobile number alone has "", issue
 * 50): an upsert on it names the same condition, as SQLite asks of a partial index.
 */
const EMAIL_INDEXED = sql`${users.email} <> ''`;

export type RegisterResult = { ok: true; user: User } | { ok: false; reason: "email-in-use" };

export async function registerUser(db: Database, input: RegisterInput): Promise<RegisterResult> {
  const passwordHash = await hashPassword(input.password);
  // The unique index decides, not a read before the write: two registrations at once cannot both win.
  const [user] = await db
    .insert(users)
    .values({ email: normaliseEmail(input.email), displayName: input.name.trim(), passwordHash })
    // Any unique index: the row names no phone, so only the email's can refuse it.
    .onConflictDoNothing()
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
  | { ok: false; reason: "rate-limited"; scope: LockScope; retryAfterSeconds: number };

/**
 * Sets a new password when the current one is right, and ends every session of the user in the same batch: a
 * changed password signs out every device on its very next request (the caller signs in again with the new one).
 * Checking the current password is a sign-in attempt under the same limits (sign-in-limits.server.ts): taken and
 * counted before the check, refused when a limit is reached.
 */
export async function changePassword(
  db: Database,
  caller: { id: number; email: string },
  passwords: { current: string; next: string },
  from: { client: string | null; device: string | null },
): Promise<ChangePasswordResult> {
  const source = { email: caller.email, ...from, purpose: "password-change" as const };
  const attempt = await takeSignInAttempt(db, source);
  if (!attempt.ok)
    return { ok: false, reason: "rate-limited", scope: attempt.scope, retryAfterSeconds: attempt.retryAfterSeconds };
  const user = await findUserById(db, caller.id);
  const valid = await verifyPassword(passwords.current, user?.passwordHash ?? UNUSABLE_HASH);
  const succeeded = Boolean(user?.passwordHash && valid);
  await settleSignInAttempt(db, source, attempt.ticket, succeeded);
  if (!succeeded) return { ok: false, reason: "wrong-password" };
  const passwordHash = await hashPassword(passwords.next);
  await db.batch([
    db.update(users).set({ passwordHash }).where(eq(users.id, caller.id)),
    db.delete(sessions).where(eq(sessions.userId, caller.id)),
  ]);
  return { ok: true };
}

const UNUSABLE_HASH = "pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";

/**
 * Google sign-in, with an address Google verified: creates the account (verified), or refreshes a verified one's
 * name and photo. An account whose address nobody verified was perhaps registered by someone else in advance
 * (decision 025): Google's word that the address is this person's takes it over in one batch, removing the
 * password it was registered with, ending its sessions and its unused verification links.
 */
export async function upsertOAuthUser(
  db: Database,
  profile: { email: string; name: string | null; image: string | null },
  now = Date.now(),
): Promise<User> {
  const email = normaliseEmail(profile.email);
  const unverified = and(eq(users.email, email), isNull(users.emailVerifiedAt));
  const unverifiedId = db.select({ id: users.id }).from(users).where(unverified);
  const [, , , [user]] = await db.batch([
    db.delete(sessions).where(inArray(sessions.userId, unverifiedId)),
    db.delete(emailVerifications).where(inArray(emailVerifications.userId, unverifiedId)),
    db
      .update(users)
      .set({ passwordHash: null, emailVerifiedAt: new Date(now) })
      .where(unverified),
    db
      .insert(users)
      .values({ email, displayName: profile.name ?? "", photoUrl: profile.image, emailVerifiedAt: new Date(now) })
      .onConflictDoUpdate({
        target: users.email,
        targetWhere: EMAIL_INDEXED,
        set: { displayName: profile.name ?? users.displayName, photoUrl: profile.image },
      })
      .returning(),
  ]);
  return user!;
}

export type MakeAdminResult = { ok: true; user: User } | { ok: false; reason: "no-account" | "unverified" };

/**
 * Gives `email` admin rights. Add Admin asks `verifiedOnly` (decision 044): an account whose address nobody has
 * verified may be someone else's registration of it, so it is refused (409) until its owner follows the link.
 * Without it (the seed, tests) any account is made an admin.
 */
export async function makeAdmin(
  db: Database,
  email: string,
  { verifiedOnly = false }: { verifiedOnly?: boolean } = {},
): Promise<MakeAdminResult> {
  const address = normaliseEmail(email);
  const [user] = await db
    .update(users)
    .set({ isAdmin: true })
    .where(and(eq(users.email, address), verifiedOnly ? isNotNull(users.emailVerifiedAt) : undefined))
    .returning();
  if (user) return { ok: true, user };
  if (!verifiedOnly) return { ok: false, reason: "no-account" };
  const existing = await findUserByEmail(db, address);
  return { ok: false, reason: existing ? "unverified" : "no-account" };
}

/** An admin as Add Admin lists them; `configured` when ADMIN_EMAILS names them (revoked only there). */
export interface AdminListing {
  user: User;
  configured: boolean;
}

/**
 * Every account with admin rights: flagged in D1, or named in ADMIN_EMAILS and verified, oldest first. An address in
 * ADMIN_EMAILS with no account yet, or an unverified one, is not listed: it becomes an admin once it is verified.
 */
export async function listAdmins(db: Database, configured: AdminEmails): Promise<AdminListing[]> {
  const rows = await db
    .select()
    .from(users)
    .where(
      configured.size > 0
        ? or(eq(users.isAdmin, true), and(inList(users.email, [...configured]), isNotNull(users.emailVerifiedAt)))
        : eq(users.isAdmin, true),
    )
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map((user) => ({ user, configured: configured.has(user.email) }));
}

export type RevokeAdminFailure =
  "no-account" | "not-admin" | "self" | "configured-admin" | "last-admin" | "not-allowed";
export type RevokeAdminResult = { ok: true; user: User } | { ok: false; reason: RevokeAdminFailure };

/**
 * Takes admin rights away from `email`. Refused for the caller themself, for an address in ADMIN_EMAILS (the flag
 * would not matter: the list makes them an admin), and when no other admin would be left. That last check and the
 * caller's own rights are part of the one UPDATE, so two admins revoking each other at once cannot both win (the
 * second is refused: the other is the last admin). The revoked admin's sessions stay, but every request reads the
 * user from D1, so their next one is a shopper's.
 */
export async function revokeAdmin(
  db: Database,
  adminEmails: AdminEmails,
  caller: { id: number; email: string },
  email: string,
): Promise<RevokeAdminResult> {
  const target = normaliseEmail(email);
  const configured = [...adminEmails];
  if (target === caller.email) return { ok: false, reason: "self" };
  if (configured.includes(target)) return { ok: false, reason: "configured-admin" };
  // `other` is the subqueries' own row of users, apart from the row being updated or read.
  const isAnAdmin =
    configured.length > 0
      ? sql`(other.is_admin = 1 OR (other.email IN ${configured} AND other.email_verified_at IS NOT NULL))`
      : sql`other.is_admin = 1`;
  const callerIsAdmin = sql`EXISTS (SELECT 1 FROM users AS other WHERE other.id = ${caller.id} AND ${isAnAdmin})`;
  const anotherAdminStays = sql`EXISTS (SELECT 1 FROM users AS other WHERE other.email != ${target} AND ${isAnAdmin})`;
  const [revoked] = await db
    .update(users)
    .set({ isAdmin: false })
    .where(and(eq(users.email, target), eq(users.isAdmin, true), callerIsAdmin, anotherAdminStays))
    .returning();
  if (revoked) return { ok: true, user: revoked };
  const [state] = await db
    .select({
      isAdmin: users.isAdmin,
      anotherAdminStays: sql<number>`${anotherAdminStays}`,
      callerIsAdmin: sql<number>`${callerIsAdmin}`,
    })
    .from(users)
    .where(eq(users.email, target));
  if (!state) return { ok: false, reason: "no-account" };
  if (!state.isAdmin) return { ok: false, reason: "not-admin" };
  if (!state.anotherAdminStays) return { ok: false, reason: "last-admin" };
  return { ok: false, reason: "not-allowed" };
}

/**
 * The account of a mobile number (issue 50, decision 052): the one that has it (proved or not), or else a new one
 * with only the number (email ""), named `name`. The unique phone index decides between two callers at once.
 */
export async function accountForPhone(db: Database, phone: string, name: string): Promise<User> {
  const byPhone = () => db.select().from(users).where(eq(users.phone, phone)).limit(1);
  const [found] = await byPhone();
  if (found) return found;
  const [made] = await db
    .insert(users)
    .values({ email: "", phone, displayName: name })
    .onConflictDoNothing()
    .returning();
  if (made) return made;
  const [raced] = await byPhone();
  return raced!;
}
