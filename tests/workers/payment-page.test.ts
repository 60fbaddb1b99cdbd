import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { products } from "@db/schema.ts";
import { createDatabase } from "~/domain/database.ts";
import { amountDuePaisa, readShopMoney } from "~/domain/money.ts";
import type { CartQuote } from "~/domain/types.ts";
import { type CookieJar, registerAccount, request, seedDemoShop } from "./helpers.ts";

const db = createDatabase(env.DB);
let shopper: CookieJar;

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

beforeAll(async () => {
  await seedDemoShop();
  shopper = await registerAccount("Rahim Uddin", "rahim@example.com", "Rahim#2026");
});

describe("the amount due in taka", () => {
  it("quotes the taka to send for the total at the shop's rate, rounded up to the paisa", async () => {
    const item = await regularProduct();
    const priced = await quote([{ product_id: String(item.id), product_qty: 3 }]);
    expect(priced.totalCents).toBe(item.priceCents * 3 + item.shippingCents);
    // wrangler.toml: SHOP_CURRENCY USD at BKASH_BDT_RATE 122 taka per dollar.
    expect(readShopMoney(env)).toEqual({ currency: "USD", bdtRate: 122 });
    expect(priced.amountDuePaisa).toBe(priced.totalCents * 122);
    expect(priced.amountDuePaisa).toBe(amountDuePaisa(priced.totalCents, readShopMoney(env)));
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
