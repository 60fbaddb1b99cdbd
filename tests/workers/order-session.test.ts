import { env } from "cloudflare:workers";
import { and, eq, gte, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { flashSaleProducts, orders, products, productVariants } from "@db/schema.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { flashOfferCount, setFlashSaleWindow } from "~/domain/flash-sale/flash-sale.server.ts";
import {
  bkashTrxId,
  DHAKA_ADDRESS,
  newShopper,
  request,
  seedDemoShop,
  setFlashStock,
  db,
  registerAdmin,
} from "./helpers.ts";

/**
 * Decision 040: an order reads its buyer's session row in its own first D1 batch instead of before it. A session
 * that ended (signed out) places nothing, holds nothing and replays nothing: 401 from that batch. A flash offer the
 * gate finds sold out is refused before any D1 read, session row included.
 */
const HOUR = 3_600_000;
let flashOffers: number[];
let regularProduct: number;
let counter = 0;

function orderBody(productId: number, type: "regular" | "flashsell", quantity = 1) {
  counter += 1;
  return {
    name: "Rahim Uddin",
    mobile: "01712345678",
    bkashNum: "01812345678",
    trxID: bkashTrxId("SESS"),
    checkoutKey: `session-key-${counter}-${crypto.randomUUID().slice(0, 8)}`,
    address: DHAKA_ADDRESS,
    orderProduct: [{ product_id: String(productId), product_qty: quantity, product_type: type }],
  };
}

/** A shopper's session cookie, copied, and then that session signed out: the copy is authentic but ended. */
async function endedSessionCookie(): Promise<{ cookie: string; email: string }> {
  const jar = await newShopper("Signed Out Shopper");
  const cookie = jar.header();
  const me = (await (await request("/api/session", { jar })).json()) as { user: { email: string } };
  expect((await request("/api/session", { method: "DELETE", jar })).status).toBe(200);
  return { cookie, email: me.user.email };
}

function placeWith(cookie: string, body: Record<string, unknown>) {
  return request("/api/orders", { method: "POST", headers: { Cookie: cookie }, json: body });
}

async function ordersOf(email: string) {
  return db.select({ id: orders.id }).from(orders).where(eq(orders.email, email));
}

async function productStock(productId: number) {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row!.stock;
}

await seedDemoShop();
const admin = await registerAdmin("Sami Admin", "sami.session@example.com", "Sami#Session2026");

beforeAll(async () => {
  const now = Date.now();
  await setFlashSaleWindow(env, { startsAt: now - HOUR, endsAt: now + 10 * HOUR }, "test");
  flashOffers = (await db.select({ id: flashSaleProducts.productId }).from(flashSaleProducts)).map((row) => row.id);
  // A product without options, with stock to spare, that is not on the flash sale.
  const plain = await db
    .select({ productId: productVariants.productId })
    .from(productVariants)
    .where(and(sql`${productVariants.optionValues} = '[]'`, gte(productVariants.stock, 20)));
  regularProduct = plain.find((row) => !flashOffers.includes(row.productId))!.productId;
});

describe("an order confirms its session in its own first read", () => {
  it("refuses a regular order from an ended session with 401, and writes nothing", async () => {
    const { cookie, email } = await endedSessionCookie();
    const before = await productStock(regularProduct);
    const response = await placeWith(cookie, orderBody(regularProduct, "regular"));
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: string }).error).toBe(shopCopy.auth.loginRequired);
    expect(await ordersOf(email)).toEqual([]);
    expect(await productStock(regularProduct)).toBe(before);
  });

  it("gives a flash unit held for an ended session back at once", async () => {
    const offer = flashOffers[0]!;
    await setFlashStock(admin, offer, 1);
    const { cookie, email } = await endedSessionCookie();
    const response = await placeWith(cookie, orderBody(offer, "flashsell"));
    expect(response.status).toBe(401);
    expect(await ordersOf(email)).toEqual([]);
    expect((await flashOfferCount(env, offer))?.available).toBe(1);
    // The unit is there for a live shopper.
    const live = await newShopper("Live Shopper");
    const placed = await request("/api/orders", { method: "POST", jar: live, json: orderBody(offer, "flashsell") });
    expect(placed.status).toBe(201);
  });

  it("refuses a sold-out flash offer before reading any session row (409), and writes nothing", async () => {
    const offer = flashOffers[1]!;
    await setFlashStock(admin, offer, 0);
    const { cookie, email } = await endedSessionCookie();
    const response = await placeWith(cookie, orderBody(offer, "flashsell"));
    expect(response.status).toBe(409);
    expect(await ordersOf(email)).toEqual([]);
  });

  it("tells only a live session that the account is at its flash limit", async () => {
    const offer = flashOffers[2]!;
    await setFlashStock(admin, offer, 10);
    const jar = await newShopper("Limit Shopper");
    const cookie = jar.header();
    const twoUnits = orderBody(offer, "flashsell", Number(env.FLASH_LIMIT_PER_SHOPPER));
    expect((await request("/api/orders", { method: "POST", jar, json: twoUnits })).status).toBe(201);
    const more = await request("/api/orders", { method: "POST", jar, json: orderBody(offer, "flashsell") });
    expect(more.status).toBe(409);
    expect((await request("/api/session", { method: "DELETE", jar })).status).toBe(200);
    expect((await placeWith(cookie, orderBody(offer, "flashsell"))).status).toBe(401);
  });

  it("does not replay a placed order to its session once that session has ended", async () => {
    const jar = await newShopper("Replaying Shopper");
    const cookie = jar.header();
    const body = orderBody(regularProduct, "regular");
    const first = await request("/api/orders", { method: "POST", jar, json: body });
    expect(first.status, await first.clone().text()).toBe(201);
    expect((await request("/api/orders", { method: "POST", jar, json: body })).status).toBe(200);
    expect((await request("/api/session", { method: "DELETE", jar })).status).toBe(200);
    expect((await placeWith(cookie, body)).status).toBe(401);
  });

  it("still answers 401 before anything else without a session cookie", async () => {
    const response = await request("/api/orders", { method: "POST", json: { nonsense: true } });
    expect(response.status).toBe(401);
  });
});
