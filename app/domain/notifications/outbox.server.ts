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
    linkId: draft.linkId ?? null,
  };
}

export const DAY_MS = 24 * 60 * 60_000;

/**
 * Why `draft` is written suppressed rather than queued, as one SQL CASE over the moment its statement runs (NULL:
 * it is sent). Read inside the order's own batch, so orders placed at once count each other (decision 044). An
 * SMS the shopper's own action sends counts against its number and its account over the last 24 hours; an order
 * email goes only to an address an account has verified. `account` is the SQL of the account that caused it.
 */
function suppressionOf(draft: MessageDraft, account: SQL, now: number): SQL | null {
  const since = now - DAY_MS;
  const cases: SQL[] = [];
  if (draft.smsLimits && draft.channel === "sms") {
    const { perNumberDay, perAccountDay } = draft.smsLimits;
    const counted = sql`n.channel = 'sms' AND n.caused_by IS NOT NULL AND n.status != 'suppressed' AND n.created_at >= ${since}`;
    cases.push(
      sql`WHEN (SELECT count(*) FROM notifications AS n WHERE n.recipient = ${draft.recipient} AND ${counted}) >= ${perNumberDay} THEN 'sms-per-number'`,
    );
    if (perAccountDay !== null)
      cases.push(
        sql`WHEN (SELECT count(*) FROM notifications AS n WHERE n.caused_by = ${account} AND ${counted}) >= ${perAccountDay} THEN 'sms-per-account'`,
      );
  }
  if (draft.verifiedOnly && draft.channel === "email")
    cases.push(
      sql`WHEN NOT EXISTS (SELECT 1 FROM users AS u WHERE u.email = ${draft.recipient.toLowerCase()} AND u.email_verified_at IS NOT NULL) THEN 'unverified-email'`,
    );
  return cases.length > 0 ? sql`(CASE ${sql.join(cases, sql` `)} ELSE NULL END)` : null;
}

/**
 * The statements that write `drafts`, for the caller's batch. With `where`, a condition on the order's row, each
 * writes only if it still holds when the statement runs (put them before the statement that changes the order).
 * A message under a limit (`smsLimits`, `verifiedOnly`) is written from its order's row too, after the order's own
 * insert in the batch, and says there whether it is sent or `suppressed`, and why: the order goes through either way.
 */
export function outboxWrites(db: Database, drafts: readonly MessageDraft[], where?: SQL, now = Date.now()) {
  const guarded = (draft: MessageDraft) =>
    where !== undefined || ((draft.smsLimits || draft.verifiedOnly) && draft.orderId);
  const plain = drafts.filter((draft) => !guarded(draft));
  return [
    ...rowsPerInsert(notifications, plain.map(rowOf)).map((rows) =>
      db.insert(notifications).values(rows).onConflictDoNothing(),
    ),
    ...drafts.filter(guarded).map((draft) => {
      const row = rowOf(draft);
      const causedBy = draft.smsLimits && draft.channel === "sms" ? sql`${orders.userId}` : sql`NULL`;
      const reason = suppressionOf(draft, sql`${orders.userId}`, now) ?? sql`NULL`;
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
              status: sql<string>`CASE WHEN ${reason} IS NULL THEN 'queued' ELSE 'suppressed' END`.as("status"),
              attempts: sql<number>`0`.as("attempts"),
              lastError: sql<null>`NULL`.as("last_error"),
              enqueuedAt: sql<null>`NULL`.as("enqueued_at"),
              leaseUntil: sql<null>`NULL`.as("lease_until"),
              providerId: sql<null>`NULL`.as("provider_id"),
              linkId: sql<string | null>`${row.linkId}`.as("link_id"),
              causedBy: sql<number | null>`${causedBy}`.as("caused_by"),
              suppressedReason: sql<string | null>`${reason}`.as("suppressed_reason"),
              createdAt: sql<number>`cast(unixepoch('subsecond') * 1000 as integer)`.as("created_at"),
              sentAt: sql<null>`NULL`.as("sent_at"),
            })
            .from(orders)
            .where(where ?? eq(orders.id, draft.orderId!)),
        )
        .onConflictDoNothing();
    }),
  ];
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
