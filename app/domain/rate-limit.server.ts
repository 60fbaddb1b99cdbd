/**
 * Sign-in rate limit, kept in D1 so it holds across isolates: after 5 failures for one email, or 20 from one
 * client address, within 15 minutes, further attempts are refused until the oldest failure leaves the window.
 * Other limits (`takeAttempt`: newsletter sign-ups) share the log under their own keys.
 */
import { and, count, eq, gte, inArray, lt, min, sql } from "drizzle-orm";
import { authFailures } from "@db/schema.ts";
import type { Database } from "./database.ts";

export const RATE_LIMIT_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_CLIENT = 20;

export interface AttemptKeys {
  email: string | null;
  client: string | null;
}

function keysOf({ email, client }: AttemptKeys) {
  return {
    email: email ? `email:${email.trim().toLowerCase()}` : null,
    client: client ? `ip:${client}` : null,
  };
}

/** The client address Cloudflare saw; absent locally, where only the per-email limit applies. */
export function clientAddress(request: Request): string | null {
  return request.headers.get("CF-Connecting-IP");
}

export type RateLimitVerdict = { limited: false } | { limited: true; retryAfterSeconds: number };

export async function checkSignInRateLimit(
  db: Database,
  attempt: AttemptKeys,
  now = Date.now(),
): Promise<RateLimitVerdict> {
  const keys = keysOf(attempt);
  const since = new Date(now - RATE_LIMIT_WINDOW_MS);
  const limits: [string, number][] = [];
  if (keys.email) limits.push([keys.email, MAX_FAILURES_PER_EMAIL]);
  if (keys.client) limits.push([keys.client, MAX_FAILURES_PER_CLIENT]);
  if (limits.length === 0) return { limited: false };

  const rows = await db
    .select({ key: authFailures.key, failures: count(), oldest: min(authFailures.failedAt) })
    .from(authFailures)
    .where(
      and(
        inArray(
          authFailures.key,
          limits.map(([key]) => key),
        ),
        gte(authFailures.failedAt, since),
      ),
    )
    .groupBy(authFailures.key);

  for (const [key, max] of limits) {
    const row = rows.find((candidate) => candidate.key === key);
    if (row && row.failures >= max) {
      const oldest = row.oldest instanceof Date ? row.oldest.getTime() : Number(row.oldest);
      return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((oldest + RATE_LIMIT_WINDOW_MS - now) / 1000)) };
    }
  }
  return { limited: false };
}

export async function recordSignInFailure(db: Database, attempt: AttemptKeys, now = Date.now()) {
  const keys = [keysOf(attempt).email, keysOf(attempt).client].filter((key): key is string => key !== null);
  if (keys.length === 0) return;
  await db.batch([
    db.insert(authFailures).values(keys.map((key) => ({ key, failedAt: new Date(now) }))),
    // Failures that left the window no longer count: drop them so the table stays small.
    db
      .delete(authFailures)
      .where(and(inArray(authFailures.key, keys), lt(authFailures.failedAt, new Date(now - RATE_LIMIT_WINDOW_MS)))),
  ]);
}

/** A successful sign-in clears that email's failures (the client's stay: they may be guessing many emails). */
export async function clearSignInFailures(db: Database, attempt: AttemptKeys) {
  const key = keysOf(attempt).email;
  if (key) await db.delete(authFailures).where(eq(authFailures.key, key));
}

/** A limit on attempts of another kind (a newsletter sign-up), kept in the same log under its own keys. */
export interface AttemptLimit {
  max: number;
  windowMs: number;
}

/**
 * Counts one attempt for `key` unless `limit.max` are already in the window; a refused attempt is not logged, so
 * waiting out the window always works. The check and the insert are one statement: attempts at once cannot overrun it.
 */
export async function takeAttempt(
  db: Database,
  key: string,
  limit: AttemptLimit,
  now = Date.now(),
): Promise<RateLimitVerdict> {
  const since = new Date(now - limit.windowMs);
  const inWindow = and(eq(authFailures.key, key), gte(authFailures.failedAt, since));
  const recent = db
    .select({ attempts: count().as("attempts") })
    .from(authFailures)
    .where(inWindow)
    .as("recent");
  const taken = await db
    .insert(authFailures)
    .select(
      db
        .select({
          // NULL into the INTEGER PRIMARY KEY: SQLite picks the next id.
          id: sql<number>`NULL`.as("id"),
          key: sql<string>`${key}`.as("key"),
          failedAt: sql<number>`${now}`.as("failed_at"),
        })
        .from(recent)
        .where(lt(recent.attempts, limit.max)),
    )
    .returning({ id: authFailures.id });
  if (taken.length > 0) {
    await db.delete(authFailures).where(and(eq(authFailures.key, key), lt(authFailures.failedAt, since)));
    return { limited: false };
  }
  const [row] = await db
    .select({ oldest: min(authFailures.failedAt) })
    .from(authFailures)
    .where(inWindow);
  const oldest = row?.oldest instanceof Date ? row.oldest.getTime() : Number(row?.oldest ?? now);
  return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((oldest + limit.windowMs - now) / 1000)) };
}
