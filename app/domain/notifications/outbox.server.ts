/**
 * The outbox (decision 024). A change that tells someone writes its messages in its own D1 batch, under the same
 * condition as the change itself: a change that does not land writes none, one that lands cannot lose them, and
 * the unique idempotency key keeps a second write of the same message from adding a row. Writing is all a change
 * does: the Worker then puts the new rows on the NOTIFICATIONS queue (`flushOutbox`, after the response and from
 * the cron), and the queue's consumer sends them.
 */
import { and, eq, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { notifications, orders } from "@db/schema.ts";
import { inList, rowsPerInsert, type Database } from "../database.ts";
import type { MessageDraft } from "./templates.ts";

/** What the queue carries: the message's row, read again (and claimed) by the consumer. */
export interface NotificationJob {
  id: string;
}

/** A row on the queue but still queued this long after its last attempt was due was lost on the way: put it back. */
export const STALE_AFTER_MS = 15 * 60_000;

function newNotificationId(): string {
  return crypto.randomUUID().replaceAll("-", "");
}

function rowOf(draft: MessageDraft) {
  return {
    id: newNotificationId(),
    idempotencyKey: draft.idempotencyKey,
    orderId: draft.orderId,
    event: draft.event,
    channel: draft.channel,
    recipient: draft.recipient,
    audience: draft.audience,
    language: draft.language,
    subject: draft.subject,
    body: draft.body,
    html: draft.html,
  };
}

/**
 * The statements that write `drafts`, for the caller's batch. With `where`, a condition on the order's row, each
 * writes only if it still holds when the statement runs (put them before the statement that changes the order).
 */
export function outboxWrites(db: Database, drafts: readonly MessageDraft[], where?: SQL) {
  if (!where)
    return rowsPerInsert(notifications, drafts.map(rowOf)).map((rows) =>
      db.insert(notifications).values(rows).onConflictDoNothing(),
    );
  return drafts.map((draft) => {
    const row = rowOf(draft);
    return db
      .insert(notifications)
      .select(
        db
          .select({
            id: sql<string>`${row.id}`.as("id"),
            idempotencyKey: sql<string>`${row.idempotencyKey}`.as("idempotency_key"),
            orderId: sql<string>`${row.orderId}`.as("order_id"),
            event: sql<string>`${row.event}`.as("event"),
            channel: sql<string>`${row.channel}`.as("channel"),
            recipient: sql<string>`${row.recipient}`.as("recipient"),
            audience: sql<string>`${row.audience}`.as("audience"),
            language: sql<string>`${row.language}`.as("language"),
            subject: sql<string | null>`${row.subject}`.as("subject"),
            body: sql<string>`${row.body}`.as("body"),
            html: sql<string | null>`${row.html}`.as("html"),
            status: sql<string>`'queued'`.as("status"),
            attempts: sql<number>`0`.as("attempts"),
            lastError: sql<null>`NULL`.as("last_error"),
            enqueuedAt: sql<null>`NULL`.as("enqueued_at"),
            leaseUntil: sql<null>`NULL`.as("lease_until"),
            providerId: sql<null>`NULL`.as("provider_id"),
            createdAt: sql<number>`cast(unixepoch('subsecond') * 1000 as integer)`.as("created_at"),
            sentAt: sql<null>`NULL`.as("sent_at"),
          })
          .from(orders)
          .where(where),
      )
      .onConflictDoNothing();
  });
}

/** Writes messages on their own (a change that has no batch to join, such as a payment found wanting). */
export async function writeMessages(db: Database, drafts: readonly MessageDraft[]): Promise<void> {
  const [first, ...rest] = outboxWrites(db, drafts);
  if (first) await db.batch([first, ...rest]);
}

/** What `flushOutbox` put on the queue. */
export interface FlushResult {
  enqueued: number;
}

/**
 * Puts every queued message that is not on the queue yet (or was lost from it) on the queue, at most `limit` at a
 * time. Each row is claimed first (`enqueuedAt` set in one UPDATE), so two flushes at once never enqueue one row
 * twice; a send that fails gives its rows back to the next flush.
 */
export async function flushOutbox(
  db: Database,
  queue: Queue<NotificationJob>,
  { now = Date.now(), limit = 100 }: { now?: number; limit?: number } = {},
): Promise<FlushResult> {
  const due = and(
    eq(notifications.status, "queued"),
    or(isNull(notifications.enqueuedAt), lt(notifications.enqueuedAt, new Date(now - STALE_AFTER_MS))),
  );
  const claimed = await db
    .update(notifications)
    .set({ enqueuedAt: new Date(now) })
    .where(
      inArray(
        notifications.id,
        db
          .select({ id: notifications.id })
          .from(notifications)
          .where(due)
          .orderBy(notifications.createdAt)
          .limit(limit),
      ),
    )
    .returning({ id: notifications.id });
  if (claimed.length === 0) return { enqueued: 0 };
  try {
    await queue.sendBatch(claimed.map(({ id }) => ({ body: { id } satisfies NotificationJob, contentType: "json" })));
  } catch (error) {
    await db
      .update(notifications)
      .set({ enqueuedAt: null })
      .where(
        inList(
          notifications.id,
          claimed.map(({ id }) => id),
        ),
      );
    throw error;
  }
  return { enqueued: claimed.length };
}
