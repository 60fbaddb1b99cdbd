import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { notifications, products } from "@db/schema.ts";
import type { ApiOrder } from "~/server/order-api.ts";
import type { ApiNotification } from "~/server/notifications.ts";
import {
  type CookieJar,
  db,
  DHAKA_ADDRESS,
  newShopper,
  ORIGIN,
  registerAdmin,
  request,
  seedDemoShop,
} from "./helpers.ts";

/**
 * Issue 24: the shop tells people what happens. Every change to an order writes its messages in the same batch
 * (decision 024), the Worker puts them on the NOTIFICATIONS queue, and the queue's consumer (this Worker, run by
 * the local queue) sends them: SMS to the fake gateway (`npm start`'s, here started by the test run), email
 * through the Email Service binding. These tests look at what arrived.
 */
const smsApiUrl = inject("smsApiUrl");
let item: { id: number };
let counter = 0;

/** A fresh mobile number for each order, so the fake gateway's log is read per test; `ending` picks its fate. */
function freshMobile(ending = "") {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
  return `017${digits}`.slice(0, 11 - ending.length) + ending;
}

async function place(
  jar: CookieJar,
  { mobile = freshMobile(), language = "en", extra = {} as Record<string, unknown> } = {},
) {
  counter += 1;
  const response = await request("/api/orders", {
    method: "POST",
    jar,
    headers: { "Accept-Language": language === "bn" ? "bn-BD,bn;q=0.9,en;q=0.5" : "en-GB,en;q=0.9" },
    json: {
      name: "Karim Ahmed",
      mobile,
      checkoutKey: `notify-${counter}-${Date.now()}`,
      orderProduct: [{ product_id: String(item.id), product_qty: 1 }],
      address: DHAKA_ADDRESS,
      paymentMethod: "COD",
      ...extra,
    },
  });
  return { status: response.status, order: (await response.json()) as ApiOrder, mobile };
}

function move(id: string, change: Record<string, unknown>, jar = admin) {
  return request(`/api/orders/${id}`, { method: "PATCH", jar, json: change, headers: { Origin: ORIGIN } });
}

async function log(query: string, jar = admin) {
  const response = await request(`/api/notifications?${query}`, { jar });
  expect(response.status).toBe(200);
  return (await response.json()) as { items: ApiNotification[]; total: number };
}

interface SentSms {
  to: string;
  text: string;
  at: string;
}

async function smsTo(mobile: string): Promise<SentSms[]> {
  return (await (await fetch(`${smsApiUrl}/__sent?to=${mobile}`)).json()) as SentSms[];
}

/** Polls until `check` passes (the queue's consumer runs on its own, a moment after the request). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const settled = (items: ApiNotification[]) => items.length > 0 && items.every((item) => item.status !== "queued");

await seedDemoShop();
const admin = await registerAdmin("Nadia Admin", "nadia.notify@example.com", "Nadia#Notify26");

beforeAll(async () => {
  const [row] = await db.select().from(products).where(eq(products.name, "Slim Fit Oxford Cotton Shirt"));
  await db.update(products).set({ stock: 10_000 }).where(eq(products.id, row!.id));
  item = { id: row!.id };
});

describe("what is sent, to whom", () => {
  it("a placed cash-on-delivery order: the shopper's SMS and email, and the merchant's new-order alert", async () => {
    const shopper = await newShopper();
    const { status, order, mobile } = await place(shopper);
    expect(status).toBe(201);
    const sms = await eventually(
      () => smsTo(mobile),
      (sent) => sent.length > 0,
    );
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain(`Order ${order.reference} received`);
    expect(sms[0]!.text).toContain("We will call to confirm");
    expect(sms[0]!.text).toContain(`/o/${order.reference}`);

    const { items } = await eventually(
      () => log(`orderId=${order._id}`),
      ({ items }) => settled(items) && items.length === 3,
    );
    const summary = items.map((item) => `${item.audience} ${item.event} ${item.channel} ${item.status}`).toSorted();
    expect(summary).toEqual(["merchant new-order email sent", "shopper placed email sent", "shopper placed sms sent"]);
    const email = items.find((item) => item.channel === "email" && item.audience === "shopper")!;
    expect(email.to).toBe(order.email);
    expect(email.subject).toBe(`We received your order ${order.reference}`);
    expect(email.body).toContain("Slim Fit Oxford Cotton Shirt");
    expect(email.body).toContain("Total:");
    expect(email.attempts).toBe(1);
    expect(email.sentAt).not.toBeNull();
    const alert = items.find((item) => item.audience === "merchant")!;
    // MERCHANT_EMAIL is empty: the first of ADMIN_EMAILS.
    expect(alert.to).toBe("admin@example.com");
    expect(alert.subject).toContain(`New order ${order.reference}`);
  });

  it("in Bangla for a shopper who ordered in Bangla: Bengali digits, and the order keeps its language", async () => {
    const shopper = await newShopper();
    const { order, mobile } = await place(shopper, { language: "bn" });
    expect(order.language).toBe("bn");
    const [sms] = await eventually(
      () => smsTo(mobile),
      (sent) => sent.length > 0,
    );
    expect(sms!.text).toContain(`অর্ডার ${order.reference}`);
    expect(sms!.text).toMatch(/[০-৯]/);
    expect(sms!.text).not.toMatch(/\$\d/);
    const { items } = await eventually(
      () => log(`orderId=${order._id}&channel=email`),
      ({ items }) => settled(items),
    );
    expect(items.find((item) => item.audience === "shopper")).toMatchObject({ language: "bn" });
    // The merchant reads English (MERCHANT_LANGUAGE).
    expect(items.find((item) => item.audience === "merchant")).toMatchObject({ language: "en" });
  });

  it("each status change tells the shopper: confirmed, shipped with courier and tracking, delivered", async () => {
    const shopper = await newShopper();
    const { order, mobile } = await place(shopper);
    expect((await move(order._id, { status: "confirmed" })).status).toBe(200);
    const shipped = await move(order._id, { status: "shipped", courier: "Steadfast", trackingNumber: "SF123456" });
    expect(shipped.status).toBe(200);
    expect((await move(order._id, { status: "delivered" })).status).toBe(200);
    const sms = await eventually(
      () => smsTo(mobile),
      (sent) => sent.length >= 4,
    );
    const texts = sms.map((one) => one.text);
    expect(texts).toHaveLength(4);
    expect(texts.find((text) => text.includes("is confirmed"))).toContain(order.reference);
    expect(texts.find((text) => text.includes("shipped"))).toContain("shipped with Steadfast, tracking SF123456");
    expect(texts.find((text) => text.includes("shipped"))).toContain("keep"); // the cash to have ready
    expect(texts.find((text) => text.includes("delivered"))).toContain(`/o/${order.reference}`);
    const events = (await log(`orderId=${order._id}&channel=email`)).items.map((item) => item.event).toSorted();
    expect(events).toEqual(["confirmed", "delivered", "new-order", "placed", "shipped"]);
  });

  it("a rejection says why; a shopper's cancellation tells the shopper and the merchant", async () => {
    const shopper = await newShopper();
    const rejected = await place(shopper);
    expect((await move(rejected.order._id, { status: "rejected", note: "Out of that colour" })).status).toBe(200);
    const [rejectSms] = await eventually(
      () => smsTo(rejected.mobile).then((sent) => sent.filter((one) => one.text.includes("could not accept"))),
      (sent) => sent.length > 0,
    );
    expect(rejectSms!.text).toContain("Out of that colour");

    const cancelled = await place(shopper);
    const cancel = await request(`/api/orders/${cancelled.order._id}`, {
      method: "DELETE",
      jar: shopper,
      headers: { Origin: ORIGIN },
    });
    expect(cancel.status).toBe(200);
    const { items } = await eventually(
      () => log(`orderId=${cancelled.order._id}&event=cancelled`),
      ({ items }) => settled(items) && items.length === 3,
    );
    expect(items.map((item) => `${item.audience} ${item.channel}`).toSorted()).toEqual([
      "merchant email",
      "shopper email",
      "shopper sms",
    ]);
    expect(items.find((item) => item.channel === "sms")!.body).toContain("cancelled as you asked");
    expect(items.find((item) => item.audience === "merchant")!.subject).toContain("cancelled by the shopper");
  });

  it("a refused change sends nothing, and 20 concurrent confirmations send exactly one message per channel", async () => {
    const shopper = await newShopper();
    const { order } = await place(shopper);
    // Shipping a pending order is not a move the shop allows.
    expect((await move(order._id, { status: "shipped", courier: "Pathao", trackingNumber: "P1" })).status).toBe(409);
    const answers = await Promise.all(Array.from({ length: 20 }, () => move(order._id, { status: "confirmed" })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const { items } = await eventually(
      () => log(`orderId=${order._id}`),
      ({ items }) => settled(items) && items.length >= 5,
    );
    expect(
      items
        .filter((item) => item.event === "confirmed")
        .map((item) => item.channel)
        .toSorted(),
    ).toEqual(["email", "sms"]);
    expect(items.filter((item) => item.event === "shipped")).toEqual([]);
  });
});

describe("a provider that fails never blocks an order", () => {
  it("a number the gateway refuses (400): placed (201), the SMS failed after one attempt, the order still moves", async () => {
    const shopper = await newShopper();
    const { status, order } = await place(shopper, { mobile: freshMobile("9999") });
    expect(status).toBe(201);
    const { items } = await eventually(
      () => log(`orderId=${order._id}&channel=sms`),
      ({ items }) => settled(items),
    );
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ status: "failed", attempts: 1 });
    expect(items[0]!.lastError).toMatch(/^400 /);
    expect((await move(order._id, { status: "confirmed" })).status).toBe(200);
    const failed = await log("status=failed&channel=sms");
    expect(failed.items.some((item) => item.orderId === order._id)).toBe(true);

    // Send again: queued at once, refused again by the gateway (one more attempt).
    const again = await request(`/api/notifications/${items[0]!.id}/resend`, {
      method: "POST",
      jar: admin,
      headers: { Origin: ORIGIN },
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as ApiNotification).status).toBe("queued");
    const retried = await eventually(
      () => log(`orderId=${order._id}&event=placed&channel=sms`),
      ({ items }) => items[0]?.attempts === 2 && items[0].status === "failed",
    );
    expect(retried.items[0]).toMatchObject({ status: "failed", attempts: 2 });
  });
});

describe("the short link and the log's permissions", () => {
  it("/o/<reference> opens the order's page; an unknown reference is 404", async () => {
    const shopper = await newShopper();
    const { order } = await place(shopper);
    const link = await request(`/o/${order.reference.toLowerCase()}`);
    expect(link.status).toBe(302);
    expect(link.headers.get("Location")).toBe(`/dashboard/order/${order._id}`);
    expect((await request("/o/NOSUCH99")).status).toBe(404);
  });

  it("anonymous 401, shopper 403, a bad filter 400; filters by recipient and event; resend refuses what did not fail", async () => {
    expect((await request("/api/notifications")).status).toBe(401);
    const shopper = await newShopper();
    expect((await request("/api/notifications", { jar: shopper })).status).toBe(403);
    expect(
      (await request("/api/notifications/x/resend", { method: "POST", jar: shopper, headers: { Origin: ORIGIN } }))
        .status,
    ).toBe(403);
    expect((await request("/api/notifications?status=lost", { jar: admin })).status).toBe(400);
    expect((await request("/api/notifications?page=0", { jar: admin })).status).toBe(400);

    const { order, mobile } = await place(shopper);
    const { items } = await eventually(
      () => log(`to=${mobile}`),
      ({ items }) => settled(items),
    );
    expect(items.map((item) => `${item.event} ${item.channel} ${item.status}`)).toEqual(["placed sms sent"]);
    expect((await log(`to=${order.email.toUpperCase()}&event=placed`)).items).toHaveLength(1);
    const sent = await request(`/api/notifications/${items[0]!.id}/resend`, {
      method: "POST",
      jar: admin,
      headers: { Origin: ORIGIN },
    });
    expect(sent.status).toBe(409);
    const missing = await request("/api/notifications/nope/resend", {
      method: "POST",
      jar: admin,
      headers: { Origin: ORIGIN },
    });
    expect(missing.status).toBe(404);
  });

  it("the log keeps every message with its state in D1", async () => {
    const rows = await db.select().from(notifications).where(eq(notifications.event, "new-order"));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.idempotencyKey)).size).toBe(rows.length);
  });
});

describe("the log page and the order page", () => {
  it("/dashboard/notifications lists the messages to admins, says why a filter is refused, and sends a failed one again", async () => {
    const shopper = await newShopper();
    const { order } = await place(shopper, { mobile: freshMobile("9999") });
    const { items } = await eventually(
      () => log(`orderId=${order._id}&channel=sms`),
      ({ items }) => settled(items),
    );
    const page = await request(`/dashboard/notifications?orderId=${order._id}`, { jar: admin });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(">Notifications<");
    expect(html).toContain(order.reference);
    expect(html).toContain("400 ");
    expect((await request("/dashboard/notifications?channel=fax", { jar: admin })).status).toBe(400);
    expect((await request("/dashboard/notifications", { jar: shopper })).status).toBe(403);

    const post = (json: unknown) =>
      request("/dashboard/notifications", { method: "POST", jar: admin, json, headers: { Origin: ORIGIN } });
    expect((await post({ intent: "resend", id: "no-such-message" })).status).toBe(404);
    const sent = (await log(`orderId=${order._id}&channel=email&event=placed`)).items[0]!;
    expect((await post({ intent: "resend", id: sent.id })).status).toBe(409);
    // A plain form post, as before the page is interactive.
    const form = await request("/dashboard/notifications", {
      method: "POST",
      jar: admin,
      body: new URLSearchParams({ intent: "resend", id: items[0]!.id }),
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(200);
    const [row] = await db.select().from(notifications).where(eq(notifications.id, items[0]!.id));
    expect(["queued", "failed"]).toContain(row!.status);
    expect(row!.attempts).toBeGreaterThanOrEqual(1);
  });

  it("the order page lists what went out: all of it to an admin, only the shopper's own to the shopper", async () => {
    const shopper = await newShopper();
    const { order } = await place(shopper);
    await eventually(
      () => log(`orderId=${order._id}`),
      ({ items }) => settled(items) && items.length === 3,
    );
    const asAdmin = await (await request(`/dashboard/order/${order._id}`, { jar: admin })).text();
    const asShopper = await (await request(`/dashboard/order/${order._id}`, { jar: shopper })).text();
    expect(asAdmin).toContain("admin@example.com");
    expect(asShopper).not.toContain("admin@example.com");
    expect(asShopper).toContain(order.mobile);
  });
});
