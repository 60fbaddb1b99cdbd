/**
 * Signing in with a mobile number (issue 50): a 6-digit code texted through the notification outbox, valid
 * CODE_TTL_MS with MAX_TRIES tries, at most CODES_PER_MINUTE and CODES_PER_HOUR to one number. A number is one
 * account's (`users.phone`, unique): signing in with it opens that account, or makes one with no email ("") and no
 * password. An account with an email adds a number with the same code; if the number is on an account that has
 * nothing else (made at the order desk, or by a code sign-in), its orders and addresses move over in one batch, so
 * the customer's desk orders are in their My Orders.
 */
import { and, desc, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import { addresses, orders, phoneCodes, sessions, users, type User } from "@db/schema.ts";
import type { Language, PhoneCodePurpose } from "@db/enums.ts";
import { failureMessage, type Database } from "../database.ts";
import { takeAttempt } from "../rate-limit.server.ts";
import { phoneCodeDraft } from "../notifications/account-messages.ts";
import { writeMessages } from "../notifications/outbox.server.ts";
import type { NotificationSettings } from "../notifications/settings.ts";
import { newLinkId } from "./links.ts";
import { accountForPhone } from "./users.server.ts";
import { phoneCodeHash, phoneCodeOf } from "./phone-code.ts";

export const CODE_TTL_MS = 5 * 60_000;
/** Tries per code: the next one is refused, whatever it says (the code is dead). */
export const MAX_TRIES = 3;
/** Codes one number may be sent (for either purpose): one a minute, three an hour. */
export const CODES_PER_MINUTE = 1;
export const CODES_PER_HOUR = 3;
/**
 * Codes one client address (an IPv6 /64) may ask for, to any numbers, per hour: the per-number limits do not stop
 * one caller texting a thousand numbers at the shop's cost.
 */
export const CODES_PER_CLIENT_HOUR = 10;

type PhoneCode = typeof phoneCodes.$inferSelect;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export type SendCodeResult =
  { ok: true } | { ok: false; reason: "too-many-codes" | "too-many-from-network"; retryAfterSeconds: number };

/**
 * Texts `phone` a new code for `purpose` (`add-phone`: for account `userId`). The same answer whether or not the
 * number has an account. The limits are read and the code written in one statement, so codes asked at once cannot
 * overrun them; the SMS is written to the outbox once the code is in.
 */
export async function sendPhoneCode(
  db: Database,
  request: { phone: string; purpose: PhoneCodePurpose; userId: number | null },
  options: {
    settings: NotificationSettings;
    language: Language;
    /** AUTH_SECRET: the code is made from it and never stored. */
    secret: string;
    /** The caller's address as the limits count it (`clientAddress`); null: no per-address limit. */
    client: string | null;
    now?: number;
  },
): Promise<SendCodeResult> {
  const now = options.now ?? Date.now();
  const { phone } = request;
  if (options.client) {
    const verdict = await takeAttempt(
      db,
      `phone-code:${options.client}`,
      { max: CODES_PER_CLIENT_HOUR, windowMs: HOUR_MS },
      now,
    );
    if (verdict.limited)
      return { ok: false, reason: "too-many-from-network", retryAfterSeconds: verdict.retryAfterSeconds };
  }
  const linkId = newLinkId();
  const codeHash = await phoneCodeHash(options.secret, phone, await phoneCodeOf(options.secret, linkId));
  const sentSince = (ms: number) =>
    sql`(SELECT count(*) FROM ${phoneCodes} WHERE ${phoneCodes.phone} = ${phone} AND ${phoneCodes.createdAt} > ${now - ms})`;
  const inserted = await db
    .insert(phoneCodes)
    .select(
      db
        .select({
          id: sql<number>`NULL`.as("id"),
          phone: sql<string>`${phone}`.as("phone"),
          purpose: sql<PhoneCodePurpose>`${request.purpose}`.as("purpose"),
          userId: sql<number | null>`${request.userId}`.as("user_id"),
          codeHash: sql<string>`${codeHash}`.as("code_hash"),
          tries: sql<number>`0`.as("tries"),
          expiresAt: sql<number>`${now + CODE_TTL_MS}`.as("expires_at"),
          usedAt: sql<null>`NULL`.as("used_at"),
          createdAt: sql<number>`${now}`.as("created_at"),
        })
        .from(sql`(SELECT 1)`)
        .where(sql`${sentSince(MINUTE_MS)} < ${CODES_PER_MINUTE} AND ${sentSince(HOUR_MS)} < ${CODES_PER_HOUR}`),
    )
    .returning({ id: phoneCodes.id });
  if (inserted.length === 0)
    return { ok: false, reason: "too-many-codes", retryAfterSeconds: await nextCodeIn(db, phone, now) };
  await writeMessages(db, [phoneCodeDraft({ linkId, phone, language: options.language }, options.settings)]);
  return { ok: true };
}

/** Seconds until `phone` may be sent another code: when the minute's code, or the hour's oldest, is old enough. */
async function nextCodeIn(db: Database, phone: string, now: number): Promise<number> {
  const recent = await db
    .select({ createdAt: phoneCodes.createdAt })
    .from(phoneCodes)
    .where(and(eq(phoneCodes.phone, phone), gt(phoneCodes.createdAt, new Date(now - HOUR_MS))))
    .orderBy(desc(phoneCodes.createdAt));
  const times = recent.map((row) => row.createdAt.getTime());
  const waits = [0];
  if (times.length >= CODES_PER_MINUTE) waits.push(times[CODES_PER_MINUTE - 1]! + MINUTE_MS - now);
  if (times.length >= CODES_PER_HOUR) waits.push(times[CODES_PER_HOUR - 1]! + HOUR_MS - now);
  return Math.max(1, Math.ceil(Math.max(...waits) / 1000));
}

export type CheckCodeFailure =
  | { ok: false; reason: "wrong-code"; triesLeft: number }
  | { ok: false; reason: "no-code" | "expired" | "too-many-tries" };

export type CheckCodeResult = { ok: true; code: PhoneCode } | CheckCodeFailure;

/**
 * The codes a caller may use for `phone`: a sign-in code, or the caller's own add-phone code. Only the latest one
 * sent counts: a code asked for later replaces it.
 */
function usableCodes(phone: string, signedInUserId: number | null) {
  return and(
    eq(phoneCodes.phone, phone),
    or(
      eq(phoneCodes.purpose, "sign-in"),
      signedInUserId === null
        ? sql`0`
        : and(eq(phoneCodes.purpose, "add-phone"), eq(phoneCodes.userId, signedInUserId)),
    ),
  );
}

/** The latest code `phone` was sent that the caller may use, or undefined (for the route to pick its flow). */
export async function latestPhoneCode(
  db: Database,
  phone: string,
  signedInUserId: number | null,
): Promise<PhoneCode | undefined> {
  const [latest] = await db
    .select()
    .from(phoneCodes)
    .where(usableCodes(phone, signedInUserId))
    .orderBy(desc(phoneCodes.createdAt), desc(phoneCodes.id))
    .limit(1);
  return latest;
}

/**
 * Checks a typed code against the latest code `phone` was sent for `purpose`. Every check counts a try, in the same
 * statement that uses the code when it is right, so tries at once cannot overrun MAX_TRIES or use a code twice.
 */
export async function checkPhoneCode(
  db: Database,
  input: { phone: string; code: string; purpose: PhoneCodePurpose; userId: number | null },
  options: { secret: string; now?: number },
): Promise<CheckCodeResult> {
  const now = options.now ?? Date.now();
  const latest = await latestPhoneCode(db, input.phone, input.purpose === "add-phone" ? input.userId : null);
  if (!latest || latest.purpose !== input.purpose || latest.usedAt !== null) return { ok: false, reason: "no-code" };
  if (latest.expiresAt.getTime() <= now) return { ok: false, reason: "expired" };
  if (latest.tries >= MAX_TRIES) return { ok: false, reason: "too-many-tries" };
  const hash = await phoneCodeHash(options.secret, input.phone, input.code);
  const [counted] = await db
    .update(phoneCodes)
    .set({
      tries: sql`${phoneCodes.tries} + 1`,
      usedAt: sql`CASE WHEN ${phoneCodes.codeHash} = ${hash} THEN ${now} ELSE NULL END`,
    })
    .where(
      and(
        eq(phoneCodes.id, latest.id),
        isNull(phoneCodes.usedAt),
        lt(phoneCodes.tries, MAX_TRIES),
        gt(phoneCodes.expiresAt, new Date(now)),
      ),
    )
    .returning();
  // Another try took the last one, or used the code, in the meantime.
  if (!counted) return { ok: false, reason: "too-many-tries" };
  if (counted.usedAt) return { ok: true, code: counted };
  return { ok: false, reason: "wrong-code", triesLeft: MAX_TRIES - counted.tries };
}

/**
 * The account of a number whose owner just proved it: the one that has it (now proved), or a new one with no email
 * and no password (`accountForPhone`), named as the owner typed, else as on the latest order to the number, else by
 * the number.
 */
export async function accountProvedByPhone(
  db: Database,
  phone: string,
  typedName: string | null,
  now = Date.now(),
): Promise<{ user: User; created: boolean }> {
  const prove = () =>
    db
      .update(users)
      .set({ phoneVerifiedAt: sql`coalesce(${users.phoneVerifiedAt}, ${now})` })
      .where(eq(users.phone, phone))
      .returning();
  const [existing] = await prove();
  if (existing) return { user: existing, created: false };
  const [lastOrder] = typedName
    ? []
    : await db
        .select({ name: orders.customerName })
        .from(orders)
        .where(eq(orders.mobile, phone))
        .orderBy(desc(orders.createdAt))
        .limit(1);
  const made = await accountForPhone(db, phone, typedName || lastOrder?.name || phone);
  const [proved] = await prove();
  return { user: proved ?? made, created: true };
}

export type AddPhoneResult =
  { ok: true; moved: { orders: number; addresses: number } } | { ok: false; reason: "phone-taken" };

/**
 * Puts a proved number on account `userId`. An account that holds it with nothing else (no email, no password: made
 * at the order desk or by a code sign-in) gives its orders and addresses to this one, and the number, and its
 * sessions end, all in one batch; an account with an email or a password keeps it (`phone-taken`).
 */
export async function addPhoneToAccount(
  db: Database,
  userId: number,
  phone: string,
  now = Date.now(),
): Promise<AddPhoneResult> {
  const [holder] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), ne(users.id, userId)));
  if (holder && (holder.email !== "" || holder.passwordHash !== null)) return { ok: false, reason: "phone-taken" };
  const setPhone = db
    .update(users)
    .set({ phone, phoneVerifiedAt: new Date(now) })
    .where(eq(users.id, userId));
  try {
    if (!holder) {
      await setPhone;
      return { ok: true, moved: { orders: 0, addresses: 0 } };
    }
    // Each statement holds only while the holder is still a number and nothing else.
    const bare = sql`EXISTS (SELECT 1 FROM users AS holder WHERE holder.id = ${holder.id} AND holder.phone = ${phone} AND holder.email = '' AND holder.password_hash IS NULL)`;
    const hasDefault = sql`EXISTS (SELECT 1 FROM addresses AS own WHERE own.user_id = ${userId} AND own.is_default = 1)`;
    const [movedOrders, movedAddresses] = await db.batch([
      db
        .update(orders)
        .set({ userId })
        .where(and(eq(orders.userId, holder.id), bare))
        .returning({ id: orders.id }),
      db
        .update(addresses)
        // The account's own default stays its default.
        .set({ userId, isDefault: sql`CASE WHEN ${hasDefault} THEN 0 ELSE ${addresses.isDefault} END` })
        .where(and(eq(addresses.userId, holder.id), bare))
        .returning({ id: addresses.id }),
      db.delete(sessions).where(and(eq(sessions.userId, holder.id), bare)),
      db
        .update(users)
        .set({ phone: null, phoneVerifiedAt: null })
        .where(and(eq(users.id, holder.id), bare)),
      setPhone,
    ]);
    return { ok: true, moved: { orders: movedOrders.length, addresses: movedAddresses.length } };
  } catch (error) {
    // The number went to another account (one with an email) meanwhile: the unique index refused this one.
    if (/UNIQUE constraint failed: users\.phone/.test(failureMessage(error)))
      return { ok: false, reason: "phone-taken" };
    throw error;
  }
}
