import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { flashSaleProducts, orderLines, orders, products } from "@db/schema.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { flashOfferCount, flashStockChanged, setFlashSaleWindow } from "~/domain/flash-sale/flash-sale.server.ts";
import type { ApiOrder } from "~/server/order-api.ts";
import { type FlashSale, HOLD_TTL_MS } from "../../workers/flash-sale.ts";
import {
  type CookieJar,
  newShopper,
  ORIGIN,
  request,
  seedDemoShop,
  setFlashStock,
  DHAKA_ADDRESS,
  bkashTrxId,
  db,
  registerAdmin,
} from "./helpers.ts";

/**
 * Decision 015: the FlashSale Durable Object gates each flash offer's stock in front of D1. These run the real
 * Worker, D1 and Durable Object: concurrent orders sell exactly the stock, a sold-out offer is refused by the
 * object alone, held units come back when D1 refuses the order, and the counts survive a restart of the object
 * and follow admin edits and cancellations.
 */
const HOUR = 3_600_000;
const gate = () => env.FLASH_SALE.get(env.FLASH_SALE.idFromName("global"));
let shoppers: CookieJar[];
let counter = 0;
/** Flash offers from the seed, one per test (each test sets its stock through the admin API). */
let offers: { productId: number; name: string }[];

function unique(prefix: string) {
  counter += 1;
  return `${prefix}${String(counter).padStart(6, "0")}${Math.floor(Math.random() * 1e4)}`;
}

function flashBody(lines: { id: number; qty?: number; type?: string }[], extra: Record<string, unknown> = {}) {
  return {
    name: "Rahim Uddin",
    mobile: "01712345678",
    bkashNum: "01812345678",
    trxID: bkashTrxId("GATE"),
    checkoutKey: unique("gate-key-"),
    address: DHAKA_ADDRESS,
    orderProduct: lines.map((line) => ({
      product_id: String(line.id),
      product_qty: line.qty ?? 1,
      product_type: line.type ?? "flashsell",
    })),
    ...extra,
  };
}

async function place(jar: CookieJar, body: Record<string, unknown>) {
  const response = await request("/api/orders", { method: "POST", jar, json: body });
  return {
    status: response.status,
    body: (await response.json()) as ApiOrder & { error?: string; issues?: Record<string, string> },
  };
}

/** Sets the offer's units (and the product's stock) as an admin does. */
const setStock = (productId: number, stock: number) => setFlashStock(admin, productId, stock);

async function d1Offer(productId: number) {
  const [row] = await db
    .select({ stock: products.stock, flashStock: flashSaleProducts.flashStock, name: products.name })
    .from(flashSaleProducts)
    .innerJoin(products, eq(products.id, flashSaleProducts.productId))
    .where(eq(flashSaleProducts.productId, productId));
  return row!;
}

async function flashOrdersOf(productId: number) {
  return db
    .select({ id: orders.id, quantity: orderLines.quantity, status: orders.status })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.productId, productId), eq(orderLines.productType, "flashsell")));
}

let lastOffer: { productId: number; name: string } | undefined;

function nextOffer() {
  const offer = offers.shift();
  if (!offer) throw new Error("the seed has no flash offer left for this test");
  lastOffer = offer;
  return offer;
}

/** The offer the previous test used (the seed has 11 offers), with whatever the gate tracks of it. */
function previousOffer() {
  if (!lastOffer) throw new Error("no test used an offer yet");
  return lastOffer;
}

await seedDemoShop();
const admin = await registerAdmin("Gita Admin", "gita.gate@example.com", "Gita#Gate2026");

beforeAll(async () => {
  const now = Date.now();
  await setFlashSaleWindow(env, { startsAt: now - HOUR, endsAt: now + 10 * HOUR }, "test");
  offers = await db
    .select({ productId: flashSaleProducts.productId, name: products.name })
    .from(flashSaleProducts)
    .innerJoin(products, eq(products.id, flashSaleProducts.productId))
    .orderBy(flashSaleProducts.productId);
});

/** Fresh accounts for every test: each may buy only 2 units of an offer and have 5 orders waiting for payment. */
async function shoppersFor(count: number) {
  return Promise.all(Array.from({ length: count }, (_, index) => newShopper(`Gate Shopper ${index}`)));
}

beforeEach(async () => {
  shoppers = await shoppersFor(4);
});

describe("concurrent flash orders", () => {
  it("sells exactly the 10 units to 10 of 40 concurrent orders, never more, and refuses the rest by name", async () => {
    const offer = nextOffer();
    await setStock(offer.productId, 10);
    const buyers = await shoppersFor(40);
    const results = await Promise.all(buyers.map((buyer) => place(buyer, flashBody([{ id: offer.productId }]))));
    expect(results.filter((result) => result.status === 201)).toHaveLength(10);
    const refused = results.filter((result) => result.status === 409);
    expect(refused).toHaveLength(30);
    for (const { body } of refused) expect(body.error).toBe(shopCopy.checkout.errors.outOfStock(offer.name));
    expect(await d1Offer(offer.productId)).toMatchObject({ stock: 0, flashStock: 0 });
    expect(await flashOrdersOf(offer.productId)).toHaveLength(10);
    expect(await flashOfferCount(env, offer.productId)).toMatchObject({ available: 0 });
  });

  it("sells 2-unit lines without splitting the last units: 7 units go to 3 orders of 2 and 1 of 1", async () => {
    const offer = nextOffer();
    await setStock(offer.productId, 7);
    const buyers = await shoppersFor(12);
    const paired = await Promise.all(buyers.map((buyer) => place(buyer, flashBody([{ id: offer.productId, qty: 2 }]))));
    expect(paired.filter((result) => result.status === 201)).toHaveLength(3);
    const single = await place(shoppers[0]!, flashBody([{ id: offer.productId }]));
    expect(single.status).toBe(201);
    const refused = await place(shoppers[1]!, flashBody([{ id: offer.productId }]));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(shopCopy.checkout.errors.outOfStock(offer.name));
    expect(await d1Offer(offer.productId)).toMatchObject({ stock: 0, flashStock: 0 });
  });
});

describe("a sold-out offer", () => {
  it("is refused by the object alone: D1 changed behind its back does not change its answer", async () => {
    const offer = nextOffer();
    await setStock(offer.productId, 1);
    expect((await place(shoppers[0]!, flashBody([{ id: offer.productId }]))).status).toBe(201);
    // Behind the gate's back (no invalidation): D1 now has units again and another name. A refusal that read D1
    // would sell one or name the product anew; the gate's own count and name answer instead.
    await db
      .update(products)
      .set({ stock: 5, name: "Renamed Behind The Gate" })
      .where(eq(products.id, offer.productId));
    await db.update(flashSaleProducts).set({ flashStock: 5 }).where(eq(flashSaleProducts.productId, offer.productId));
    const refused = await place(shoppers[1]!, flashBody([{ id: offer.productId }]));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(shopCopy.checkout.errors.outOfStock(offer.name));
    // The wire shape is the one D1's refusal had: the lines that can be bought (none) total 0.
    expect(refused.body).toEqual({ error: shopCopy.checkout.errors.outOfStock(offer.name), totalPrice: 0 });
    expect(await flashOrdersOf(offer.productId)).toHaveLength(1);
    // Told that D1 changed, it reads D1 again and sells what D1 has, under the new name.
    await flashStockChanged(env, [offer.productId]);
    expect(await flashOfferCount(env, offer.productId)).toMatchObject({
      available: 5,
      name: "Renamed Behind The Gate",
    });
    expect((await place(shoppers[1]!, flashBody([{ id: offer.productId }]))).status).toBe(201);
  });

  it("totals a refused cart of flash lines from the object as D1 would: the lines that can be bought", async () => {
    const soldOut = nextOffer();
    const other = nextOffer();
    await setStock(soldOut.productId, 0);
    await setStock(other.productId, 3);
    const [offer] = await db.select().from(flashSaleProducts).where(eq(flashSaleProducts.productId, other.productId));
    const refused = await place(
      shoppers[2]!,
      flashBody([
        { id: other.productId, qty: 2 },
        { id: soldOut.productId, qty: 1 },
      ]),
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: shopCopy.checkout.errors.outOfStock(soldOut.name),
      totalPrice: (offer!.sellPriceCents * 2 + offer!.sellShippingCents) / 100,
    });
    // Nothing was held for the line that could be bought.
    expect(await flashOfferCount(env, other.productId)).toMatchObject({ available: 3 });
  });

  it("still gives a retried submit of a placed order its first order back (200), not a refusal", async () => {
    const offer = nextOffer();
    await setStock(offer.productId, 1);
    const body = flashBody([{ id: offer.productId }]);
    const first = await place(shoppers[3]!, body);
    expect(first.status).toBe(201);
    const retry = await place(shoppers[3]!, body);
    expect(retry.status).toBe(200);
    expect(retry.body._id).toBe(first.body._id);
    // Also once the sweep has settled the hold against D1 (the key is remembered as placed).
    expect(await runDurableObjectAlarm(gate())).toBe(true);
    const later = await place(shoppers[3]!, body);
    expect(later.status).toBe(200);
    expect(later.body._id).toBe(first.body._id);
    expect((await place(shoppers[0]!, flashBody([{ id: offer.productId }]))).status).toBe(409);
  });
});

describe("held units come back", () => {
  it("when D1 refuses the order (a used TrxID, a changed total): the last unit still sells", async () => {
    const offer = nextOffer();
    await setStock(offer.productId, 1);
    const used = flashBody([{ id: offer.productId }]).trxID;
    // The TrxID goes to a regular order of a product without an offer first.
    const [regular] = await db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.stock} > 0 AND ${products.id} NOT IN (SELECT product_id FROM flash_sale_products)`)
      .limit(1);
    const first = await place(shoppers[0]!, flashBody([{ id: regular!.id, type: "regular" }], { trxID: used }));
    expect(first.status).toBe(201);
    const reused = await place(shoppers[1]!, flashBody([{ id: offer.productId }], { trxID: used }));
    expect(reused.status).toBe(409);
    expect(reused.body.issues?.trxID).toBe(shopCopy.checkout.errors.trxIdUsed);
    const changed = await place(shoppers[1]!, flashBody([{ id: offer.productId }], { expectedTotal: 1 }));
    expect(changed.status).toBe(409);
    expect(changed.body.error).toBe(shopCopy.checkout.errors.priceChanged);
    expect(await flashOfferCount(env, offer.productId)).toMatchObject({ available: 1 });
    expect((await place(shoppers[2]!, flashBody([{ id: offer.productId }]))).status).toBe(201);
    expect((await place(shoppers[3]!, flashBody([{ id: offer.productId }]))).status).toBe(409);
  });

  it("when the order never reaches D1: the sweep gives an abandoned hold back and keeps a placed one spent", async () => {
    const offer = nextOffer();
    await setStock(offer.productId, 2);
    // A Worker that held a unit and died before writing its order.
    const held = await gate().reserve("0:abandoned", "abandoned-order-id", [
      { productId: offer.productId, quantity: 1 },
    ]);
    expect(held).toMatchObject({ held: true, refused: null });
    expect((await place(shoppers[0]!, flashBody([{ id: offer.productId }]))).status).toBe(201);
    expect((await place(shoppers[1]!, flashBody([{ id: offer.productId }]))).status).toBe(409);
    // Young holds stay held (their orders may still be on the way to D1).
    await runDurableObjectAlarm(gate());
    expect(await flashOfferCount(env, offer.productId)).toMatchObject({ available: 0 });
    await runInDurableObject(gate(), (_instance: FlashSale, state) => {
      state.storage.sql.exec("UPDATE flash_holds SET at = at - ?", HOLD_TTL_MS + 1_000);
    });
    await runDurableObjectAlarm(gate());
    expect(await flashOfferCount(env, offer.productId)).toMatchObject({ available: 1 });
    expect((await place(shoppers[1]!, flashBody([{ id: offer.productId }]))).status).toBe(201);
    expect(await d1Offer(offer.productId)).toMatchObject({ flashStock: 0 });
  });
});

describe("the counts", () => {
  it("survive a restart of the object: read from its storage, not seeded again from D1", async () => {
    const offer = nextOffer();
    await setStock(offer.productId, 3);
    expect((await place(shoppers[0]!, flashBody([{ id: offer.productId }]))).status).toBe(201);
    // D1 changed behind its back: a restarted object that seeded itself from D1 again would sell 10.
    await db.update(products).set({ stock: 10 }).where(eq(products.id, offer.productId));
    await db.update(flashSaleProducts).set({ flashStock: 10 }).where(eq(flashSaleProducts.productId, offer.productId));
    await evictDurableObject(gate());
    expect(await flashOfferCount(env, offer.productId)).toMatchObject({ available: 2 });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, index) => place(shoppers[index % 4]!, flashBody([{ id: offer.productId }]))),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(2);
    expect(await d1Offer(offer.productId)).toMatchObject({ flashStock: 8 });
  });

  it("count the units still in flight when an admin's edit makes them read D1 again", async () => {
    const offer = previousOffer();
    await setStock(offer.productId, 4);
    // An order held but not yet written to D1 while the admin sets the stock.
    await gate().reserve("0:in-flight", "in-flight-order-id", [{ productId: offer.productId, quantity: 1 }]);
    await setStock(offer.productId, 5);
    expect(await flashOfferCount(env, offer.productId)).toMatchObject({ available: 4 });
    await gate().release("0:in-flight", "in-flight-order-id", "no");
    expect(await flashOfferCount(env, offer.productId)).toMatchObject({ available: 5 });
    // A second release of the same hold gives nothing back.
    await gate().release("0:in-flight", "in-flight-order-id", "no");
    expect(await flashOfferCount(env, offer.productId)).toMatchObject({ available: 5 });
  });

  it("follow an admin's edits: stock, name, and a deleted offer", async () => {
    const offer = nextOffer();
    await setStock(offer.productId, 1);
    expect((await place(shoppers[0]!, flashBody([{ id: offer.productId }]))).status).toBe(201);
    expect((await place(shoppers[1]!, flashBody([{ id: offer.productId }]))).status).toBe(409);
    await setStock(offer.productId, 2);
    const renamed = await request(`/api/flashsell/${offer.productId}`, {
      method: "PATCH",
      jar: admin,
      json: { name: "Gate Renamed Offer" },
      headers: { Origin: ORIGIN },
    });
    expect(renamed.status).toBe(200);
    expect((await place(shoppers[1]!, flashBody([{ id: offer.productId }]))).status).toBe(201);
    expect((await place(shoppers[2]!, flashBody([{ id: offer.productId }]))).status).toBe(201);
    const refused = await place(shoppers[3]!, flashBody([{ id: offer.productId }]));
    expect(refused.body.error).toBe(shopCopy.checkout.errors.outOfStock("Gate Renamed Offer"));
    const deleted = await request(`/api/flashsell/${offer.productId}`, {
      method: "DELETE",
      jar: admin,
      headers: { Origin: ORIGIN },
    });
    expect(deleted.status).toBe(200);
    expect(await flashOfferCount(env, offer.productId)).toBeNull();
  });

  it("follow cancellations and rejections: the unit given back to D1 can be bought again", async () => {
    const offer = nextOffer();
    await setStock(offer.productId, 1);
    const placed = await place(shoppers[0]!, flashBody([{ id: offer.productId }]));
    expect(placed.status).toBe(201);
    expect((await place(shoppers[1]!, flashBody([{ id: offer.productId }]))).status).toBe(409);
    expect((await request(`/api/orders/${placed.body._id}`, { method: "DELETE", jar: shoppers[0]! })).status).toBe(200);
    const again = await place(shoppers[1]!, flashBody([{ id: offer.productId }]));
    expect(again.status).toBe(201);
    expect((await place(shoppers[2]!, flashBody([{ id: offer.productId }]))).status).toBe(409);
    const rejected = await request(`/api/orders/${again.body._id}`, {
      method: "PATCH",
      jar: admin,
      json: { status: "rejected", note: "No such TrxID in bKash" },
      headers: { Origin: ORIGIN },
    });
    expect(rejected.status).toBe(200);
    expect((await place(shoppers[2]!, flashBody([{ id: offer.productId }]))).status).toBe(201);
    expect(await d1Offer(offer.productId)).toMatchObject({ stock: 0, flashStock: 0 });
  });

  it("give two concurrent submits of one checkout the same order and the gate a count that matches D1", async () => {
    const offer = previousOffer();
    await setStock(offer.productId, 1);
    const body = flashBody([{ id: offer.productId }]);
    const [first, second] = await Promise.all([place(shoppers[0]!, body), place(shoppers[0]!, body)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body._id).toBe(second.body._id);
    expect(await d1Offer(offer.productId)).toMatchObject({ flashStock: 0 });
    expect(await flashOfferCount(env, offer.productId)).toMatchObject({ available: 0 });
    expect((await place(shoppers[1]!, flashBody([{ id: offer.productId }]))).status).toBe(409);
  });
});
