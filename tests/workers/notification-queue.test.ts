import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { notifications, type Notification } from "@db/schema.ts";
import { flushOutbox } from "~/domain/notifications/outbox.server.ts";
import worker from "../../workers/app.ts";
import { db } from "./helpers.ts";

/**
 * Issue 24: the NOTIFICATIONS queue's consumer, driven message by message (`createMessageBatch`,
 * `getQueueResult`) against the fake SMS gateway and the Email Service binding. No request in this file goes
 * through the Worker, so nothing else puts these rows on the real queue.
 */
const smsApiUrl = inject("smsApiUrl");
let counter = 0;

async function message(channel: "sms" | "email", recipient: string, body = "e-Shop: test"): Promise<Notification> {
  counter += 1;
  const [row] = await db
    .insert(notifications)
    .values({
      id: `queue-test-${counter}-${crypto.randomUUID().slice(0, 8)}`,
      idempotencyKey: `queue-test/${counter}/${channel}/${recipient}/${crypto.randomUUID()}`,
      orderId: null,
      event: "confirmed",
      channel,
      recipient,
      audience: "shopper",
      language: "en",
      subject: channel === "email" ? "Your order Q1 is confirmed" : null,
      body: `${body} ${counter}`,
      html: channel === "email" ? "<p>Confirmed</p>" : null,
    })
    .returning();
  return row!;
}

/** One delivery of `row` by the queue, as its `attempt`-th; what the consumer told the queue, and the row after. */
async function deliver(row: Notification, attempt: number, queue = "e-shop-notifications") {
  const batch = createMessageBatch(queue, [
    { id: `${row.id}-${attempt}`, timestamp: Date.now(), attempts: attempt, body: { id: row.id } },
  ]);
  const ctx = createExecutionContext();
  await worker.queue!(batch, env, ctx);
  const result = await getQueueResult(batch, ctx);
  const [after] = await db.select().from(notifications).where(eq(notifications.id, row.id));
  return { result, row: after! };
}

async function sentTo(mobile: string) {
  return (await (await fetch(`${smsApiUrl}/__sent?to=${mobile}`)).json()) as { text: string }[];
}

describe("the consumer", () => {
  it("sends an SMS once: a redelivered or replayed message sends nothing more", async () => {
    const row = await message("sms", "01712000001");
    const first = await deliver(row, 1);
    expect(first.result.explicitAcks).toEqual([`${row.id}-1`]);
    expect(first.row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(first.row.providerId).toMatch(/^fake-/);
    const again = await deliver(row, 1);
    expect(again.result.explicitAcks).toHaveLength(1);
    expect(again.row.attempts).toBe(1);
    expect(await sentTo("01712000001")).toHaveLength(1);
  });

  it("503 twice then success: retried after 30 s and 2 min, sent on the third attempt", async () => {
    const row = await message("sms", "01712340000");
    // The test harness records a retry but not its delay: the row keeps when its next attempt is due.
    const dueIn = (at: Date | null) => Math.round(((at?.getTime() ?? 0) - Date.now()) / 1000);
    const first = await deliver(row, 1);
    expect(first.result.retryMessages).toEqual([{ msgId: `${row.id}-1` }]);
    expect(first.row).toMatchObject({ status: "queued", attempts: 1 });
    expect(first.row.lastError).toMatch(/^503 /);
    expect(dueIn(first.row.enqueuedAt)).toBeGreaterThanOrEqual(28);
    expect(dueIn(first.row.enqueuedAt)).toBeLessThanOrEqual(30);
    const second = await deliver(row, 2);
    expect(second.result.retryMessages).toEqual([{ msgId: `${row.id}-2` }]);
    expect(second.row).toMatchObject({ status: "queued", attempts: 2 });
    expect(dueIn(second.row.enqueuedAt)).toBeGreaterThanOrEqual(118);
    expect(dueIn(second.row.enqueuedAt)).toBeLessThanOrEqual(120);
    const third = await deliver(row, 3);
    expect(third.result.explicitAcks).toEqual([`${row.id}-3`]);
    expect(third.row).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect((await sentTo("01712340000")).filter((sms) => sms.text === row.body)).toHaveLength(1);
  });

  it("a permanent 400 is failed after one attempt and not retried", async () => {
    const row = await message("sms", "01712349999");
    const { result, row: after } = await deliver(row, 1);
    expect(result.explicitAcks).toEqual([`${row.id}-1`]);
    expect(result.retryMessages).toEqual([]);
    expect(after).toMatchObject({ status: "failed", attempts: 1 });
    expect(after.lastError).toMatch(/^400 /);
  });

  it("the fifth failure gives up: failed in D1, and retried once more so the queue moves it to the dead letters", async () => {
    const row = await message("sms", "01812340000");
    const fifth = await deliver(row, 5);
    expect(fifth.row).toMatchObject({ status: "failed", attempts: 1 });
    expect(fifth.row.lastError).toMatch(/^503 /);
    expect(fifth.result.retryMessages).toHaveLength(1);

    // The dead-letter queue's consumer marks what it gets failed (here, a row still queued).
    const lost = await message("sms", "01912345678");
    const buried = await deliver(lost, 1, "e-shop-notifications-failed");
    expect(buried.result.explicitAcks).toHaveLength(1);
    expect(buried.row).toMatchObject({ status: "failed", lastError: "Gave up: every attempt failed" });
  });

  it("sends an email through the Email Service binding", async () => {
    const row = await message("email", "shopper.queue@example.com");
    const { result, row: after } = await deliver(row, 1);
    expect(result.explicitAcks).toHaveLength(1);
    expect(after).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("a message whose id is unknown is acknowledged and dropped", async () => {
    const batch = createMessageBatch("e-shop-notifications", [
      { id: "ghost", timestamp: Date.now(), attempts: 1, body: { id: "no-such-message" } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue!(batch, env, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["ghost"]);
  });
});

describe("the outbox", () => {
  it("puts each written message on the queue once, however many flushes run at the same time", async () => {
    const rows = await Promise.all([message("sms", "01712000002"), message("sms", "01712000003")]);
    const sent: string[] = [];
    const queue = {
      async sendBatch(messages: Iterable<MessageSendRequest<{ id: string }>>) {
        for (const one of messages) sent.push(one.body.id);
      },
    } as unknown as Queue<{ id: string }>;
    const flushes = await Promise.all([flushOutbox(db, queue), flushOutbox(db, queue), flushOutbox(db, queue)]);
    expect(flushes.reduce((total, flush) => total + flush.enqueued, 0)).toBeGreaterThanOrEqual(2);
    for (const row of rows) expect(sent.filter((id) => id === row.id)).toHaveLength(1);
    expect((await flushOutbox(db, queue)).enqueued).toBe(0);
  });

  it("a queue that cannot be reached gives the rows back to the next flush", async () => {
    const row = await message("sms", "01712000004");
    const broken = {
      sendBatch: () => Promise.reject(new Error("queue unavailable")),
    } as unknown as Queue<{ id: string }>;
    await expect(flushOutbox(db, broken)).rejects.toThrow("queue unavailable");
    const [after] = await db.select().from(notifications).where(eq(notifications.id, row.id));
    expect(after!.enqueuedAt).toBeNull();
  });
});
