/**
 * Attempt limits kept in D1 (the `auth_failures` log), so they hold across isolates: newsletter sign-ups and
 * verification emails here (`takeAttempt`), password checks in accounts/sign-in-limits.server.ts, each under its
 * own keys.
 */
import { and, count, eq, gte, lt, min, sql } from "drizzle-orm";
import { authFailures } from "@db/schema.ts";
import type { Database } from "./database.ts";

/**
 * The client address Cloudflare saw, as the limits count it; absent locally, where no limit keyed by it applies
 * (or, for sign-in, every request counts as one address). An IPv6 address counts as its /64 (decision 044): one
 * home or phone gets a whole /64, and could otherwise take a new address for every attempt.
 */
export function clientAddress(request: Request): string | null {
  const address = request.headers.get("CF-Connecting-IP")?.trim();
  return address ? addressKey(address) : null;
}

/** "2001:db8:0:1:a:b:c:d" -> "2001:db8:0:1::/64"; an IPv4 address (mapped into IPv6 too) as it is. */
export function addressKey(address: string): string {
  const text = address
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "");
  if (!text.includes(":")) return text;
  const mapped = /^(?:0*:)*:?(?:0*:)*ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (mapped) return mapped[1]!;
  const [head = "", tail] = text.split("::", 2) as [string, string | undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  if (groups.length !== 8 || groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return text;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

export type RateLimitVerdict = { limited: false } | { limited: true; retryAfterSeconds: number };

/** A limit on attempts of one kind (a newsletter sign-up, a verification email), under its own key. */
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
