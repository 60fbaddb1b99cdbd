/**
 * Issue 45, a merchant's first week (decision 042): cash on delivery placed through the payment page's action as the
 * page sends it, one whole-taka figure for an order's cash on every screen, message, invoice and courier booking in
 * a shop pricing in dollars, lines that add up, a payment within a taka of its amount due, returned prepaid orders
 * settled, and the server-made order number found where a merchant looks for it.
 */
import { env } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { notifications, orders, products } from "@db/schema.ts";
import { REFERENCE_PATTERN } from "~/domain/orders/reference.ts";
import type { CartQuote } from "~/domain/orders/types.ts";
import type { ApiOrder, ApiPayment } from "~/server/order-api.ts";
import {
  bkashTrxId,
  db,
  DHAKA_ADDRESS,
  newShopper,
  ORIGIN,
  postSms,
  receivedSms,
  registerAdmin,
  request,
  seedDemoShop,
} from "./helpers.ts";

const steadfastUrl = inject("steadfastUrl");
/** A product with its own shipping (the spec's per-product shipping) and one without. */
let shipped: { id: number; priceCents: number; shippingCents: number };
let plain: { id: number; priceCents: number };
/** Sylhet Sadar: the seed's "Outside Dhaka" zone, ৳130 with the delivery charge first for cash on delivery. */
let sylhet: { districtId: number; areaId: number; line: string };
let counter = 0;

function key() {
  counter += 1;
  return `first-week-${counter}-${crypto.randomUUID().slice(0, 8)}`;
}

/** What the payment step asks the server: the quote for the lines to the address, with the checkout's key. */
async function quoteFor(
  lines: { product_id: string; product_qty: number }[],
  address: { districtId: number; areaId: number },
  checkoutKey: string,
  jar = shopper,
) {
  const response = await request("/api/cart/quote", {
    method: "POST",
    jar,
    json: { orderProduct: lines, address, stored: true, checkoutKey },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as CartQuote & { reference?: string };
}

/** What the page's action answers a fetcher (a turbo-stream of `{ ok, confirmation }` or `{ ok: false, error }`). */
async function placeThroughPage(body: Record<string, unknown>, jar = shopper) {
  const response = await request("/payment/cart.data", {
    method: "POST",
    jar,
    headers: { Origin: ORIGIN },
    json: body,
  });
  const text = await response.text();
  const id = text.match(/\/confirmorder\/([0-9a-f]{24})/)?.[1] ?? null;
  return { status: response.status, text, id };
}

/** What the payment page sends for a way to pay: the order, what it was shown and what the method asks by wallet. */
function pageBody(
  quote: CartQuote,
  lines: { product_id: string; product_qty: number }[],
  address: Record<string, unknown>,
  checkoutKey: string,
  payment: Record<string, unknown>,
) {
  const method = payment.paymentMethod;
  const amountDue = method !== "COD" ? quote.taka.total * 100 : quote.cod?.offered ? quote.cod.advanceTaka * 100 : 0;
  return {
    name: "Karim Ahmed",
    mobile: "01712345678",
    ...payment,
    orderProduct: lines,
    checkoutKey,
    expectedTotal: quote.totalCents,
    expectedAmountDue: amountDue,
    address,
  };
}

async function orderOf(id: string, jar = admin) {
  return (await (await request(`/api/orders/${id}`, { jar })).json()) as ApiOrder & { payment?: ApiPayment | null };
}

function move(id: string, change: Record<string, unknown>) {
  return request(`/api/orders/${id}`, { method: "PATCH", jar: admin, json: change, headers: { Origin: ORIGIN } });
}

/** "৳16,478" as the English pages write whole taka. */
const taka = (amount: number) => `৳${amount.toLocaleString("en-US")}`;

/** The numbers after ৳ in a piece of text, in order. */
const takaFigures = (text: string) =>
  [...text.replace(/<!-- -->/g, "").matchAll(/৳([\d,]+)/g)].map((match) => Number(match[1]!.replaceAll(",", "")));

await seedDemoShop();
const admin = await registerAdmin("Rina Admin", "rina.firstweek@example.com", "Rina#FirstWeek26");
const shopper = await newShopper("Karim Ahmed");

beforeAll(async () => {
  const rows = await db.select().from(products);
  const withShipping = rows.find((row) => row.shippingCents > 0 && row.stock >= 50);
  const withoutShipping = rows.find((row) => row.shippingCents === 0 && row.stock >= 50 && row.priceCents > 1_000);
  if (!withShipping || !withoutShipping) throw new Error("the demo shop needs a product with and one without shipping");
  await db.update(products).set({ stock: 10_000 }).where(eq(products.id, withShipping.id));
  await db.update(products).set({ stock: 10_000 }).where(eq(products.id, withoutShipping.id));
  shipped = withShipping;
  plain = withoutShipping;
  const place = await env.DB.prepare(
    "SELECT d.id AS districtId, a.id AS areaId FROM areas a JOIN districts d ON d.id = a.district_id WHERE d.name = 'Sylhet' AND a.name = 'Sylhet Sadar'",
  ).first<{ districtId: number; areaId: number }>();
  sylhet = { ...place!, line: "Zindabazar, Sylhet" };
});

describe("cash on delivery from the payment page", () => {
  it("places COD with nothing first in Dhaka, as the page sends it", async () => {
    const lines = [{ product_id: String(plain.id), product_qty: 1 }];
    const checkoutKey = key();
    const quote = await quoteFor(lines, DHAKA_ADDRESS, checkoutKey);
    expect(quote.cod).toMatchObject({ offered: true, advanceTaka: 0 });
    const placed = await placeThroughPage(pageBody(quote, lines, DHAKA_ADDRESS, checkoutKey, { paymentMethod: "COD" }));
    expect(placed.text).not.toContain("price changed");
    expect(placed.id, placed.text).not.toBeNull();
    const order = await orderOf(placed.id!);
    expect(order).toMatchObject({ paymentMethod: "COD", status: "pending", amountDue: { amount: 0 } });
    expect(order.collectOnDelivery).toBe(quote.taka.total);
    // The number the payment step showed is the order's.
    expect(order.reference).toBe(quote.reference);
    expect(order.reference).toMatch(REFERENCE_PATTERN);
  });

  it("places COD outside Dhaka with the delivery charge first, in whole taka", async () => {
    const lines = [{ product_id: String(plain.id), product_qty: 2 }];
    const checkoutKey = key();
    const quote = await quoteFor(lines, sylhet, checkoutKey);
    expect(quote.cod).toMatchObject({ offered: true, advanceTaka: 130 });
    const placed = await placeThroughPage(
      pageBody(quote, lines, sylhet, checkoutKey, {
        paymentMethod: "COD",
        advance: { method: "Nagad", number: "01634358056", trxID: bkashTrxId("N").slice(0, 8) },
      }),
    );
    expect(placed.id, placed.text).not.toBeNull();
    const order = await orderOf(placed.id!);
    expect(order.advance).toMatchObject({ method: "Nagad", amount: 130, currency: "BDT" });
    expect(order.amountDue).toEqual({ currency: "BDT", amount: 130 });
    expect(order.collectOnDelivery + 130).toBe(order.taka.total);
  });

  it("places a wallet order for its whole total in whole taka", async () => {
    const lines = [{ product_id: String(shipped.id), product_qty: 1 }];
    const checkoutKey = key();
    const quote = await quoteFor(lines, DHAKA_ADDRESS, checkoutKey);
    const placed = await placeThroughPage(
      pageBody(quote, lines, DHAKA_ADDRESS, checkoutKey, {
        paymentMethod: "bKash",
        bkashNum: "01812345678",
        trxID: bkashTrxId("W"),
      }),
    );
    expect(placed.id, placed.text).not.toBeNull();
    const order = await orderOf(placed.id!);
    expect(Number.isInteger(order.amountDue.amount)).toBe(true);
    expect(order.amountDue.amount).toBe(quote.taka.total);
  });

  it("still refuses an amount the shopper was not shown, and tells them", async () => {
    const lines = [{ product_id: String(plain.id), product_qty: 1 }];
    const checkoutKey = key();
    const quote = await quoteFor(lines, DHAKA_ADDRESS, checkoutKey);
    const body = pageBody(quote, lines, DHAKA_ADDRESS, checkoutKey, { paymentMethod: "COD" });
    const placed = await placeThroughPage({ ...body, expectedAmountDue: quote.taka.total * 100 });
    expect(placed.id).toBeNull();
    expect(placed.text).toContain("priceChanged");
  });
});

describe("one taka figure for an order's cash (a shop pricing in dollars)", () => {
  let order: ApiOrder;

  beforeAll(async () => {
    // A product with its own shipping, outside Dhaka (৳130, paid first): one delivery line, an advance and cash.
    const lines = [{ product_id: String(shipped.id), product_qty: 1 }];
    const checkoutKey = key();
    const quote = await quoteFor(lines, sylhet, checkoutKey);
    const trxID = bkashTrxId("A");
    const placed = await placeThroughPage(
      pageBody(quote, lines, sylhet, checkoutKey, {
        paymentMethod: "COD",
        advance: { method: "bKash", number: "01812345678", trxID },
      }),
    );
    expect(placed.id, placed.text).not.toBeNull();
    // The advance comes in: the order is confirmed.
    expect(
      (await postSms({ text: receivedSms(quote.cod!.offered ? quote.cod!.advanceTaka * 100 : 0, trxID) })).status,
    ).toBe(200);
    order = await orderOf(placed.id!);
    expect(order.status).toBe("confirmed");
  });

  it("fixes the cash in whole taka, adding up with the advance, the goods and the one delivery line", async () => {
    expect(order.currency).toBe("USD");
    const { goods, delivery, discount, total, due, cashOnDelivery } = order.taka;
    for (const amount of [goods, delivery, total, due, cashOnDelivery]) expect(Number.isInteger(amount)).toBe(true);
    expect(goods - discount + delivery).toBe(total);
    expect(due + cashOnDelivery).toBe(total);
    // The zone's ৳130 and the product's own shipping make one delivery line, paid first.
    expect(delivery).toBe(130 + Math.round((shipped.shippingCents * 122) / 100));
    expect(due).toBe(delivery);
    // The dollar lines add up too: the goods and one delivery line.
    const lineTotal = order.orderProduct.reduce((sum, line) => sum + line.price * line.quentity, 0);
    expect(Math.round((lineTotal + order.deliveryCharge) * 100)).toBe(Math.round(order.totalPrice * 100));
  });

  it("shows that figure on the confirmation, the order page, the SMS, the email, the invoice and the booking", async () => {
    const cash = taka(order.taka.cashOnDelivery);
    const confirmation = await (await request(`/confirmorder/${order._id}`, { jar: shopper })).text();
    expect(confirmation).toContain(cash);
    const page = await (await request(`/dashboard/order/${order._id}`, { jar: shopper })).text();
    expect(page).toContain(cash);
    const invoice = await (await request(`/dashboard/order/${order._id}/invoice`, { jar: admin })).text();
    expect(invoice).toContain(cash);
    const messages = await db.select().from(notifications).where(eq(notifications.orderId, order._id));
    const sms = messages.find((message) => message.channel === "sms" && message.event === "placed");
    expect(sms?.body).toContain(`Tk ${order.taka.cashOnDelivery.toLocaleString("en-US")}`);
    const email = messages.find((message) => message.channel === "email" && message.event === "placed");
    expect(email?.body).toContain(`Cash on delivery: ${cash}`);

    const booked = await request("/api/orders/book", {
      method: "POST",
      jar: admin,
      headers: { Origin: ORIGIN },
      json: { courier: "steadfast", orderIds: [order._id] },
    });
    expect(booked.status).toBe(200);
    const sent = (await (await fetch(`${steadfastUrl}/api/v1/__sent`)).json()) as {
      invoice: string;
      cod_amount: number;
    }[];
    expect(sent.find((parcel) => parcel.invoice === order._id)?.cod_amount).toBe(order.taka.cashOnDelivery);
  });

  it("lists lines that add up on the confirmation, the invoice and the email", async () => {
    const { goods, delivery, total, due, cashOnDelivery } = order.taka;
    const confirmation = await (await request(`/confirmorder/${order._id}`, { jar: shopper })).text();
    const invoice = await (await request(`/dashboard/order/${order._id}/invoice`, { jar: admin })).text();
    const messages = await db.select().from(notifications).where(eq(notifications.orderId, order._id));
    const email = messages.find((message) => message.channel === "email" && message.event === "placed")!;
    for (const [name, text] of [
      ["confirmation", confirmation],
      ["invoice", invoice],
      ["email", email.body],
    ] as const) {
      const figures = takaFigures(text);
      // Subtotal, delivery and total, one after the other, then (anywhere) what was paid first and the cash.
      const runs = figures.map((_, at) => figures.slice(at, at + 3).join(" "));
      expect(runs, name).toContain([goods, delivery, total].join(" "));
      expect(goods + delivery, name).toBe(total);
      expect(figures, name).toContain(due);
      expect(figures, name).toContain(cashOnDelivery);
    }
  });
});

describe("a payment within a taka of its amount due", () => {
  it("pays the order: a ৳0.32 shortfall is not a mismatch", async () => {
    const lines = [{ product_id: String(shipped.id), product_qty: 1 }];
    const checkoutKey = key();
    const trxID = bkashTrxId("S");
    const quote = await quoteFor(lines, DHAKA_ADDRESS, checkoutKey);
    const placed = await placeThroughPage(
      pageBody(quote, lines, DHAKA_ADDRESS, checkoutKey, { paymentMethod: "bKash", bkashNum: "01812345678", trxID }),
    );
    const due = quote.taka.total * 100;
    expect((await postSms({ text: receivedSms(due - 32, trxID) })).status).toBe(200);
    const order = await orderOf(placed.id!);
    expect(order.status).toBe("confirmed");
    expect(order.payment).toMatchObject({ state: "matched", shortfall: null });
  });

  it("still calls a taka short a mismatch", async () => {
    const lines = [{ product_id: String(shipped.id), product_qty: 1 }];
    const checkoutKey = key();
    const trxID = bkashTrxId("M");
    const quote = await quoteFor(lines, DHAKA_ADDRESS, checkoutKey);
    const placed = await placeThroughPage(
      pageBody(quote, lines, DHAKA_ADDRESS, checkoutKey, { paymentMethod: "bKash", bkashNum: "01812345678", trxID }),
    );
    expect((await postSms({ text: receivedSms(quote.taka.total * 100 - 100, trxID) })).status).toBe(200);
    const order = await orderOf(placed.id!);
    expect(order.status).toBe("pending");
    expect(order.payment).toMatchObject({ state: "mismatch", reason: "short" });
  });
});

describe("a returned prepaid order", () => {
  async function returnedPaidOrder() {
    const lines = [{ product_id: String(plain.id), product_qty: 1 }];
    const checkoutKey = key();
    const trxID = bkashTrxId("R");
    const quote = await quoteFor(lines, sylhet, checkoutKey);
    const placed = await placeThroughPage(
      pageBody(quote, lines, sylhet, checkoutKey, { paymentMethod: "bKash", bkashNum: "01812345678", trxID }),
    );
    await postSms({ text: receivedSms(quote.taka.total * 100, trxID) });
    expect((await orderOf(placed.id!)).status).toBe("confirmed");
    expect(
      (await move(placed.id!, { status: "shipped", courier: "Steadfast", trackingNumber: `SF${counter}` })).status,
    ).toBe(200);
    expect((await move(placed.id!, { status: "returned", note: "Refused at the door" })).status).toBe(200);
    return { id: placed.id!, trxID, total: quote.taka.total, delivery: quote.taka.delivery };
  }

  it("is listed to settle with its whole payment owed back, and the shopper is told", async () => {
    const { id, trxID, total } = await returnedPaidOrder();
    const order = await orderOf(id);
    expect(order.payment).toMatchObject({ trxID, refundDue: { amount: total }, returnSettlement: null });
    const owed = (await (await request("/api/payments?refundDue=1&pageSize=100", { jar: admin })).json()) as {
      items: ApiPayment[];
    };
    expect(owed.items.map((payment) => payment.trxID)).toContain(trxID);
    const page = await (await request(`/dashboard/order/${id}`, { jar: shopper })).text();
    expect(page).toContain("Your parcel came back");
    expect(page).toContain(taka(total));
  });

  it("refunds less the delivery charge when the merchant chooses, and says so to the shopper", async () => {
    const { id, total, delivery } = await returnedPaidOrder();
    const settled = await move(id, { returnSettlement: "refund-less-delivery" });
    expect(settled.status).toBe(200);
    const order = await orderOf(id);
    expect(order.returnSettlement).toBe("refund-less-delivery");
    expect(order.payment?.refundDue).toEqual({ currency: "BDT", amount: total - delivery });
    const page = await (await request(`/dashboard/order/${id}`, { jar: shopper })).text();
    expect(page).toContain(taka(total - delivery));
  });

  it("ships again: confirmed once more, its units taken again, nothing owed back", async () => {
    const { id } = await returnedPaidOrder();
    const [before] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, plain.id));
    expect((await move(id, { returnSettlement: "ship-again" })).status).toBe(200);
    const order = await orderOf(id);
    expect(order).toMatchObject({ status: "confirmed", returnSettlement: "ship-again", courier: null });
    expect(order.payment?.refundDue).toBeNull();
    const [after] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, plain.id));
    expect(after!.stock).toBe(before!.stock - 1);
    // Only once: it is no longer returned.
    expect((await move(id, { returnSettlement: "ship-again" })).status).toBe(409);
  });

  it("is the admin's to settle: a shopper is refused, and an unpaid COD return has nothing to settle", async () => {
    const { id } = await returnedPaidOrder();
    const asShopper = await request(`/api/orders/${id}`, {
      method: "PATCH",
      jar: shopper,
      json: { returnSettlement: "refund" },
      headers: { Origin: ORIGIN },
    });
    expect(asShopper.status).toBe(403);
    expect((await move(id, { returnSettlement: "keep-it" })).status).toBe(400);
  });
});

describe("one order number", () => {
  it("is the server's, unique, and finds the order in Manage Order and at /o/<number>", async () => {
    const lines = [{ product_id: String(plain.id), product_qty: 1 }];
    const checkoutKey = key();
    const quote = await quoteFor(lines, DHAKA_ADDRESS, checkoutKey);
    // A number with no history: by now 01712345678 has returned parcels, and the COD risk rule (issue 49) asks it
    // for the delivery charge first.
    const placed = await placeThroughPage(
      pageBody(quote, lines, DHAKA_ADDRESS, checkoutKey, { paymentMethod: "COD", mobile: "01819450376" }),
    );
    expect(placed.id, JSON.stringify(placed)).toBeTruthy();
    const order = await orderOf(placed.id!);
    expect(order.reference).toMatch(REFERENCE_PATTERN);
    // A key that spells another order's number does not give it.
    expect(order.reference).not.toBe(
      checkoutKey
        .replace(/[^A-Za-z0-9]/g, "")
        .slice(0, 8)
        .toUpperCase(),
    );

    const api = (await (await request(`/api/orders?q=${order.reference}`, { jar: admin })).json()) as {
      items: ApiOrder[];
    };
    expect(api.items.map((each) => each._id)).toEqual([order._id]);
    const manage = await (await request(`/dashboard/manageorder?q=${order.reference}`, { jar: admin })).text();
    expect(manage).toContain(order.reference);
    expect(manage).toContain(`/dashboard/order/${order._id}`);

    const short = await request(`/o/${order.reference.toLowerCase()}`, { jar: shopper });
    expect(short.status).toBe(302);
    expect(short.headers.get("Location")).toBe(`/dashboard/order/${order._id}`);
    // Nobody else is led to it; a visitor is led to the order's page, which asks them to sign in.
    expect((await request(`/o/${order.reference}`, { jar: await newShopper() })).status).toBe(404);
    const visitor = await request(`/o/${order.reference}`);
    expect(visitor.status).toBe(302);
    expect((await request(visitor.headers.get("Location")!)).status).toBe(401);
  });

  it("is on the confirmation, My Orders and the invoice", async () => {
    const [row] = await db.select().from(orders).where(eq(orders.paymentMethod, "COD")).limit(1);
    const owner = row!;
    const confirmation = await (await request(`/confirmorder/${owner.id}`, { jar: admin })).text();
    expect(confirmation).toContain(owner.reference);
    const invoice = await (await request(`/dashboard/order/${owner.id}/invoice`, { jar: admin })).text();
    expect(invoice).toContain(owner.reference);
    const mine = await (await request("/dashboard/myorder", { jar: shopper })).text();
    const [latest] = await db
      .select()
      .from(orders)
      .where(eq(orders.email, owner.email))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    expect(mine).toContain(latest!.reference);
  });
});
