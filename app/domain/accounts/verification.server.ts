/**
 * Proving an address is its account's (decision 025). Registering, and "Resend", write a link's row and its email
 * in one D1 batch (the email goes out through the notification outbox and queue, event `verify-email`); following
 * the link marks the account verified, once, within 24 hours, and only for the address it was sent to.
 */
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { emailVerifications, users } from "@db/schema.ts";
import type { Language } from "@db/enums.ts";
import type { Database } from "../database.ts";
import { takeAttempt } from "../rate-limit.server.ts";
import { verifyEmailDraft } from "../notifications/account-messages.ts";
import { outboxWrites } from "../notifications/outbox.server.ts";
import type { NotificationSettings } from "../notifications/settings.ts";
import { newLink, TOKEN_PATTERN, tokenHash } from "./links.ts";

export const VERIFICATION_TTL_MS = 24 * 60 * 60_000;
/** Verification emails one account may be sent (registration's included) per hour. */
export const VERIFICATION_EMAILS_PER_HOUR = 5;

export type SendVerificationResult =
  | { ok: true }
  | { ok: false; reason: "already-verified" }
  /** An account with only a mobile number (issue 50) has no address to confirm. */
  | { ok: false; reason: "no-email" }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

/**
 * Sends `user` a new verification link (registration and "Resend"). Earlier links keep working until they expire:
 * an email that arrives late is still good. At most VERIFICATION_EMAILS_PER_HOUR an hour.
 */
export async function sendVerificationEmail(
  db: Database,
  user: { id: number; email: string; displayName: string; emailVerified: boolean },
  options: {
    settings: NotificationSettings;
    language: Language;
    /** AUTH_SECRET: the link's token is made from it and never stored (decision 044). */
    secret: string;
    now?: number;
  },
): Promise<SendVerificationResult> {
  if (user.emailVerified) return { ok: false, reason: "already-verified" };
  if (user.email === "") return { ok: false, reason: "no-email" };
  const now = options.now ?? Date.now();
  const verdict = await takeAttempt(
    db,
    `verify:${user.id}`,
    { max: VERIFICATION_EMAILS_PER_HOUR, windowMs: 60 * 60_000 },
    now,
  );
  if (verdict.limited) return { ok: false, reason: "rate-limited", retryAfterSeconds: verdict.retryAfterSeconds };
  const link = await newLink(options.secret, "verify-email");
  const draft = verifyEmailDraft(
    { linkId: link.linkId, email: user.email, name: user.displayName, language: options.language },
    options.settings,
  );
  await db.batch([
    db.insert(emailVerifications).values({
      tokenHash: link.hash,
      userId: user.id,
      email: user.email,
      expiresAt: new Date(now + VERIFICATION_TTL_MS),
    }),
    ...outboxWrites(db, [draft]),
  ]);
  return { ok: true };
}

export type VerifyEmailResult = { ok: true; email: string } | { ok: false; reason: "invalid" | "expired" | "used" };

/**
 * Follows a link: the account is verified and the link used, in one batch whose statements both hold only while
 * the link is unused and unexpired, so two clicks at once verify once and the second is told the link was used.
 */
export async function verifyEmailToken(db: Database, token: string, now = Date.now()): Promise<VerifyEmailResult> {
  if (!TOKEN_PATTERN.test(token)) return { ok: false, reason: "invalid" };
  const hash = await tokenHash(token);
  const live = and(
    eq(emailVerifications.tokenHash, hash),
    isNull(emailVerifications.usedAt),
    gt(emailVerifications.expiresAt, new Date(now)),
  );
  const [, used] = await db.batch([
    db
      .update(users)
      .set({ emailVerifiedAt: new Date(now) })
      .where(
        and(
          isNull(users.emailVerifiedAt),
          sql`EXISTS (SELECT 1 FROM ${emailVerifications} WHERE ${live} AND ${emailVerifications.userId} = ${users.id} AND ${emailVerifications.email} = ${users.email})`,
        ),
      ),
    db
      .update(emailVerifications)
      .set({ usedAt: new Date(now) })
      .where(live)
      .returning({ email: emailVerifications.email }),
  ]);
  if (used[0]) return { ok: true, email: used[0].email };
  const [row] = await db
    .select({ usedAt: emailVerifications.usedAt })
    .from(emailVerifications)
    .where(eq(emailVerifications.tokenHash, hash));
  if (!row) return { ok: false, reason: "invalid" };
  return { ok: false, reason: row.usedAt ? "used" : "expired" };
}

/** The nightly cron forgets links that expired or were used more than a week ago. */
export async function sweepVerificationLinks(db: Database, now = Date.now()): Promise<number> {
  const weekAgo = new Date(now - 7 * 24 * 60 * 60_000);
  const swept = await db
    .delete(emailVerifications)
    .where(or(lt(emailVerifications.expiresAt, weekAgo), lt(emailVerifications.usedAt, weekAgo)))
    .returning({ tokenHash: emailVerifications.tokenHash });
  return swept.length;
}
