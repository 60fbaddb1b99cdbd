import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "@db/schema.ts";
import worker from "../../workers/app.ts";
import { db, ORIGIN } from "./helpers.ts";

/**
 * When the Worker puts the outbox on the queue (decision 024): after a write that answered below 400, not after a
 * refusal, which wrote nothing. A flash sale's rush is mostly refusals, each of which used to write to D1 again.
 */

async function queuedMessage(): Promise<string> {
  const id = `flush-test-${crypto.randomUUID().slice(0, 8)}`;
  await db.insert(notifications).values({
    id,
    idempotencyKey: `flush-test/${id}`,
    orderId: null,
    event: "confirmed",
    channel: "sms",
    recipient: "01712000009",
    audience: "shopper",
    language: "en",
    subject: null,
    body: "e-Shop: flush test",
    html: null,
  });
  return id;
}

/** One POST through the Worker, its background work (the flush) awaited. */
async function post(path: string, body: unknown): Promise<number> {
  const ctx = createExecutionContext();
  const response = await worker.fetch!(
    new Request(new URL(path, ORIGIN), {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: JSON.stringify(body),
    }) as Request<unknown, IncomingRequestCfProperties>,
    env,
    ctx,
  );
  await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return response.status;
}

async function enqueuedAt(id: string) {
  const [row] = await db.select({ at: notifications.enqueuedAt }).from(notifications).where(eq(notifications.id, id));
  return row!.at;
}

describe("putting the outbox on the queue", () => {
  it("a refused request leaves it for the next write or the cron; one that succeeds puts it on the queue", async () => {
    const id = await queuedMessage();
    // Signed out: the order is refused before anything is written.
    expect(await post("/api/orders", {})).toBe(401);
    expect(await post("/api/cart/quote", { orderProduct: "none" })).toBe(400);
    expect(await enqueuedAt(id)).toBeNull();

    expect(await post("/api/cart/quote", { orderProduct: [] })).toBe(200);
    expect(await enqueuedAt(id)).toBeInstanceOf(Date);
  });
});
