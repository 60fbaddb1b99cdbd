import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { deliveryZones, products } from "@db/schema.ts";
import type { ApiOrder, ApiPayment } from "~/server/order-api.ts";
import type { ApiZone } from "~/server/delivery-api.ts";
import {
  bkashTaka,
  bkashTrxId,
  type CookieJar,
  DHAKA_ADDRESS,
  newShopper,
  ORIGIN,
  request,
  SMS_SECRET,
  seedDemoShop,
  db,
  registerAdmin,
} from "./helpers.ts";

/**
 * Issue 23: paying as Bangladesh pays. Cash on delivery as each zone allows it (with the delivery charge first
 * outside Dhaka), Nagad and Rocket beside bKash, every wallet's forwarded SMS, and parcels that come back.
 */
let item: { id: number; priceCents: number; shippingCents: number };
/** Sylhet Sadar, Sylhet: the seed's "Outside Dhaka" zone (৳130, the delivery charge first for COD). */
let sylhet: { districtId: number; areaId: number; line: string };
let counter = 0;

/** Real wallet SMS (../shared/guide/bangladesh.md), with the amount and TrxID of the test's order. */
const nagadSms = (taka: string, trx: string, sender = "01634358056", eol = "\n") =>
  [
    "Money Received.",
    `Amount: Tk ${taka}`,
    `Sender: ${sender}`,
    "Ref: N/A",
    `TxnID: ${trx}`,
    "Balance: Tk 1289.43",
    "08/06/2026 18:21",
  ].join(eol);
const rocketSms = (taka: string, trx: string, masked = "***515") =>
  `Tk${taka} received from A/C:${masked} Fee:Tk0, Your A/C Balance: Tk1,145.85 TxnId:${trx} Date:08-JUN-26 06:21:43 am`;
const bengali = (text: string) => text.replace(/\d/g, (digit) => "০১২৩৪৫৬৭৮৯"[Number(digit)]!);

function nagadTrxId() {
  return bkashTrxId("N").slice(0, 8);
}

function rocketTrxId() {
  return String(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999)).slice(0, 10);
}

function body(extra: Record<string, unknown>, quantity = 1) {
  counter += 1;
  return {
    name: "Karim Ahmed",
    mobile: "01712345678",
    checkoutKey: `payments-bd-${counter}-${Date.now()}`,
    orderProduct: [{ product_id: String(item.id), product_qty: quantity }],
    address: DHAKA_ADDRESS,
    ...extra,
  };
}

async function place(jar: CookieJar, extra: Record<string, unknown>, quantity = 1) {
  const response = await request("/api/orders", { method: "POST", jar, json: body(extra, quantity) });
  return {
    status: response.status,
    body: (await response.json()) as ApiOrder & { error?: string; issues?: Record<string, string> },
  };
}

async function postWalletSms(payload: Record<string, unknown>, path = "/api/payments/sms") {
  const { signSms } = await import("~/server/sms-signature.ts");
  const raw = JSON.stringify(payload);
  return request(path, {
    method: "POST",
    body: raw,
    headers: { "Content-Type": "application/json", "X-Signature": await signSms(raw, SMS_SECRET) },
  });
}

async function orderOf(id: string, jar: CookieJar = admin) {
  return (await (await request(`/api/orders/${id}`, { jar })).json()) as ApiOrder;
}

function move(id: string, change: Record<string, unknown>) {
  return request(`/api/orders/${id}`, { method: "PATCH", jar: admin, json: change, headers: { Origin: ORIGIN } });
}

async function stockOf(id: number) {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row!.stock;
}

const taka = (amount: { amount: number }) => amount.amount.toFixed(2);

await seedDemoShop();
const admin = await registerAdmin("Rina Admin", "rina.payments@example.com", "Rina#Payments26");

beforeAll(async () => {
  const [row] = await db.select().from(products).where(eq(products.name, "Slim Fit Oxford Cotton Shirt"));
  await db.update(products).set({ stock: 10_000 }).where(eq(products.id, row!.id));
  item = { id: row!.id, priceCents: row!.priceCents, shippingCents: row!.shippingCents };
  const place = await env.DB.prepare(
    "SELECT d.id AS districtId, a.id AS areaId FROM areas a JOIN districts d ON d.id = a.district_id WHERE d.name = 'Sylhet' AND a.name = 'Sylhet Sadar'",
  ).first<{ districtId: number; areaId: number }>();
  sylhet = { ...place!, line: "Zindabazar, Sylhet" };
});

describe("cash on delivery, per zone", () => {
  it("seeds COD in every zone up to ৳10,000, the delivery charge first outside the city, and serves it", async () => {
    const zones = ((await (await request("/api/delivery/zones")).json()) as { zones: ApiZone[] }).zones;
    // In whole taka (decision 042), whatever the shop prices in.
    const limit = 10_000;
    expect(zones.every((zone) => zone.currency === "BDT")).toBe(true);
    expect(zones.map((zone) => [zone.name, zone.cod])).toEqual([
      ["Inside Dhaka", { enabled: true, maxTotal: limit, advance: "none" }],
      ["Dhaka suburbs", { enabled: true, maxTotal: limit, advance: "delivery" }],
      ["Outside Dhaka", { enabled: true, maxTotal: limit, advance: "delivery" }],
    ]);
  });

  it("takes a COD order inside Dhaka with no TrxID: all of it collected on delivery, waiting 48 hours for the call", async () => {
    const shopper = await newShopper();
    const before = await stockOf(item.id);
    const { status, body: order } = await place(shopper, { paymentMethod: "COD" });
    expect(status, order.error).toBe(201);
    expect(order).toMatchObject({
      paymentMethod: "COD",
      advance: null,
      collectOnDelivery: order.taka.total,
      cashCollected: null,
      amountDue: { currency: "BDT", amount: 0 },
      status: "pending",
      trxID: "",
    });
    // It waits for the shop's call COD_CONFIRM_HOURS (issue 47), not for ever.
    expect(Date.parse(order.paymentDueAt!) - Date.parse(order.createdAt)).toBe(48 * 3_600_000);
    expect(await stockOf(item.id)).toBe(before - 1);
    // The merchant calls, then confirms; the note says so.
    const confirmed = await move(order._id, { status: "confirmed", note: "Called the customer: confirmed." });
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as ApiOrder).events!.at(-1)).toMatchObject({
      status: "confirmed",
      note: "Called the customer: confirmed.",
    });
  });

  it("asks the delivery charge first outside Dhaka: 400 without it, then the rest collected on delivery", async () => {
    const shopper = await newShopper();
    const missing = await place(shopper, { paymentMethod: "COD", address: sylhet });
    expect(missing.status).toBe(400);
    expect(missing.body.issues?.advance).toMatch(/delivery charge \(৳[\d,.]+\) paid first/);
    const badTrx = await place(shopper, {
      paymentMethod: "COD",
      address: sylhet,
      advance: { method: "Nagad", number: "01634358056", trxID: "BLU1H6X87P" },
    });
    expect(badTrx.status).toBe(400);
    expect(badTrx.body.issues?.["advance.trxID"]).toBe("A Nagad TxnID is 8 letters and digits, such as 75HKUOBF");

    const trx = nagadTrxId();
    const { status, body: order } = await place(shopper, {
      paymentMethod: "COD",
      address: sylhet,
      advance: { method: "Nagad", number: "01634358056", trxID: ` ${trx.toLowerCase()} ` },
    });
    expect(status, order.error).toBe(201);
    expect(order.deliveryCharge).toBeGreaterThan(0);
    // The delivery line, in whole taka: Outside Dhaka's ৳130 and the shirt's own shipping.
    expect(order.advance).toEqual({ method: "Nagad", amount: order.taka.delivery, currency: "BDT", trxID: trx });
    expect(order.taka.delivery).toBe(130 + Math.round((item.shippingCents * 122) / 100));
    expect(order.collectOnDelivery).toBe(order.taka.total - order.taka.delivery);
    expect(order.amountDue.amount).toBe(order.taka.delivery);
    expect(order.paymentDueAt).not.toBeNull();

    // The advance's SMS confirms the order, as a payment does.
    const sms = await postWalletSms({
      from: "NAGAD",
      text: nagadSms(taka(order.amountDue), trx),
      receivedAt: Date.now(),
    });
    expect(sms.status).toBe(200);
    expect((await sms.json()) as ApiPayment).toMatchObject({ wallet: "Nagad", trxID: trx, state: "matched" });
    const after = await orderOf(order._id);
    expect(after.status).toBe("confirmed");
    expect(after.events!.at(-1)!.note).toMatch(/advance of ৳[\d,.]+ arrived by Nagad/);
  });

  it("refuses COD above the zone's limit and where the zone has none, with 422 saying why", async () => {
    const shopper = await newShopper();
    const quantity = Math.ceil(10_000 / ((item.priceCents * 122) / 100)) + 1;
    const over = await place(shopper, { paymentMethod: "COD" }, quantity);
    expect(over.status).toBe(422);
    expect(over.body.error).toMatch(/^Cash on delivery is for orders up to ৳10,000/);

    await db.update(deliveryZones).set({ codEnabled: false }).where(eq(deliveryZones.name, "Inside Dhaka"));
    try {
      const off = await place(shopper, { paymentMethod: "COD" });
      expect(off.status).toBe(422);
      expect(off.body.error).toBe(
        "Cash on delivery is not available for Inside Dhaka. Please pay by bKash, Nagad or Rocket.",
      );
    } finally {
      await db.update(deliveryZones).set({ codEnabled: true }).where(eq(deliveryZones.name, "Inside Dhaka"));
    }
    await db.update(deliveryZones).set({ codAdvance: "full" }).where(eq(deliveryZones.name, "Inside Dhaka"));
    try {
      const first = await place(shopper, { paymentMethod: "COD" });
      expect(first.status).toBe(422);
      expect(first.body.error).toMatch(/paid in full before delivery/);
    } finally {
      await db.update(deliveryZones).set({ codAdvance: "none" }).where(eq(deliveryZones.name, "Inside Dhaka"));
    }
  });

  it("quotes the terms: what is paid now and on delivery, or why COD is not offered", async () => {
    const quote = async (address: { districtId: number; areaId: number }, quantity = 1) =>
      (await (
        await request("/api/cart/quote", {
          method: "POST",
          json: { orderProduct: [{ product_id: String(item.id), product_qty: quantity }], address },
        })
      ).json()) as { taka: { delivery: number; total: number }; cod: Record<string, unknown> };
    const dhaka = await quote(DHAKA_ADDRESS);
    expect(dhaka.cod).toEqual({ offered: true, advanceTaka: 0, collectTaka: dhaka.taka.total });
    const outside = await quote(sylhet);
    expect(outside.cod).toEqual({
      offered: true,
      advanceTaka: outside.taka.delivery,
      collectTaka: outside.taka.total - outside.taka.delivery,
    });
    const big = await quote(DHAKA_ADDRESS, Math.ceil(10_000 / ((item.priceCents * 122) / 100)) + 1);
    expect(big.cod).toEqual({ offered: false, reason: "over-limit", maxTotalTaka: 10_000 });
  });

  it("lets an admin set a zone's COD rules, and refuses bad ones with 400", async () => {
    const zones = ((await (await request("/api/delivery/zones")).json()) as { zones: ApiZone[] }).zones;
    const edited = zones.map((zone) =>
      zone.name === "Dhaka suburbs" ? { ...zone, cod: { enabled: true, maxTotal: 50, advance: "full" } } : zone,
    );
    const put = (zonesBody: unknown) =>
      request("/api/delivery/zones", {
        method: "PUT",
        jar: admin,
        json: { zones: zonesBody },
        headers: { Origin: ORIGIN },
      });
    expect((await put(edited)).status).toBe(200);
    const saved = ((await (await request("/api/delivery/zones")).json()) as { zones: ApiZone[] }).zones;
    expect(saved.find((zone) => zone.name === "Dhaka suburbs")!.cod).toEqual({
      enabled: true,
      maxTotal: 50,
      advance: "full",
    });
    const bad = await put(zones.map((zone) => ({ ...zone, cod: { enabled: true, maxTotal: -1, advance: "later" } })));
    expect(bad.status).toBe(400);
    expect((await put(zones)).status).toBe(200);
  });
});

describe("Nagad and Rocket beside bKash", () => {
  it("checks each wallet's TrxID after trimming and upper-casing, with a message naming the wallet", async () => {
    const shopper = await newShopper();
    const cases: [string, string, string][] = [
      ["bKash", "ABCD1234", "A bKash TrxID is 10 letters and digits, such as BLU1H6X87P"],
      ["Nagad", "ABCD12345", "A Nagad TxnID is 8 letters and digits, such as 75HKUOBF"],
      ["Rocket", "66067812AB", "A Rocket TxnId is 10 digits, such as 6606781284"],
    ];
    for (const [paymentMethod, trxID, message] of cases) {
      const refused = await place(shopper, { paymentMethod, bkashNum: "01812345678", trxID });
      expect(refused.status, paymentMethod).toBe(400);
      expect(refused.body.issues?.trxID).toBe(message);
    }
    const unknown = await place(shopper, { paymentMethod: "Upay", bkashNum: "01812345678", trxID: "ABCD123456" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.issues?.paymentMethod).toBeDefined();
  });

  it("places Nagad and Rocket orders for the whole total; old clients without a method pay by bKash", async () => {
    const shopper = await newShopper();
    const nagad = await place(shopper, { paymentMethod: "nagad", bkashNum: "01634358056", trxID: nagadTrxId() });
    expect(nagad.status, nagad.body.error).toBe(201);
    expect(nagad.body).toMatchObject({ paymentMethod: "Nagad", advance: null, collectOnDelivery: 0 });
    // The whole total in whole taka, rounded up.
    expect(nagad.body.amountDue.amount).toBe(Math.ceil(nagad.body.totalPrice * 122 - 1e-9));
    expect(nagad.body.amountDue.amount).toBe(nagad.body.taka.total);
    const rocket = await place(shopper, { paymentMethod: "Rocket", bkashNum: "01712345515", trxID: rocketTrxId() });
    expect(rocket.status, rocket.body.error).toBe(201);
    expect(rocket.body.paymentMethod).toBe("Rocket");
    const old = await place(shopper, { bkashNum: "01812345678", trxID: bkashTrxId("OLD") });
    expect(old.status).toBe(201);
    expect(old.body).toMatchObject({
      paymentMethod: "bKash",
      advance: null,
      collectOnDelivery: 0,
      cashCollected: null,
    });
  });

  it("keeps a TrxID unique within its wallet, not across wallets", async () => {
    const shopper = await newShopper();
    const trx = rocketTrxId();
    const rocket = await place(shopper, { paymentMethod: "Rocket", bkashNum: "01712345515", trxID: trx });
    const bkash = await place(shopper, { paymentMethod: "bKash", bkashNum: "01712345515", trxID: trx });
    expect([rocket.status, bkash.status]).toEqual([201, 201]);
    const again = await place(await newShopper(), { paymentMethod: "Rocket", bkashNum: "01712345515", trxID: trx });
    expect(again.status).toBe(409);
    expect(again.body.issues?.trxID).toBe(
      "This TrxID has already been used for an order. Please check your Rocket receipt.",
    );
  });
});

describe("forwarded SMS for all three wallets (POST /api/payments/sms)", () => {
  it("matches Nagad's multi-line SMS (CRLF too) and Rocket's masked one, Bengali digits included", async () => {
    const shopper = await newShopper();
    const nagadTrx = nagadTrxId();
    const nagad = (await place(shopper, { paymentMethod: "Nagad", bkashNum: "01634358056", trxID: nagadTrx })).body;
    const text = bengali(nagadSms(taka(nagad.amountDue), nagadTrx, "01634358056", "\r\n"));
    const nagadPaid = await postWalletSms({ from: "NAGAD", text, receivedAt: Date.now() });
    expect(nagadPaid.status).toBe(200);
    expect(await nagadPaid.json()).toMatchObject({ wallet: "Nagad", trxID: nagadTrx, state: "matched" });
    expect((await orderOf(nagad._id)).status).toBe("confirmed");

    const rocketTrx = rocketTrxId();
    const rocket = (await place(shopper, { paymentMethod: "Rocket", bkashNum: "01712345515", trxID: rocketTrx })).body;
    const rocketPaid = await postWalletSms({
      from: "16216",
      text: bengali(rocketSms(bkashTaka(Math.round(rocket.amountDue.amount * 100)), rocketTrx)),
    });
    expect(rocketPaid.status).toBe(200);
    expect(await rocketPaid.json()).toMatchObject({ wallet: "Rocket", trxID: rocketTrx, sender: "A/C:***515" });
    expect((await orderOf(rocket._id)).status).toBe("confirmed");
  });

  it("takes bKash's received-money forms on both webhooks, a replay storing nothing new", async () => {
    const shopper = await newShopper();
    const trx = bkashTrxId("BK");
    const order = (await place(shopper, { bkashNum: "01735814791", trxID: trx })).body;
    const text = `You have received Tk ${bkashTaka(Math.round(order.amountDue.amount * 100))} from 01735814791.Ref ${order.reference}. Fee Tk 0.00. Balance Tk 6,075.50. TrxID ${trx} at 30/12/2024 13:22`;
    const first = await postWalletSms({ from: "bKash", text });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ wallet: "bKash", state: "matched", reference: order.reference });
    const replay = await postWalletSms({ from: "bKash", text }, "/api/payments/bkash/sms");
    expect(replay.status).toBe(200);
    expect((await orderOf(order._id)).status).toBe("confirmed");
  });

  it("never counts a failed Send Money, the payer's own copy, or an SMS from anyone else, storing nothing", async () => {
    const before = (await env.DB.prepare("SELECT count(*) AS n FROM payments").first<{ n: number }>())!.n;
    const refused = [
      { from: "bKash", text: "Sorry, your Send Money request to 01812345678 is unsuccessful! Please try again later." },
      {
        from: "bKash",
        text: "Send Money Tk 510.00 to 01813738081 successful. Ref 12. Fee Tk 0.00. Balance Tk 1,234.00. TrxID BLU1H6X87Q at 30/12/2024 13:22",
      },
      { from: "NAGAD", text: rocketSms("99.00", "6606781284") },
      { from: "16216", text: nagadSms("99.00", "75HKUOBF") },
      { from: "Nagad-Offer", text: nagadSms("99.00", "75HKUOBG") },
    ];
    for (const payload of refused) expect((await postWalletSms(payload)).status, payload.text).toBe(422);
    // The bKash webhook takes bKash's SMS only.
    expect(
      (await postWalletSms({ from: "NAGAD", text: nagadSms("99.00", "75HKUOBH") }, "/api/payments/bkash/sms")).status,
    ).toBe(422);
    const after = (await env.DB.prepare("SELECT count(*) AS n FROM payments").first<{ n: number }>())!.n;
    expect(after).toBe(before);
  });
});

describe("returns and the cash collected", () => {
  it("records a return with its reason, restoring stock exactly once under concurrent moves", async () => {
    const shopper = await newShopper();
    // A prepaid order of 3 (three shirts would pass the COD limit): a return is the same for every method.
    const order = (await place(shopper, { bkashNum: "01812345678", trxID: bkashTrxId("RET") }, 3)).body;
    expect(order._id).toBeDefined();
    expect((await move(order._id, { status: "confirmed" })).status).toBe(200);
    expect((await move(order._id, { status: "shipped", courier: "Pathao", trackingNumber: "PT-1" })).status).toBe(200);
    const noReason = await move(order._id, { status: "returned" });
    expect(noReason.status).toBe(400);
    const before = await stockOf(item.id);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        move(order._id, { status: "returned", note: "The customer refused the parcel." }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await stockOf(item.id)).toBe(before + 3);
    const mine = await orderOf(order._id, shopper);
    expect(mine.status).toBe("returned");
    expect(mine.events!.filter((event) => event.status === "returned")).toEqual([
      expect.objectContaining({ note: "The customer refused the parcel." }),
    ]);
    expect(mine.cashCollected).toBeNull();
    const myOrders = await (await request("/dashboard/myorder", { jar: shopper })).text();
    expect(myOrders).toContain("Returned");
  });

  it("records the cash collected on delivery: the amount to collect, or what the courier reports", async () => {
    const shopper = await newShopper();
    const whole = (await place(shopper, { paymentMethod: "COD" })).body;
    const short = (await place(shopper, { paymentMethod: "COD" })).body;
    for (const order of [whole, short]) {
      await move(order._id, { status: "confirmed" });
      await move(order._id, { status: "shipped", courier: "Pathao", trackingNumber: "PT-2" });
    }
    expect((await move(whole._id, { status: "delivered" })).status).toBe(200);
    expect((await orderOf(whole._id)).cashCollected).toBe(whole.collectOnDelivery);
    expect((await move(short._id, { status: "delivered", cashCollected: "-5" })).status).toBe(400);
    // Couriers hand over whole taka: what they report is kept to the taka.
    expect((await move(short._id, { status: "delivered", cashCollected: 1_290.4 })).status).toBe(200);
    expect((await orderOf(short._id)).cashCollected).toBe(1_290);
  });
});

describe("orders and payments from before (migration 0013)", () => {
  it("keeps them as they were: bKash, nothing on delivery, their payments and refunds keyed by the bKash wallet", async () => {
    const migrations = env.TEST_MIGRATIONS;
    const cod = migrations.findIndex((migration) => migration.name.startsWith("0013"));
    expect(cod).toBeGreaterThan(0);
    const old = env.MIGRATION_DB;
    const { applyD1Migrations } = await import("cloudflare:test");
    await applyD1Migrations(old, migrations.slice(0, cod));
    await old.batch([
      old.prepare("INSERT INTO users (id, email, display_name) VALUES (1, 'old@example.com', 'Old Shopper')"),
      old.prepare(
        `INSERT INTO orders (id, user_id, email, customer_name, mobile, bkash_number, trx_id, subtotal_cents,
          shipping_cents, total_cents, checkout_key, status, amount_due_paisa, created_at)
         VALUES ('old', 1, 'old@example.com', 'Old', '01712345678', '01812345678', 'OLDTRX0001', 1000, 0, 1000,
          'key-old', 'cancelled', 122000, 1700000000000)`,
      ),
      old.prepare(
        `INSERT INTO payments (trx_id, amount_paisa, sender, received_at, message, state, order_id)
         VALUES ('OLDTRX0001', 122000, '01812345678', 1700000000000, 'You have received Tk 1,220.00', 'matched', 'old')`,
      ),
      old.prepare(
        `INSERT INTO payment_refunds (refund_trx_id, payment_trx_id, amount_paisa, refunded_by)
         VALUES ('REFUND0001', 'OLDTRX0001', 100000, 'admin@example.com')`,
      ),
    ]);
    await applyD1Migrations(old, migrations);

    expect(
      await old
        .prepare(
          "SELECT payment_method, trx_wallet, trx_id, advance_taka, collect_taka, cash_collected_taka, total_taka, amount_due_paisa FROM orders",
        )
        .first(),
    ).toEqual({
      payment_method: "bKash",
      trx_wallet: "bKash",
      trx_id: "OLDTRX0001",
      advance_taka: null,
      collect_taka: 0,
      cash_collected_taka: null,
      total_taka: 1220,
      amount_due_paisa: 122000,
    });
    expect(await old.prepare("SELECT wallet, trx_id, state, order_id FROM payments").all()).toMatchObject({
      results: [{ wallet: "bKash", trx_id: "OLDTRX0001", state: "matched", order_id: "old" }],
    });
    expect(
      await old
        .prepare("SELECT refund_trx_id, payment_wallet, payment_trx_id, amount_paisa FROM payment_refunds")
        .all(),
    ).toMatchObject({
      results: [
        { refund_trx_id: "REFUND0001", payment_wallet: "bKash", payment_trx_id: "OLDTRX0001", amount_paisa: 100000 },
      ],
    });
    // The same TrxID is still taken for bKash, and free for Rocket.
    const insert = (wallet: string, id: string) =>
      old
        .prepare(
          `INSERT INTO orders (id, user_id, email, customer_name, mobile, bkash_number, trx_id, subtotal_cents,
            shipping_cents, total_cents, checkout_key, status, trx_wallet)
           VALUES (?, 1, 'old@example.com', 'Old', '01712345678', '01812345678', 'OLDTRX0001', 1000, 0, 1000, ?, 'pending', ?)`,
        )
        .bind(id, `key-${id}`, wallet)
        .run();
    await expect(insert("bKash", "again")).rejects.toThrow(/UNIQUE/);
    await expect(insert("Rocket", "rocket")).resolves.toBeDefined();
    // Deleting a payment still takes its refunds with it (the rebuilt foreign key).
    await old.prepare("DELETE FROM payments").run();
    expect((await old.prepare("SELECT count(*) AS n FROM payment_refunds").first<{ n: number }>())!.n).toBe(0);
  });
});
