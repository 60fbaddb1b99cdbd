/**
 * The notification log: what the admin's log page and `GET /api/notifications` list, an order's own messages (its
 * timeline), and "Send again" for a message that failed.
 */
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { emailVerifications, notifications, passwordResets, users, type Notification } from "@db/schema.ts";
import type { NotificationChannel, NotificationEvent, NotificationStatus } from "@db/enums.ts";
import type { Database } from "../database.ts";
import { newLink } from "../accounts/links.ts";
import { RESET_TTL_MS } from "../accounts/password-reset.server.ts";
import { VERIFICATION_TTL_MS } from "../accounts/verification.server.ts";

export const LOG_PAGE_SIZE = 50;

export interface LogFilter {
  orderId?: string;
  status?: NotificationStatus;
  channel?: NotificationChannel;
  event?: NotificationEvent;
  /** The recipient: a mobile number or an email address (any case). */
  to?: string;
  /** 1-based. */
  page?: number;
}

export interface LogPage {
  items: Notification[];
  total: number;
  page: number;
  pageSize: number;
}

export async function listNotifications(db: Database, filter: LogFilter): Promise<LogPage> {
  const conditions: SQL[] = [];
  if (filter.orderId) conditions.push(eq(notifications.orderId, filter.orderId));
  if (filter.status) conditions.push(eq(notifications.status, filter.status));
  if (filter.channel) conditions.push(eq(notifications.channel, filter.channel));
  if (filter.event) conditions.push(eq(notifications.event, filter.event));
  if (filter.to) conditions.push(eq(notifications.recipient, filter.to.trim().toLowerCase()));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const page = Math.max(1, Math.trunc(filter.page ?? 1));
  const [items, [counted]] = await db.batch([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(LOG_PAGE_SIZE)
      .offset((page - 1) * LOG_PAGE_SIZE),
    db.select({ total: count() }).from(notifications).where(where),
  ]);
  return { items, total: counted?.total ?? 0, page, pageSize: LOG_PAGE_SIZE };
}

/** The messages an order's changes sent (or are sending), oldest first. */
export function orderNotifications(db: Database, orderId: string): Promise<Notification[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.orderId, orderId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}

export type ResendResult = { ok: true; notification: Notification } | { ok: false; reason: "not-found" | "not-failed" };

/**
 * Puts a failed message back in the queue's way: queued again, its attempts kept; the Worker enqueues it. A
 * `verify-email` or `password-reset` message gets a new link (decision 044): a new row in its links' table, for
 * the account that has the address now, and the message names it, in one batch, so "Send again" never sends a
 * token anyone saw before (and none is stored).
 */
export async function resendNotification(
  db: Database,
  id: string,
  { linkSecret = null, now = Date.now() }: { linkSecret?: string | null; now?: number } = {},
): Promise<ResendResult> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  if (!row) return { ok: false, reason: "not-found" };
  if (row.status !== "failed") return { ok: false, reason: "not-failed" };
  const stillFailed = and(eq(notifications.id, id), eq(notifications.status, "failed"));
  const again = { status: "queued" as const, enqueuedAt: null, leaseUntil: null };
  if (linkSecret && (row.event === "verify-email" || row.event === "password-reset")) {
    const link = await newLink(linkSecret, row.event);
    const table = row.event === "verify-email" ? emailVerifications : passwordResets;
    const ttl = row.event === "verify-email" ? VERIFICATION_TTL_MS : RESET_TTL_MS;
    const [, [queued]] = await db.batch([
      db.insert(table).select(
        db
          .select({
            tokenHash: sql<string>`${link.hash}`.as("token_hash"),
            userId: users.id,
            email: users.email,
            expiresAt: sql<number>`${now + ttl}`.as("expires_at"),
            usedAt: sql<null>`NULL`.as("used_at"),
            createdAt: sql<number>`${now}`.as("created_at"),
          })
          .from(users)
          .where(
            and(eq(users.email, row.recipient), sql`EXISTS (SELECT 1 FROM ${notifications} WHERE ${stillFailed})`),
          ),
      ),
      db
        .update(notifications)
        .set({ ...again, linkId: link.linkId })
        .where(stillFailed)
        .returning(),
    ]);
    return queued ? { ok: true, notification: queued } : { ok: false, reason: "not-failed" };
  }
  const [queued] = await db.update(notifications).set(again).where(stillFailed).returning();
  return queued ? { ok: true, notification: queued } : { ok: false, reason: "not-failed" };
}
