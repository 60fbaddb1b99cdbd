import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orderLines, products, productVariants } from "@db/schema.ts";
import { cartCopy } from "~/i18n/cart.ts";
import type { CartQuote } from "~/domain/orders/types.ts";
import type { CookieJar } from "./helpers.ts";
import { bkashTrxId, db, DHAKA_ADDRESS, newShopper, registerAdmin, request, seedDemoShop } from "./helpers.ts";
import { png } from "./image-fixtures.ts";

/**
 * Issue 28, lines gone stale: a saved cart line that no longer names a variant the shop sells still opens with the
 * rest of the cart (and still cannot be ordered), and an order line whose variant was deleted puts its units back
 * nowhere when the order closes, while a product without options keeps restocking its one variant.
 */
const images: string[] = [];

interface ApiProduct {
  _id: string;
  variants: { _id: string; options: Record<string, string>; stock: number }[];
}

interface Line {
  product_id: string;
  product_qty: number;
  product_type?: "regular";
  variant_id?: string;
}

const base = {
  seller: "Aarong Threads",
  category: "fashion",
  shipping: 1,
  star: 4,
  starCount: 3,
  features: [{ description: "Fabric", value: "Cotton" }],
};

const sizes = [{ name: "Size", values: ["M", "L", "XL"] }];

/** Size M, L and XL, each with `stock` units, with SKUs from `sku` (the variants as a merchant writes them). */
function sizeVariants(sku: string, stock: number, only = ["M", "L", "XL"]) {
  return only.map((size) => ({ sku: `${sku}-${size}`, options: { Size: size }, price: 10, stock }));
}

async function createProduct(body: Record<string, unknown>): Promise<ApiProduct> {
  const response = await request("/api/products", { method: "POST", jar: admin, json: { ...base, images, ...body } });
  const created = (await response.json()) as ApiProduct;
  expect(response.status, JSON.stringify(created)).toBe(201);
  return created;
}

function editProduct(id: string, method: "PUT" | "PATCH", body: Record<string, unknown>) {
  return request(`/api/products/${id}`, { method, jar: admin, json: body });
}

function orderBody(lines: Line[]) {
  return {
    name: "Rahim Uddin",
    mobile: "01712345678",
    bkashNum: "+8801812345678",
    trxID: bkashTrxId("STL"),
    orderProduct: lines,
    checkoutKey: crypto.randomUUID().replaceAll("-", ""),
    address: DHAKA_ADDRESS,
  };
}

async function place(jar: CookieJar, lines: Line[]) {
  const response = await request("/api/orders", { method: "POST", jar, json: orderBody(lines) });
  return { status: response.status, body: (await response.json()) as { _id: string } };
}

async function stocks(productId: string) {
  const [product] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, Number(productId)));
  const variants = await db
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.productId, Number(productId)))
    .orderBy(productVariants.id);
  return { total: product!.stock, variants: variants.map((variant) => [String(variant.id), variant.stock]) };
}

await seedDemoShop();
const admin = await registerAdmin("Stella Stale", "stella@example.com", "Stale#2026");

beforeAll(async () => {
  const form = new FormData();
  form.set("image", new File([png(48, 48)], "photo.png", { type: "image/png" }));
  const uploaded = await request("/api/images", { method: "POST", jar: admin, body: form });
  images.push(((await uploaded.json()) as { data: { link: string } }).data.link);
});

describe("a saved cart with stale lines", () => {
  it("opens with each stale line's problem and the rest priced; ordering a stale line is still refused", async () => {
    // Sold without options when it was saved, given sizes since.
    const later = await createProduct({ name: "Later Sized Kurta", price: 10, stock: 4 });
    expect((await editProduct(later._id, "PATCH", { options: sizes, variants: sizeVariants("LSK", 4) })).status).toBe(
      200,
    );
    // Saved in L, which the merchant has since stopped selling.
    const dropped = await createProduct({
      name: "Dropped Size Kurta",
      options: sizes,
      variants: sizeVariants("DSK", 3),
    });
    const large = dropped.variants.find((variant) => variant.options.Size === "L")!;
    const edited = await editProduct(dropped._id, "PATCH", {
      options: sizes,
      variants: sizeVariants("DSK", 3, ["M", "XL"]),
    });
    expect(edited.status).toBe(200);
    // Saved with a variant of another product.
    const other = await createProduct({ name: "Other Kurta", options: sizes, variants: sizeVariants("OK", 3) });
    const [plain] = await db.select().from(products).orderBy(products.id).limit(1);

    const unchosen: Line = { product_id: later._id, product_qty: 1, product_type: "regular" };
    const gone: Line = { product_id: dropped._id, product_qty: 1, product_type: "regular", variant_id: large._id };
    const foreign: Line = {
      product_id: dropped._id,
      product_qty: 1,
      product_type: "regular",
      variant_id: other.variants[0]!._id,
    };
    const normal: Line = { product_id: String(plain!.id), product_qty: 2, product_type: "regular" };
    const saved = [unchosen, gone, foreign, normal];

    const quoted = await request("/api/cart/quote", { method: "POST", json: { orderProduct: saved, stored: true } });
    expect(quoted.status).toBe(200);
    const quote = (await quoted.json()) as CartQuote;
    expect(quote.lines.map((line) => [line.productId, line.problem, line.name])).toEqual([
      [later._id, "variant-required", "Later Sized Kurta"],
      [dropped._id, "unknown", "Dropped Size Kurta"],
      [dropped._id, "variant-mismatch", "Dropped Size Kurta"],
      [String(plain!.id), null, plain!.name],
    ]);
    // The normal line is priced as it would be alone; the stale ones count for nothing.
    const alone = (await (
      await request("/api/cart/quote", { method: "POST", json: { orderProduct: [normal] } })
    ).json()) as CartQuote;
    expect(quote.lines[3]!.unitPriceCents).toBe(plain!.priceCents);
    expect([quote.itemCount, quote.subtotalCents, quote.totalCents]).toEqual([
      2,
      alone.subtotalCents,
      alone.totalCents,
    ]);
    expect(quote.orderable).toBe(false);

    // The cart page the cookie mirrors renders it so: each stale line says what to do, and links its product.
    const cookie = `cart_count=5; cart_lines=${later._id}..r.1_${dropped._id}.${large._id}.r.1_${plain!.id}..r.2`;
    const html = await (await request("/shoppingcart", { headers: { Cookie: cookie } })).text();
    expect(html).not.toContain(`data-needs-script=""`);
    expect(html).toContain(cartCopy.chooseOptionsAgain);
    expect(html).toContain(cartCopy.chooseAnotherOption);
    expect(html).not.toContain(cartCopy.noLongerSold);
    expect(html).toContain(`href="/productdetails/${dropped._id}"`);
    expect(html).toContain(`aria-label="${cartCopy.remove("Dropped Size Kurta")}"`);

    // Quoting the lines as they are to be bought, and ordering them, are refused as before.
    for (const line of [unchosen, foreign]) {
      const explicit = await request("/api/cart/quote", { method: "POST", json: { orderProduct: [line, normal] } });
      expect(explicit.status).toBe(400);
      expect((await place(await newShopper(), [line, normal])).status).toBe(400);
    }
    expect((await place(await newShopper(), [gone, normal])).status).toBe(422);
    expect((await place(await newShopper(), [normal])).status).toBe(201);
  });
});

describe("closing an order whose variant was deleted", () => {
  it("puts the units of a deleted variant nowhere, on cancel and on reject", async () => {
    const product = await createProduct({ name: "Replaced Kurta", options: sizes, variants: sizeVariants("RK", 5) });
    const large = product.variants.find((variant) => variant.options.Size === "L")!;
    const shopper = await newShopper();
    const cancelled = await place(shopper, [{ product_id: product._id, product_qty: 2, variant_id: large._id }]);
    const rejected = await place(await newShopper(), [
      { product_id: product._id, product_qty: 1, variant_id: large._id },
    ]);
    expect([cancelled.status, rejected.status]).toEqual([201, 201]);

    // The merchant writes the product again in colours: every variant it had is deleted.
    const replaced = await editProduct(product._id, "PUT", {
      ...base,
      images,
      name: "Replaced Kurta",
      options: [{ name: "Colour", values: ["Red", "Green"] }],
      variants: [
        { sku: "RK-RED", options: { Colour: "Red" }, price: 10, stock: 4 },
        { sku: "RK-GREEN", options: { Colour: "Green" }, price: 10, stock: 6 },
      ],
    });
    expect(replaced.status).toBe(200);
    const before = await stocks(product._id);
    expect(before.total).toBe(10);
    expect(before.variants.map(([id]) => id)).not.toContain(large._id);
    // The order lines no longer name a variant, and keep what they were sold as.
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, cancelled.body._id));
    expect(line).toMatchObject({ variantId: null, variantTitle: "Size: L" });

    expect((await request(`/api/orders/${cancelled.body._id}`, { method: "DELETE", jar: shopper })).status).toBe(200);
    const reject = await request(`/api/orders/${rejected.body._id}`, {
      method: "PATCH",
      jar: admin,
      json: { status: "rejected", note: "No longer made in sizes" },
    });
    expect(reject.status).toBe(200);
    // Neither the red nor the green variant got the three units, and the total is still their sum.
    expect(await stocks(product._id)).toEqual(before);
  });

  it("restocks the one variant of a product without options, once, after the product was edited", async () => {
    const product = await createProduct({ name: "Plain Kurta", price: 8, stock: 5 });
    expect(product.variants).toHaveLength(1);
    const shopper = await newShopper();
    const placed = await place(shopper, [{ product_id: product._id, product_qty: 2 }]);
    expect(placed.status).toBe(201);
    expect((await stocks(product._id)).total).toBe(3);
    // Edited (its price, and its stock counted again): its one variant stays the same row.
    expect((await editProduct(product._id, "PATCH", { price: 9, stock: 7 })).status).toBe(200);
    const edited = await stocks(product._id);
    expect(edited).toEqual({ total: 7, variants: [[product.variants[0]!._id, 7]] });

    const cancels = await Promise.all(
      Array.from({ length: 3 }, () => request(`/api/orders/${placed.body._id}`, { method: "DELETE", jar: shopper })),
    );
    expect(cancels.filter((response) => response.status === 200)).toHaveLength(1);
    expect(await stocks(product._id)).toEqual({ total: 9, variants: [[product.variants[0]!._id, 9]] });
  });
});
