/**
 * Reads near the shopper (issue 29, decision 032): every request reads D1 through its Sessions API. A request
 * without a bookmark starts `first-unconstrained`, so its first query may go to the nearest read replica. A request
 * that wrote (any method but GET and HEAD) hands the session's bookmark back in a short-lived cookie, and the next
 * requests start from it: whoever has just ordered, cancelled or edited reads their own write on the next page,
 * wherever the replica is.
 */
import { createDatabase, type Database } from "~/domain/database.ts";

export const BOOKMARK_COOKIE = "d1_bookmark";
/** Long enough for the pages right after a write; replicas catch up in well under a second. */
const BOOKMARK_MAX_AGE_SECONDS = 300;
/** D1's bookmarks are opaque: hex groups and dashes. Anything else in the cookie is ignored, not sent to D1. */
const BOOKMARK_SHAPE = /^[0-9A-Za-z-]{1,200}$/;

export interface D1RequestSession {
  db: Database;
  /** The Set-Cookie that carries the session's bookmark on, or null when it has none. */
  bookmarkCookie(https: boolean): string | null;
}

/** The bookmark a request carries, when it has a well-formed one. */
export function bookmarkFrom(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name !== BOOKMARK_COOKIE) continue;
    // Not URL-decoded: a bookmark has no escapes, and a malformed one must not throw (a 500 from a cookie).
    const bookmark = value.join("=").trim();
    return BOOKMARK_SHAPE.test(bookmark) ? bookmark : null;
  }
  return null;
}

type SessionCalls = Pick<D1DatabaseSession, "prepare" | "batch">;

/**
 * A D1 session for one request, started from the request's bookmark or, without one, from `startAt` (a cached
 * page's catalogue version, decision 033) or anywhere. `through` stands between drizzle and the session (the latency
 * benchmark's delay, app/server/d1-latency.ts).
 */
export function openD1Session(
  d1: D1Database,
  request: Request,
  through: (session: SessionCalls) => SessionCalls = (session) => session,
  startAt: string | null = null,
): D1RequestSession {
  const session = d1.withSession(bookmarkFrom(request.headers.get("Cookie")) ?? startAt ?? "first-unconstrained");
  // drizzle's D1 driver only prepares and batches statements, which a session does as the database does.
  const db = createDatabase(through(session) as unknown as D1Database);
  return {
    db,
    bookmarkCookie(https) {
      const bookmark = session.getBookmark();
      if (!bookmark || !BOOKMARK_SHAPE.test(bookmark)) return null;
      return `${BOOKMARK_COOKIE}=${bookmark}; Max-Age=${BOOKMARK_MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${https ? "; Secure" : ""}`;
    },
  };
}
