/**
 * Server-side sessions: the row each session cookie points to (see `sessions` in db/schema.ts). The cookie alone
 * proves nothing once its row is gone, so signing out, signing out everywhere and changing a password take effect
 * on the very next request, wherever a copy of the cookie is.
 */
import { and, eq, gt, lte } from "drizzle-orm";
import { sessions, users, type User } from "@db/schema.ts";
import { toBase64Url } from "../base64.ts";
import type { Database } from "../database.ts";

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

function newSessionId(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
}

/** Records a new session for the user and returns its id, which goes into the session cookie. */
export async function startSession(db: Database, userId: number, now = Date.now()): Promise<string> {
  const id = newSessionId();
  await db.insert(sessions).values({ id, userId, expiresAt: new Date(now + SESSION_MAX_AGE_SECONDS * 1000) });
  return id;
}

/**
 * The query for the user of a live session: no row when the session ended, expired or is not that user's. Not
 * sent: `findSessionUser` sends it alone, an order puts it in its first batch (decision 040).
 */
export function liveSessionUserRead(db: Database, sessionId: string, userId: number, now = Date.now()) {
  return db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), gt(sessions.expiresAt, new Date(now))))
    .limit(1);
}

/** The user of a live session, in one query: null when the session ended, expired or is not that user's. */
export async function findSessionUser(
  db: Database,
  sessionId: string,
  userId: number,
  now = Date.now(),
): Promise<User | null> {
  const [row] = await liveSessionUserRead(db, sessionId, userId, now);
  return row?.user ?? null;
}

export async function isSessionLive(db: Database, sessionId: string, now = Date.now()): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date(now))))
    .limit(1);
  return row !== undefined;
}

/** Ends one session (sign-out): every copy of its cookie stops working. */
export async function endSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of the user ("sign out of all devices", a password change); returns how many ended. */
export async function endAllSessions(db: Database, userId: number): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return ended.length;
}

/** The nightly cron drops sessions past their expiry; they no longer sign anyone in anyway. */
export async function sweepExpiredSessions(db: Database, now = Date.now()): Promise<number> {
  const swept = await db
    .delete(sessions)
    .where(lte(sessions.expiresAt, new Date(now)))
    .returning({ id: sessions.id });
  return swept.length;
}
