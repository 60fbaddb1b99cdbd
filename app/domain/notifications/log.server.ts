/**
 * The notification log: what the admin's log page and `GET /api/notifications` list, an order's own messages (its
 * timeline), and "Send again" for a message that failed.
 */
import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import { notifications, type Notification } from "@db/schema.ts";
import type { NotificationChannel, NotificationEvent, NotificationStatus } from "@db/enums.ts";
import type { Database } from "../database.ts";

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

/** Puts a failed message back in the queue's way: queued again, its attempts kept; the Worker enqueues it. */
export async function resendNotification(db: Database, id: string): Promise<ResendResult> {
  const [again] = await db
    .update(notifications)
    .set({ status: "queued", enqueuedAt: null, leaseUntil: null })
    .where(and(eq(notifications.id, id), eq(notifications.status, "failed")))
    .returning();
  if (again) return { ok: true, notification: again };
  const [row] = await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.id, id));
  return { ok: false, reason: row ? "not-failed" : "not-found" };
}
