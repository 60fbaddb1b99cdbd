import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { flashSaleProducts, orders, payments, products } from "@db/schema.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { checkoutCopy } from "~/i18n/checkout.ts";
import { serverCopy } from "~/i18n/server.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { createDatabase } from "~/domain/database.ts";
import { flashOfferCount, setFlashSaleWindow } from "~/domain/flash-sale/flash-sale.server.ts";
import { dueOrders, expireOrder } from "~/domain/orders/expiry.server.ts";
import { signSms } from "~/server/sms-signature.ts";
import type { ApiOrder, ApiPayment } from "~/server/order-api.ts";
import { readConfig } from "~/server/config.ts";
import { orderDepsOf } from "~/server/context.ts";
import {
  ageOrder,
  type CookieJar,
  postSms,
  receivedSms,
  registerAccount,
  request,
  runCron,
  seedDemoShop,
  setFlashStock,
  SMS_SECRET,
  DHAKA_ADDRESS,
  bkashTrxId,
  db,
  registerAdmin,
} from "./helpers.ts";

/**
 * Issue 21 (decision 021): orders nobody can game. The limits an account cannot pass even in parallel, unpaid
 * flash orders that give their units back, payments never lost to the clock or to a failed match, SMS that must
 * come from the wallet and money that must come from the payer, and the refunds the merchant owes. Real Worker,
 * D1 and Durable Object, the shop's default limits (wrangler.toml).
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const gate = () => env.FLASH_SALE.get(env.FLASH_SALE.idFromName("global"));
const PAYER = "01812345678";
let counter = 0;
let offers: { productId: number; name: string }[];
/** A product without a flash offer and with plenty of stock, for regular orders. */
let regularId: number;

function unique(prefix: string) {
  counter += 1;
  return `${prefix}${String(counter).padStart(4, "0")}${Math.floor(Math.random() * 1e5)}`;
}

/** A fresh account, so each test starts with no orders. */
async function newShopper() {
  const name = unique("shopper");
  return registerAccount("Rahim Uddin", `${name}@example.com`, "Rahim#2026");
}

type Line = { id: number; qty?: number; type?: "regular" | "flashsell" };

function orderBody(lines: Line[], extra: Record<string, unknown> = {}) {
  return {
    name: "Rahim Uddin",
    mobile: "01712345678",
    bkashNum: PAYER,
    trxID: bkashTrxId("TX"),
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

async function orderOf(id: string) {
  const response = await request(`/api/orders/${id}`, { jar: admin });
  expect(response.status).toBe(200);
  return (await response.json()) as ApiOrder;
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

const setStock = (productId: number, stock: number) => setFlashStock(admin, productId, stock);

/** The payment for `order` stored as the webhook stores it, not matched yet (a first match that failed, or is next). */
async function storeUnmatchedPayment(order: ApiOrder) {
  await db.insert(payments).values({
    wallet: "bKash",
    trxId: order.trxID,
    amountPaisa: paisaOf(order),
    sender: PAYER,
    receivedAt: new Date(),
    message: receivedSms(paisaOf(order), order.trxID),
  });
}

function nextOffer() {
  const offer = offers.shift();
  if (!offer) throw new Error("the seed has no flash offer left for this test");
  return offer;
}

const paisaOf = (order: ApiOrder) => Math.round(order.amountDue.amount * 100);

/** Moves a regular order's payment deadline (24 hours after it was placed) a minute into the past. */
async function pastDeadline(orderId: string) {
  await ageOrder(orderId, 24 * HOUR + MINUTE);
}

async function payment(trxId: string) {
  const response = await request(`/api/payments?pageSize=100`, { jar: admin });
  const { items } = (await response.json()) as { items: ApiPayment[] };
  return items.find((each) => each.trxID === trxId);
}

async function ordersOfAccount(email: string) {
  const [row] = await db.select({ count: count() }).from(orders).where(eq(orders.email, email));
  return row!.count;
}

await seedDemoShop();
const admin = await registerAdmin("Gita Admin", "gita.integrity@example.com", "Gita#Integrity26");

beforeAll(async () => {
  await setFlashSaleWindow(env, { startsAt: Date.now() - HOUR, endsAt: Date.now() + 10 * HOUR }, "test");
  offers = await db
    .select({ productId: flashSaleProducts.productId, name: products.name })
    .from(flashSaleProducts)
    .innerJoin(products, eq(products.id, flashSaleProducts.productId))
    .orderBy(flashSaleProducts.productId);
  const [regular] = await db
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.id} NOT IN (SELECT product_id FROM flash_sale_products)`)
    .orderBy(products.id)
    .limit(1);
  regularId = regular!.id;
  await db.update(products).set({ stock: 10_000 }).where(eq(products.id, regularId));
});

describe("orders waiting for payment (MAX_PENDING_ORDERS, 5)", () => {
  it("refuses the sixth with 429 naming the limit and what to do, writes nothing, and a cancel makes room", async () => {
    const shopper = await newShopper();
    const first = await placed(shopper, [{ id: regularId }]);
    for (let index = 1; index < 5; index += 1) await placed(shopper, [{ id: regularId }]);
    const stock = await stockOf(regularId);
    const refused = await place(shopper, [{ id: regularId }]);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(serverCopy.limits.pendingOrders(5));
    expect(refused.body.error).toContain("My Order");
    expect(await stockOf(regularId)).toBe(stock);
    expect(await ordersOfAccount(first.email)).toBe(5);

    expect((await request(`/api/orders/${first._id}`, { method: "DELETE", jar: shopper })).status).toBe(200);
    await placed(shopper, [{ id: regularId }]);
    // A paid (confirmed) order no longer waits: it makes room too.
    const waiting = (await (await request("/api/orders?status=pending", { jar: shopper })).json()) as {
      items: ApiOrder[];
    };
    expect(waiting.items).toHaveLength(5);
    const paid = waiting.items[0]!;
    expect((await postSms({ text: receivedSms(paisaOf(paid), paid.trxID) })).status).toBe(200);
    await placed(shopper, [{ id: regularId }]);
    expect((await place(shopper, [{ id: regularId }])).status).toBe(429);
  });

  it("holds under parallel submits: of 12 orders sent at once, exactly 5 are placed", async () => {
    const shopper = await newShopper();
    const stock = await stockOf(regularId);
    const results = await Promise.all(Array.from({ length: 12 }, () => place(shopper, [{ id: regularId }])));
    expect(results.filter((result) => result.status === 201)).toHaveLength(5);
    expect(results.filter((result) => result.status === 429)).toHaveLength(7);
    expect(await stockOf(regularId)).toBe(stock - 5);
  });
});

describe("flash-sale units per shopper (FLASH_LIMIT_PER_SHOPPER, 2)", () => {
  it("sells a shopper 2 units, refuses a third with 409 naming the limit, and gives room back on a cancel", async () => {
    const offer = nextOffer();
    await setStock(offer.productId, 20);
    const shopper = await newShopper();
    const pair = await placed(shopper, [{ id: offer.productId, qty: 2, type: "flashsell" }]);
    const third = await place(shopper, [{ id: offer.productId, type: "flashsell" }]);
    expect(third.status).toBe(409);
    expect(third.body.error).toBe(serverCopy.limits.flashUnits(offer.name, 2));
    expect(await flashStockOf(offer.productId)).toBe(18);
    // Once the gate has settled its holds against D1, D1 decides alone, the same way.
    expect(await runDurableObjectAlarm(gate())).toBe(true);
    const again = await place(shopper, [{ id: offer.productId, type: "flashsell" }]);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(serverCopy.limits.flashUnits(offer.name, 2));
    expect(await flashOfferCount(env, offer.productId)).toMatchObject({ available: 18 });
    // At the regular price it sells.
    await placed(shopper, [{ id: offer.productId }]);
    // Another shopper has a limit of their own.
    await placed(await newShopper(), [{ id: offer.productId, qty: 2, type: "flashsell" }]);

    expect((await request(`/api/orders/${pair._id}`, { method: "DELETE", jar: shopper })).status).toBe(200);
    await placed(shopper, [{ id: offer.productId, qty: 2, type: "flashsell" }]);
  });

  it("holds under parallel submits from one account: of 6 one-unit orders at once, 2 are placed", async () => {
    const offer = nextOffer();
    await setStock(offer.productId, 20);
    const shopper = await newShopper();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => place(shopper, [{ id: offer.productId, type: "flashsell" }])),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(2);
    const refused = results.filter((result) => result.status === 409);
    expect(refused).toHaveLength(4);
    for (const { body } of refused) expect(body.error).toBe(serverCopy.limits.flashUnits(offer.name, 2));
    expect(await flashStockOf(offer.productId)).toBe(18);
    // The refused orders held nothing: every other unit is still there for other shoppers.
    expect(await flashOfferCount(env, offer.productId)).toMatchObject({ available: 18 });
  });
});

describe("an unpaid flash-sale order", () => {
  it("holds its units FLASH_PAYMENT_MINUTES (15): the cron then cancels it, stock and flash stock back", async () => {
    const offer = nextOffer();
    await setStock(offer.productId, 5);
    const shopper = await newShopper();
    const flash = await placed(shopper, [{ id: offer.productId, type: "flashsell" }]);
    const regular = await placed(shopper, [{ id: regularId }]);
    const placedAt = Date.parse(flash.createdAt);
    expect(Date.parse(flash.paymentDueAt!) - placedAt).toBe(15 * MINUTE);
    expect(Date.parse(regular.paymentDueAt!) - Date.parse(regular.createdAt)).toBe(24 * HOUR);
    expect(await flashStockOf(offer.productId)).toBe(4);

    await runCron(placedAt + 14 * MINUTE);
    expect((await orderOf(flash._id)).status).toBe("pending");
    await runCron(placedAt + 16 * MINUTE);
    const expired = await orderOf(flash._id);
    expect(expired.status).toBe("cancelled");
    expect(expired.events!.at(-1)).toMatchObject({
      status: "cancelled",
      by: "system",
      note: "Not paid within 15 minutes: cancelled and stock restored.",
    });
    expect(await flashStockOf(offer.productId)).toBe(5);
    expect(await stockOf(offer.productId)).toBe(5);
    expect(await flashOfferCount(env, offer.productId)).toMatchObject({ available: 5 });
    expect((await orderOf(regular._id)).status).toBe("pending");
  });

  it("tells the shopper by when to pay on the confirmation page", async () => {
    const offer = nextOffer();
    await setStock(offer.productId, 5);
    const shopper = await newShopper();
    const order = await placed(shopper, [{ id: offer.productId, type: "flashsell" }]);
    const page = await request(`/confirmorder/${order._id}`, { jar: shopper });
    const { formatOrderTime } = await import("~/components/orders/OrderTime.tsx");
    const html = await page.text();
    expect(html).toContain(checkoutCopy.checkoutPage.next.deadline(formatOrderTime(order.paymentDueAt!, "UTC")));
  });
});

describe("payments are never lost to the clock", () => {
  it("a payment stored after the cron chose the order stops the cancel in its batch; the cron then confirms it", async () => {
    const shopper = await newShopper();
    const order = await placed(shopper, [{ id: regularId, qty: 2 }]);
    await pastDeadline(order._id);
    const stock = await stockOf(regularId);
    const [due] = (await dueOrders(db, new Date())).filter((each) => each.id === order._id);
    expect(due).toBeDefined();
    // The payment lands between the cron's choice and its cancel (stored; not matched yet).
    await storeUnmatchedPayment(order);
    const result = await expireOrder(db, orderDepsOf(env, readConfig(env)), due!, "expired", new Date());
    expect(result.ok).toBe(false);
    expect((await orderOf(order._id)).status).toBe("pending");
    expect(await stockOf(regularId)).toBe(stock);
    await runCron(Date.now());
    expect((await orderOf(order._id)).status).toBe("confirmed");
    expect((await payment(order.trxID))?.state).toBe("matched");
  });

  it("a payment that arrives after the cancel brings the order back while its stock is there", async () => {
    const shopper = await newShopper();
    const order = await placed(shopper, [{ id: regularId, qty: 2 }]);
    await pastDeadline(order._id);
    await runCron(Date.now());
    expect((await orderOf(order._id)).status).toBe("cancelled");
    const stock = await stockOf(regularId);

    const response = await postSms({ text: receivedSms(paisaOf(order), order.trxID) });
    expect((await response.json()) as ApiPayment).toMatchObject({ state: "matched", refundDue: null, reason: null });
    const back = await orderOf(order._id);
    expect(back.status).toBe("confirmed");
    expect(back.events!.map((event) => [event.status, event.by])).toEqual([
      ["pending", "shopper"],
      ["cancelled", "system"],
      ["confirmed", "system"],
    ]);
    expect(back.events!.at(-1)!.note).toContain(order.trxID);
    expect(await stockOf(regularId)).toBe(stock - 2);
  });

  it("a payment that arrives after the cancel is owed back when the stock has gone", async () => {
    const offer = nextOffer();
    await setStock(offer.productId, 1);
    const shopper = await newShopper();
    const order = await placed(shopper, [{ id: offer.productId, type: "flashsell" }]);
    await runCron(Date.parse(order.paymentDueAt!) + MINUTE);
    expect((await orderOf(order._id)).status).toBe("cancelled");
    await placed(await newShopper(), [{ id: offer.productId, type: "flashsell" }]);

    const response = await postSms({ text: receivedSms(paisaOf(order), order.trxID) });
    expect((await response.json()) as ApiPayment).toMatchObject({
      state: "mismatch",
      reason: "order-closed",
      refundDue: { currency: "BDT", amount: order.amountDue.amount },
    });
    expect((await orderOf(order._id)).status).toBe("cancelled");
    expect(await stockOf(offer.productId)).toBe(0);
  });

  it("a payment that falls short does not hold the stock past the deadline: the order expires, the money is owed back", async () => {
    const shopper = await newShopper();
    const order = await placed(shopper, [{ id: regularId }]);
    await postSms({ text: receivedSms(100, order.trxID) });
    expect(await payment(order.trxID)).toMatchObject({ state: "mismatch", reason: "short" });
    await pastDeadline(order._id);
    await runCron(Date.now());
    expect((await orderOf(order._id)).status).toBe("cancelled");
    expect(await payment(order.trxID)).toMatchObject({ refundDue: { currency: "BDT", amount: 1 } });
  });

  it("a payment that covers the order from another number keeps it for the admin past the deadline", async () => {
    const shopper = await newShopper();
    const order = await placed(shopper, [{ id: regularId }]);
    await postSms({ text: receivedSms(paisaOf(order), order.trxID, "01999888777") });
    await pastDeadline(order._id);
    await runCron(Date.now());
    expect((await orderOf(order._id)).status).toBe("pending");
  });
});

describe("a payment whose first match failed", () => {
  it("is matched when the forwarder sends the SMS again", async () => {
    const shopper = await newShopper();
    const order = await placed(shopper, [{ id: regularId }]);
    // Stored, and then the match failed (a passing D1 error): the payment waits unmatched.
    await storeUnmatchedPayment(order);
    const retried = await postSms({ text: receivedSms(paisaOf(order), order.trxID) });
    expect(retried.status).toBe(200);
    expect((await retried.json()) as ApiPayment).toMatchObject({ state: "matched", orderId: order._id });
    expect((await orderOf(order._id)).status).toBe("confirmed");
  });

  it("is matched by the next cron run", async () => {
    const shopper = await newShopper();
    const order = await placed(shopper, [{ id: regularId }]);
    await storeUnmatchedPayment(order);
    await runCron(Date.now());
    expect((await orderOf(order._id)).status).toBe("confirmed");
  });
});

describe("the SMS must come from the wallet, the money from the payer", () => {
  it("refuses a body without `from`, or from any other originator, with 422, storing nothing", async () => {
    const [before] = await db.select({ count: count() }).from(payments);
    for (const from of [undefined, "", "NAGAD", "16216", "01712345678", "bKash Offers"]) {
      const response = await postSms({ from, text: receivedSms(10_000, unique("FROM").toUpperCase()) });
      expect(response.status, String(from)).toBe(422);
      expect(((await response.json()) as { error: string }).error).toBe(dashboardCopy.payments.badOriginator);
    }
    // `from` is part of the signed body: changing it breaks the signature.
    const body = { from: "bKash", text: receivedSms(10_000, unique("SIGN").toUpperCase()) };
    const signed = await signSms(JSON.stringify(body), SMS_SECRET);
    expect((await postSms({ ...body, from: "bkash " }, signed)).status).toBe(401);
    const [after] = await db.select({ count: count() }).from(payments);
    expect(after!.count).toBe(before!.count);
    // The phone's spelling is not case-sensitive.
    expect((await postSms({ from: " BKASH", text: receivedSms(10_000, unique("CASE").toUpperCase()) })).status).toBe(
      200,
    );
  });

  it("records money from another number than the order's as a mismatch, not a confirmation", async () => {
    const shopper = await newShopper();
    const order = await placed(shopper, [{ id: regularId }]);
    const response = await postSms({ text: receivedSms(paisaOf(order), order.trxID, "01999888777") });
    expect((await response.json()) as ApiPayment).toMatchObject({
      state: "mismatch",
      reason: "other-sender",
      orderId: order._id,
      shortfall: null,
    });
    expect((await orderOf(order._id)).status).toBe("pending");
  });

  it("lets the amount and TrxID decide when the SMS hides the payer's number (a business account)", async () => {
    const shopper = await newShopper();
    const order = await placed(shopper, [{ id: regularId }]);
    const text = `You have received Tk ${(paisaOf(order) / 100).toFixed(2)} from OnnorokomWeb. Balance Tk 7,275.50. TrxID ${order.trxID} at 31/12/2024 09:05`;
    expect((await (await postSms({ text })).json()) as ApiPayment).toMatchObject({ state: "matched" });
    expect((await orderOf(order._id)).status).toBe("confirmed");
  });
});

describe("the amount the shopper saw (expectedAmountDue)", () => {
  it("refuses an order whose taka amount due differs from the quote's, writing nothing", async () => {
    const shopper = await newShopper();
    const orderProduct = [{ product_id: String(regularId), product_qty: 1 }];
    // Quoted to where the order goes, so the delivery charge is in both.
    const address = { districtId: DHAKA_ADDRESS.districtId, areaId: DHAKA_ADDRESS.areaId };
    const quote = (await (
      await request("/api/cart/quote", { method: "POST", json: { orderProduct, address } })
    ).json()) as {
      amountDuePaisa: number;
      totalCents: number;
    };
    const stock = await stockOf(regularId);
    const stale = await place(shopper, [{ id: regularId }], {
      expectedTotal: quote.totalCents,
      expectedAmountDue: quote.amountDuePaisa + 100,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(shopCopy.checkout.errors.priceChanged);
    expect(await stockOf(regularId)).toBe(stock);
    expect((await place(shopper, [{ id: regularId }], { expectedAmountDue: "much" })).status).toBe(400);
    const fresh = await place(shopper, [{ id: regularId }], {
      expectedTotal: quote.totalCents,
      expectedAmountDue: quote.amountDuePaisa,
    });
    expect(fresh.status).toBe(201);
    expect(paisaOf(fresh.body)).toBe(quote.amountDuePaisa);
    expect(await ordersOfAccount(fresh.body.email)).toBe(1);
  });
});

describe("refunds owed", () => {
  async function refundsDue() {
    const response = await request("/api/payments?refundDue=1&pageSize=100", { jar: admin });
    expect(response.status).toBe(200);
    return ((await response.json()) as { items: ApiPayment[] }).items;
  }

  /** Records a refund as `jar` (the admin unless told; null: anonymous). */
  function refund(trxId: string, refundTrxID: unknown, jar: CookieJar | null = admin) {
    return request(`/api/payments/${trxId}/refund`, { method: "POST", jar: jar ?? undefined, json: { refundTrxID } });
  }

  it("owes an overpayment's excess, lists it, and clears it when the refund is recorded", async () => {
    const shopper = await newShopper();
    const order = await placed(shopper, [{ id: regularId }]);
    await postSms({ text: receivedSms(paisaOf(order) + 50_000, order.trxID) });
    expect((await orderOf(order._id)).status).toBe("confirmed");
    const owed = (await refundsDue()).find((each) => each.trxID === order.trxID);
    expect(owed).toMatchObject({ state: "matched", refundDue: { currency: "BDT", amount: 500 }, refunded: null });

    const recorded = await refund(order.trxID, " rf1234abcd ");
    expect(recorded.status).toBe(200);
    expect((await recorded.json()) as ApiPayment).toMatchObject({
      refundDue: null,
      refunded: { currency: "BDT", amount: 500 },
    });
    expect((await refundsDue()).some((each) => each.trxID === order.trxID)).toBe(false);
    const twice = await refund(order.trxID, "RF9999ABCD");
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { error: string }).error).toBe(dashboardCopy.payments.nothingDue);
  });

  it("owes the whole payment of a paid order that is cancelled later, then what is left after an earlier refund", async () => {
    const shopper = await newShopper();
    const order = await placed(shopper, [{ id: regularId }]);
    await postSms({ text: receivedSms(paisaOf(order) + 10_000, order.trxID) });
    expect((await refund(order.trxID, "RFPART0001")).status).toBe(200);
    expect((await request(`/api/orders/${order._id}`, { method: "DELETE", jar: admin })).status).toBe(200);
    const owed = (await refundsDue()).find((each) => each.trxID === order.trxID);
    expect(owed?.refundDue).toEqual({ currency: "BDT", amount: order.amountDue.amount });
    // A refund TrxID is recorded once.
    const reused = await refund(order.trxID, "RFPART0001");
    expect(reused.status).toBe(409);
    expect(((await reused.json()) as { error: string }).error).toBe(dashboardCopy.payments.refundTrxIdUsed);
    expect((await refund(order.trxID, "RFREST0002")).status).toBe(200);
    expect((await payment(order.trxID))?.refundDue).toBeNull();
  });

  it("is for admins: anonymous 401, a shopper 403, an unknown payment 404, a bad refund TrxID 400", async () => {
    const shopper = await newShopper();
    const order = await placed(shopper, [{ id: regularId }]);
    await postSms({ text: receivedSms(paisaOf(order) + 100, order.trxID) });
    expect((await refund(order.trxID, "RFROLE0001", null)).status).toBe(401);
    expect((await refund(order.trxID, "RFROLE0001", shopper)).status).toBe(403);
    expect((await request("/api/payments?refundDue=1", { jar: shopper })).status).toBe(403);
    expect((await refund("NOSUCHTRX1", "RFROLE0001")).status).toBe(404);
    for (const bad of ["", "RF-1", "x".repeat(21), 42, null]) expect((await refund(order.trxID, bad)).status).toBe(400);
    expect((await request("/api/payments?refundDue=maybe", { jar: admin })).status).toBe(400);
    expect((await request(`/api/payments/${order.trxID}/refund`, { jar: admin })).status).toBe(405);
    expect(await payment(order.trxID)).toMatchObject({ refundDue: { currency: "BDT", amount: 1 } });
  });
});

describe("the legacy guard", () => {
  it("never picks an order without a deadline", async () => {
    const shopper = await newShopper();
    const order = await placed(shopper, [{ id: regularId }]);
    await db
      .update(orders)
      .set({ paymentDueAt: null, createdAt: new Date(0) })
      .where(eq(orders.id, order._id));
    await runCron(Date.now() + 365 * 24 * HOUR);
    expect((await orderOf(order._id)).status).toBe("pending");
    const [row] = await db
      .select({ count: count() })
      .from(orders)
      .where(and(eq(orders.id, order._id), eq(orders.status, "pending")));
    expect(row!.count).toBe(1);
  });
});

describe("orders placed before order statuses, on a database that ran migration 0004 before its fix", () => {
  it("are given no deadline and their note by 0010, while orders placed since keep the cron's 24 hours", async () => {
    const migrations = env.TEST_MIGRATIONS;
    const lifecycle = migrations.findIndex((migration) => migration.name.startsWith("0004"));
    const repair = migrations.findIndex((migration) => migration.name.startsWith("0010"));
    expect(lifecycle).toBeGreaterThan(0);
    expect(repair).toBeGreaterThan(lifecycle);
    const legacy = env.MIGRATION_DB;
    const { applyD1Migrations } = await import("cloudflare:test");
    await applyD1Migrations(legacy, migrations.slice(0, lifecycle));
    const order = (id: string, status: string, createdAt: number) =>
      legacy
        .prepare(
          `INSERT INTO orders (id, user_id, email, customer_name, mobile, bkash_number, trx_id, subtotal_cents,
          shipping_cents, total_cents, checkout_key, status, created_at)
         VALUES (?, 1, 'old@example.com', 'Old', '01712345678', '01812345678', ?, 1000, 0, 1000, ?, ?, ?)`,
        )
        .bind(id, `TRX${id}`, `key-${id}`, status, createdAt);
    await legacy.batch([
      legacy.prepare("INSERT INTO users (id, email, display_name) VALUES (1, 'old@example.com', 'Old Shopper')"),
      order("legacy", "placed", 1_700_000_000_000),
    ]);
    await applyD1Migrations(legacy, migrations.slice(0, repair));
    // As 0004 left them before its fix: the legacy order's first event carries no note...
    await legacy.prepare("UPDATE order_events SET note = NULL").run();
    // ...and, before 0010, the old code placed an order after 0004 (an hour after it was applied).
    const applied = (await legacy
      .prepare("SELECT unixepoch(applied_at) * 1000 AS at FROM d1_migrations WHERE name LIKE '0004%'")
      .first<{ at: number }>())!.at;
    await legacy.batch([
      order("since", "pending", applied + HOUR),
      legacy
        .prepare("INSERT INTO order_events (order_id, status, at, by) VALUES ('since', 'pending', ?, 'shopper')")
        .bind(applied + HOUR),
    ]);
    await applyD1Migrations(legacy, migrations);

    const rows = (await legacy.prepare("SELECT id, status, payment_due_at FROM orders ORDER BY id").all()).results;
    expect(rows).toEqual([
      { id: "legacy", status: "pending", payment_due_at: null },
      { id: "since", status: "pending", payment_due_at: applied + HOUR + 24 * HOUR },
    ]);
    const notes = (await legacy.prepare("SELECT order_id, note FROM order_events ORDER BY id").all()).results;
    expect(notes).toEqual([
      { order_id: "legacy", note: "Placed before order statuses existed: the shop checks its payment by hand." },
      { order_id: "since", note: null },
    ]);
    // The cron, run later than both deadlines, cancels the order placed since and leaves the legacy one.
    const { expireUnpaidOrders } = await import("~/domain/orders/expiry.server.ts");
    const cancelled = await expireUnpaidOrders(createDatabase(legacy), orderDepsOf(env, readConfig(env)), {
      now: new Date(applied + 48 * HOUR),
      note: () => "Not paid within 24 hours: cancelled and stock restored.",
    });
    expect(cancelled).toBe(1);
    const after = (await legacy.prepare("SELECT id, status FROM orders ORDER BY id").all()).results;
    expect(after).toEqual([
      { id: "legacy", status: "pending" },
      { id: "since", status: "cancelled" },
    ]);
  });
});
