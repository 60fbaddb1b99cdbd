import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, products } from "@db/schema.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { checkoutCopy } from "~/i18n/checkout.ts";
import { amountDuePaisa } from "~/domain/money.ts";
import { readConfig } from "~/server/config.ts";
import { orderReference } from "~/domain/orders/reference.ts";
import type { CartQuote } from "~/domain/orders/types.ts";
import { formatWholeTaka } from "~/format.ts";
import { formatOrderTime } from "~/components/orders/OrderTime.tsx";
import type { ApiOrder } from "~/server/order-api.ts";
import { registerAccount, request, seedDemoShop, DHAKA_ADDRESS, db } from "./helpers.ts";

async function regularProduct() {
  const rows = await db.select().from(products);
  const match = rows.find((row) => row.stock >= 3);
  if (!match) throw new Error("no product in stock");
  return match;
}

async function quote(lines: { product_id: string; product_qty: number }[]) {
  const response = await request("/api/cart/quote", { method: "POST", json: { orderProduct: lines } });
  expect(response.status).toBe(200);
  return (await response.json()) as CartQuote;
}

await seedDemoShop();
const shopper = await registerAccount("Rahim Uddin", "rahim@example.com", "Rahim#2026");

describe("the amount due in taka", () => {
  it("quotes the taka to send for the total at the shop's rate, rounded up to whole taka", async () => {
    const item = await regularProduct();
    const priced = await quote([{ product_id: String(item.id), product_qty: 3 }]);
    expect(priced.totalCents).toBe(item.priceCents * 3 + item.shippingCents);
    // wrangler.toml: SHOP_CURRENCY USD at BKASH_BDT_RATE 122 taka per dollar; what is sent is whole taka.
    expect(readConfig(env).money).toEqual({ currency: "USD", bdtRate: 122 });
    expect(priced.amountDuePaisa).toBe(Math.ceil((priced.totalCents * 122) / 100) * 100);
    expect(priced.amountDuePaisa).toBe(amountDuePaisa(priced.totalCents, readConfig(env).money));
    expect(priced.amountDuePaisa).toBe(priced.taka.total * 100);
  });

  it("counts only what can be ordered: an unknown product adds nothing to the taka", async () => {
    const item = await regularProduct();
    const alone = await quote([{ product_id: String(item.id), product_qty: 1 }]);
    const withUnknown = await quote([
      { product_id: String(item.id), product_qty: 1 },
      { product_id: "999999", product_qty: 1 },
    ]);
    expect(withUnknown.amountDuePaisa).toBe(alone.amountDuePaisa);
    expect((await quote([])).amountDuePaisa).toBe(0);
  });
});

describe("the payment page", () => {
  it("gives the shopper the shop's bKash number in full, never masked", async () => {
    const response = await request("/payment/cart", { jar: shopper });
    expect(response.status).toBe(200);
    const html = await response.text();
    const number = env.BKASH_MERCHANT_NUMBER;
    expect(number).toMatch(/^01\d{9}$/);
    expect(html).toContain(number);
    expect(html).not.toContain(`${number.slice(0, 3)}*****${number.slice(-3)}`);
    expect(html).not.toMatch(/01\d\*{3,}\d/);
  });
});

describe("the confirmation page", () => {
  async function placeOrder(checkoutKey: string, trxID: string) {
    const item = await regularProduct();
    const response = await request("/api/orders", {
      method: "POST",
      jar: shopper,
      json: {
        name: "Rahim Uddin",
        mobile: "01712345678",
        bkashNum: "01812345678",
        trxID,
        checkoutKey,
        address: DHAKA_ADDRESS,
        orderProduct: [{ product_id: String(item.id), product_qty: 1 }],
      },
    });
    expect(response.status).toBe(201);
    return (await response.json()) as ApiOrder;
  }

  it("says the order awaits payment verification, with the taka due, the reference and the deadline", async () => {
    const checkoutKey = "5e1f0c2a9b7d4e3f8a6b1c0d2e3f4a5b";
    const order = await placeOrder(checkoutKey, "CONF0001AA");
    const [stored] = await db.select().from(orders).where(eq(orders.id, order._id));
    const response = await request(`/confirmorder/${order._id}`, { jar: shopper });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("successfully ordered");
    expect(html).toContain(checkoutCopy.checkoutPage.awaitingHelp);
    expect(html).toContain(shopCopy.orders.status.pending);
    expect(html).toContain(formatWholeTaka(stored!.amountDuePaisa / 100));
    // The order's number, made by the server from the account and the checkout (decision 042).
    expect(order.reference).toBe(await orderReference(env.AUTH_SECRET, stored!.userId, checkoutKey));
    expect(html).toContain(`>${order.reference}<`);
    // wrangler.toml: ORDER_PAYMENT_HOURS 24, shown in the reader's zone (UTC without a tz cookie).
    expect(stored!.paymentDueAt!.getTime() - stored!.createdAt.getTime()).toBe(24 * 3_600_000);
    expect(html).toContain(
      checkoutCopy.checkoutPage.next.deadline(formatOrderTime(stored!.paymentDueAt!.toISOString(), "UTC")),
    );
    expect(html).toContain(`href="/dashboard/order/${order._id}"`);
    expect(html).toContain('href="/dashboard/myorder"');
  });

  it("says the payment is confirmed when it matched before the shopper arrived", async () => {
    const order = await placeOrder("7c2d9e0f1a3b5c7d9e0f1a3b5c7d9e0f", "CONF0002BB");
    await db.update(orders).set({ status: "confirmed" }).where(eq(orders.id, order._id));
    const html = await (await request(`/confirmorder/${order._id}`, { jar: shopper })).text();
    expect(html).toContain(checkoutCopy.checkoutPage.paidHelp);
    expect(html).toContain(shopCopy.orders.status.confirmed);
    expect(html).not.toContain(checkoutCopy.checkoutPage.awaitingHelp);
    expect(html).not.toContain("If your payment has not reached the shop by");
  });
});
