/**
 * How many passwords may be tried, and by whom (decision 025). Every password check (a sign-in, the current password
 * of a password change) first takes an attempt: one statement that counts the recent attempts under each of its
 * keys and, only if every limit still has room, records one under each. The password is checked after that, so
 * attempts at once, from any number of Worker instances, can never check more passwords than the limits allow.
 * A right password gives its attempt back; a wrong one leaves it counted for 15 minutes.
 *
 * The limits, each over the last 15 minutes:
 * - 5 per (email, client address): one network cannot guess on, and it locks only itself out;
 * - 20 per email from devices that never signed in to it: a stranger's guesses from many addresses lock out new
 *   devices, never the owner's own phone;
 * - 10 per known device: a stolen device cookie does not undo the per-email limit;
 * - 100 per client address across emails: one address cannot try a password on every account (shoppers behind
 *   one carrier's shared address are many, so this one is wide).
 * A client address is an IPv4 address or an IPv6 /64 (`clientAddress`). Signing in on a known device of the account,
 * by its signed device cookie, is counted only under the device's own limit: none of the others refuses it
 * (decision 044). A password change keeps the per-address limits for it.
 */
import { and, inArray, lt, sql } from "drizzle-orm";
import { authFailures } from "@db/schema.ts";
import type { Database } from "../database.ts";
import { normaliseEmail } from "./email.ts";

export const SIGN_IN_WINDOW_MS = 15 * 60_000;

export const SIGN_IN_LIMITS = {
  address: 5,
  account: 20,
  device: 10,
  client: 100,
} as const;

/** Which limit refused an attempt: this address on this account, the account for new devices, this device, or this address. */
export type LockScope = keyof typeof SIGN_IN_LIMITS;

export interface AttemptSource {
  email: string;
  /** The client address Cloudflare saw; null locally, where every request counts as one address. */
  client: string | null;
  /** The nonce of this browser's device cookie for this email, when it carries a valid one. */
  device: string | null;
  /**
   * What the password is checked for: signing in (the default), where a known device is counted under its own limit
   * alone, or a signed-in session's password change, where the per-address limits hold for it too (whoever holds
   * the session holds the browser's device cookie as well, so the cookie proves nothing more there).
   */
  purpose?: "sign-in" | "password-change";
}

export type AttemptVerdict =
  { ok: true; ticket: number[] } | { ok: false; reason: "locked"; scope: LockScope; retryAfterSeconds: number };

function keysOf(source: AttemptSource): { key: string; scope: LockScope }[] {
  const email = normaliseEmail(source.email);
  // A known device of the account (decision 044, amending 025) is counted on its own: strangers guessing from the
  // same carrier address never lock the owner's phone out, and a stolen device cookie still has only its 10.
  if (source.device && source.purpose !== "password-change")
    return [{ key: `device:${source.device}`, scope: "device" }];
  const keys: { key: string; scope: LockScope }[] = [
    { key: `pair:${email}|${source.client ?? "unknown"}`, scope: "address" },
    source.device ? { key: `device:${source.device}`, scope: "device" } : { key: `email:${email}`, scope: "account" },
  ];
  if (source.client) keys.push({ key: `ip:${source.client}`, scope: "client" });
  return keys;
}

/**
 * Checks every limit of `source` and, when none is reached, counts the attempt under each: one INSERT ... SELECT,
 * so no other attempt can slip in between the check and the count. Returns the rows it wrote (give them to
 * `settleAttempt`), or which limit refused it and when its oldest attempt leaves the window.
 */
export async function takeSignInAttempt(
  db: Database,
  source: AttemptSource,
  now = Date.now(),
): Promise<AttemptVerdict> {
  const keys = keysOf(source);
  const since = now - SIGN_IN_WINDOW_MS;
  const rows = sql.join(
    keys.map(({ key }) => sql`SELECT ${key} AS key`),
    sql` UNION ALL `,
  );
  const room = sql.join(
    keys.map(
      ({ key, scope }) =>
        sql`(SELECT count(*) FROM auth_failures WHERE key = ${key} AND failed_at >= ${since}) < ${SIGN_IN_LIMITS[scope]}`,
    ),
    sql` AND `,
  );
  const taken = await db.all<{ id: number }>(
    sql`INSERT INTO auth_failures (key, failed_at) SELECT attempt.key, ${now} FROM (${rows}) AS attempt WHERE ${room} RETURNING id`,
  );
  if (taken.length > 0) return { ok: true, ticket: taken.map((row) => row.id) };

  const counted = await db.all<{ key: string; attempts: number; oldest: number }>(
    sql`SELECT key, count(*) AS attempts, min(failed_at) AS oldest FROM auth_failures
        WHERE key IN (${sql.join(
          keys.map(({ key }) => sql`${key}`),
          sql`, `,
        )}) AND failed_at >= ${since} GROUP BY key`,
  );
  for (const { key, scope } of keys) {
    const row = counted.find((candidate) => candidate.key === key);
    if (row && row.attempts >= SIGN_IN_LIMITS[scope]) {
      const retryAfterSeconds = Math.max(1, Math.ceil((Number(row.oldest) + SIGN_IN_WINDOW_MS - now) / 1000));
      return { ok: false, reason: "locked", scope, retryAfterSeconds };
    }
  }
  // Another attempt's window ended between the two reads: the caller may try again at once.
  return { ok: false, reason: "locked", scope: "address", retryAfterSeconds: 1 };
}

/**
 * After the password check. A right password gives the attempt back and forgets this address's wrong guesses on
 * the account; a wrong one stays counted, and attempts that left the window are dropped so the table stays small.
 */
export async function settleSignInAttempt(
  db: Database,
  source: AttemptSource,
  ticket: number[],
  succeeded: boolean,
  now = Date.now(),
): Promise<void> {
  const keys = keysOf(source).map(({ key }) => key);
  if (succeeded) {
    await db.batch([
      db.delete(authFailures).where(inArray(authFailures.id, ticket)),
      db.delete(authFailures).where(inArray(authFailures.key, keys.slice(0, 1))),
    ]);
    return;
  }
  await db
    .delete(authFailures)
    .where(and(inArray(authFailures.key, keys), lt(authFailures.failedAt, new Date(now - SIGN_IN_WINDOW_MS))));
}
