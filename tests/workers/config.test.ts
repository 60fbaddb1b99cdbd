import { createExecutionContext, createMessageBatch, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readConfig } from "~/server/config.ts";
import worker from "../../workers/app.ts";

/**
 * Decision 048: the Worker reads its configuration once and refuses to run on a malformed one. The worker's own
 * `fetch` and `queue` are called with a copy of the environment where one variable is wrong.
 */
afterEach(() => {
  vi.restoreAllMocks();
});

describe("the configuration in the Worker", () => {
  it("reads every var wrangler.toml ships", () => {
    const config = readConfig(env);
    expect(config.money).toEqual({ currency: "USD", bdtRate: 122 });
    expect(config.limits).toEqual({
      maxPendingOrders: 5,
      flashLimitPerShopper: 2,
      flashPaymentMinutes: 15,
      paymentHours: 24,
      maxUnitsPerProduct: 10,
      codConfirmHours: 48,
    });
    expect(config.payments.merchantNumbers).toEqual({
      bKash: "01712345678",
      Nagad: "01712345678",
      Rocket: "017123456781",
    });
    expect(config.notifications).toMatchObject({
      shopName: "e-Shop",
      shopPhone: "09612-345678",
      merchantEmails: ["admin@example.com"],
      merchantMobile: null,
      mailFrom: "orders@example.com",
      retrySeconds: [30, 120, 600, 600],
    });
    expect(config.couriers.steadfast).not.toBeNull();
    expect(config.auth.google).not.toBeNull();
    expect([...config.auth.adminEmails]).toEqual(["admin@example.com"]);
    // Once per environment: every request of this isolate gets the same object.
    expect(readConfig(env)).toBe(config);
  });

  it("answers 500 while a var is malformed, and logs one line naming it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const broken = { ...env, MAX_PENDING_ORDERS: "five" };
    const ctx = createExecutionContext();
    const response = await worker.fetch!(
      new Request("http://shop.test/") as Request<unknown, IncomingRequestCfProperties>,
      broken,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(500);
    // The page says nothing about the shop's configuration; the log does.
    expect(await response.text()).not.toContain("MAX_PENDING_ORDERS");
    expect(response.headers.get("Content-Security-Policy")).toBeTruthy();
    const lines = logged.mock.calls.map((call) => String(call[0]));
    expect(lines).toEqual(['Configuration: MAX_PENDING_ORDERS is "five": expected a whole number above 0.']);
  });

  it("fails the queue's batch on a malformed var, naming it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const batch = createMessageBatch("e-shop-notifications", [
      { id: "config", timestamp: Date.now(), attempts: 1, body: { id: "no-such-message" } },
    ]);
    await expect(
      worker.queue!(batch, { ...env, NOTIFY_RETRY_SECONDS: "30,later" }, createExecutionContext()),
    ).rejects.toThrow(/NOTIFY_RETRY_SECONDS/);
  });
});
