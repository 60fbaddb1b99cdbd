/**
 * Choosing a new password through a link the shop emailed (decision 044). Whoever can read an address's mail owns
 * its account: "Forgot password" and registering an address that already has an account email a reset link (event
 * `password-reset`, one hour, once); the link of a `verify-email` message leads here too when its reader did not
 * register the account (a squatted registration). Setting the password verifies the address, replaces the password
 * and ends every session of the account, in one batch that holds only while the link is unused and unexpired.
 */
import { and, eq, gt, inArray, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { emailVerifications, passwordResets, sessions, users, type User } from "@db/schema.ts";
import type { Language } from "@db/enums.ts";
import type { Database } from "../database.ts";
import { takeAttempt } from "../rate-limit.server.ts";
import { passwordResetDraft } from "../notifications/account-messages.ts";
import { outboxWrites } from "../notifications/outbox.server.ts";
import type { NotificationSettings } from "../notifications/settings.ts";
import { normaliseEmail } from "./email.ts";
import { newLink, TOKEN_PATTERN, tokenHash } from "./links.ts";
import { hashPassword } from "./password.server.ts";

export const RESET_TTL_MS = 60 * 60_000;

/** "Forgot password" requests: per address asked for, and per client address (an IPv6 /64 counts as one). */
export const RESET_LIMITS = {
  email: { max: 5, windowMs: 60 * 60_000 },
  client: { max: 10, windowMs: 60 * 60_000 },
} as const;

export interface ResetLinkOptions {
  settings: NotificationSettings;
  language: Language;
  /** AUTH_SECRET: the link's token is made from it (links.ts). */
  secret: string;
  now?: number;
}

export type RequestResetResult = { ok: true } | { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

/**
 * "Forgot password": emails the account of `email` a reset link, if there is one. The answer is the same whether or
 * not an account exists; the limits count every request, so they say nothing about it either.
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
  client: string | null,
  options: ResetLinkOptions,
): Promise<RequestResetResult> {
  const now = options.now ?? Date.now();
  const address = normaliseEmail(email);
  if (client) {
    const byClient = await takeAttempt(db, `reset-client:${client}`, RESET_LIMITS.client, now);
    if (byClient.limited) return { ok: false, reason: "rate-limited", retryAfterSeconds: byClient.retryAfterSeconds };
  }
  const byEmail = await takeAttempt(db, `reset-email:${address}`, RESET_LIMITS.email, now);
  if (byEmail.limited) return { ok: false, reason: "rate-limited", retryAfterSeconds: byEmail.retryAfterSeconds };
  const [user] = await db.select().from(users).where(eq(users.email, address)).limit(1);
  if (user) await sendResetLink(db, user, "asked", { ...options, now });
  return { ok: true };
}

/**
 * Someone registered an address that already has an account: its owner gets a reset link, so the owner of an
 * address someone else registered first can take the account back. Counted with "Forgot password" under the
 * address's own limit; past it nothing more is sent.
 */
export async function sendResetOnRegisterAgain(db: Database, email: string, options: ResetLinkOptions): Promise<void> {
  const now = options.now ?? Date.now();
  const address = normaliseEmail(email);
  const byEmail = await takeAttempt(db, `reset-email:${address}`, RESET_LIMITS.email, now);
  if (byEmail.limited) return;
  const [user] = await db.select().from(users).where(eq(users.email, address)).limit(1);
  if (user) await sendResetLink(db, user, "registered-again", { ...options, now });
}

async function sendResetLink(
  db: Database,
  user: User,
  cause: "asked" | "registered-again",
  options: ResetLinkOptions & { now: number },
): Promise<void> {
  const link = await newLink(options.secret, "password-reset");
  const draft = passwordResetDraft(
    { linkId: link.linkId, email: user.email, name: user.displayName, language: options.language, cause },
    options.settings,
  );
  await db.batch([
    db.insert(passwordResets).values({
      tokenHash: link.hash,
      userId: user.id,
      email: user.email,
      expiresAt: new Date(options.now + RESET_TTL_MS),
    }),
    ...outboxWrites(db, [draft]),
  ]);
}

export type LinkState = "live" | "used" | "expired" | "invalid";

/** Which table a link's hash is in, and whether it still works. */
export interface LinkLookup {
  state: LinkState;
  kind: "password-reset" | "verify-email" | null;
  userId: number | null;
  email: string | null;
}

/** Looks a token up without using it: the reset page says at once whether its link still works. */
export async function lookUpLink(db: Database, token: string, now = Date.now()): Promise<LinkLookup> {
  const none: LinkLookup = { state: "invalid", kind: null, userId: null, email: null };
  if (!TOKEN_PATTERN.test(token)) return none;
  const hash = await tokenHash(token);
  // Columns of distinct names: a batch reads each row by column name, so two `email` columns would be one.
  const [[reset], [verification]] = await db.batch([
    db.select().from(passwordResets).where(eq(passwordResets.tokenHash, hash)),
    db
      .select({
        userId: emailVerifications.userId,
        email: emailVerifications.email,
        expiresAt: emailVerifications.expiresAt,
        usedAt: emailVerifications.usedAt,
        // A verification link sets a password only while nobody has verified the account (a claim).
        claimable: sql<number>`(${users.emailVerifiedAt} IS NULL AND ${users.email} = ${emailVerifications.email})`.as(
          "claimable",
        ),
      })
      .from(emailVerifications)
      .innerJoin(users, eq(users.id, emailVerifications.userId))
      .where(eq(emailVerifications.tokenHash, hash)),
  ]);
  const state = (row: { usedAt: Date | null; expiresAt: Date }): LinkState =>
    row.usedAt ? "used" : row.expiresAt.getTime() <= now ? "expired" : "live";
  if (reset) return { state: state(reset), kind: "password-reset", userId: reset.userId, email: reset.email };
  if (verification) {
    const linkState = state(verification);
    return {
      state: linkState === "live" && !verification.claimable ? "used" : linkState,
      kind: "verify-email",
      userId: verification.userId,
      email: verification.email,
    };
  }
  return none;
}

export type ConfirmResetResult = { ok: true; email: string } | { ok: false; reason: Exclude<LinkState, "live"> };

/**
 * Sets the account's new password through a reset link, or through the verification link of an account nobody has
 * verified (claiming it). One batch: the password replaced and the address verified, every session ended, the
 * account's other links spent, and this link used, each statement only while this link is still unused and
 * unexpired (a verification link only of an account nobody verified, checked just before). Two uses of one link at
 * once: one sets the password, the other is told the link was used.
 */
export async function confirmPasswordReset(
  db: Database,
  token: string,
  password: string,
  now = Date.now(),
): Promise<ConfirmResetResult> {
  const before = await lookUpLink(db, token, now);
  if (before.state !== "live") return { ok: false, reason: before.state };
  const hash = await tokenHash(token);
  const at = new Date(now);
  const passwordHash = await hashPassword(password);

  // Whether a verification link's account is still unverified was checked just above: the batch does not ask
  // again, because its first statement verifies the account (and an owner verifying in between still read the mail).
  const liveReset = and(
    eq(passwordResets.tokenHash, hash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, at),
  );
  const liveVerification = and(
    eq(emailVerifications.tokenHash, hash),
    isNull(emailVerifications.usedAt),
    gt(emailVerifications.expiresAt, at),
  );
  // The account the link belongs to, while the link is live (at most one of the two tables has the hash).
  const linkedUser = sql`(SELECT ${passwordResets.userId} FROM ${passwordResets} WHERE ${liveReset}
    UNION ALL SELECT ${emailVerifications.userId} FROM ${emailVerifications} WHERE ${liveVerification})`;
  const linkedEmail = sql`(SELECT ${passwordResets.email} FROM ${passwordResets} WHERE ${liveReset}
    UNION ALL SELECT ${emailVerifications.email} FROM ${emailVerifications} WHERE ${liveVerification})`;
  const theAccount: SQL = and(inArray(users.id, linkedUser), inArray(users.email, linkedEmail))!;

  const [, , , , usedReset, usedVerification] = await db.batch([
    db
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` })
      .where(theAccount),
    db.delete(sessions).where(inArray(sessions.userId, linkedUser)),
    db
      .update(passwordResets)
      .set({ usedAt: at })
      .where(
        and(
          inArray(passwordResets.userId, linkedUser),
          isNull(passwordResets.usedAt),
          ne(passwordResets.tokenHash, hash),
        ),
      ),
    db
      .update(emailVerifications)
      .set({ usedAt: at })
      .where(
        and(
          inArray(emailVerifications.userId, linkedUser),
          isNull(emailVerifications.usedAt),
          ne(emailVerifications.tokenHash, hash),
        ),
      ),
    db.update(passwordResets).set({ usedAt: at }).where(liveReset).returning({ email: passwordResets.email }),
    db
      .update(emailVerifications)
      .set({ usedAt: at })
      .where(liveVerification)
      .returning({ email: emailVerifications.email }),
  ]);
  const used = usedReset[0] ?? usedVerification[0];
  if (used) return { ok: true, email: used.email };
  const after = await lookUpLink(db, token, now);
  return { ok: false, reason: after.state === "live" ? "used" : after.state };
}

/** The nightly cron forgets reset links that expired or were used more than a week ago. */
export async function sweepPasswordResets(db: Database, now = Date.now()): Promise<number> {
  const weekAgo = new Date(now - 7 * 24 * 60 * 60_000);
  const swept = await db
    .delete(passwordResets)
    .where(or(lt(passwordResets.expiresAt, weekAgo), lt(passwordResets.usedAt, weekAgo)))
    .returning({ tokenHash: passwordResets.tokenHash });
  return swept.length;
}
