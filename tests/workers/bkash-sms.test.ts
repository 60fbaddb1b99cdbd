import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payments, products } from "@db/schema.ts";
import { signSms } from "~/server/sms-signature.ts";
import type { ApiOrder, ApiPayment } from "~/server/order-api.ts";
import {
  bkashTaka as tk,
  postSms as sms,
  receivedSms,
  registerAccount,
  request,
  seedDemoShop,
  SMS_SECRET as SECRET,
  DHAKA_ADDRESS,
  bkashTrxId,
  db,
  registerAdmin,
} from "./helpers.ts";

function trxId() {
  return bkashTrxId("S");
}

const received = (paisa: number, trx: string) => receivedSms(paisa, trx);
const receivedPayment = (paisa: number, trx: string, ref: string) =>
  `You have received payment Tk ${tk(paisa)} from 01812345678. Ref ${ref}. Fee Tk 0.00. Balance Tk 3,000.00. TrxID ${trx} at 22/11/2026 11:02`;

async function paymentCount() {
  const [row] = await db.select({ count: count() }).from(payments);
  return row!.count;
}

async function place(trx: string, quantity = 1) {
  const [item] = await db.select().from(products).where(eq(products.id, 3));
  const response = await request("/api/orders", {
    method: "POST",
    jar: shopper,
    json: {
      name: "Rahim Uddin",
      mobile: "01712345678",
      bkashNum: "01812345678",
      trxID: trx,
      orderProduct: [{ product_id: item!.id, product_qty: quantity }],
      checkoutKey: `sms-key-${trx}`,
      address: DHAKA_ADDRESS,
    },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as ApiOrder;
}

const paisa = (order: ApiOrder) => Math.round(order.amountDue.amount * 100);

async function orderOf(id: string) {
  return (await (await request(`/api/orders/${id}`, { jar: admin })).json()) as ApiOrder;
}

await seedDemoShop();
const shopper = await registerAccount("Rahim Uddin", "rahim.sms@example.com", "Rahim#2026");
const admin = await registerAdmin("Anika Admin", "anika.sms@example.com", "Anika#2026");

describe("POST /api/payments/bkash/sms", () => {
  it("refuses a missing or wrong signature with 401 and stores nothing", async () => {
    const before = await paymentCount();
    const body = { from: "bKash", text: received(10_000, trxId()) };
    expect((await sms(body, null)).status).toBe(401);
    expect((await sms(body, "sha256=" + "0".repeat(64))).status).toBe(401);
    expect((await sms(body, await signSms(JSON.stringify(body), "another-secret"))).status).toBe(401);
    // Signed, then changed: the signature no longer matches.
    const signed = await signSms(JSON.stringify(body), SECRET);
    expect((await sms({ from: "bKash", text: received(99_999, trxId()) }, signed)).status).toBe(401);
    expect(await paymentCount()).toBe(before);
  });

  it("confirms a pending order whose amount due the payment covers (plain form, with thousands separators)", async () => {
    const trx = trxId();
    const order = await place(trx, 1);
    const response = await sms({ text: received(paisa(order), trx.toLowerCase()) });
    expect(response.status).toBe(200);
    const payment = (await response.json()) as ApiPayment;
    expect(payment).toMatchObject({ trxID: trx, state: "matched", orderId: order._id, sender: "01812345678" });
    expect(payment.receivedAt).toBe("2026-11-22T04:15:00.000Z");
    const confirmed = await orderOf(order._id);
    expect(confirmed.status).toBe("confirmed");
    expect(confirmed.events!.at(-1)).toMatchObject({ status: "confirmed", by: "system" });
    expect(confirmed.events!.at(-1)!.note).toContain(trx);
  });

  it("reads the 'received payment' form with its reference", async () => {
    const trx = trxId();
    const order = await place(trx, 2);
    const response = await sms({ text: receivedPayment(paisa(order) + 500, trx, order.reference) });
    expect(response.status).toBe(200);
    expect((await response.json()) as ApiPayment).toMatchObject({
      state: "matched",
      reference: order.reference,
      sender: "01812345678",
    });
    expect((await orderOf(order._id)).status).toBe("confirmed");
  });

  it("answers a replay the same and stores nothing new", async () => {
    const trx = trxId();
    await place(trx);
    const body = { text: received(50_000_00, trx) };
    const first = await sms(body);
    const before = await paymentCount();
    const again = await sms(body);
    expect(again.status).toBe(first.status);
    expect(await again.json()).toEqual(await first.json());
    expect(await paymentCount()).toBe(before);
  });

  it("records a payment that covers less as a mismatch with the shortfall; the order stays pending", async () => {
    const trx = trxId();
    const order = await place(trx);
    const response = await sms({ text: received(paisa(order) - 1_000, trx) });
    expect((await response.json()) as ApiPayment).toMatchObject({
      state: "mismatch",
      orderId: order._id,
      shortfall: { currency: "BDT", amount: 10 },
    });
    expect((await orderOf(order._id)).status).toBe("pending");
  });

  it("keeps a payment that arrives before its order, and confirms the order the moment it is placed", async () => {
    const trx = trxId();
    const early = await sms({ text: received(1_000_000_00, trx), receivedAt: "2026-11-22T04:16:00Z" });
    expect((await early.json()) as ApiPayment).toMatchObject({ state: "unmatched", orderId: null });
    const order = await place(trx);
    expect(order.status).toBe("confirmed");
    const list = (await (await request("/api/payments?state=matched&pageSize=100", { jar: admin })).json()) as {
      items: ApiPayment[];
    };
    expect(list.items.find((payment) => payment.trxID === trx)).toMatchObject({ orderId: order._id });
  });

  it("matches a payment for an order the admin already confirmed, and flags one for a cancelled order", async () => {
    const confirmedTrx = trxId();
    const confirmed = await place(confirmedTrx);
    expect(
      (await request(`/api/orders/${confirmed._id}`, { method: "PATCH", jar: admin, json: { status: "confirmed" } }))
        .status,
    ).toBe(200);
    const late = (await (await sms({ text: received(paisa(confirmed), confirmedTrx) })).json()) as ApiPayment;
    expect(late).toMatchObject({ state: "matched", orderId: confirmed._id, shortfall: null });
    expect((await orderOf(confirmed._id)).events).toHaveLength(2);

    const cancelledTrx = trxId();
    const cancelled = await place(cancelledTrx);
    expect((await request(`/api/orders/${cancelled._id}`, { method: "DELETE", jar: shopper })).status).toBe(200);
    const refund = (await (await sms({ text: received(paisa(cancelled), cancelledTrx) })).json()) as ApiPayment;
    expect(refund).toMatchObject({ state: "mismatch", orderId: cancelled._id });
    expect((await orderOf(cancelled._id)).status).toBe("cancelled");
  });

  it("refuses texts that are not received-money SMS (422) and bodies that are not JSON (400), storing nothing", async () => {
    const before = await paymentCount();
    const notPayments = [
      "Cash In Tk 500.00 from 01712345678 successful. Fee Tk 0.00. Balance Tk 3,000.00. TrxID 9K7A1B2C3D at 22/11/2026 11:02",
      "Send Money Tk 500.00 to 01712345678 successful. Ref 1. Fee Tk 5.00. Balance Tk 2,495.00. TrxID 9K7A1B2C3E at 22/11/2026 11:03",
      "Get 10% cashback on your next payment with bKash!",
      "You have received Tk 0.00 from 01812345678. Fee Tk 0.00. Balance Tk 1.00. TrxID ZERO12345 at 22/11/2026 10:15",
      "You have received Tk 100.00 from 01812345678. Fee Tk 0.00. Balance Tk 1.00. TrxID BADDATE12 at 31/02/2026 10:15",
    ];
    for (const text of notPayments) expect((await sms({ text })).status, text).toBe(422);
    expect((await sms("not json")).status).toBe(400);
    expect((await sms({ message: "hi" })).status).toBe(400);
    expect((await sms({ text: received(100, trxId()), receivedAt: "yesterday" })).status).toBe(400);
    expect(await paymentCount()).toBe(before);
  });
});

describe("GET /api/payments", () => {
  it("is for admins only and filters by match state", async () => {
    expect((await request("/api/payments")).status).toBe(401);
    expect((await request("/api/payments", { jar: shopper })).status).toBe(403);
    expect((await request("/api/payments?state=lost", { jar: admin })).status).toBe(400);
    // Money nobody has ordered with (yet).
    expect((await sms({ text: received(20_000, trxId()) })).status).toBe(200);
    const all = (await (await request("/api/payments?pageSize=100", { jar: admin })).json()) as {
      items: ApiPayment[];
      total: number;
    };
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(new Set(all.items.map((payment) => payment.state))).toEqual(new Set(["matched", "mismatch", "unmatched"]));
    const mismatches = (await (await request("/api/payments?state=mismatch", { jar: admin })).json()) as {
      items: ApiPayment[];
    };
    expect(mismatches.items.every((payment) => payment.state === "mismatch")).toBe(true);
  });
});
