import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orderEvents, products } from "@db/schema.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { orderScreensCopy } from "~/i18n/order-screens.ts";
import { CASH_DAYS, readCashSummary } from "~/domain/orders/cash.server.ts";
import { formatWholeTaka } from "~/format.ts";
import type { ApiOrder } from "~/server/order-api.ts";
import {
  bkashTrxId,
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
 * Manage Order's cash on delivery (issue 23): the cash the couriers are to collect, and what they handed over per
 * day (Bangladesh time), from orders placed and moved through the API and Manage Order's own move intent.
 */
const HOUR = 3_600_000;
let itemId: number;
/** Sylhet Sadar: the seed's "Outside Dhaka" zone, where cash on delivery asks the delivery charge first. */
let sylhet: { districtId: number; areaId: number; line: string };
let counter = 0;

/** The Bangladesh date (YYYY-MM-DD) of an instant: UTC+6, all year. */
const bangladeshDate = (ms: number) => new Date(ms + 6 * HOUR).toISOString().slice(0, 10);

async function place(jar: CookieJar, extra: Record<string, unknown>): Promise<ApiOrder> {
  counter += 1;
  const response = await request("/api/orders", {
    method: "POST",
    jar,
    json: {
      name: "Karim Ahmed",
      mobile: "01712345678",
      checkoutKey: `cash-summary-${counter}-${Date.now()}`,
      orderProduct: [{ product_id: String(itemId), product_qty: 1 }],
      address: DHAKA_ADDRESS,
      ...extra,
    },
  });
  const body = (await response.json()) as ApiOrder & { error?: string };
  expect(response.status, body.error).toBe(201);
  return body;
}

const placeCod = (jar: CookieJar) => place(jar, { paymentMethod: "COD" });

async function move(id: string, change: Record<string, unknown>) {
  const response = await request(`/api/orders/${id}`, {
    method: "PATCH",
    jar: admin,
    json: change,
    headers: { Origin: ORIGIN },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ApiOrder;
}

/** Moves the order along the way to `to`, one step at a time. */
async function moveTo(id: string, to: "confirmed" | "shipped") {
  await move(id, { status: "confirmed", note: "Called the customer: confirmed." });
  if (to === "shipped") await move(id, { status: "shipped", courier: "Pathao", trackingNumber: "PTH-1" });
}

/** Manage Order's move intent, as its Delivered dialog posts it. */
function moveOnQueue(id: string, change: Record<string, unknown>) {
  return request("/dashboard/manageorder", {
    method: "POST",
    jar: admin,
    json: { intent: "move", orderId: id, ...change },
    headers: { Origin: ORIGIN },
  });
}

async function orderOf(id: string) {
  return (await (await request(`/api/orders/${id}`, { jar: admin })).json()) as ApiOrder;
}

async function deliveredAt(id: string): Promise<number> {
  const event = (await orderOf(id)).events!.find((each) => each.status === "delivered");
  return Date.parse(event!.at);
}

/** Dates the order's delivery at `ms`, as if the courier had brought it then. */
async function deliverAgo(id: string, ms: number) {
  await db
    .update(orderEvents)
    .set({ at: new Date(ms) })
    .where(and(eq(orderEvents.orderId, id), eq(orderEvents.status, "delivered")));
}

await seedDemoShop();
const admin = await registerAdmin("Cash Admin", "cash.admin@example.com", "Cash#Admin2026");

beforeAll(async () => {
  const [row] = await db.select().from(products).where(eq(products.name, "Slim Fit Oxford Cotton Shirt"));
  await db.update(products).set({ stock: 1_000 }).where(eq(products.id, row!.id));
  itemId = row!.id;
  const place = await env.DB.prepare(
    "SELECT d.id AS districtId, a.id AS areaId FROM areas a JOIN districts d ON d.id = a.district_id WHERE d.name = 'Sylhet' AND a.name = 'Sylhet Sadar'",
  ).first<{ districtId: number; areaId: number }>();
  sylhet = { ...place!, line: "Zindabazar, Sylhet" };
});

describe("the cash on delivery summary", () => {
  // Shared by the steps below, which follow one another.
  const placed: Record<string, ApiOrder> = {};

  it("starts empty: nothing to collect, and seven days of nothing collected, today first", async () => {
    const now = Date.now();
    const summary = await readCashSummary(db, { now });
    expect(summary.toCollect).toEqual({
      taka: 0,
      orders: 0,
      shipped: { taka: 0, orders: 0 },
      confirmed: { taka: 0, orders: 0 },
    });
    expect(summary.collected).toEqual({ taka: 0, orders: 0 });
    expect(summary.days).toHaveLength(CASH_DAYS);
    expect(summary.days[0]!.date).toBe(bangladeshDate(now));
    expect(summary.days[6]!.date).toBe(bangladeshDate(now - 6 * 24 * HOUR));
  });

  it("sums the cash to collect of COD orders confirmed or shipped, and of nothing else", async () => {
    const first = await newShopper();
    const second = await newShopper();
    placed.confirmed = await placeCod(first);
    placed.shipped = await placeCod(first);
    placed.waiting = await placeCod(first);
    placed.returned = await placeCod(first);
    placed.advance = await place(second, {
      paymentMethod: "COD",
      address: sylhet,
      advance: { method: "Nagad", number: "01634358056", trxID: bkashTrxId("N").slice(0, 8) },
    });
    placed.prepaid = await place(second, { paymentMethod: "bKash", bkashNum: "01812345678", trxID: bkashTrxId("C") });
    placed.edge = await placeCod(second);
    placed.early = await placeCod(second);

    // The advance came off what the courier collects; a prepaid order has nothing to collect. All whole taka.
    expect(placed.confirmed!.collectOnDelivery).toBe(placed.confirmed!.taka.total);
    expect(placed.advance!.advance).not.toBeNull();
    expect(placed.advance!.collectOnDelivery).toBe(placed.advance!.taka.total - placed.advance!.taka.delivery);
    expect(placed.prepaid!.collectOnDelivery).toBe(0);

    await moveTo(placed.confirmed!._id, "confirmed");
    for (const key of ["shipped", "advance", "prepaid", "returned", "edge", "early"]) {
      await moveTo(placed[key]!._id, "shipped");
    }
    const back = await move(placed.returned!._id, { status: "returned", note: "The customer refused the parcel." });
    expect(back.status).toBe("returned");

    const summary = await readCashSummary(db);
    const shipped = ["shipped", "advance", "edge", "early"].map((key) => placed[key]!.collectOnDelivery);
    expect(summary.toCollect.confirmed).toEqual({ taka: placed.confirmed!.collectOnDelivery, orders: 1 });
    expect(summary.toCollect.shipped).toEqual({ taka: shipped.reduce((sum, each) => sum + each, 0), orders: 4 });
    expect(summary.toCollect.taka).toBe(summary.toCollect.confirmed.taka + summary.toCollect.shipped.taka);
    expect(summary.toCollect.orders).toBe(5);
    expect(summary.collected).toEqual({ taka: 0, orders: 0 });
  });

  it("counts the cash collected on delivery: what was to be collected, or what the courier handed over", async () => {
    // Delivered through the API with no amount: all of it was collected.
    const full = await move(placed.shipped!._id, { status: "delivered" });
    expect(full.cashCollected).toBe(placed.shipped!.collectOnDelivery);
    // Manage Order's Delivered dialog sends the taka typed, and refuses what is not money; paisa go to the taka.
    const refused = await moveOnQueue(placed.advance!._id, { status: "delivered", cashCollected: "12.345" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(shopCopy.orders.validation.cashCollected);
    expect((await moveOnQueue(placed.advance!._id, { status: "delivered", cashCollected: "1234.4" })).status).toBe(200);
    expect((await orderOf(placed.advance!._id)).cashCollected).toBe(1234);
    // A prepaid order's delivery collects no cash.
    expect((await move(placed.prepaid!._id, { status: "delivered" })).cashCollected).toBeNull();

    const now = Date.now();
    const summary = await readCashSummary(db, { now });
    expect(summary.toCollect.shipped).toEqual({
      taka: placed.edge!.collectOnDelivery + placed.early!.collectOnDelivery,
      orders: 2,
    });
    expect(summary.toCollect.orders).toBe(3);
    const expected = new Map<string, { taka: number; orders: number }>();
    for (const [key, amount] of [
      ["shipped", placed.shipped!.collectOnDelivery],
      ["advance", 1234],
    ] as const) {
      const date = bangladeshDate(await deliveredAt(placed[key]!._id));
      const day = expected.get(date) ?? { taka: 0, orders: 0 };
      expected.set(date, { taka: day.taka + amount, orders: day.orders + 1 });
    }
    for (const day of summary.days) {
      expect(day, day.date).toEqual({ date: day.date, ...(expected.get(day.date) ?? { taka: 0, orders: 0 }) });
    }
    expect(summary.collected).toEqual({ taka: placed.shipped!.collectOnDelivery + 1234, orders: 2 });
  });

  it("puts each delivery on its day in Bangladesh time (UTC+6), over the last 7 days only", async () => {
    await move(placed.edge!._id, { status: "delivered" });
    await move(placed.early!._id, { status: "delivered", cashCollected: 5 });
    // 18:00 on 10 January 2030 in Dhaka.
    const now = Date.UTC(2030, 0, 10, 12, 0);
    // Dhaka's midnight is 18:00 UTC the evening before: still the 9th in UTC, already the 10th in Dhaka.
    await deliverAgo(placed.shipped!._id, Date.UTC(2030, 0, 9, 18, 0));
    await deliverAgo(placed.advance!._id, Date.UTC(2030, 0, 9, 17, 59, 59, 999));
    // The first of the seven days starts at Dhaka's midnight on the 4th; the moment before is left out.
    await deliverAgo(placed.edge!._id, Date.UTC(2030, 0, 3, 18, 0));
    await deliverAgo(placed.early!._id, Date.UTC(2030, 0, 3, 17, 59, 59, 999));

    const summary = await readCashSummary(db, { now });
    const shipped = placed.shipped!.collectOnDelivery;
    const edge = placed.edge!.collectOnDelivery;
    expect(summary.days).toEqual([
      { date: "2030-01-10", taka: shipped, orders: 1 },
      { date: "2030-01-09", taka: 1234, orders: 1 },
      { date: "2030-01-08", taka: 0, orders: 0 },
      { date: "2030-01-07", taka: 0, orders: 0 },
      { date: "2030-01-06", taka: 0, orders: 0 },
      { date: "2030-01-05", taka: 0, orders: 0 },
      { date: "2030-01-04", taka: edge, orders: 1 },
    ]);
    expect(summary.collected).toEqual({ taka: shipped + 1234 + edge, orders: 3 });
    // Only what is still with the courier or about to ship is to collect.
    expect(summary.toCollect).toMatchObject({ taka: placed.confirmed!.collectOnDelivery, orders: 1 });
  });

  it("shows on Manage Order", async () => {
    const summary = await readCashSummary(db);
    const html = await (await request("/dashboard/manageorder", { jar: admin })).text();
    expect(html).toContain(orderScreensCopy.cash.summary.heading);
    expect(html).toContain(orderScreensCopy.cash.summary.toCollect);
    expect(html).toContain(formatWholeTaka(summary.toCollect.taka));
  });
});
