import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { flashSaleProducts, productVariants } from "@db/schema.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { listFlashRows } from "~/domain/catalogue/admin.server.ts";
import { getHomeSections } from "~/domain/catalogue/catalogue.server.ts";
import { homeCopy } from "~/i18n/home.ts";
import { flashOfferCount } from "~/domain/flash-sale/flash-sale.server.ts";
import type { ApiOrder } from "~/server/order-api.ts";
import {
  bkashTrxId,
  type CookieJar,
  db,
  DHAKA_ADDRESS,
  newShopper,
  ORIGIN,
  registerAdmin,
  request,
  seedDemoShop,
} from "./helpers.ts";
import { png } from "./image-fixtures.ts";

/**
 * Issue 28: a flash offer may name the one variant on offer (`flash_sale_products.variant_id`). Set and cleared
 * through `PATCH /api/flashsell/:id` and Manage FlashSell's `offer-variant` intent, reported by the reads, and only
 * that variant is priced at the sell price by the quote and the order.
 */
const offerVariantMessage = () => dashboardCopy.admin.validation.offerVariant;
let image: string;
let made = 0;

interface FlashProduct {
  _id: string;
  price: number;
  sellprice?: number;
  variant_id?: string | null;
  variant_title?: string | null;
  variants: { _id: string; sku: string | null; options: Record<string, string>; price: number; stock: number }[];
  error?: string;
  issues?: Record<string, string>;
}

interface QuoteLine {
  variantId: string | null;
  productType: string;
  unitPriceCents: number;
  problem: string | null;
}

await seedDemoShop();
const admin = await registerAdmin("Farah Flash", "farah-flash@example.com", "Variant#2026");
const shopper = await newShopper("Sumi Shopper");

beforeAll(async () => {
  const form = new FormData();
  form.set("image", new File([png(48, 48, "flash-variant")], "photo.png", { type: "image/png" }));
  const uploaded = await request("/api/images", { method: "POST", jar: admin, body: form });
  image = ((await uploaded.json()) as { data: { link: string } }).data.link;
});

/**
 * A flash-sale product in options (added through POST /api/flashsell, then given its options and variants through
 * PATCH /api/products/:id): Size M/L by Colour White/Blue; M costs $12, L $15; the offer sells at $9 ($10 units).
 */
async function flashShirt(stock = 10): Promise<FlashProduct> {
  made += 1;
  const name = `Flash Panjabi ${made}`;
  const added = await request("/api/flashsell", {
    method: "POST",
    jar: admin,
    json: {
      name,
      seller: "Aarong Threads",
      category: "fashion",
      stock: 10,
      price: 20,
      shipping: 1,
      star: 4,
      starCount: 3,
      features: [{ description: "Fabric", value: "Cotton" }],
      image,
      sellprice: 9,
      sellshipping: 0,
    },
  });
  expect(added.status).toBe(201);
  const { _id } = (await added.json()) as FlashProduct;
  const sku = (suffix: string) => `FP${made}-${suffix}`;
  const edited = await request(`/api/products/${_id}`, {
    method: "PATCH",
    jar: admin,
    json: {
      options: [
        { name: "Size", values: ["M", "L"] },
        { name: "Colour", values: ["White", "Blue"] },
      ],
      variants: [
        { sku: sku("MW"), options: { Size: "M", Colour: "White" }, price: 12, stock },
        { sku: sku("MB"), options: { Size: "M", Colour: "Blue" }, price: 12, stock },
        { sku: sku("LW"), options: { Size: "L", Colour: "White" }, price: 15, stock },
        { sku: sku("LB"), options: { Size: "L", Colour: "Blue" }, price: 15, stock: 3 },
      ],
    },
  });
  expect(edited.status).toBe(200);
  return (await edited.json()) as FlashProduct;
}

/** PATCH /api/flashsell/:id as the admin, another account, or nobody (null). */
async function patchOffer(id: string, json: unknown, jar: CookieJar | null = admin) {
  const response = await request(`/api/flashsell/${id}`, { method: "PATCH", jar: jar ?? undefined, json });
  return { status: response.status, body: (await response.json()) as FlashProduct };
}

async function storedOffer(id: string) {
  const [row] = await db
    .select()
    .from(flashSaleProducts)
    .where(eq(flashSaleProducts.productId, Number(id)));
  return row!;
}

function orderBody(lines: { product_id: string; variant_id: string; product_type?: string; product_qty?: number }[]) {
  return {
    name: "Sumi Shopper",
    mobile: "01712345678",
    bkashNum: "01812345678",
    trxID: bkashTrxId("FVAR"),
    checkoutKey: crypto.randomUUID().replaceAll("-", ""),
    address: DHAKA_ADDRESS,
    orderProduct: lines.map((line) => ({ product_qty: 1, product_type: "flashsell", ...line })),
  };
}

async function quote(lines: { product_id: string; variant_id: string; product_type?: string }[]) {
  const response = await request("/api/cart/quote", {
    method: "POST",
    json: { orderProduct: orderBody(lines).orderProduct },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { lines: QuoteLine[] }).lines;
}

async function place(jar: CookieJar, body: unknown) {
  const response = await request("/api/orders", { method: "POST", jar, json: body });
  return { status: response.status, body: (await response.json()) as ApiOrder & { error?: string } };
}

describe("PATCH /api/flashsell/:id with variant_id", () => {
  it("names one variant (by its id as text or a number), reports it with its title, and clears it with null", async () => {
    const product = await flashShirt();
    const blue = product.variants.find((variant) => variant.sku?.endsWith("-LB"))!;
    expect(product).toMatchObject({ variant_id: null, variant_title: null });

    const named = await patchOffer(product._id, { variant_id: blue._id });
    expect(named.status).toBe(200);
    expect(named.body).toMatchObject({ variant_id: blue._id, variant_title: "Size: L / Colour: Blue", sellprice: 9 });
    expect((await storedOffer(product._id)).variantId).toBe(Number(blue._id));

    // The reads say it too: the list of offers and the product.
    const list = (await (await request("/api/flashsell")).json()) as FlashProduct[];
    expect(list.find((item) => item._id === product._id)).toMatchObject({
      variant_id: blue._id,
      variant_title: "Size: L / Colour: Blue",
    });
    const read = (await (await request(`/api/products/${product._id}`)).json()) as FlashProduct;
    expect(read).toMatchObject({ variant_id: blue._id, variant_title: "Size: L / Colour: Blue" });
    // An offer on every variant reads as null in the list too (the seed's offers).
    expect(list.filter((item) => item._id !== product._id).every((item) => item.variant_id === null)).toBe(true);

    const white = product.variants.find((variant) => variant.sku?.endsWith("-MW"))!;
    const byNumber = await patchOffer(product._id, { variant_id: Number(white._id) });
    expect(byNumber.body).toMatchObject({ variant_id: white._id, variant_title: "Size: M / Colour: White" });

    // Other fields leave it as it is.
    const other = await patchOffer(product._id, { sellshipping: 0.5 });
    expect(other.body).toMatchObject({ variant_id: white._id, sellshipping: 0.5 });

    const cleared = await patchOffer(product._id, { variant_id: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ variant_id: null, variant_title: null });
    expect((await storedOffer(product._id)).variantId).toBeNull();
  });

  it("refuses another product's variant, an unknown one or a malformed id (400 under variant_id), changing nothing", async () => {
    const product = await flashShirt();
    const other = await flashShirt();
    const [mine] = product.variants;
    expect((await patchOffer(product._id, { variant_id: mine!._id })).status).toBe(200);

    const [seedVariant] = await db.select().from(productVariants).where(eq(productVariants.productId, 1));
    for (const variantId of [other.variants[0]!._id, "999999", -3, 1.5, "abc", true]) {
      const refused = await patchOffer(product._id, { variant_id: variantId, sellprice: 8 });
      expect(refused.status, String(variantId)).toBe(400);
      expect(refused.body.issues?.variant_id, String(variantId)).toBe(offerVariantMessage());
    }
    // A seed product's variant is as foreign as any.
    expect((await patchOffer(product._id, { variant_id: seedVariant!.id })).status).toBe(400);
    expect(await storedOffer(product._id)).toMatchObject({ variantId: Number(mine!._id), sellPriceCents: 900 });
  });

  it("answers 404 for an unknown product or one without an offer, and refuses anyone but an admin", async () => {
    const product = await flashShirt();
    const variantId = product.variants[0]!._id;
    expect((await patchOffer("999999", { variant_id: null })).status).toBe(404);
    // The seed's product 1 is not on offer.
    const [plain] = await db.select().from(flashSaleProducts).where(eq(flashSaleProducts.productId, 1));
    expect(plain).toBeUndefined();
    expect((await patchOffer("1", { variant_id: null })).status).toBe(404);

    expect((await patchOffer(product._id, { variant_id: variantId }, null)).status).toBe(401);
    expect((await patchOffer(product._id, { variant_id: variantId }, shopper)).status).toBe(403);
    expect((await storedOffer(product._id)).variantId).toBeNull();
  });

  it("holds the sell price to the named variant's price, and to the least price for every variant", async () => {
    const product = await flashShirt();
    const large = product.variants.find((variant) => variant.sku?.endsWith("-LW"))!;
    // $13 is above the least price ($12) but not above the large white's ($15).
    const onLarge = await patchOffer(product._id, { variant_id: large._id, sellprice: 13 });
    expect(onLarge.status).toBe(200);
    const onAll = await patchOffer(product._id, { variant_id: null });
    expect(onAll.status).toBe(400);
    expect(onAll.body.issues?.sellprice).toBe(dashboardCopy.admin.validation.sellPriceAbovePrice);
    expect(await storedOffer(product._id)).toMatchObject({ variantId: Number(large._id), sellPriceCents: 1300 });
  });
});

describe("the home page's card of an offer on one variant", () => {
  it("is that variant's: its regular price struck through and the saving on it, not on the least price", async () => {
    const product = await flashShirt();
    const large = product.variants.find((variant) => variant.sku?.endsWith("-LW"))!;
    expect((await patchOffer(product._id, { variant_id: large._id })).status).toBe(200);
    const { flashItems } = await getHomeSections(db, 1);
    const card = flashItems.find((item) => String(item.id) === product._id)!;
    expect(card.flash).toMatchObject({ sellPriceCents: 900, variantPriceCents: 1500 });
    // $9 against the large one's $15 is 40 % off (against the least price, $12, it would be 25 %).
    const home = await (await request("/")).text();
    expect(home).toContain(`>${homeCopy.discountPercent(40)}<`);
    // An offer on every variant is measured against the least price.
    expect((await patchOffer(product._id, { variant_id: null })).status).toBe(200);
    const { flashItems: after } = await getHomeSections(db, 1);
    expect(after.find((item) => String(item.id) === product._id)!.flash.variantPriceCents).toBeNull();
  });
});

describe("pricing an offer on one variant", () => {
  it("quotes the flash price for the named variant only; the others at their own price", async () => {
    const product = await flashShirt();
    const [mediumWhite, , largeWhite] = product.variants;
    const lines = [
      { product_id: product._id, variant_id: mediumWhite!._id },
      { product_id: product._id, variant_id: largeWhite!._id },
    ];
    // Every variant is on offer at first.
    expect((await quote(lines)).map((line) => [line.productType, line.unitPriceCents, line.problem])).toEqual([
      ["flashsell", 900, null],
      ["flashsell", 900, null],
    ]);
    expect((await patchOffer(product._id, { variant_id: largeWhite!._id })).status).toBe(200);
    expect((await quote(lines)).map((line) => [line.productType, line.unitPriceCents, line.problem])).toEqual([
      ["regular", 1200, "flash-ended"],
      ["flashsell", 900, null],
    ]);
  });

  it("orders the named variant at the sell price from the offer's units, and another variant at its own price", async () => {
    const product = await flashShirt();
    const largeBlue = product.variants.find((variant) => variant.sku?.endsWith("-LB"))!;
    const mediumBlue = product.variants.find((variant) => variant.sku?.endsWith("-MB"))!;
    expect((await patchOffer(product._id, { variant_id: largeBlue._id })).status).toBe(200);

    const flash = await place(shopper, orderBody([{ product_id: product._id, variant_id: largeBlue._id }]));
    expect(flash.status).toBe(201);
    expect(flash.body.orderProduct[0]).toMatchObject({
      productType: "flashsell",
      price: 9,
      variant: { _id: largeBlue._id, title: "Size: L / Colour: Blue" },
    });
    expect((await storedOffer(product._id)).flashStock).toBe(9);

    const regular = await place(
      await newShopper(),
      orderBody([{ product_id: product._id, variant_id: mediumBlue._id, product_type: "regular" }]),
    );
    expect(regular.status).toBe(201);
    expect(regular.body.orderProduct[0]).toMatchObject({ productType: "regular", price: 12 });
    expect((await storedOffer(product._id)).flashStock).toBe(9);

    // The flash-stock gate counts the named variant's stock (3, less the unit held), not the product's (33).
    expect(await flashOfferCount(env, Number(product._id))).toMatchObject({ available: 2 });
  });
});

describe("Manage FlashSell", () => {
  function post(jar: CookieJar, json: unknown) {
    return request("/dashboard/manageflashsell", { method: "POST", jar, json, headers: { Origin: ORIGIN } });
  }

  it("lists a flash product in options with its variants and the one on offer", async () => {
    const product = await flashShirt();
    const largeBlue = product.variants.find((variant) => variant.sku?.endsWith("-LB"))!;
    expect((await patchOffer(product._id, { variant_id: largeBlue._id })).status).toBe(200);
    const { rows } = await listFlashRows(db, 1, 100);
    const row = rows.find((each) => each.id === product._id)!;
    expect(row.offer).toEqual({
      variantId: largeBlue._id,
      variants: product.variants.map((variant) => ({
        id: variant._id,
        title: `Size: ${variant.options.Size} / Colour: ${variant.options.Colour}`,
      })),
    });
    // A product without options has nothing to choose.
    expect(rows.find((each) => each.id !== product._id && each.variantCount === 1)?.offer).toBeUndefined();
    // The page shows the choice.
    const page = await request("/dashboard/manageflashsell?pageSize=100", { jar: admin });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(dashboardCopy.productTable.offerVariant.label(row.name));
    expect(html).toContain("Size: L / Colour: Blue");
  });

  it("sets and clears the variant on offer through the offer-variant intent, as the API does", async () => {
    const product = await flashShirt();
    const [mediumWhite] = product.variants;
    const set = await post(admin, { intent: "offer-variant", id: product._id, variant_id: mediumWhite!._id });
    expect(set.status).toBe(200);
    expect((await storedOffer(product._id)).variantId).toBe(Number(mediumWhite!._id));

    // "" is the select's "All variants".
    expect((await post(admin, { intent: "offer-variant", id: product._id, variant_id: "" })).status).toBe(200);
    expect((await storedOffer(product._id)).variantId).toBeNull();

    const other = await flashShirt();
    const foreign = await post(admin, { intent: "offer-variant", id: product._id, variant_id: other.variants[0]!._id });
    expect(foreign.status).toBe(400);
    expect(await foreign.text()).toContain("variants, or all of them");
    expect((await post(admin, { intent: "offer-variant", id: product._id })).status).toBe(400);
    expect((await post(admin, { intent: "offer-variant", id: "999999", variant_id: null })).status).toBe(404);
    expect((await post(admin, { intent: "offer-variant", id: "1", variant_id: null })).status).toBe(404);

    const refused = await post(shopper, { intent: "offer-variant", id: product._id, variant_id: mediumWhite!._id });
    expect(refused.status).toBe(403);
    expect((await storedOffer(product._id)).variantId).toBeNull();
  });
});
