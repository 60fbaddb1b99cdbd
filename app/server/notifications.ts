/**
 * Notifications between the Worker and the domain (decision 024): putting written messages on the queue, the
 * queue's consumer, and the log's wire shape (`GET /api/notifications`).
 */
import type { Notification } from "@db/schema.ts";
import type { Database } from "~/domain/database.ts";
import { buryNotification, deliverNotification } from "~/domain/notifications/delivery.server.ts";
import { flushOutbox, type NotificationJob } from "~/domain/notifications/outbox.server.ts";
import { sendersFor } from "~/domain/notifications/senders.ts";
import { isCourierCheckJob } from "~/domain/customers/courier-checks.server.ts";
import { maskTokens } from "~/domain/accounts/links.ts";
import type { NotificationConfig } from "./config.ts";

/** The dead-letter queue's name (wrangler.toml): what it gets has run out of attempts. */
export const DEAD_LETTER_QUEUE = "e-shop-notifications-failed";

/**
 * Puts the messages written so far on the NOTIFICATIONS queue. Never throws: a queue that cannot be reached leaves
 * them written, and the next request or the cron (every minute) puts them there.
 */
export async function announce(env: Pick<Env, "NOTIFICATIONS">, db: Database): Promise<void> {
  try {
    await flushOutbox(db, env.NOTIFICATIONS);
  } catch (error) {
    console.error("notifications: could not put messages on the queue", error);
  }
}

/**
 * The queue() handler: each message sent (or retried, or buried) on its own, the batch's messages side by side,
 * through the `EMAIL` binding and the SMS gateway, retried on NOTIFY_RETRY_SECONDS; account links are made again
 * with AUTH_SECRET (`linkSecret`).
 */
export async function handleNotificationBatch(
  batch: MessageBatch<unknown>,
  email: SendEmail | undefined,
  settings: NotificationConfig,
  linkSecret: string,
  db: Database,
): Promise<void> {
  // A phone's courier check shares the queue (issue 49): app/server/courier-checks.ts takes those.
  const messages = batch.messages.filter((message) => !isCourierCheckJob(message.body));
  if (batch.queue === DEAD_LETTER_QUEUE) {
    for (const message of messages) {
      await buryNotification(db, message.body as NotificationJob, "Gave up: every attempt failed");
      message.ack();
    }
    return;
  }
  const senders = sendersFor(email, settings);
  const { retrySeconds } = settings;
  await Promise.all(
    messages.map(async (message) => {
      try {
        const outcome = await deliverNotification(db, senders, message.body as NotificationJob, message.attempts, {
          retrySeconds,
          linkSecret,
        });
        if (outcome.action === "ack") message.ack();
        else message.retry({ delaySeconds: outcome.delaySeconds });
      } catch (error) {
        // D1 could not be reached: the queue tries again later (the row's lease lapses on its own).
        console.error("notifications: delivery failed", error);
        message.retry({ delaySeconds: 30 });
      }
    }),
  );
}

export interface ApiNotification {
  id: string;
  orderId: string | null;
  event: Notification["event"];
  channel: Notification["channel"];
  to: string;
  audience: Notification["audience"];
  language: Notification["language"];
  subject: string | null;
  body: string;
  status: Notification["status"];
  attempts: number;
  lastError: string | null;
  /** Why a `suppressed` message was not sent (sms-per-number, sms-per-account, unverified-email); else null. */
  reason: Notification["suppressedReason"];
  createdAt: string;
  sentAt: string | null;
}

export function toApiNotification(row: Notification): ApiNotification {
  return {
    id: row.id,
    orderId: row.orderId,
    event: row.event,
    channel: row.channel,
    to: row.recipient,
    audience: row.audience,
    language: row.language,
    subject: row.subject,
    // Stored masked already (decision 044); masked again here so no row, however old, shows a link's token.
    body: maskTokens(row.body),
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    reason: row.suppressedReason ?? null,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
