/**
 * Issue 51, the cash the couriers owe: COD orders booked with the fake Steadfast and delivered by its webhook, paid
 * out by a payout the fake makes (`POST /__payout`), pulled by "Check payouts" or the hourly cron, or uploaded as a
 * settlement sheet; the ledger (`/api/cash`), the payouts (`/api/payouts`) and the cash page, for admins only.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { orders, payoutItems, payouts, products } from "@db/schema.ts";
import { listPayouts, recordPayout, type CashLedger } from "~/domain/couriers/payouts.server.ts";
import type { ApiOrder } from "~/server/order-api.ts";
import {
  CookieJar,
  db,
  DHAKA_ADDRESS,
  newShopper,
  ORIGIN,
  registerAdmin,
  request,
  runCron,
  seedDemoShop,
} from "./helpers.ts";

const steadfastUrl = inject("steadfastUrl");
const WEBHOOK_TOKEN = "test-steadfast-webhook-token";
const HEADER = "Courier,Payout,Date,Invoice,Tracking,Collected,Charge,Paid";
let item: { id: number };
let counter = 0;

await seedDemoShop();
const admin = await registerAdmin("Nadia Cash", "nadia.cash@example.com", "Cash#2026");
const shopper = await newShopper("Karim Ahmed");
const anonymous = new CookieJar();

beforeAll(async () => {
  const [row] = await db.select().from(products).where(eq(products.name, "Slim Fit Oxford Cotton Shirt"));
  await db.update(products).set({ stock: 10_000 }).where(eq(products.id, row!.id));
  item = { id: row!.id };
});

/** A COD order inside Dhaka, confirmed by the admin. */
async function confirmedCodOrder(): Promise<ApiOrder> {
  counter += 1;
  const placed = await request("/api/orders", {
    method: "POST",
    jar: await newShopper(),
    json: {
      name: "Karim Ahmed",
      mobile: "01712345678",
      paymentMethod: "COD",
      checkoutKey: `cash-${counter}-${Date.now()}`,
      orderProduct: [{ product_id: String(item.id), product_qty: 1 }],
      address: DHAKA_ADDRESS,
    },
  });
  expect(placed.status, await placed.clone().text()).toBe(201);
  const order = (await placed.json()) as ApiOrder;
  const confirmed = await request(`/api/orders/${order._id}`, {
    method: "PATCH",
    jar: admin,
    headers: { Origin: ORIGIN },
    json: { status: "confirmed" },
  });
  expect(confirmed.status).toBe(200);
  return (await confirmed.json()) as ApiOrder;
}

/** A COD order booked with Steadfast (through the fake) and, unless told, delivered with its cash collected. */
async function shippedOrder({ delivered = true, cash }: { delivered?: boolean; cash?: number } = {}) {
  const order = await confirmedCodOrder();
  const booked = await request("/api/orders/book", {
    method: "POST",
    jar: admin,
    headers: { Origin: ORIGIN },
    json: { courier: "steadfast", orderIds: [order._id] },
  });
  const { results } = (await booked.json()) as { results: { ok: boolean; consignmentId: string }[] };
  expect(results[0]!.ok).toBe(true);
  const consignmentId = results[0]!.consignmentId;
  if (delivered) {
    const callback = await request("/api/couriers/steadfast/webhook", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${WEBHOOK_TOKEN}` },
      body: JSON.stringify({
        notification_type: "delivery_status",
        consignment_id: Number(consignmentId),
        invoice: order._id,
        status: "delivered",
        cod_amount: cash ?? order.collectOnDelivery,
      }),
    });
    expect(callback.status).toBe(200);
  }
  return { order, consignmentId, expected: order.collectOnDelivery };
}

async function fakePayout(body: Record<string, unknown>): Promise<{ id: number; amount: number }> {
  const response = await fetch(`${steadfastUrl}/api/v1/__payout`, { method: "POST", body: JSON.stringify(body) });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { data: { id: number; amount: number } }).data;
}

function sync(jar = admin) {
  return request("/api/payouts/sync", { method: "POST", jar, headers: { Origin: ORIGIN } });
}

async function ledger(query = "?courier=steadfast"): Promise<CashLedger> {
  const response = await request(`/api/cash${query}`, { jar: admin });
  expect(response.status).toBe(200);
  return (await response.json()) as CashLedger;
}

function importSheet(text: string, contentType = "text/csv", jar = admin) {
  return request("/api/payouts/import", {
    method: "POST",
    jar,
    headers: { Origin: ORIGIN, "Content-Type": contentType },
    body: text,
  });
}

const payoutCount = async () => (await db.select().from(payouts)).length;
const itemCount = async () => (await db.select().from(payoutItems)).length;

describe("Steadfast's payouts", () => {
  it("pulls a payout on Check payouts: the order is paid in full, its charge kept, and asked once", async () => {
    const { order, consignmentId, expected } = await shippedOrder();
    const before = await ledger();
    expect(before.orders.find((row) => row.id === order._id)).toMatchObject({
      courier: "steadfast",
      consignment: consignmentId,
      expected,
      collected: expected,
      payout: null,
      difference: 0,
    });
    expect(before.outstanding.orders).toBeGreaterThanOrEqual(1);
    expect(before.outstanding.oldestDays).toBe(0);

    const paid = await fakePayout({ consignment_ids: [consignmentId] });
    expect(paid.amount).toBe(expected - 60);
    const response = await sync();
    expect(response.status).toBe(200);
    const body = (await response.json()) as { couriers: { courier: string; ok: boolean; payouts: number }[] };
    expect(body.couriers).toEqual([expect.objectContaining({ courier: "steadfast", ok: true, payouts: 1, orders: 1 })]);

    const after = await ledger();
    const row = after.orders.find((one) => one.id === order._id)!;
    expect(row).toMatchObject({
      collected: expected,
      charge: 60,
      paid: expected - 60,
      payout: { id: String(paid.id), date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
      difference: 0,
    });
    expect(after.mismatches.map((one) => one.id)).not.toContain(order._id);
    expect(after.paidOut.taka).toBe(before.paidOut.taka + expected - 60);
    expect(after.outstanding.orders).toBe(before.outstanding.orders - 1);
    const [stored] = await db.select().from(orders).where(eq(orders.id, order._id));
    expect(stored!.courierChargeTaka).toBe(60);

    const listed = (await (await request("/api/payouts?courier=steadfast", { jar: admin })).json()) as unknown[];
    expect(listed).toContainEqual({
      courier: "steadfast",
      id: String(paid.id),
      date: row.payout!.date,
      taka: expected - 60,
      orders: [order._id],
    });

    // Asked again: the payout is known, nothing changes.
    const items = await itemCount();
    const again = (await (await sync()).json()) as { couriers: { payouts: number }[] };
    expect(again.couriers[0]!.payouts).toBe(0);
    expect(await itemCount()).toBe(items);
  });

  it("lists a payout 100 taka short of the cash collected as a mismatch", async () => {
    const { order, consignmentId, expected } = await shippedOrder();
    // The courier reported the whole cash at delivery, but its payout says it collected 100 less.
    await fakePayout({ consignment_ids: [consignmentId], collected: { [consignmentId]: expected - 100 } });
    expect((await sync()).status).toBe(200);
    const after = await ledger();
    const row = after.mismatches.find((one) => one.id === order._id);
    expect(row).toMatchObject({ expected, collected: expected, charge: 60, paid: expected - 160, difference: -100 });
    expect(after.orders.find((one) => one.id === order._id)!.difference).toBe(-100);
  });

  it("records the payouts on the hourly cron", async () => {
    const { order, consignmentId, expected } = await shippedOrder();
    const paid = await fakePayout({ consignment_ids: [consignmentId], charges: { [consignmentId]: 75 } });
    await runCron(Date.now(), "0 * * * *");
    const row = (await ledger()).orders.find((one) => one.id === order._id)!;
    expect(row).toMatchObject({ charge: 75, paid: expected - 75, payout: { id: String(paid.id) }, difference: 0 });
  });

  it("answers 400 for an unknown courier and exports the ledger as CSV for Excel", async () => {
    expect((await request("/api/cash?courier=dhl", { jar: admin })).status).toBe(400);
    expect((await request("/api/payouts?courier=dhl", { jar: admin })).status).toBe(400);
    expect((await request("/api/cash?format=xml", { jar: admin })).status).toBe(400);
    const csv = await request("/api/cash?courier=steadfast&format=csv", { jar: admin });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    expect(csv.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="cash-steadfast-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await csv.arrayBuffer());
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1).split("\r\n")[0]).toBe(
      "Order,Reference,Courier,Consignment,Expected,Collected,Charge,Paid,Payout,Payout date,Difference",
    );
    expect(text).toContain(",Steadfast,");
  });
});

describe("a settlement sheet", () => {
  /** A parcel shipped by hand with RedX (Manage Order's Ship) and delivered, as the sheet's courier. */
  async function redxParcel(tracking: string) {
    const order = await confirmedCodOrder();
    await db
      .update(orders)
      .set({
        status: "delivered",
        courier: "RedX",
        trackingNumber: tracking,
        cashCollectedTaka: order.collectOnDelivery,
      })
      .where(eq(orders.id, order._id));
    return order;
  }

  it("records each payout against the orders by tracking number or invoice, lists the unknown, and once only", async () => {
    const byTracking = await redxParcel(`RDX${Date.now()}A`);
    const byInvoice = await redxParcel(`RDX${Date.now()}B`);
    const [stored] = await db.select().from(orders).where(eq(orders.id, byTracking._id));
    const cash = byTracking.collectOnDelivery;
    const short = byInvoice.collectOnDelivery;
    const sheet = [
      HEADER,
      `redx,RX-501,2026-11-28,,${stored!.trackingNumber},${cash},50,${cash - 50}`,
      // The reference as the invoice, amounts as a spreadsheet writes them; paid 100 short.
      `RedX,RX-501,28/11/2026,${byInvoice.reference},,"${short.toLocaleString("en-US")}",50,${short - 150}`,
      `RedX,RX-502,2026-11-29,,NO-SUCH-PARCEL,500,50,450`,
    ].join("\r\n");
    const response = await importSheet(`\uFEFF${sheet}\r\n`);
    expect(response.status, await response.clone().text()).toBe(200);
    const report = (await response.json()) as Record<string, unknown>;
    expect(report).toMatchObject({
      recorded: 1,
      orders: 2,
      payouts: [
        { courier: "redx", id: "RX-501", date: "2026-11-28", matched: [byTracking._id, byInvoice._id], added: 2 },
      ],
      unknown: [{ line: 4, courier: "redx", payout: "RX-502", parcel: "NO-SUCH-PARCEL" }],
    });

    const redx = await ledger("?courier=redx");
    expect(redx.orders.find((row) => row.id === byTracking._id)).toMatchObject({
      courier: "redx",
      payout: { id: "RX-501", date: "2026-11-28" },
      charge: 50,
      difference: 0,
    });
    expect(redx.mismatches).toEqual([expect.objectContaining({ id: byInvoice._id, difference: -100 })]);
    expect(redx.paidOut.taka).toBe(cash - 50 + short - 150);
    const listed = (await (await request("/api/payouts?courier=redx", { jar: admin })).json()) as { id: string }[];
    expect(listed.map((payout) => payout.id)).toEqual(["RX-501"]);

    const payoutsBefore = await payoutCount();
    const itemsBefore = await itemCount();
    const again = await importSheet(sheet);
    expect(await again.json()).toMatchObject({ recorded: 0, orders: 0 });
    expect(await payoutCount()).toBe(payoutsBefore);
    expect(await itemCount()).toBe(itemsBefore);
  });

  it("refuses a sheet with another header, or any bad row, with every row's error, and records nothing", async () => {
    const order = await redxParcel(`RDX${Date.now()}C`);
    const [stored] = await db.select().from(orders).where(eq(orders.id, order._id));
    const good = `RedX,RX-601,2026-11-30,,${stored!.trackingNumber},1000,50,950`;
    const before = [await payoutCount(), await itemCount()];

    const header = await importSheet(`Courier,Payout,Date,Invoice,Tracking,Cash,Charge,Paid\r\n${good}\r\n`);
    expect(header.status).toBe(400);
    expect(((await header.json()) as { error: string }).error).toContain("Courier,Payout,Date,Invoice,Tracking");

    const rows = await importSheet(
      [HEADER, good, "DHL,RX-601,2026-11-30,,X1,100,10,90", "RedX,RX-601,2026-13-01,,X2,100,10,90", "RedX,RX-601"].join(
        "\n",
      ),
    );
    expect(rows.status).toBe(400);
    const refused = (await rows.json()) as { error: string; rows: { line: number; error: string }[] };
    expect(refused.rows).toEqual([
      { line: 3, error: "Courier must be Steadfast, Pathao or RedX." },
      { line: 4, error: "Date must be a day such as 2026-11-26." },
      { line: 5, error: "The row must have 8 cells, as the header." },
    ]);
    expect([await payoutCount(), await itemCount()]).toEqual(before);

    expect((await importSheet(HEADER)).status).toBe(400);
    expect((await importSheet('RedX,"unclosed')).status).toBe(400);
    expect((await importSheet(`${HEADER}\n${good}`, "application/json")).status).toBe(415);
    expect([await payoutCount(), await itemCount()]).toEqual(before);
  });
});

describe("recordPayout", () => {
  it("merges parcels sent one by one under the same payout id, each order once", async () => {
    const first = await shippedOrder();
    const second = await shippedOrder();
    const parcel = (shipped: typeof first) => ({
      consignmentId: shipped.consignmentId,
      collectedTaka: shipped.expected,
      chargeTaka: 70,
      paidTaka: shipped.expected - 70,
    });
    const payout = { externalId: "PTH-INV-1", paidOn: "2026-12-01", taka: 0 };
    const one = await recordPayout(db, "steadfast", { ...payout, parcels: [parcel(first)] }, "webhook");
    expect(one).toMatchObject({ ok: true, matched: [first.order._id], unknown: [], added: 1 });
    const two = await recordPayout(db, "steadfast", { ...payout, parcels: [parcel(second)] }, "webhook");
    expect(two).toMatchObject({ ok: true, matched: [second.order._id], added: 1 });
    expect(two.ok && one.ok && two.payoutId === one.payoutId).toBe(true);
    // A replay changes nothing.
    const replay = await recordPayout(db, "steadfast", { ...payout, parcels: [parcel(second)] }, "webhook");
    expect(replay).toMatchObject({ ok: true, added: 0 });

    const [merged] = (await listPayouts(db, { courier: "steadfast" })).filter((one) => one.id === "PTH-INV-1");
    expect(merged).toEqual({
      courier: "steadfast",
      id: "PTH-INV-1",
      date: "2026-12-01",
      taka: first.expected - 70 + second.expected - 70,
      orders: [first.order._id, second.order._id],
    });
    // Another courier's parcels are not these orders; nothing known is not recorded.
    expect(await recordPayout(db, "pathao", { ...payout, parcels: [parcel(first)] }, "webhook")).toEqual({
      ok: false,
      reason: "no-orders",
      unknown: [first.consignmentId],
    });
  });
});

describe("who may see the cash", () => {
  it("refuses anonymous callers with 401 and shoppers with 403", async () => {
    for (const [jar, status] of [
      [anonymous, 401],
      [shopper, 403],
    ] as const) {
      expect((await request("/api/cash", { jar })).status).toBe(status);
      expect((await request("/api/cash?format=csv", { jar })).status).toBe(status);
      expect((await request("/api/payouts", { jar })).status).toBe(status);
      expect((await sync(jar)).status).toBe(status);
      expect((await importSheet(`${HEADER}\n`, "text/csv", jar)).status).toBe(status);
      expect((await request("/dashboard/cash", { jar })).status).toBe(status);
    }
  });
});

describe("the cash page", () => {
  it("shows the payouts and checks for new ones from a plain form post", async () => {
    const { order, consignmentId } = await shippedOrder();
    const paid = await fakePayout({ consignment_ids: [consignmentId] });
    const page = await request("/dashboard/cash?courier=steadfast", { jar: admin });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(">Cash from couriers<");
    expect(html).toContain(">Check payouts<");
    expect(html).not.toContain(`>${paid.id}<`);

    const posted = await request("/dashboard/cash?courier=steadfast", {
      method: "POST",
      jar: admin,
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=sync",
    });
    expect(posted.status).toBe(200);
    const after = await posted.text();
    expect(after).toContain("Steadfast: 1 new payout for 1 order.");
    expect(after).toContain(`>${paid.id}<`);
    const [stored] = await db.select().from(payoutItems).where(eq(payoutItems.orderId, order._id));
    expect(stored).toBeDefined();
  });
});
