/**
 * The queue's consumer side (decision 024): sends one message, records what happened in its row, and says whether
 * the queue should try it again. A message is claimed before it is sent (its lease), and one already sent is
 * never sent again, so a redelivered or replayed queue message sends nothing. A provider that is down or busy is
 * tried again after a growing delay (NOTIFY_RETRY_SECONDS: 30 s, 2 min, 10 min, 10 min), at most
 * `MAX_ATTEMPTS` times per round; a refusal about the message itself (a 4xx) is not tried again.
 */
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { notifications, type Notification } from "@db/schema.ts";
import type { Database } from "../database.ts";
import type { SendResult } from "./channels/result.ts";
import type { EmailMessageParts } from "./channels/email-service.ts";
import type { NotificationJob } from "./outbox.server.ts";
import { linkToken, withLinkToken } from "../accounts/links.ts";
import { phoneCodeOf, withPhoneCode } from "../accounts/phone-code.ts";
import { DEFAULT_RETRY_SECONDS } from "./settings.ts";

export const MAX_ATTEMPTS = 5;
/** How long one attempt may hold a message before another may take it. */
const LEASE_MS = 60_000;

/** The providers, one function per channel; null when the channel is not configured. */
export interface Senders {
  sms: ((message: { to: string; text: string; reference: string }) => Promise<SendResult>) | null;
  email: ((message: EmailMessageParts) => Promise<SendResult>) | null;
}

export type DeliveryOutcome =
  | { action: "ack"; result: "sent" | "failed" | "done-already" | "unknown" }
  | { action: "retry"; delaySeconds: number; result: "will-retry" | "exhausted" };

/**
 * Sends the message `job` names. `attempt` is the queue's count for this delivery (1 on the first); the row's own
 * `attempts` counts every attempt there ever was.
 */
export async function deliverNotification(
  db: Database,
  senders: Senders,
  job: NotificationJob,
  attempt: number,
  {
    now = Date.now(),
    retrySeconds = DEFAULT_RETRY_SECONDS,
    linkSecret = null,
  }: {
    now?: number;
    /** NOTIFY_RETRY_SECONDS, as the configuration read it. */
    retrySeconds?: readonly number[];
    /** AUTH_SECRET: the key account links' tokens are made again with (decision 044). */
    linkSecret?: string | null;
  } = {},
): Promise<DeliveryOutcome> {
  if (typeof job?.id !== "string") return { action: "ack", result: "unknown" };
  const [row] = await db
    .update(notifications)
    .set({ leaseUntil: new Date(now + LEASE_MS), attempts: sql`${notifications.attempts} + 1` })
    .where(
      and(
        eq(notifications.id, job.id),
        eq(notifications.status, "queued"),
        or(isNull(notifications.leaseUntil), lt(notifications.leaseUntil, new Date(now))),
      ),
    )
    .returning();
  // Sent or given up on already, or being sent right now by another delivery of the same job: nothing to do.
  if (!row) return { action: "ack", result: "done-already" };

  const result = await send(senders, await withToken(row, linkSecret));
  if (result.ok) {
    await db
      .update(notifications)
      .set({ status: "sent", sentAt: new Date(), providerId: result.providerId, lastError: null, leaseUntil: null })
      .where(eq(notifications.id, row.id));
    return { action: "ack", result: "sent" };
  }
  const lastAttempt = attempt >= MAX_ATTEMPTS;
  if (result.permanent || lastAttempt) {
    await db
      .update(notifications)
      .set({ status: "failed", lastError: result.error, leaseUntil: null })
      .where(eq(notifications.id, row.id));
    // A message whose retries ran out goes on to the dead-letter queue (the queue does that on this retry).
    return result.permanent
      ? { action: "ack", result: "failed" }
      : { action: "retry", delaySeconds: 0, result: "exhausted" };
  }
  const delaySeconds = retrySeconds[Math.min(attempt - 1, retrySeconds.length - 1)] ?? 0;
  await db
    .update(notifications)
    // `enqueuedAt` is when the next attempt is due, so the outbox's sweep leaves the message alone until then.
    .set({ lastError: result.error, leaseUntil: null, enqueuedAt: new Date(now + delaySeconds * 1000) })
    .where(eq(notifications.id, row.id));
  return { action: "retry", delaySeconds, result: "will-retry" };
}

/**
 * An account link's message as it is sent: the log keeps `token=…` (decision 044), or a code's dots; the token or
 * code, made again from the message's link id under AUTH_SECRET, goes only to the provider. Null when the message
 * cannot be made whole.
 */
async function withToken(row: Notification, secret: string | null): Promise<Notification | null> {
  const { linkId } = row;
  if (!linkId || (row.event !== "verify-email" && row.event !== "password-reset" && row.event !== "phone-code"))
    return row;
  if (!secret) return null;
  // A mobile number's code (issue 50) is made again the same way, and goes only to the gateway too.
  if (row.event === "phone-code") return { ...row, body: withPhoneCode(row.body, await phoneCodeOf(secret, linkId)) };
  const token = await linkToken(secret, row.event, linkId);
  return { ...row, body: withLinkToken(row.body, token), html: row.html && withLinkToken(row.html, token) };
}

function send(senders: Senders, row: Notification | null): Promise<SendResult> {
  if (!row) return Promise.resolve({ ok: false, permanent: true, error: "AUTH_SECRET is not set: no link token" });
  if (row.channel === "sms") {
    if (!senders.sms) return Promise.resolve({ ok: false, permanent: true, error: "SMS_API_URL is not set" });
    return senders.sms({ to: row.recipient, text: row.body, reference: row.id });
  }
  if (!senders.email) return Promise.resolve({ ok: false, permanent: true, error: "MAIL_FROM or EMAIL is not set" });
  return senders.email({ to: row.recipient, subject: row.subject ?? "", text: row.body, html: row.html });
}

/**
 * A job the dead-letter queue got: its retries ran out (or its consumer kept failing). The row says failed, so the
 * log shows it and "Send again" can take it up.
 */
export async function buryNotification(db: Database, job: NotificationJob, reason: string): Promise<void> {
  if (typeof job?.id !== "string") return;
  await db
    .update(notifications)
    .set({ status: "failed", leaseUntil: null, lastError: reason })
    .where(and(eq(notifications.id, job.id), eq(notifications.status, "queued")));
}
