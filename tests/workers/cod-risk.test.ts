import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { courierChecks, products } from "@db/schema.ts";
import { makeAdmin } from "~/domain/accounts/users.server.ts";
import { createDatabase } from "~/domain/database.ts";
import type { ApiOrder } from "~/server/order-api.ts";
import type { ApiCustomer } from "~/server/customer-api.ts";
import worker from "../../workers/app.ts";
import {
  bkashTrxId,
  type CookieJar,
  DHAKA_ADDRESS,
  newShopper,
  ORIGIN,
  registerAccount,
  request,
  seedDemoShop,
  signIn,
} from "./helpers.ts";

/**
 * Issue 49: fake cash-on-delivery orders stop costing the merchant. One phone, one customer; the customer's record;
 * a courier's score; the merchant's risk rule; a call before shipping.
 */
const db = createDatabase(env.DB);
let admin: CookieJar;
let shopper: CookieJar;
let item: { id: number };
let counter = 0;

const steadfastUrl = inject("steadfastUrl");

/** A fresh Bangladeshi mobile number ending in `tail` (the fake Steadfast answers by it), a customer of its own. */
function phone(tail = "55") {
  return `018${String(Math.floor(Math.random() * 1_000_000)).padStart(6, "0")}${tail}`;
}

async function fraudChecksAsked(): Promise<string[]> {
  return (await (await fetch(`${steadfastUrl}/api/v1/__fraud_checks`)).json()) as string[];
}

/** The queue's consumer, given the courier check of `number` as the queue would (what it told the queue). */
async function runCourierCheck(number: string) {
  const batch = createMessageBatch("e-shop-notifications", [
    {
      id: `check-${number}-${Math.random()}`,
      timestamp: new Date(),
      attempts: 1,
      body: { kind: "courier-check", phone: number },
    },
  ]);
  const ctx = createExecutionContext();
  await worker.queue!(batch, env, ctx);
  return getQueueResult(batch, ctx);
}

async function customer(number: string, jar: CookieJar = admin) {
  const response = await request(`/api/customers/${encodeURIComponent(number)}`, { jar });
  return { status: response.status, body: (await response.json()) as ApiCustomer };
}

function move(id: string, change: Record<string, unknown>) {
  return request(`/api/orders/${id}`, { method: "PATCH", jar: admin, json: change, headers: { Origin: ORIGIN } });
}

async function deliverOrReturn(id: string, end: "delivered" | "returned") {
  expect((await move(id, { status: "confirmed" })).status).toBe(200);
  expect((await move(id, { status: "shipped", courier: "Pathao", trackingNumber: `PTH-${id}` })).status).toBe(200);
  const last = await move(
    id,
    end === "returned" ? { status: "returned", note: "Refused at the door" } : { status: end },
  );
  expect(last.status).toBe(200);
}

function call(id: string, json: Record<string, unknown>, jar: CookieJar = admin) {
  return request(`/api/orders/${id}/calls`, { method: "POST", jar, json, headers: { Origin: ORIGIN } });
}

function putSettings(json: unknown, jar: CookieJar = admin, origin = ORIGIN) {
  return request("/api/risk/settings", { method: "PUT", jar, json, headers: { Origin: origin } });
}

const DEFAULTS = {
  minDeliveredShare: 0.6,
  minParcels: 3,
  ordersPerPhonePerHour: 0,
  riskyCod: "advance-delivery",
  blocklist: [],
};

function body(extra: Record<string, unknown>) {
  counter += 1;
  return {
    name: "Karim Ahmed",
    mobile: "01712345678",
    paymentMethod: "COD",
    checkoutKey: `cod-risk-${counter}-${Date.now()}`,
    orderProduct: [{ product_id: String(item.id), product_qty: 1 }],
    address: DHAKA_ADDRESS,
    ...extra,
  };
}

async function place(extra: Record<string, unknown>, jar: CookieJar = shopper) {
  const response = await request("/api/orders", { method: "POST", jar, json: body(extra) });
  return {
    status: response.status,
    body: (await response.json()) as ApiOrder & { error?: string; reason?: string; issues?: Record<string, string> },
  };
}

beforeAll(async () => {
  await seedDemoShop();
  await registerAccount("Rina Admin", "rina.risk@example.com", "Rina#Risk2026");
  await makeAdmin(db, "rina.risk@example.com");
  admin = await signIn("rina.risk@example.com", "Rina#Risk2026");
  shopper = await newShopper("Karim Ahmed");
  const [row] = await db.select().from(products).where(eq(products.name, "Slim Fit Oxford Cotton Shirt"));
  await db.update(products).set({ stock: 10_000 }).where(eq(products.id, row!.id));
  item = { id: row!.id };
});

describe("one phone, one customer", () => {
  it("stores every spelling of a number as 01XXXXXXXXX: order mobile, payer number and saved address", async () => {
    const spellings = ["+8801712345678", "8801712345678", "01712-345678", "০১৭১২ ৩৪৫ ৬৭৮"];
    for (const mobile of spellings.slice(0, 2)) {
      const { status, body: order } = await place({
        mobile,
        paymentMethod: "bKash",
        bkashNum: spellings[3],
        trxID: bkashTrxId(),
      });
      expect(status, mobile).toBe(201);
      expect(order.mobile).toBe("01712345678");
      expect(order.bkashNum).toBe("01712345678");
    }
    const saved = await request("/api/addresses", {
      method: "POST",
      jar: shopper,
      json: { label: "Home", name: "Karim Ahmed", mobile: spellings[2], ...DHAKA_ADDRESS },
    });
    expect(saved.status).toBe(201);
    expect(((await saved.json()) as { mobile: string }).mobile).toBe("01712345678");
  });

  it("refuses with 400 anything that is not a Bangladeshi mobile number afterwards", async () => {
    for (const mobile of ["01112345678", "01212345678", "0171234567", "+88017123456789", "phone", "+1 415 555 0100"]) {
      const { status, body: answer } = await place({ mobile });
      expect(status, mobile).toBe(400);
      expect(answer.issues?.mobile, mobile).toBeTruthy();
    }
  });
});

beforeEach(async () => {
  // A shopper of its own per test: the account's limits (orders waiting, units per product) never get in the way.
  shopper = await newShopper("Karim Ahmed");
});

afterEach(async () => {
  await putSettings(DEFAULTS);
});

describe("the customer's record", () => {
  it("counts every order to the number, what was delivered and returned, and what delivered orders came to", async () => {
    const number = phone();
    const placed: ApiOrder[] = [];
    for (const mobile of [number, `+88${number}`, `${number.slice(0, 5)}-${number.slice(5)}`]) {
      const { status, body: order } = await place({ mobile });
      expect(status, order.error).toBe(201);
      placed.push(order);
    }
    await deliverOrReturn(placed[0]!._id, "delivered");
    await deliverOrReturn(placed[1]!._id, "returned");
    expect((await move(placed[2]!._id, { status: "cancelled" })).status).toBe(200);
    const { status, body: record } = await customer(`+880 ${number.slice(1, 5)}-${number.slice(5)}`);
    expect(status).toBe(200);
    expect(record).toMatchObject({ phone: number, orders: 3, delivered: 1, returned: 1, cancelled: 1, rejected: 0 });
    expect(record.spent).toBe(placed[0]!.totalPrice);
    expect(Date.parse(record.lastOrderAt!)).toBe(Date.parse(placed[2]!.createdAt));
  });

  it("is for admins only, and refuses what is not a mobile number", async () => {
    expect((await customer("01712345678", shopper)).status).toBe(403);
    expect((await request("/api/customers/01712345678")).status).toBe(401);
    expect((await customer("12345")).status).toBe(400);
    const fresh = await customer(phone());
    expect(fresh.body).toMatchObject({ orders: 0, delivered: 0, spent: 0, lastOrderAt: null, courier: null });
  });
});

describe("a courier's score", () => {
  it("is asked through the queue after an order, once per number inside the cache window", async () => {
    const number = phone("55");
    expect((await place({ mobile: number })).status).toBe(201);
    // The COD order put the check on the queue; the consumer, run twice, asks Steadfast once.
    await runCourierCheck(number);
    const second = await runCourierCheck(number);
    expect(second.explicitAcks.length).toBe(1);
    expect((await fraudChecksAsked()).filter((asked) => asked === number)).toEqual([number]);
    const { body: record } = await customer(number);
    expect(record.courier).toMatchObject({ courier: "Steadfast", delivered: 9, total: 10 });
  });

  it("takes 404 as no history and 429 as unknown, asked again later", async () => {
    const none = phone("00");
    await runCourierCheck(none);
    expect((await customer(none)).body.courier).toMatchObject({ delivered: 0, total: 0 });
    const limited = phone("77");
    const result = await runCourierCheck(limited);
    expect(result.retryMessages.length).toBe(1);
    expect((await customer(limited)).body.courier).toBeNull();
    await runCourierCheck(limited);
    expect((await fraudChecksAsked()).filter((asked) => asked === limited)).toHaveLength(2);
  });

  it("is asked again once the cache window has passed", async () => {
    const number = phone("55");
    await runCourierCheck(number);
    await db
      .update(courierChecks)
      .set({ checkedAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(courierChecks.phone, number));
    await runCourierCheck(number);
    expect((await fraudChecksAsked()).filter((asked) => asked === number)).toHaveLength(2);
  });
});

describe("the risk rule", () => {
  it("asks a risky phone's cash on delivery for its advance: 422 without it, 201 with it, explained", async () => {
    const number = phone("11");
    await runCourierCheck(number);
    const refused = await place({ mobile: number });
    expect(refused.status).toBe(422);
    expect(refused.body.reason).toBe("risky-phone-advance");
    expect(refused.body.issues?.advance).toBeTruthy();
    const paid = await place({ mobile: number, advance: { method: "bKash", number, trxID: bkashTrxId() } });
    expect(paid.status).toBe(201);
    expect(paid.body.advance?.amount).toBeGreaterThan(0);
    const order = (await (await request(`/api/orders/${paid.body._id}`, { jar: admin })).json()) as ApiOrder;
    expect(order.risk).toMatchObject({ action: "advance-delivery", courier: { delivered: 2, total: 10 } });
    // A wallet payment is not cash on delivery: nothing to ask.
    const wallet = await place({ mobile: number, paymentMethod: "bKash", bkashNum: number, trxID: bkashTrxId() });
    expect(wallet.status).toBe(201);
  });

  it("quotes the payment step of a risky number with its advance, and says why without accusing", async () => {
    const number = phone("11");
    await runCourierCheck(number);
    const quote = async (mobile?: string) =>
      (await (
        await request("/api/cart/quote", {
          method: "POST",
          json: {
            orderProduct: [{ product_id: String(item.id), product_qty: 1 }],
            address: { districtId: DHAKA_ADDRESS.districtId, areaId: DHAKA_ADDRESS.areaId },
            ...(mobile ? { mobile } : {}),
          },
        })
      ).json()) as { cod: { offered: boolean; advanceTaka?: number }; codRisk?: string; taka: { delivery: number } };
    const plain = await quote(phone("55"));
    expect(plain.cod).toMatchObject({ offered: true, advanceTaka: 0 });
    expect(plain.codRisk).toBeUndefined();
    const risky = await quote(`+88${number}`);
    expect(risky.codRisk).toBe("advance-delivery");
    expect(risky.cod).toMatchObject({ offered: true, advanceTaka: risky.taka.delivery });
  });

  it("offers a risky phone no cash on delivery when set so", async () => {
    expect((await putSettings({ ...DEFAULTS, riskyCod: "refuse" })).status).toBe(200);
    const number = phone("11");
    await runCourierCheck(number);
    const refused = await place({ mobile: number });
    expect(refused.status).toBe(422);
    expect(refused.body.reason).toBe("risky-phone-no-cod");
  });

  it("refuses a blocked phone with 403 and asks to call the shop", async () => {
    const number = phone();
    const saved = await putSettings({
      ...DEFAULTS,
      blocklist: [{ phone: `+88${number}`, note: "Refused three parcels" }],
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { blocklist: unknown[] }).blocklist).toEqual([
      { phone: number, note: "Refused three parcels" },
    ]);
    const refused = await place({ mobile: number });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/call the shop/i);
  });

  it("refuses more than ordersPerPhonePerHour orders to one phone with 429", async () => {
    expect((await putSettings({ ...DEFAULTS, ordersPerPhonePerHour: 3 })).status).toBe(200);
    const number = phone();
    for (let order = 0; order < 3; order += 1) expect((await place({ mobile: number })).status).toBe(201);
    const fourth = await place({ mobile: number });
    expect(fourth.status).toBe(429);
    expect(fourth.body.reason).toBe("phone-cooldown");
    expect((await putSettings(DEFAULTS)).status).toBe(200);
  });

  it("keeps its settings for admins only, and from the shop's own pages only", async () => {
    expect((await request("/api/risk/settings", { jar: shopper })).status).toBe(403);
    expect((await putSettings(DEFAULTS, shopper)).status).toBe(403);
    expect((await putSettings(DEFAULTS, admin, "https://evil.example")).status).toBe(403);
    const read = await request("/api/risk/settings", { jar: admin });
    expect(await read.json()).toEqual(DEFAULTS);
    const bad = await putSettings({ ...DEFAULTS, minDeliveredShare: 2, riskyCod: "maybe" });
    expect(bad.status).toBe(400);
  });
});

describe("a call before shipping", () => {
  it("records no-answer (counting tries), then confirmed, each on the timeline with the admin", async () => {
    const { body: order } = await place({ mobile: phone() });
    const first = await call(order._id, { outcome: "no-answer" });
    expect(first.status).toBe(200);
    expect(((await first.json()) as { tries: number }).tries).toBe(1);
    const confirmed = await call(order._id, { outcome: "confirmed", note: "Wants it by Friday" });
    const body = (await confirmed.json()) as ApiOrder & { tries: number };
    expect(body.status).toBe("confirmed");
    const calls = body.events!.filter((event) => event.call);
    expect(calls.map((event) => [event.call, event.by])).toEqual([
      ["no-answer", "rina.risk@example.com"],
      ["confirmed", "rina.risk@example.com"],
    ]);
    expect(calls[1]!.note).toBe("Wants it by Friday");
  });

  it("rejects a fake one, restores its stock and offers to block the number", async () => {
    const number = phone();
    const [before] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, item.id));
    const { body: order } = await place({ mobile: number });
    const fake = await call(order._id, { outcome: "fake" });
    const body = (await fake.json()) as ApiOrder & { blockOffer: string | null };
    expect(body.status).toBe("rejected");
    expect(body.blockOffer).toBe(number);
    const [after] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, item.id));
    expect(after!.stock).toBe(before!.stock);
    expect((await call(order._id, { outcome: "confirmed" })).status).toBe(409);
  });

  it("refuses to book a cash-on-delivery order before its call; PATCH confirmed still confirms it", async () => {
    const { body: order } = await place({ mobile: phone() });
    const booking = await request("/api/orders/book", {
      method: "POST",
      jar: admin,
      json: { courier: "steadfast", orderIds: [order._id] },
      headers: { Origin: ORIGIN },
    });
    const results = ((await booking.json()) as { results: { ok: boolean; reason?: string }[] }).results;
    expect(results[0]).toMatchObject({ ok: false });
    expect((await move(order._id, { status: "confirmed" })).status).toBe(200);
    expect((await call(order._id, { outcome: "no-answer" }, shopper)).status).toBe(403);
  });
});

describe("the screens", () => {
  it("shows each Manage Order row's customer badge, the To call tab, the risk page and the order's explanation", async () => {
    const returning = phone("11");
    await runCourierCheck(returning);
    const { body: risky } = await place({
      mobile: returning,
      advance: { method: "bKash", number: returning, trxID: bkashTrxId() },
    });
    const fresh = phone("55");
    const { body: waiting } = await place({ mobile: fresh });
    const page = await (await request("/dashboard/manageorder?status=all&pageSize=100", { jar: admin })).text();
    expect(page).toContain(`data-customer="${fresh}"`);
    expect(page).toContain("New customer");
    expect(page).toContain("Steadfast: 2 of 10 delivered");
    const toCall = await (await request("/dashboard/manageorder?status=to-call&pageSize=100", { jar: admin })).text();
    expect(toCall).toContain(`data-call-form="${waiting._id}"`);
    expect(toCall).not.toContain(`data-call-form="${risky._id}"`);
    const order = await (await request(`/dashboard/order/${risky._id}`, { jar: admin })).text();
    expect(order).toContain("Advance asked: Steadfast 2 of 10 delivered");
    const own = await (await request(`/dashboard/order/${risky._id}`, { jar: shopper })).text();
    expect(own).not.toContain("Advance asked");
    const settings = await request("/dashboard/risk", { jar: admin });
    expect(settings.status).toBe(200);
    expect(await settings.text()).toContain("Risky cash-on-delivery orders");
    expect((await request("/dashboard/risk", { jar: shopper })).status).toBe(403);
  });

  it("records a call and saves the risk settings from plain form posts", async () => {
    const { body: order } = await place({ mobile: phone() });
    const form = (fields: Record<string, string>) => new URLSearchParams(Object.entries(fields)).toString();
    const called = await request("/dashboard/manageorder?status=to-call", {
      method: "POST",
      jar: admin,
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: form({ intent: "call", orderId: order._id, outcome: "confirmed", note: "" }),
    });
    expect(called.status).toBeLessThan(400);
    const after = (await (await request(`/api/orders/${order._id}`, { jar: admin })).json()) as ApiOrder;
    expect(after.status).toBe("confirmed");
    const blocked = phone();
    const body = new URLSearchParams([
      ["intent", "save-risk"],
      ["minDeliveredSharePercent", "50"],
      ["minParcels", "4"],
      ["ordersPerPhonePerHour", "2"],
      ["riskyCod", "advance-full"],
      ["blockedPhone", `+88${blocked}`],
      ["blockedNote", "Three parcels refused"],
      ["blockedPhone", ""],
      ["blockedNote", ""],
    ]).toString();
    const saved = await request("/dashboard/risk", {
      method: "POST",
      jar: admin,
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });
    expect(saved.status).toBeLessThan(400);
    expect(await (await request("/api/risk/settings", { jar: admin })).json()).toEqual({
      minDeliveredShare: 0.5,
      minParcels: 4,
      ordersPerPhonePerHour: 2,
      riskyCod: "advance-full",
      blocklist: [{ phone: blocked, note: "Three parcels refused" }],
    });
  });
});
