import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, products } from "@db/schema.ts";
import { payLinkCopy } from "~/i18n/pay-link.en.ts";
import { serverCopy } from "~/i18n/server.ts";
import { formatWholeTaka } from "~/format.ts";
import { findPayLinkOrder, payLinkPath, payLinkToken, payTokenHash } from "~/domain/payments/pay-link.server.ts";
import type { ApiOrder } from "~/server/order-api.ts";
import {
  ageOrder,
  bkashTrxId,
  DHAKA_ADDRESS,
  db,
  newShopper,
  ORIGIN,
  postSms,
  receivedSms,
  request,
  seedDemoShop,
} from "./helpers.ts";

/**
 * Issue 50: a desk order that waits for a wallet payment is paid through its link, `/pay/<reference>?k=<token>`,
 * without an account: only that order, only with its token, only while it waits. The desk is the lead's: here the
 * order is placed on the website and then made to wait as a desk order does (no TrxID yet, the link's hash kept).
 */
await seedDemoShop();

const NAME = "Salma Khatun";
const PAYER = "01812345678";

async function anyProduct() {
  const rows = await db.select().from(products);
  return rows.find((row) => row.stock >= 3)!;
}

/** An order waiting for its payment by link, as the desk leaves one: the link's token, the order's number. */
async function waitingOrder() {
  const product = await anyProduct();
  const placed = await request("/api/orders", {
    method: "POST",
    jar: await newShopper(NAME),
    json: {
      name: NAME,
      mobile: "01733445566",
      bkashNum: PAYER,
      trxID: bkashTrxId("PL"),
      orderProduct: [{ product_id: product.id, product_qty: 1 }],
      checkoutKey: `pay-link-${crypto.randomUUID()}`,
      address: DHAKA_ADDRESS,
    },
  });
  expect(placed.status).toBe(201);
  const { _id: id } = (await placed.json()) as ApiOrder;
  const { token, hash } = await payLinkToken();
  await db
    .update(orders)
    .set({ trxId: "", trxWallet: null, bkashNumber: "", channel: "phone", payTokenHash: hash })
    .where(eq(orders.id, id));
  const order = await orderRow(id);
  return { id, token, reference: order.reference, amountDuePaisa: order.amountDuePaisa };
}

async function orderRow(id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

/** The customer's form post through the link, as the page sends it without scripts (no cookie: no account). */
function pay(path: string, fields: Record<string, string>, origin = ORIGIN) {
  return request(path, {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
  });
}

const payment = (trxID: string, wallet = "bKash") => ({ paymentMethod: wallet, bkashNum: PAYER, trxID });

describe("the payment link's token", () => {
  it("is 32 random bytes in base64url, kept only as base64url(SHA-256(token))", async () => {
    const { token, hash } = await payLinkToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toBe(await payTokenHash(token));
    expect(hash).not.toContain(token);
    expect((await payLinkToken()).token).not.toBe(token);
    expect(payLinkPath("7K3M9QX2", token)).toBe(`/pay/7K3M9QX2?k=${token}`);
  });
});

describe("/pay/<reference>?k=<token>", () => {
  it("opens without an account: the amount in taka, the shop's number and the order's number, not the customer", async () => {
    const order = await waitingOrder();
    const response = await request(payLinkPath(order.reference, order.token));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const page = await response.text();
    expect(page).toContain('<meta name="referrer" content="no-referrer"/>');
    expect(page).toContain(payLinkCopy.heading(order.reference));
    expect(page).toContain(formatWholeTaka(order.amountDuePaisa / 100));
    expect(page).toContain(env.BKASH_MERCHANT_NUMBER);
    expect(page).toContain('name="trxID"');
    expect(page).not.toContain(NAME);
    expect(page).not.toContain(DHAKA_ADDRESS.line);
    expect(page).not.toContain("01733445566");
  });

  it("pays the order without an account; money already received confirms it at once", async () => {
    const order = await waitingOrder();
    const trx = bkashTrxId("PA");
    expect((await postSms({ text: receivedSms(order.amountDuePaisa, trx, PAYER) })).status).toBe(200);
    const paid = await pay(payLinkPath(order.reference, order.token), payment(trx.toLowerCase()));
    expect(paid.status).toBe(303);
    expect(paid.headers.get("Location")).toBe(payLinkPath(order.reference, order.token));
    expect(await orderRow(order.id)).toMatchObject({
      status: "confirmed",
      trxWallet: "bKash",
      trxId: trx,
      bkashNumber: PAYER,
      paymentMethod: "bKash",
    });
    const page = await request(payLinkPath(order.reference, order.token));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(payLinkCopy.paidHeading);
    expect(html).toContain(payLinkCopy.paidConfirmed(order.reference));
    expect(html).toContain('data-status="confirmed"');
    expect(html).not.toContain('name="trxID"');
  });

  it("takes a TrxID before its money: shown as paid and waiting, then the SMS confirms the order", async () => {
    const order = await waitingOrder();
    const trx = bkashTrxId("PB");
    expect((await pay(payLinkPath(order.reference, order.token), payment(trx))).status).toBe(303);
    expect(await orderRow(order.id)).toMatchObject({ status: "pending", trxId: trx, trxWallet: "bKash" });
    const waiting = await (await request(payLinkPath(order.reference, order.token))).text();
    expect(waiting).toContain(payLinkCopy.paidWaiting(order.reference));
    expect((await postSms({ text: receivedSms(order.amountDuePaisa, trx, PAYER) })).status).toBe(200);
    expect((await orderRow(order.id)).status).toBe("confirmed");
  });

  it("is refused once paid: a second payment changes nothing", async () => {
    const order = await waitingOrder();
    const first = bkashTrxId("PC");
    expect((await pay(payLinkPath(order.reference, order.token), payment(first))).status).toBe(303);
    const again = await pay(payLinkPath(order.reference, order.token), payment(bkashTrxId("PD")));
    expect(again.status).toBe(409);
    expect(await orderRow(order.id)).toMatchObject({ trxId: first });
  });

  it("opens only its own order: another order's token, a wrong token and none are 'not found'", async () => {
    const mine = await waitingOrder();
    const other = await waitingOrder();
    const wrong = [
      payLinkPath(mine.reference, other.token),
      payLinkPath(mine.reference, (await payLinkToken()).token),
      `/pay/${mine.reference}`,
      payLinkPath("ZZZZZZZZ", mine.token),
    ];
    for (const path of wrong) {
      const page = await request(path);
      expect(page.status, path).toBe(404);
      const html = await page.text();
      expect(html).toContain(payLinkCopy.notFoundHeading);
      expect(html).not.toContain(formatWholeTaka(mine.amountDuePaisa / 100));
      expect((await pay(path, payment(bkashTrxId("PE")))).status, path).toBe(404);
    }
    expect(await orderRow(mine.id)).toMatchObject({ trxId: "", trxWallet: null, status: "pending" });
    // Its own token still opens it.
    expect((await request(payLinkPath(mine.reference, mine.token))).status).toBe(200);
  });

  it("is refused once the payment window is over", async () => {
    const order = await waitingOrder();
    await ageOrder(order.id, 25 * 3_600_000);
    const page = await request(payLinkPath(order.reference, order.token));
    expect(page.status).toBe(410);
    expect(await page.text()).toContain(payLinkCopy.expiredHeading);
    expect((await pay(payLinkPath(order.reference, order.token), payment(bkashTrxId("PF")))).status).toBe(410);
    expect(await orderRow(order.id)).toMatchObject({ trxId: "", status: "pending" });
    expect(await findPayLinkOrder(db, order.reference, order.token)).toMatchObject({ ok: false, reason: "expired" });
  });

  it("refuses a TrxID another order has, as the website does", async () => {
    const order = await waitingOrder();
    const taken = bkashTrxId("PG");
    const elsewhere = await waitingOrder();
    expect((await pay(payLinkPath(elsewhere.reference, elsewhere.token), payment(taken))).status).toBe(303);
    const refused = await pay(payLinkPath(order.reference, order.token), payment(taken));
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(serverCopy.payment.trxIdUsedIn("bKash"));
    expect(await orderRow(order.id)).toMatchObject({ trxId: "", trxWallet: null });
  });

  it("checks the form with the website's payment schema: a wallet only, a TrxID that fits it", async () => {
    const order = await waitingOrder();
    const path = payLinkPath(order.reference, order.token);
    expect((await pay(path, { paymentMethod: "COD" })).status).toBe(400);
    expect((await pay(path, payment("SHORT1"))).status).toBe(400);
    expect((await pay(path, { paymentMethod: "bKash", bkashNum: "12345", trxID: bkashTrxId() })).status).toBe(400);
    // Paid with Nagad instead of the bKash the order was taken with: the order is paid by Nagad.
    const nagad = bkashTrxId("N").slice(0, 8);
    expect((await pay(path, payment(nagad, "Nagad"))).status).toBe(303);
    expect(await orderRow(order.id)).toMatchObject({ trxWallet: "Nagad", paymentMethod: "Nagad", trxId: nagad });
  });

  it("refuses a post from another site, as every public write", async () => {
    const order = await waitingOrder();
    const response = await pay(
      payLinkPath(order.reference, order.token),
      payment(bkashTrxId("PH")),
      "https://evil.example",
    );
    expect(response.status).toBe(403);
    expect(await orderRow(order.id)).toMatchObject({ trxId: "" });
  });
});
