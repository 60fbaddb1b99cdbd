/**
 * Issue 46 (decision 043), money that always adds up: stock nobody can hold for free, late payments within the
 * limits, payers compared honestly, bookings and cancels that cannot cross, the courier's cash checked, every taka
 * received accounted for, and couriers named from a list; with issue 47's COD orders that wait for nobody. Real
 * Worker, D1, Durable Object and fake Steadfast, the shop's default limits (wrangler.toml).
 */
import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { deliveryZones, flashSaleProducts, notifications, orders, payments, products } from "@db/schema.ts";
import { setFlashSaleWindow } from "~/domain/flash-sale/flash-sale.server.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { checkoutCopy } from "~/i18n/checkout.ts";
import { orderScreensCopy } from "~/i18n/order-screens.ts";
import { serverCopy } from "~/i18n/server.ts";
import type { ApiOrder, ApiPayment } from "~/server/order-api.ts";
import {
  ageOrder,
  bkashTaka,
  bkashTrxId,
  type CookieJar,
  db,
  DHAKA_ADDRESS,
  ORIGIN,
  postSms,
  receivedSms,
  registerAccount,
  registerAdmin,
  request,
  runCron,
  seedDemoShop,
  setFlashStock,
  SMS_SECRET,
} from "./helpers.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PAYER = "01812345678";
const WEBHOOK_TOKEN = "test-steadfast-webhook-token";
const gate = () => env.FLASH_SALE.get(env.FLASH_SALE.idFromName("global"));
let counter = 0;
let offers: { productId: number; name: string }[];
/** A product without a flash offer and plenty of stock. */
let regular: { id: number; name: string };
/** Another, for the one test whose cron cancels every order waiting (its stock counts only its own orders). */
let spare: { id: number; name: string };

function unique(prefix: string) {
  counter += 1;
  return `${prefix}${String(counter).padStart(4, "0")}${Math.floor(Math.random() * 1e5)}`;
}

async function newShopper() {
  return registerAccount("Rahim Uddin", `${unique("money")}@example.com`, "Rahim#2026");
}

type Line = { id: number; qty?: number; type?: "regular" | "flashsell" };

function orderBody(lines: Line[], extra: Record<string, unknown> = {}) {
  return {
    name: "Rahim Uddin",
    mobile: "01712345678",
    bkashNum: PAYER,
    trxID: bkashTrxId("MN"),
    checkoutKey: unique("key-"),
    address: DHAKA_ADDRESS,
    orderProduct: lines.map((line) => ({
      product_id: String(line.id),
      product_qty: line.qty ?? 1,
      product_type: line.type ?? "regular",
    })),
    ...extra,
  };
}

async function place(jar: CookieJar, lines: Line[], extra: Record<string, unknown> = {}) {
  const response = await request("/api/orders", { method: "POST", jar, json: orderBody(lines, extra) });
  return { status: response.status, body: (await response.json()) as ApiOrder & { error?: string } };
}

async function placed(jar: CookieJar, lines: Line[], extra: Record<string, unknown> = {}) {
  const result = await place(jar, lines, extra);
  expect(result.status, result.body.error).toBe(201);
  return result.body;
}

const cod = { paymentMethod: "COD", bkashNum: undefined, trxID: undefined };

async function orderOf(id: string, jar: CookieJar = admin) {
  const response = await request(`/api/orders/${id}`, { jar });
  expect(response.status).toBe(200);
  return (await response.json()) as ApiOrder;
}

function move(id: string, change: Record<string, unknown>) {
  return request(`/api/orders/${id}`, { method: "PATCH", jar: admin, json: change, headers: { Origin: ORIGIN } });
}

async function stockOf(productId: number) {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row!.stock;
}

async function flashStockOf(productId: number) {
  const [row] = await db
    .select({ flashStock: flashSaleProducts.flashStock })
    .from(flashSaleProducts)
    .where(eq(flashSaleProducts.productId, productId));
  return row!.flashStock;
}

/** The seed's flash offer of this product (each test takes its own). */
function offerNamed(name: string) {
  const index = offers.findIndex((offer) => offer.name === name);
  if (index < 0) throw new Error(`the seed has no flash offer of ${name} left for this test`);
  return offers.splice(index, 1)[0]!;
}

const paisaOf = (order: ApiOrder) => Math.round(order.amountDue.amount * 100);

async function payment(wallet: string, trxId: string): Promise<ApiPayment | undefined> {
  const response = await request(`/api/payments?pageSize=100`, { jar: admin });
  const { items } = (await response.json()) as { items: ApiPayment[] };
  return items.find((each) => each.wallet === wallet && each.trxID === trxId);
}

async function refundsDue(): Promise<ApiPayment[]> {
  const response = await request("/api/payments?refundDue=1&pageSize=100", { jar: admin });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: ApiPayment[] }).items;
}

async function postWalletSms(payload: Record<string, unknown>) {
  const { signSms } = await import("~/server/sms-signature.ts");
  const raw = JSON.stringify(payload);
  return request("/api/payments/sms", {
    method: "POST",
    body: raw,
    headers: { "Content-Type": "application/json", "X-Signature": await signSms(raw, SMS_SECRET) },
  });
}

const rocketSms = (paisa: number, trx: string, account: string) =>
  `Tk${bkashTaka(paisa)} received from A/C:${account} Fee:Tk0, Your A/C Balance: Tk1,145.85 TxnId:${trx} Date:08-JUN-26 06:21:43 am`;

function rocketTrxId() {
  return String(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999)).slice(0, 10);
}

/** The merchant's messages about an order (the outbox). */
async function merchantMessages(orderId: string, event: string) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.orderId, orderId),
        eq(notifications.event, event as "payment-mismatch"),
        eq(notifications.audience, "merchant"),
      ),
    );
}

function webhook(body: Record<string, unknown>) {
  return request("/api/couriers/steadfast/webhook", {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${WEBHOOK_TOKEN}` },
    body: JSON.stringify({ notification_type: "delivery_status", ...body }),
  });
}

/** A COD order inside Dhaka, confirmed by the admin after the call. */
async function confirmedCod(jar: CookieJar, lines: Line[] = [{ id: regular.id }]) {
  const order = await placed(jar, lines, cod);
  expect((await move(order._id, { status: "confirmed" })).status).toBe(200);
  return order;
}

/** Books a confirmed order with (the fake) Steadfast: its consignment id. */
async function booked(order: ApiOrder): Promise<string> {
  const response = await request("/api/orders/book", {
    method: "POST",
    jar: admin,
    headers: { Origin: ORIGIN },
    json: { courier: "steadfast", orderIds: [order._id] },
  });
  const { results } = (await response.json()) as { results: { ok: boolean; consignmentId?: string }[] };
  expect(results[0]!.ok).toBe(true);
  return results[0]!.consignmentId!;
}

function returnedUnits(orderId: string, lines: unknown, jar: CookieJar | null = admin) {
  return request(`/api/orders/${orderId}/returned-units`, {
    method: "POST",
    jar: jar ?? undefined,
    json: { lines },
    headers: { Origin: ORIGIN },
  });
}

function attach(wallet: string, trxId: string, orderId: unknown, jar: CookieJar | null = admin) {
  return request(`/api/payments/${wallet}/${trxId}/attach`, {
    method: "POST",
    jar: jar ?? undefined,
    json: { orderId },
    headers: { Origin: ORIGIN },
  });
}

/** Makes a stored payment `ms` older, as time passing would. */
async function agePayment(wallet: string, trxId: string, ms: number) {
  await env.DB.prepare(
    "UPDATE payments SET created_at = created_at - ?1, received_at = received_at - ?1 WHERE wallet = ?2 AND trx_id = ?3",
  )
    .bind(ms, wallet, trxId)
    .run();
}

await seedDemoShop();
const admin = await registerAdmin("Mina Admin", "mina.money@example.com", "Mina#Money2026");

beforeAll(async () => {
  await setFlashSaleWindow(env, { startsAt: Date.now() - HOUR, endsAt: Date.now() + 10 * HOUR }, "test");
  offers = await db
    .select({ productId: flashSaleProducts.productId, name: products.name })
    .from(flashSaleProducts)
    .innerJoin(products, eq(products.id, flashSaleProducts.productId))
    .orderBy(flashSaleProducts.productId);
  const [row, other] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(sql`${products.id} NOT IN (SELECT product_id FROM flash_sale_products)`)
    // The cheapest: a few units of them stay within cash on delivery's limit (৳10,000).
    .orderBy(products.priceCents, products.id)
    .limit(2);
  regular = row!;
  spare = other!;
  await db.update(products).set({ stock: 10_000 }).where(eq(products.id, regular.id));
  await db.update(products).set({ stock: 10_000 }).where(eq(products.id, spare.id));
});

describe("units of one product per account (MAX_UNITS_PER_PRODUCT, 10)", () => {
  it("holds 10 units across waiting orders, refuses one more with 409 naming the limit, and makes room once paid", async () => {
    const shopper = await newShopper();
    const first = await placed(shopper, [{ id: regular.id, qty: 6 }]);
    await placed(shopper, [{ id: regular.id, qty: 3 }], cod);
    await placed(shopper, [{ id: regular.id }]);
    const stock = await stockOf(regular.id);
    const refused = await place(shopper, [{ id: regular.id }]);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(serverCopy.limits.unitsPerProduct(regular.name, 10));
    expect(await stockOf(regular.id)).toBe(stock);
    // One order of more than the limit is refused on its own.
    const alone = await place(await newShopper(), [{ id: regular.id, qty: 11 }]);
    expect(alone.status).toBe(409);

    // A paid order no longer waits: its units make room.
    expect((await postSms({ text: receivedSms(paisaOf(first), first.trxID, PAYER) })).status).toBe(200);
    expect((await orderOf(first._id)).status).toBe("confirmed");
    await placed(shopper, [{ id: regular.id, qty: 6 }]);
    expect((await place(shopper, [{ id: regular.id }])).status).toBe(409);
  });

  it("holds under parallel submits: of 6 three-unit orders sent at once, 3 are placed", async () => {
    const shopper = await newShopper();
    const stock = await stockOf(regular.id);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => place(shopper, [{ id: regular.id, qty: 3 }], cod)),
    );
    // At most 5 orders wait at once as well; the units decide first here.
    expect(results.filter((result) => result.status === 201)).toHaveLength(3);
    expect(results.filter((result) => result.status === 409)).toHaveLength(3);
    expect(await stockOf(regular.id)).toBe(stock - 9);
  });
});

describe("flash-sale units are never held by cash on delivery without an advance", () => {
  it("asks the delivery line first even inside Dhaka, and the cron cancels the order after FLASH_PAYMENT_MINUTES", async () => {
    const offer = offerNamed("Matte Liquid Lipstick");
    await setFlashStock(admin, offer.productId, 5);
    const shopper = await newShopper();
    const flash: Line[] = [{ id: offer.productId, type: "flashsell" }];
    const quote = (await (
      await request("/api/cart/quote", {
        method: "POST",
        json: { orderProduct: orderBody(flash).orderProduct, address: DHAKA_ADDRESS },
      })
    ).json()) as { cod: { offered: boolean; advanceTaka: number }; taka: { delivery: number } };
    expect(quote.cod).toMatchObject({ offered: true, advanceTaka: quote.taka.delivery });
    const missing = await place(shopper, flash, cod);
    expect(missing.status).toBe(400);

    const order = await placed(shopper, flash, {
      ...cod,
      advance: { method: "bKash", number: PAYER, trxID: bkashTrxId("FA") },
    });
    expect(order.advance?.amount).toBe(order.taka.delivery);
    const placedAt = Date.parse(order.createdAt);
    expect(Date.parse(order.paymentDueAt!) - placedAt).toBe(15 * MINUTE);
    expect(await flashStockOf(offer.productId)).toBe(4);
    await runCron(placedAt + 14 * MINUTE);
    expect((await orderOf(order._id)).status).toBe("pending");
    await runCron(placedAt + 16 * MINUTE);
    expect((await orderOf(order._id)).status).toBe("cancelled");
    expect(await flashStockOf(offer.productId)).toBe(5);
  });

  it("does not offer cash on delivery for flash lines whose delivery is free: pay by wallet", async () => {
    // Sold with no shipping of its own, so with the zone's charge at 0 its delivery is free.
    const offer = offerNamed("Wireless Silent Mouse");
    await setFlashStock(admin, offer.productId, 5);
    const [zone] = await db.select().from(deliveryZones).where(eq(deliveryZones.name, "Inside Dhaka"));
    await db.update(deliveryZones).set({ feeTaka: 0 }).where(eq(deliveryZones.id, zone!.id));
    try {
      const shopper = await newShopper();
      const flash: Line[] = [{ id: offer.productId, type: "flashsell" }];
      const refused = await place(shopper, flash, cod);
      expect(refused.status).toBe(422);
      expect(refused.body.error).toBe(serverCopy.payment.codFlashSale);
      await placed(shopper, flash);
    } finally {
      await db.update(deliveryZones).set({ feeTaka: zone!.feeTaka }).where(eq(deliveryZones.id, zone!.id));
    }
  });
});

describe("cash on delivery waits for nobody (COD_CONFIRM_HOURS, 48)", () => {
  it("cancels an unconfirmed COD order after 48 hours, stock restored; a confirmed one is never cancelled", async () => {
    const shopper = await newShopper();
    const stock = await stockOf(spare.id);
    const order = await placed(shopper, [{ id: spare.id, qty: 2 }], cod);
    const kept = await confirmedCod(shopper, [{ id: spare.id }]);
    const placedAt = Date.parse(order.createdAt);
    expect(Date.parse(order.paymentDueAt!) - placedAt).toBe(48 * HOUR);
    // Its pages say until when it waits.
    const { formatOrderTime } = await import("~/components/orders/OrderTime.tsx");
    const until = formatOrderTime(order.paymentDueAt!, "UTC");
    expect(await (await request(`/confirmorder/${order._id}`, { jar: shopper })).text()).toContain(
      checkoutCopy.checkoutPage.next.codDeadline(until),
    );
    expect(await (await request(`/dashboard/order/${order._id}`, { jar: shopper })).text()).toContain(
      checkoutCopy.checkoutPage.next.codDeadline(until),
    );

    await runCron(placedAt + 47 * HOUR);
    expect((await orderOf(order._id)).status).toBe("pending");
    await runCron(placedAt + 49 * HOUR);
    const expired = await orderOf(order._id);
    expect(expired.status).toBe("cancelled");
    expect(expired.events!.at(-1)).toMatchObject({
      status: "cancelled",
      by: "system",
      note: serverCopy.notes.unconfirmed(shopCopy.duration.hours(48)),
    });
    expect(await stockOf(spare.id)).toBe(stock - 1);
    expect((await orderOf(kept._id)).status).toBe("confirmed");
  });
});

describe("a late payment brings an order back only within the limits", () => {
  it("leaves a flash order cancelled and its payment owed when the shopper used the limit again", async () => {
    const offer = offerNamed("Insulated Steel Water Bottle 750ml");
    await setFlashStock(admin, offer.productId, 20);
    const shopper = await newShopper();
    const first = await placed(shopper, [{ id: offer.productId, qty: 2, type: "flashsell" }]);
    await runCron(Date.parse(first.createdAt) + 16 * MINUTE);
    expect((await orderOf(first._id)).status).toBe("cancelled");
    // The gate settles its holds against D1, then the shopper buys the limit again.
    await runDurableObjectAlarm(gate());
    await placed(shopper, [{ id: offer.productId, qty: 2, type: "flashsell" }]);
    const flashStock = await flashStockOf(offer.productId);

    const late = await postSms({ text: receivedSms(paisaOf(first), first.trxID, PAYER) });
    expect((await late.json()) as ApiPayment).toMatchObject({
      state: "mismatch",
      reason: "order-closed",
      refundDue: { currency: "BDT", amount: first.amountDue.amount },
    });
    expect((await orderOf(first._id)).status).toBe("cancelled");
    expect(await flashStockOf(offer.productId)).toBe(flashStock);
    expect((await refundsDue()).some((each) => each.trxID === first.trxID)).toBe(true);
    expect(await merchantMessages(first._id, "payment-mismatch")).not.toHaveLength(0);
  });

  it("leaves an order cancelled when bringing it back would pass the units per product", async () => {
    const shopper = await newShopper();
    const first = await placed(shopper, [{ id: regular.id, qty: 6 }]);
    await ageOrder(first._id, 24 * HOUR + MINUTE);
    await runCron(Date.now());
    expect((await orderOf(first._id)).status).toBe("cancelled");
    await placed(shopper, [{ id: regular.id, qty: 6 }]);
    const stock = await stockOf(regular.id);
    await postSms({ text: receivedSms(paisaOf(first), first.trxID, PAYER) });
    expect((await orderOf(first._id)).status).toBe("cancelled");
    expect(await stockOf(regular.id)).toBe(stock);
    expect(await payment("bKash", first.trxID)).toMatchObject({ state: "mismatch", reason: "order-closed" });
  });

  it("still brings an order back when every limit holds", async () => {
    const shopper = await newShopper();
    const first = await placed(shopper, [{ id: regular.id, qty: 4 }]);
    await ageOrder(first._id, 24 * HOUR + MINUTE);
    await runCron(Date.now());
    await placed(shopper, [{ id: regular.id, qty: 6 }]);
    await postSms({ text: receivedSms(paisaOf(first), first.trxID, PAYER) });
    expect((await orderOf(first._id)).status).toBe("confirmed");
    expect(await payment("bKash", first.trxID)).toMatchObject({ state: "matched", refundDue: null });
  });
});

describe("payers compared honestly", () => {
  async function rocketOrder(shopper: CookieJar) {
    return placed(shopper, [{ id: regular.id }], { paymentMethod: "Rocket", bkashNum: PAYER, trxID: rocketTrxId() });
  }

  it("flags a stranger's full Rocket account as another sender, and matches the payer's with its check digit", async () => {
    const shopper = await newShopper();
    const stranger = await rocketOrder(shopper);
    const flagged = await postWalletSms({
      from: "16216",
      text: rocketSms(paisaOf(stranger), stranger.trxID, "019876543215"),
    });
    expect((await flagged.json()) as ApiPayment).toMatchObject({ state: "mismatch", reason: "other-sender" });
    expect((await orderOf(stranger._id)).status).toBe("pending");

    const own = await rocketOrder(shopper);
    const matched = await postWalletSms({ from: "16216", text: rocketSms(paisaOf(own), own.trxID, `${PAYER}5`) });
    expect((await matched.json()) as ApiPayment).toMatchObject({ state: "matched", reason: null });
    expect((await orderOf(own._id)).status).toBe("confirmed");

    // Masked, ending in the check digit: the payer's.
    const masked = await rocketOrder(shopper);
    await postWalletSms({ from: "16216", text: rocketSms(paisaOf(masked), masked.trxID, "***6785") });
    expect((await orderOf(masked._id)).status).toBe("confirmed");
  });

  it("counts a masked sender with fewer than 3 visible digits as not shown: the amount and TrxID decide", async () => {
    const shopper = await newShopper();
    const order = await rocketOrder(shopper);
    await postWalletSms({ from: "16216", text: rocketSms(paisaOf(order), order.trxID, "***99") });
    expect(await payment("Rocket", order.trxID)).toMatchObject({ state: "matched" });
  });
});

describe("a booking and a cancel cannot cross", () => {
  it("refuses to move an order while its booking is under way, with 409 and the reason", async () => {
    const shopper = await newShopper();
    const order = await confirmedCod(shopper);
    await db.update(orders).set({ bookingStartedAt: new Date() }).where(eq(orders.id, order._id));
    const cancel = await request(`/api/orders/${order._id}`, { method: "DELETE", jar: admin });
    expect(cancel.status).toBe(409);
    expect(((await cancel.json()) as { error: string }).error).toBe(shopCopy.orders.bookingInProgress);
    expect((await move(order._id, { status: "cancelled" })).status).toBe(409);
    expect((await orderOf(order._id)).status).toBe("confirmed");
    // A booking that never finished (its Worker died) stops holding the order after 5 minutes.
    await db
      .update(orders)
      .set({ bookingStartedAt: new Date(Date.now() - 6 * MINUTE) })
      .where(eq(orders.id, order._id));
    expect((await request(`/api/orders/${order._id}`, { method: "DELETE", jar: admin })).status).toBe(200);
  });

  it("lets exactly one of a booking and a concurrent cancel land, and never books a cancelled order", async () => {
    const steadfastUrl = inject("steadfastUrl");
    for (let round = 0; round < 4; round += 1) {
      const order = await confirmedCod(await newShopper());
      const [bookingAnswer, cancel] = await Promise.all([
        request("/api/orders/book", {
          method: "POST",
          jar: admin,
          headers: { Origin: ORIGIN },
          json: { courier: "steadfast", orderIds: [order._id] },
        }),
        request(`/api/orders/${order._id}`, { method: "DELETE", jar: admin }),
      ]);
      const { results } = (await bookingAnswer.json()) as { results: { ok: boolean; reason?: string }[] };
      const now = await orderOf(order._id);
      const sent = ((await (await fetch(`${steadfastUrl}/api/v1/__sent`)).json()) as { invoice: string }[]).filter(
        (parcel) => parcel.invoice === order._id,
      );
      if (now.status === "cancelled") {
        expect(cancel.status).toBe(200);
        expect(results[0]!.ok).toBe(false);
        expect(sent).toHaveLength(0);
      } else {
        expect(now.status).toBe("shipped");
        expect(cancel.status).toBe(409);
        expect(sent).toHaveLength(1);
      }
    }
  });

  it("records a delivered callback for an order that is not shipped, keeps its cash and tells the merchant", async () => {
    const shopper = await newShopper();
    const order = await confirmedCod(shopper);
    const consignment = await booked(order);
    // The courier cancels, then (newer) says it delivered after all.
    await webhook({ consignment_id: consignment, status: "cancelled", updated_at: "2026-12-01 10:00:00" });
    expect((await orderOf(order._id)).status).toBe("returned");
    const response = await webhook({
      consignment_id: consignment,
      status: "delivered",
      cod_amount: order.collectOnDelivery,
      updated_at: "2026-12-01 12:00:00",
    });
    expect(response.status).toBe(200);
    const after = await orderOf(order._id);
    expect(after).toMatchObject({
      status: "returned",
      courierConflict: "delivered",
      cashCollected: order.collectOnDelivery,
    });
    expect(await merchantMessages(order._id, "courier-issue")).not.toHaveLength(0);
  });
});

describe("the courier's cash checked", () => {
  it("flags a delivery short of its cash, lists it under ?cashIssue=1 and tells the merchant", async () => {
    const shopper = await newShopper();
    const order = await confirmedCod(shopper);
    const consignment = await booked(order);
    await webhook({
      consignment_id: consignment,
      status: "delivered",
      cod_amount: 1,
      updated_at: "2026-12-02 10:00:00",
    });
    const after = await orderOf(order._id);
    expect(after).toMatchObject({
      status: "delivered",
      cashCollected: 1,
      cashIssue: "short",
      cashDifferenceTaka: 1 - order.collectOnDelivery,
    });
    expect(after.cashDifference).toBeLessThan(0);
    const listed = (await (await request("/api/orders?cashIssue=1&pageSize=100", { jar: admin })).json()) as {
      items: ApiOrder[];
    };
    expect(listed.items.map((each) => each._id)).toContain(order._id);
    expect(listed.items.every((each) => each.cashIssue !== null)).toBe(true);
    expect(await merchantMessages(order._id, "courier-issue")).not.toHaveLength(0);
    expect((await request("/api/orders?cashIssue=maybe", { jar: admin })).status).toBe(400);
  });

  it("flags an excess, and applies updates in the courier's time order: an older one never overwrites a newer", async () => {
    const shopper = await newShopper();
    const order = await confirmedCod(shopper, [{ id: regular.id, qty: 2 }]);
    const consignment = await booked(order);
    const half = Math.floor(order.collectOnDelivery / 2);
    await webhook({
      consignment_id: consignment,
      status: "partial_delivered",
      cod_amount: half,
      updated_at: "2026-12-03 12:00:00",
    });
    await webhook({
      consignment_id: consignment,
      status: "partial_delivered",
      cod_amount: 10,
      updated_at: "2026-12-03 09:00:00",
    });
    expect(await orderOf(order._id)).toMatchObject({
      status: "delivered",
      deliveryIssue: "partial",
      cashCollected: half,
      cashIssue: null,
    });

    const more = await confirmedCod(shopper);
    const other = await booked(more);
    await webhook({
      consignment_id: other,
      status: "delivered",
      cod_amount: more.collectOnDelivery + 100,
      updated_at: "2026-12-03 10:00:00",
    });
    expect(await orderOf(more._id)).toMatchObject({ cashIssue: "excess", cashDifferenceTaka: 100 });
  });

  it("records which units of a partial delivery came back and restocks them once, even recorded twice at once", async () => {
    const shopper = await newShopper();
    const order = await confirmedCod(shopper, [{ id: regular.id, qty: 3 }]);
    expect((await returnedUnits(order._id, [{ product_id: regular.id, quantity: 1 }])).status).toBe(409);
    const consignment = await booked(order);
    await webhook({ consignment_id: consignment, status: "partial_delivered", cod_amount: 100 });
    const stock = await stockOf(regular.id);

    const [a, b] = await Promise.all([
      returnedUnits(order._id, [{ product_id: String(regular.id), quantity: 2 }]),
      returnedUnits(order._id, [{ product_id: String(regular.id), quantity: 2 }]),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const restocked = [a, b].map(async (answer) => ((await answer.json()) as { restocked: number }).restocked);
    expect((await Promise.all(restocked)).sort()).toEqual([0, 2]);
    expect(await stockOf(regular.id)).toBe(stock + 2);
    expect((await orderOf(order._id)).orderProduct[0]!.returned).toBe(2);

    // The same units again restock nothing; one more unit restocks one.
    await returnedUnits(order._id, [{ product_id: regular.id, quantity: 2 }]);
    expect(await stockOf(regular.id)).toBe(stock + 2);
    await returnedUnits(order._id, [{ product_id: regular.id, quantity: 3 }]);
    expect(await stockOf(regular.id)).toBe(stock + 3);
    // More than the order had is 400; nobody but an admin records.
    expect((await returnedUnits(order._id, [{ product_id: regular.id, quantity: 4 }])).status).toBe(400);
    expect((await returnedUnits(order._id, [{ product_id: 999_999, quantity: 1 }])).status).toBe(400);
    expect((await returnedUnits(order._id, [])).status).toBe(400);
    expect((await returnedUnits(order._id, [{ product_id: regular.id, quantity: 1 }], shopper)).status).toBe(403);
    expect((await returnedUnits(order._id, [{ product_id: regular.id, quantity: 1 }], null)).status).toBe(401);
    expect((await returnedUnits("nosuchorder", [{ product_id: regular.id, quantity: 1 }])).status).toBe(404);
    expect(await stockOf(regular.id)).toBe(stock + 3);
  });
});

describe("every taka received accounted for", () => {
  it("owes back a payment no order took within ORDER_PAYMENT_HOURS", async () => {
    const trx = bkashTrxId("UN");
    await postSms({ text: receivedSms(50_000, trx, PAYER) });
    expect(await payment("bKash", trx)).toMatchObject({ state: "unmatched", refundDue: null });
    await agePayment("bKash", trx, 24 * HOUR + MINUTE);
    expect(await payment("bKash", trx)).toMatchObject({ refundDue: { currency: "BDT", amount: 500 } });
    expect((await refundsDue()).some((each) => each.trxID === trx)).toBe(true);
    // The cron's own clock finds them too.
    const later = bkashTrxId("UC");
    await postSms({ text: receivedSms(20_000, later, PAYER) });
    await runCron(Date.now() + 25 * HOUR);
    expect(await payment("bKash", later)).toMatchObject({ refundDue: { currency: "BDT", amount: 200 } });
  });

  it("attaches a received payment to an order as if its TrxID had been typed, with the same checks", async () => {
    const shopper = await newShopper();
    const order = await placed(shopper, [{ id: regular.id }]);
    const trx = bkashTrxId("AT");
    await postSms({ text: receivedSms(paisaOf(order), trx, PAYER) });
    expect((await attach("bKash", trx, order._id, shopper)).status).toBe(403);
    expect((await attach("bKash", trx, order._id, null)).status).toBe(401);
    expect((await attach("bKash", "NOSUCHTRX9", order._id)).status).toBe(404);
    expect((await attach("bKash", trx, "NOSUCHORDER")).status).toBe(404);
    expect((await attach("Upay", trx, order._id)).status).toBe(400);

    const response = await attach("bkash", trx, order.reference);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { payment: ApiPayment; order: ApiOrder };
    expect(answer.payment).toMatchObject({ state: "matched", orderId: order._id, refundDue: null });
    expect(answer.order).toMatchObject({ status: "confirmed", trxID: trx });
    expect(answer.order.events!.at(-1)!.note).toContain(serverCopy.notes.attached("mina.money@example.com"));
    // Taken now: it attaches to no other order.
    const other = await placed(shopper, [{ id: regular.id }]);
    expect((await attach("bKash", trx, other._id)).status).toBe(409);

    // The same checks: a payment short of the order's amount is a mismatch, and the order keeps waiting.
    const short = bkashTrxId("AS");
    await postSms({ text: receivedSms(paisaOf(other) - 5_000, short, PAYER) });
    const mismatch = (await (await attach("bKash", short, other._id)).json()) as { payment: ApiPayment };
    expect(mismatch.payment).toMatchObject({ state: "mismatch", reason: "short" });
    expect((await orderOf(other._id)).status).toBe("pending");
    // Cash on delivery with nothing paid first has nothing to attach to.
    const cash = await placed(shopper, [{ id: regular.id }], cod);
    const spare = bkashTrxId("AC");
    await postSms({ text: receivedSms(10_000, spare, PAYER) });
    expect((await attach("bKash", spare, cash._id)).status).toBe(409);
  });

  it("matches a payment and confirms its order once, however many copies of its SMS arrive at once", async () => {
    const shopper = await newShopper();
    const order = await placed(shopper, [{ id: regular.id }]);
    const text = receivedSms(paisaOf(order), order.trxID, PAYER);
    await Promise.all(Array.from({ length: 5 }, () => postSms({ text })));
    const after = await orderOf(order._id);
    expect(after.status).toBe("confirmed");
    expect(after.events!.filter((event) => event.status === "confirmed")).toHaveLength(1);
    const [stored] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.wallet, "bKash"), eq(payments.trxId, order.trxID)));
    expect(stored).toMatchObject({ state: "matched", orderId: order._id });
  });
});

describe("couriers named from a list", () => {
  it("refuses a courier outside the list as that row's error; the sheet's other rows ship", async () => {
    const shopper = await newShopper();
    const odd = await confirmedCod(shopper);
    const fine = await confirmedCod(shopper);
    const response = await request("/api/orders/shipments", {
      method: "POST",
      jar: admin,
      headers: { Origin: ORIGIN },
      json: {
        rows: [
          { orderId: odd._id, courier: "Call 01999999999 for a prize", trackingNumber: "TRK-1" },
          { orderId: fine._id, courier: "pathao", trackingNumber: "TRK-2" },
        ],
      },
    });
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as { results: { orderId: string; ok: boolean; error?: string }[] };
    expect(results).toEqual([
      { orderId: odd._id, ok: false, error: shopCopy.orders.validation.courier },
      { orderId: fine._id, ok: true },
    ]);
    expect((await orderOf(odd._id)).status).toBe("confirmed");
    expect(await orderOf(fine._id)).toMatchObject({ status: "shipped", courier: "Pathao" });

    const csv = await request("/api/orders/shipments", {
      method: "POST",
      jar: admin,
      headers: { Origin: ORIGIN, "Content-Type": "text/csv" },
      body: `Invoice,Courier,Tracking\n${odd._id},Not A Courier,TRK-3\n`,
    });
    expect(((await csv.json()) as { results: { ok: boolean }[] }).results[0]!.ok).toBe(false);
    expect((await move(odd._id, { status: "shipped", courier: "Not A Courier", trackingNumber: "T" })).status).toBe(
      400,
    );
    expect((await orderOf(odd._id)).status).toBe("confirmed");
  });
});

describe("the screens' forms work as plain posts", () => {
  it("records returned units from the order page and attaches a payment from Manage Order", async () => {
    const shopper = await newShopper();
    const order = await confirmedCod(shopper, [{ id: regular.id, qty: 2 }]);
    const consignment = await booked(order);
    await webhook({ consignment_id: consignment, status: "partial_delivered", cod_amount: 50 });
    const stock = await stockOf(regular.id);
    const form = new URLSearchParams({
      intent: "returned-units",
      [`returned.${regular.id}.`]: "1",
    });
    const posted = await request(`/dashboard/order/${order._id}`, {
      method: "POST",
      jar: admin,
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    expect(posted.status).toBeLessThan(400);
    expect(await stockOf(regular.id)).toBe(stock + 1);
    const page = await (await request(`/dashboard/order/${order._id}`, { jar: admin })).text();
    expect(page).toContain(orderScreensCopy.money.returned.heading);
    // A shopper's post of the same form changes nothing.
    const denied = await request(`/dashboard/order/${order._id}`, {
      method: "POST",
      jar: shopper,
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "returned-units", [`returned.${regular.id}.`]: "2" }).toString(),
    });
    expect(denied.status).toBeGreaterThanOrEqual(400);
    expect(await stockOf(regular.id)).toBe(stock + 1);

    const waiting = await placed(shopper, [{ id: regular.id }]);
    const trx = bkashTrxId("AF");
    await postSms({ text: receivedSms(paisaOf(waiting), trx, PAYER) });
    const attached = await request("/dashboard/manageorder?status=refunds", {
      method: "POST",
      jar: admin,
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "attach",
        wallet: "bKash",
        trxId: trx,
        orderId: waiting.reference,
      }).toString(),
    });
    expect(attached.status).toBeLessThan(400);
    expect((await orderOf(waiting._id)).status).toBe("confirmed");
    const tab = await (await request("/dashboard/manageorder?status=cash", { jar: admin })).text();
    expect(tab).toContain(orderScreensCopy.queue.tabs.cash);
  });
});
