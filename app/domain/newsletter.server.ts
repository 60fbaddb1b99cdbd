/**
 * The newsletter: addresses left in the footer's form, one row per normalised email. Signing up again is not an
 * error (the visitor is told they are already on the list); sign-ups are rate-limited per client address.
 */
import { asc, count } from "drizzle-orm";
import { subscribers, type Subscriber } from "@db/schema.ts";
import type { Database } from "./database.ts";
import { type AttemptLimit, takeAttempt } from "./rate-limit.server.ts";
import { normaliseEmail } from "./accounts/users.server.ts";

/** Sign-ups per client address: enough for a shared office, too few to fill the list with junk. */
export const SUBSCRIBE_LIMIT: AttemptLimit = { max: 10, windowMs: 60 * 60_000 };

export type SubscribeResult =
  | { ok: true; email: string; alreadySubscribed: boolean }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

/** Adds `email` (already checked by `subscribeSchema`); `client` is the caller's address, null where unknown. */
export async function subscribe(
  db: Database,
  email: string,
  client: string | null,
  now = Date.now(),
): Promise<SubscribeResult> {
  if (client) {
    const verdict = await takeAttempt(db, `newsletter:ip:${client}`, SUBSCRIBE_LIMIT, now);
    if (verdict.limited) return { ok: false, reason: "rate-limited", retryAfterSeconds: verdict.retryAfterSeconds };
  }
  const normalised = normaliseEmail(email);
  const added = await db
    .insert(subscribers)
    .values({ email: normalised, createdAt: new Date(now) })
    .onConflictDoNothing({ target: subscribers.email })
    .returning({ email: subscribers.email });
  return { ok: true, email: normalised, alreadySubscribed: added.length === 0 };
}

/** Every subscriber, oldest first (the admin's CSV export). */
export async function listSubscribers(db: Database): Promise<Subscriber[]> {
  return db.select().from(subscribers).orderBy(asc(subscribers.createdAt), asc(subscribers.email));
}

export async function countSubscribers(db: Database): Promise<number> {
  const [row] = await db.select({ count: count() }).from(subscribers);
  return row?.count ?? 0;
}
