import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orderLines, products, productVariants } from "@db/schema.ts";
import { productsCopy } from "~/i18n/products.ts";
import { variantsCopy } from "~/i18n/variants.ts";
import { cartCopy } from "~/i18n/cart.ts";
import type { CartQuote } from "~/domain/orders/types.ts";
import { listProductRows } from "~/domain/catalogue/admin.server.ts";
import {
  bkashTrxId,
  type CookieJar,
  DHAKA_ADDRESS,
  ORIGIN,
  fetchPage,
  newShopper,
  request,
  seedDemoShop,
  db,
  registerAdmin,
} from "./helpers.ts";
import { png } from "./image-fixtures.ts";

/** Issue 28: products with options and variants, through the API, and the product row the lists read. */
const texts = variantsCopy.validation;
const images: string[] = [];

interface ApiProduct {
  _id: string;
  price: number;
  stock: number;
  image: string;
  priceMin: number;
  priceMax: number;
  options: { name: string; values: string[] }[];
  variants: {
    _id: string;
    sku: string | null;
    options: Record<string, string>;
    price: number;
    compareAtPrice: number | null;
    stock: number;
    image: string | null;
  }[];
  images: string[];
}

async function uploadImage(seed: number): Promise<string> {
  const form = new FormData();
  form.set("image", new File([png(40 + seed, 40)], "photo.png", { type: "image/png" }));
  const response = await request("/api/images", { method: "POST", jar: admin, body: form });
  const body = (await response.json()) as { data: { link: string } };
  return body.data.link;
}

function shirt(overrides: Record<string, unknown> = {}) {
  return {
    name: "Cotton Panjabi",
    seller: "Aarong Threads",
    category: "fashion",
    shipping: 1.5,
    star: 4.5,
    starCount: 12,
    features: [{ description: "Fabric", value: "Cotton" }],
    images,
    options: [
      { name: "Size", values: ["M", "L", "XL"] },
      { name: "Colour", values: ["White", "Blue"] },
    ],
    variants: [
      { sku: "PJ-M-WHT", options: { Size: "M", Colour: "White" }, price: 12, stock: 5, image: images[0] },
      { sku: "PJ-L-WHT", options: { Size: "L", Colour: "White" }, price: 12, stock: 0 },
      {
        sku: "PJ-L-BLU",
        options: { Size: "L", Colour: "Blue" },
        price: 15,
        compareAtPrice: 18,
        stock: 3,
        image: images[1],
      },
      { options: { Size: "XL", Colour: "Blue" }, price: 15, stock: 2 },
    ],
    ...overrides,
  };
}

async function create(body: unknown) {
  const response = await request("/api/products", { method: "POST", jar: admin, json: body });
  return { status: response.status, body: (await response.json()) as ApiProduct & { issues?: Record<string, string> } };
}

await seedDemoShop();
const admin = await registerAdmin("Vera Variant", "vera@example.com", "Variant#2026");

beforeAll(async () => {
  images.push(await uploadImage(1), await uploadImage(2), await uploadImage(3));
});

describe("a product with options through the API", () => {
  it("is created with its options, variants and gallery, and read back the same", async () => {
    const created = await create(shirt());
    expect(created.status).toBe(201);
    const read = (await (await request(`/api/products/${created.body._id}`)).json()) as ApiProduct;
    expect(read.options).toEqual([
      { name: "Size", values: ["M", "L", "XL"] },
      { name: "Colour", values: ["White", "Blue"] },
    ]);
    expect(
      read.variants.map(({ _id, image, ...variant }) => ({ ...variant, image: image?.split("/").pop() ?? null })),
    ).toEqual([
      {
        sku: "PJ-M-WHT",
        options: { Size: "M", Colour: "White" },
        price: 12,
        compareAtPrice: null,
        stock: 5,
        image: images[0]!.split("/").pop(),
      },
      {
        sku: "PJ-L-WHT",
        options: { Size: "L", Colour: "White" },
        price: 12,
        compareAtPrice: null,
        stock: 0,
        image: null,
      },
      {
        sku: "PJ-L-BLU",
        options: { Size: "L", Colour: "Blue" },
        price: 15,
        compareAtPrice: 18,
        stock: 3,
        image: images[1]!.split("/").pop(),
      },
      { sku: null, options: { Size: "XL", Colour: "Blue" }, price: 15, compareAtPrice: null, stock: 2, image: null },
    ]);
    expect(read.images.map((image) => image.split("/").pop())).toEqual(images.map((image) => image.split("/").pop()));
    // The product's own figures are its variants': least and greatest price, stock together; photo the first.
    expect(read).toMatchObject({ price: 12, priceMin: 12, priceMax: 15, stock: 10 });
    expect(read.image.split("/").pop()).toBe(images[0]!.split("/").pop());
    // And the list says the range too.
    const list = (await (await request(`/api/products?q=${encodeURIComponent("Cotton Panjabi")}`)).json()) as {
      items: ApiProduct[];
    };
    expect(list.items.find((item) => item._id === read._id)).toMatchObject({ priceMin: 12, priceMax: 15 });
  });

  it("gives an old product one variant with its price and stock, and an empty option list", async () => {
    const [plain] = await db.select({ id: products.id }).from(products).limit(1);
    const read = (await (await request(`/api/products/${plain!.id}`)).json()) as ApiProduct;
    expect(read.options).toEqual([]);
    expect(read.variants).toHaveLength(1);
    expect(read.variants[0]).toMatchObject({ options: {}, price: read.price, stock: read.stock, sku: null });
    expect(read.priceMin).toBe(read.price);
    expect(read.priceMax).toBe(read.price);
  });

  it("refuses what cannot be saved with 400 and the field's message, and saves nothing", async () => {
    const before = await db.$count(products);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ options: [{ name: "Size", values: ["M", "m"] }] }, "options.0.values", texts.duplicateOptionValue],
      [{ options: [{ name: "Size", values: [] }] }, "options.0.values", texts.optionValues],
      [
        {
          options: [{ name: "Size", values: ["M"] }],
          variants: Array.from({ length: 101 }, () => ({ options: { Size: "M" }, price: 1, stock: 1 })),
        },
        "variants",
        texts.variants,
      ],
      [
        {
          options: [{ name: "Size", values: ["M", "L"] }],
          variants: [
            { sku: "DUP-1", options: { Size: "M" }, price: 1, stock: 1 },
            { sku: "dup-1", options: { Size: "L" }, price: 1, stock: 1 },
          ],
        },
        "variants.1.sku",
        texts.duplicateSku,
      ],
      [
        { options: [{ name: "Size", values: ["M"] }], variants: [{ options: { Size: "M" }, price: -5, stock: 1 }] },
        "variants.0.price",
        texts.price,
      ],
      [
        { options: [{ name: "Size", values: ["M"] }], variants: [{ options: { Size: "M" }, price: 5, stock: -1 }] },
        "variants.0.stock",
        texts.stock,
      ],
      [
        { options: [{ name: "Size", values: ["M"] }], variants: [{ options: { Size: "S" }, price: 5, stock: 1 }] },
        "variants.0.options",
        texts.variantOptions,
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const refused = await create(shirt(overrides));
      expect(refused.status, field).toBe(400);
      expect(refused.body.issues?.[field], field).toBe(message);
    }
    // A SKU another product has.
    const taken = await create(
      shirt({ options: [], variants: [{ sku: "pj-m-wht", options: {}, price: 3, stock: 1 }] }),
    );
    expect(taken.status).toBe(400);
    expect(taken.body.issues?.variants).toBe(texts.duplicateSku);
    expect(await db.$count(products)).toBe(before);
  });

  it("keeps a variant's id when an edit keeps its options, and drops the ones left out", async () => {
    const created = await create(
      shirt({
        name: "Linen Shirt",
        variants: shirt().variants.map((v) => ({ ...v, sku: v.sku ? `LN-${v.sku}` : null })),
      }),
    );
    const before = created.body.variants;
    const edit = await request(`/api/products/${created.body._id}`, {
      method: "PATCH",
      jar: admin,
      json: {
        options: [
          { name: "Size", values: ["M", "L", "XL"] },
          { name: "Colour", values: ["White", "Blue"] },
        ],
        variants: [
          { sku: "LN-PJ-L-BLU", options: { Size: "L", Colour: "Blue" }, price: 16, stock: 7 },
          { sku: "LN-NEW", options: { Size: "M", Colour: "Blue" }, price: 14, stock: 1 },
        ],
      },
    });
    expect(edit.status).toBe(200);
    const after = ((await edit.json()) as ApiProduct).variants;
    expect(after.map((variant) => variant.sku)).toEqual(["LN-PJ-L-BLU", "LN-NEW"]);
    expect(after[0]!._id).toBe(before.find((variant) => variant.sku === "LN-PJ-L-BLU")!._id);
    expect(after[0]).toMatchObject({ price: 16, stock: 7 });
    const [row] = await db
      .select()
      .from(products)
      .where(eq(products.id, Number(created.body._id)));
    expect(row).toMatchObject({ stock: 8, priceCents: 1400, priceMaxCents: 1600 });
  });

  it("refuses a product-wide price or stock for a product with several variants", async () => {
    const created = await create(
      shirt({ name: "Kurti", variants: shirt().variants.map((v) => ({ ...v, sku: null })) }),
    );
    const refused = await request(`/api/products/${created.body._id}`, {
      method: "PATCH",
      jar: admin,
      json: { stock: 50 },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { issues: Record<string, string> }).issues.price).toBe(texts.priceWithVariants);
  });
});

describe("the product row follows its variants", () => {
  it("keeps a one-variant product's variant in step with the spec's price and stock", async () => {
    const [plain] = await db.select({ id: products.id }).from(products).limit(1);
    await db.update(products).set({ stock: 42, priceCents: 4321 }).where(eq(products.id, plain!.id));
    const [variant] = await db.select().from(productVariants).where(eq(productVariants.productId, plain!.id));
    expect(variant).toMatchObject({ stock: 42, priceCents: 4321 });
    await db.update(productVariants).set({ stock: 40 }).where(eq(productVariants.id, variant!.id));
    const [row] = await db.select().from(products).where(eq(products.id, plain!.id));
    expect(row).toMatchObject({ stock: 40, priceCents: 4321, priceMaxCents: 4321 });
  });
});

interface ApiOrder {
  _id: string;
  error?: string;
  issues?: Record<string, string>;
  orderProduct: {
    product_id: string;
    variant: { _id: string | null; title: string; sku: string | null } | null;
    price: number;
    quentity: number;
    image: string;
  }[];
}

function orderBody(lines: { product_id: string; product_qty: number; variant_id?: string }[]) {
  return {
    name: "Rahim Uddin",
    mobile: "01712345678",
    bkashNum: "+8801812345678",
    trxID: bkashTrxId("VAR"),
    orderProduct: lines,
    checkoutKey: crypto.randomUUID().replaceAll("-", ""),
    address: DHAKA_ADDRESS,
  };
}

async function place(jar: CookieJar, body: unknown) {
  const response = await request("/api/orders", { method: "POST", jar, json: body });
  return { status: response.status, body: (await response.json()) as ApiOrder };
}

async function variantStock(id: string) {
  const [row] = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, Number(id)));
  return row!.stock;
}

async function productStock(id: string) {
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, Number(id)));
  return row!.stock;
}

/** A fresh product with options: Size M/L/XL by Colour White/Blue, each variant with `stock` units. */
async function freshShirt(name: string, stock = 10) {
  const created = await create(
    shirt({
      name,
      variants: shirt().variants.map((variant, index) => ({
        ...variant,
        sku: `${name.replaceAll(" ", "-").toUpperCase()}-${index}`,
        stock,
      })),
    }),
  );
  expect(created.status).toBe(201);
  return created.body;
}

describe("Manage Product", () => {
  it("shows a product in variants with its total stock, its variant count and its price range", async () => {
    const product = await freshShirt("Table Shirt", 3);
    const { rows } = await listProductRows(db, 1, 100);
    expect(rows.find((row) => row.id === product._id)).toMatchObject({
      stock: 12,
      variantCount: 4,
      priceCents: 1200,
      priceMaxCents: 1500,
    });
    // A product without options: one variant, one price.
    const plain = rows.find((row) => row.variantCount === 1)!;
    expect(plain.priceMaxCents).toBe(plain.priceCents);
  });
  it("finds products by name, in any case, keeping the search in its page links (issue 30)", async () => {
    const found = await listProductRows(db, 1, 10, "STRETCH slim");
    expect(found.rows.map((row) => row.name)).toEqual(["Stretch Slim Jeans"]);
    expect(found.total).toBe(1);
    expect((await listProductRows(db, 1, 10, "no such product name")).total).toBe(0);
    const html = await (await request("/dashboard/manageproduct?q=jeans&pageSize=25", { jar: admin })).text();
    expect(html).toContain("Stretch Slim Jeans");
    expect(html).not.toContain("Titan 16 Gaming Laptop");
    expect(html).toMatch(/<form[^>]*role="search"[^>]*>/);
    expect(html).toContain('name="q"');
    expect(html).toMatch(/href="\/dashboard\/manageproduct\?q=jeans&amp;pageSize=100"/);
  });
});

describe("cart and orders by variant", () => {
  it("quotes each variant at its own price, and refuses a line without one or with another product's (400)", async () => {
    const product = await freshShirt("Quote Shirt");
    const [white, , blue] = product.variants;
    const quote = await request("/api/cart/quote", {
      method: "POST",
      json: {
        orderProduct: [
          { product_id: product._id, product_qty: 1, variant_id: white!._id },
          { product_id: product._id, product_qty: 2, variant_id: blue!._id },
        ],
      },
    });
    expect(quote.status).toBe(200);
    const body = (await quote.json()) as {
      lines: { variantId: string; variantTitle: string; unitPriceCents: number }[];
    };
    expect(body.lines.map((line) => [line.variantId, line.variantTitle, line.unitPriceCents])).toEqual([
      [white!._id, "Size: M / Colour: White", 1200],
      [blue!._id, "Size: L / Colour: Blue", 1500],
    ]);

    const missing = await request("/api/cart/quote", {
      method: "POST",
      json: { orderProduct: [{ product_id: product._id, product_qty: 1 }] },
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toBe(variantsCopy.api.variantRequired("Quote Shirt"));

    const other = await freshShirt("Other Shirt");
    const mismatch = await place(
      await newShopper(),
      orderBody([{ product_id: product._id, product_qty: 1, variant_id: other.variants[0]!._id }]),
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error).toBe(variantsCopy.api.variantMismatch);
    const unchosen = await place(await newShopper(), orderBody([{ product_id: product._id, product_qty: 1 }]));
    expect(unchosen.status).toBe(400);
  });

  it("opens a saved cart whose line names no variant of a product now in options: that line's problem, the rest priced", async () => {
    const product = await freshShirt("Saved Shirt");
    // The demo shop's first product, sold without options.
    const [plain] = await db.select().from(products).orderBy(products.id).limit(1);
    const saved = [
      { product_id: product._id, product_qty: 1, product_type: "regular" },
      { product_id: String(plain!.id), product_qty: 2, product_type: "regular" },
    ];
    const quoted = await request("/api/cart/quote", { method: "POST", json: { orderProduct: saved, stored: true } });
    expect(quoted.status).toBe(200);
    const quote = (await quoted.json()) as CartQuote;
    expect(quote.lines.map((line) => [line.productId, line.problem, line.requestedVariantId])).toEqual([
      [product._id, "variant-required", null],
      [String(plain!.id), null, null],
    ]);
    expect(quote.orderable).toBe(false);
    expect(quote.itemCount).toBe(2);
    // The cart page the cookie mirrors renders it so too, and ordering it is still refused.
    const page = await request("/shoppingcart", {
      headers: { Cookie: `cart_count=3; cart_lines=${product._id}..r.1_${plain!.id}..r.2` },
    });
    expect(await page.text()).toContain(cartCopy.chooseOptionsAgain);
    expect((await place(await newShopper(), orderBody(saved))).status).toBe(400);
  });

  it("orders two variants of one product: each line keeps its variant, each variant gives its own stock", async () => {
    const product = await freshShirt("Order Shirt", 6);
    const [white, , blue] = product.variants;
    const shopper = await newShopper();
    const placed = await place(
      shopper,
      orderBody([
        { product_id: product._id, product_qty: 2, variant_id: white!._id },
        { product_id: product._id, product_qty: 1, variant_id: blue!._id },
      ]),
    );
    expect(placed.status).toBe(201);
    expect(placed.body.orderProduct.map((line) => [line.variant, line.price, line.quentity])).toEqual([
      [{ _id: white!._id, title: "Size: M / Colour: White", sku: "ORDER-SHIRT-0" }, 12, 2],
      [{ _id: blue!._id, title: "Size: L / Colour: Blue", sku: "ORDER-SHIRT-2" }, 15, 1],
    ]);
    // The blue variant's own image is the line's picture.
    expect(placed.body.orderProduct[1]!.image.split("/").pop()).toBe(images[1]!.split("/").pop());
    expect([await variantStock(white!._id), await variantStock(blue!._id)]).toEqual([4, 5]);
    expect(await productStock(product._id)).toBe(6 * 4 - 3);

    // Cancelling gives each variant its units back, once, however many cancels arrive.
    const cancels = await Promise.all(
      Array.from({ length: 4 }, () => request(`/api/orders/${placed.body._id}`, { method: "DELETE", jar: shopper })),
    );
    expect(cancels.filter((response) => response.status === 200)).toHaveLength(1);
    expect([await variantStock(white!._id), await variantStock(blue!._id)]).toEqual([6, 6]);
    expect(await productStock(product._id)).toBe(24);
  });

  it("rejecting and returning give each variant its own units back, once, however many moves arrive", async () => {
    const product = await freshShirt("Return Shirt", 6);
    const [white, , blue] = product.variants;
    const lines = [
      { product_id: product._id, product_qty: 2, variant_id: white!._id },
      { product_id: product._id, product_qty: 1, variant_id: blue!._id },
    ];
    const move = (id: string, change: unknown) =>
      request(`/api/orders/${id}`, { method: "PATCH", jar: admin, json: change });
    const closeAll = async (id: string, change: unknown) =>
      (await Promise.all(Array.from({ length: 3 }, () => move(id, change)))).filter(
        (response) => response.status === 200,
      ).length;

    const rejected = await place(await newShopper(), orderBody(lines));
    expect(rejected.status).toBe(201);
    expect([await variantStock(white!._id), await variantStock(blue!._id)]).toEqual([4, 5]);
    expect(await closeAll(rejected.body._id, { status: "rejected", note: "Out of this colour" })).toBe(1);
    expect([await variantStock(white!._id), await variantStock(blue!._id)]).toEqual([6, 6]);

    const returned = await place(await newShopper(), orderBody(lines));
    expect(returned.status).toBe(201);
    expect((await move(returned.body._id, { status: "confirmed" })).status).toBe(200);
    expect(
      (await move(returned.body._id, { status: "shipped", courier: "Pathao", trackingNumber: "PTH-9" })).status,
    ).toBe(200);
    expect([await variantStock(white!._id), await variantStock(blue!._id)]).toEqual([4, 5]);
    expect(await closeAll(returned.body._id, { status: "returned", note: "Refused at the door" })).toBe(1);
    expect([await variantStock(white!._id), await variantStock(blue!._id)]).toEqual([6, 6]);
    // The other variants were never touched, and the product's total follows its variants.
    expect(await productStock(product._id)).toBe(6 * 4);
  });

  it("puts a cancelled line's units nowhere once its variant is deleted, and keeps the product's total its variants' sum", async () => {
    const product = await freshShirt("Gone Shirt", 5);
    const blue = product.variants[2]!;
    const shopper = await newShopper();
    const placed = await place(shopper, orderBody([{ product_id: product._id, product_qty: 2, variant_id: blue._id }]));
    expect(placed.status).toBe(201);
    // The merchant stops selling large blue: the variants are written again without it.
    const kept = shirt().variants.filter((_, index) => index !== 2);
    const edited = await request(`/api/products/${product._id}`, {
      method: "PATCH",
      jar: admin,
      json: {
        options: shirt().options,
        variants: kept.map((variant, index) => ({ ...variant, sku: `GONE-SHIRT-${[0, 1, 3][index]}`, stock: 5 })),
      },
    });
    expect(edited.status).toBe(200);
    expect(await productStock(product._id)).toBe(15);
    const cancelled = await request(`/api/orders/${placed.body._id}`, { method: "DELETE", jar: shopper });
    expect(cancelled.status).toBe(200);
    // The two units have no variant to go back to: no other variant gets them, and the total still adds up.
    const variants = await db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, Number(product._id)));
    expect(variants.map((variant) => variant.stock)).toEqual([5, 5, 5]);
    expect(await productStock(product._id)).toBe(15);
  });

  it("sells a variant's last 5 units to exactly 5 of 50 concurrent orders", async () => {
    const product = await freshShirt("Rush Shirt", 5);
    const target = product.variants[3]!;
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => newShopper()));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        place(
          shoppers[index % shoppers.length]!,
          orderBody([{ product_id: product._id, product_qty: 1, variant_id: target._id }]),
        ),
      ),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(5);
    expect(results.filter((result) => result.status === 409)).toHaveLength(45);
    expect(await variantStock(target._id)).toBe(0);
    // The other variants were not touched.
    expect(await productStock(product._id)).toBe(15);
  });

  it("keeps the line's variant title, SKU, price and image as they were after the variant is edited", async () => {
    const product = await freshShirt("Snapshot Shirt", 4);
    const blue = product.variants[2]!;
    const placed = await place(
      await newShopper(),
      orderBody([{ product_id: product._id, product_qty: 1, variant_id: blue._id }]),
    );
    expect(placed.status).toBe(201);
    const edit = await request(`/api/products/${product._id}`, {
      method: "PATCH",
      jar: admin,
      json: {
        options: [
          { name: "Size", values: ["M", "L", "XL"] },
          { name: "Colour", values: ["White", "Blue"] },
        ],
        variants: [{ sku: "SNAP-NEW", options: { Size: "L", Colour: "Blue" }, price: 99, stock: 1, image: images[2] }],
      },
    });
    expect(edit.status).toBe(200);
    const read = (await (await request(`/api/orders/${placed.body._id}`, { jar: admin })).json()) as ApiOrder;
    expect(read.orderProduct[0]).toMatchObject({
      variant: { _id: blue._id, title: "Size: L / Colour: Blue", sku: "SNAPSHOT-SHIRT-2" },
      price: 15,
    });
    expect(read.orderProduct[0]!.image.split("/").pop()).toBe(images[1]!.split("/").pop());
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, placed.body._id));
    expect(line).toMatchObject({ variantTitle: "Size: L / Colour: Blue", sku: "SNAPSHOT-SHIRT-2" });
  });

  it("still sells an old product from a cart entry without a variant, and names no variant on its line", async () => {
    const [plain] = await db
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .orderBy(products.id)
      .limit(1);
    await db.update(products).set({ stock: 50 }).where(eq(products.id, plain!.id));
    const placed = await place(await newShopper(), orderBody([{ product_id: String(plain!.id), product_qty: 2 }]));
    expect(placed.status).toBe(201);
    expect(placed.body.orderProduct[0]!.variant).toBeNull();
    expect(await productStock(String(plain!.id))).toBe(48);
  });
});

describe("renaming options keeps the variants an edit names (issue 45)", () => {
  /** The product as GET gives it, ready to be sent back by PUT: the spec's fields, its gallery and its variants. */
  async function readBack(id: string) {
    const read = (await (await request(`/api/products/${id}`)).json()) as ApiProduct & {
      name: string;
      seller: string;
      category: string;
      shipping: number;
      star: number;
      starCount: number;
      features: { description: string; value: string }[];
    };
    return read;
  }

  /** PUT of the whole product, as read, with `rename` applied to each variant's options and `options` as given. */
  async function putRenamed(
    id: string,
    options: { name: string; values: string[] }[],
    rename: (choice: Record<string, string>) => Record<string, string>,
    { withIds = true } = {},
  ) {
    const read = await readBack(id);
    return request(`/api/products/${id}`, {
      method: "PUT",
      jar: admin,
      json: {
        name: read.name,
        seller: read.seller,
        category: read.category,
        shipping: read.shipping,
        star: read.star,
        starCount: read.starCount,
        features: read.features,
        images: read.images,
        options,
        variants: read.variants.map((variant) => ({
          ...(withIds ? { _id: variant._id } : {}),
          sku: variant.sku,
          options: rename(variant.options),
          price: variant.price,
          compareAtPrice: variant.compareAtPrice,
          stock: variant.stock,
          image: variant.image,
        })),
      },
    });
  }

  const renamedOptions = [
    { name: "Size", values: ["M", "Large", "XL"] },
    { name: "Colour", values: ["White", "Blue"] },
  ];
  const lToLarge = (choice: Record<string, string>) => ({
    ...choice,
    Size: choice.Size === "L" ? "Large" : choice.Size!,
  });

  it("keeps a renamed value's variant, its stock, SKU and order lines; a cancel puts the units back on it", async () => {
    const product = await freshShirt("Rename Shirt", 6);
    const large = product.variants[2]!;
    const shopper = await newShopper();
    const placed = await place(
      shopper,
      orderBody([{ product_id: product._id, product_qty: 2, variant_id: large._id }]),
    );
    expect(placed.status).toBe(201);
    expect(await variantStock(large._id)).toBe(4);

    const renamed = await putRenamed(product._id, renamedOptions, lToLarge);
    expect(renamed.status).toBe(200);
    const after = ((await renamed.json()) as ApiProduct).variants;
    expect(after.map((variant) => variant._id)).toEqual(product.variants.map((variant) => variant._id));
    expect(after[2]).toMatchObject({
      _id: large._id,
      sku: "RENAME-SHIRT-2",
      options: { Size: "Large", Colour: "Blue" },
      stock: 4,
    });
    expect(after[1]).toMatchObject({ options: { Size: "Large", Colour: "White" }, stock: 6 });
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, placed.body._id));
    expect(line!.variantId).toBe(Number(large._id));

    const cancelled = await request(`/api/orders/${placed.body._id}`, { method: "DELETE", jar: shopper });
    expect(cancelled.status).toBe(200);
    expect(await variantStock(large._id)).toBe(6);
    const [row] = await db
      .select({ optionValues: productVariants.optionValues })
      .from(productVariants)
      .where(eq(productVariants.id, Number(large._id)));
    expect(row!.optionValues).toEqual(["Large", "Blue"]);
    expect(await productStock(product._id)).toBe(24);
  });

  it("keeps every variant through an option renamed, values reordered, options reordered and two values swapped", async () => {
    const product = await freshShirt("Reorder Shirt", 3);
    const before = product.variants.map((variant) => ({ _id: variant._id, options: variant.options }));
    // Size becomes Waist, listed after Colour, its values reversed, and M and XL trade places on the variants.
    const swap: Record<string, string> = { M: "XL", XL: "M", L: "L" };
    const edited = await putRenamed(
      product._id,
      [
        { name: "Colour", values: ["Blue", "White"] },
        { name: "Waist", values: ["XL", "L", "M"] },
      ],
      (choice) => ({ Colour: choice.Colour!, Waist: swap[choice.Size!]! }),
    );
    expect(edited.status).toBe(200);
    const after = ((await edited.json()) as ApiProduct).variants;
    expect(after.map((variant) => [variant._id, variant.options])).toEqual(
      before.map((variant) => [variant._id, { Colour: variant.options.Colour, Waist: swap[variant.options.Size!] }]),
    );
    expect(after.map((variant) => variant.stock)).toEqual([3, 3, 3, 3]);
  });

  it("still matches unnamed variants by their options, and makes a renamed value without an id a new variant", async () => {
    const product = await freshShirt("Unnamed Shirt", 2);
    const edited = await putRenamed(product._id, renamedOptions, lToLarge, { withIds: false });
    expect(edited.status).toBe(200);
    const after = ((await edited.json()) as ApiProduct).variants;
    expect(after[0]!._id).toBe(product.variants[0]!._id);
    expect(after[3]!._id).toBe(product.variants[3]!._id);
    expect(after[2]!._id).not.toBe(product.variants[2]!._id);
  });

  it("refuses an _id that is not one of the product's variants, or named twice, with 400, and changes nothing", async () => {
    const product = await freshShirt("Guarded Shirt", 2);
    const other = await freshShirt("Other Guarded Shirt", 2);
    const variants = product.variants.map((variant) => ({
      _id: variant._id,
      sku: variant.sku,
      options: variant.options,
      price: variant.price,
      stock: variant.stock,
    }));
    const patch = (json: unknown) => request(`/api/products/${product._id}`, { method: "PATCH", jar: admin, json });
    const foreign = await patch({
      options: shirt().options,
      variants: variants.map((variant, index) => (index === 0 ? { ...variant, _id: other.variants[0]!._id } : variant)),
    });
    expect(foreign.status).toBe(400);
    expect(((await foreign.json()) as { issues: Record<string, string> }).issues.variants).toBe(texts.unknownVariant);
    const twice = await patch({
      options: shirt().options,
      variants: variants.map((variant, index) => (index === 1 ? { ...variant, _id: variants[0]!._id } : variant)),
    });
    expect(twice.status).toBe(400);
    expect(((await twice.json()) as { issues: Record<string, string> }).issues["variants.1._id"]).toBe(
      texts.duplicateVariantId,
    );
    const malformed = await patch({ options: shirt().options, variants: [{ ...variants[0]!, _id: "L" }] });
    expect(malformed.status).toBe(400);
    const read = await readBack(product._id);
    expect(read.variants.map((variant) => variant._id)).toEqual(product.variants.map((variant) => variant._id));
    expect((await readBack(other._id)).variants[0]!.sku).toBe("OTHER-GUARDED-SHIRT-0");
  });

  it("ignores the ids a new product is sent with (a copy of another's read)", async () => {
    const source = await freshShirt("Source Shirt", 1);
    const copied = await create(
      shirt({
        name: "Copied Shirt",
        variants: source.variants.map((variant, index) => ({
          _id: variant._id,
          sku: `COPIED-${index}`,
          options: variant.options,
          price: variant.price,
          stock: 1,
        })),
      }),
    );
    expect(copied.status).toBe(201);
    expect(copied.body.variants.some((variant) => source.variants.some((other) => other._id === variant._id))).toBe(
      false,
    );
    expect((await readBack(source._id)).variants.map((variant) => variant.sku)).toEqual(
      source.variants.map((variant) => variant.sku),
    );
  });
});

describe("stock by SKU as a spreadsheet", () => {
  it("exports every variant's stock, and imports a sheet row by row, saying what changed or why not", async () => {
    const product = await freshShirt("Sheet Shirt", 3);
    expect((await request("/api/products/stock.csv")).status).toBe(401);
    const exported = await request("/api/products/stock.csv", { jar: admin });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("Content-Type")).toContain("text/csv");
    const text = (await exported.text()).replace(/^\uFEFF/, "");
    expect(text.split("\r\n")[0]).toBe("sku,product,variant,stock,product_id,variant_id");
    expect(text).toContain(
      `SHEET-SHIRT-2,Sheet Shirt,Size: L / Colour: Blue,3,${product._id},${product.variants[2]!._id}`,
    );

    const sheet = [
      "stock,sku,note",
      "9,sheet-shirt-0,counted",
      "3,SHEET-SHIRT-1,",
      "-2,SHEET-SHIRT-2,",
      "4,NO-SUCH-SKU,",
      "5,,",
      "6,SHEET-SHIRT-0,again",
    ].join("\r\n");
    const imported = await request("/api/products/stock.csv", {
      method: "POST",
      jar: admin,
      body: sheet,
      headers: { "Content-Type": "text/csv" },
    });
    expect(imported.status).toBe(200);
    const report = (await imported.json()) as { updated: number; unchanged: number; refused: number; rows: unknown[] };
    expect(report).toMatchObject({ updated: 1, unchanged: 1, refused: 4 });
    expect(report.rows).toEqual([
      { row: 2, sku: "sheet-shirt-0", status: "updated", from: 3, to: 9 },
      { row: 3, sku: "SHEET-SHIRT-1", status: "unchanged", stock: 3 },
      {
        row: 4,
        sku: "SHEET-SHIRT-2",
        status: "refused",
        reason: "bad-stock",
        error: variantsCopy.stockSheet.rows["bad-stock"],
      },
      {
        row: 5,
        sku: "NO-SUCH-SKU",
        status: "refused",
        reason: "unknown-sku",
        error: variantsCopy.stockSheet.rows["unknown-sku"],
      },
      { row: 6, sku: "", status: "refused", reason: "no-sku", error: variantsCopy.stockSheet.rows["no-sku"] },
      {
        row: 7,
        sku: "SHEET-SHIRT-0",
        status: "refused",
        reason: "repeated-sku",
        error: variantsCopy.stockSheet.rows["repeated-sku"],
      },
    ]);
    expect(await variantStock(product.variants[0]!._id)).toBe(9);
    expect(await variantStock(product.variants[2]!._id)).toBe(3);
    expect(await productStock(product._id)).toBe(9 + 3 * 3);

    const headless = await request("/api/products/stock.csv", { method: "POST", jar: admin, body: "a,b\r\n1,2" });
    expect(headless.status).toBe(400);
    expect(((await headless.json()) as { error: string }).error).toBe(variantsCopy.stockSheet.noHeader);
  });
});

describe("the product page of a product with options", () => {
  it("describes the group and its variants for search engines, and does not sell it without a choice", async () => {
    const product = await freshShirt("Page Shirt", 2);
    const response = await fetchPage(`/productdetails/${product._id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    // Its price range and what is left to choose; a pick of each value (the pickers may stream in after).
    expect(html).toContain("$12.00 – $15.00");
    expect(html).toContain(productsCopy.chooseOptions(["Size", "Colour"]));
    for (const value of ["M", "L", "XL", "White", "Blue"]) expect(html).toMatch(new RegExp(`value="${value}"`));
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Add to Cart/s);

    // A shared link to one variant opens with that variant chosen: its price alone, and the buttons sell it.
    const chosen = await (await fetchPage(`/productdetails/${product._id}?variant=${product.variants[2]!._id}`)).text();
    expect(chosen).not.toContain(productsCopy.chooseOptions(["Size", "Colour"]));
    const checked = [...chosen.matchAll(/<input[^>]*>/g)]
      .map((input) => input[0])
      .filter((input) => /type="radio"/.test(input) && /checked/.test(input))
      .map((input) => /value="([^"]*)"/.exec(input)?.[1]);
    expect(checked).toEqual(["L", "Blue"]);
    const script = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html);
    const ld = JSON.parse(script![1]!) as {
      "@type": string;
      variesBy: string[];
      hasVariant: {
        sku?: string;
        size?: string;
        color?: string;
        offers: { price: string; url: string; availability: string };
      }[];
    };
    expect(ld["@type"]).toBe("ProductGroup");
    expect(ld.variesBy).toEqual(["https://schema.org/size", "https://schema.org/color"]);
    expect(ld.hasVariant).toHaveLength(4);
    expect(ld.hasVariant[2]).toMatchObject({
      sku: "PAGE-SHIRT-2",
      size: "L",
      color: "Blue",
      offers: { price: "15.00", url: expect.stringContaining(`?variant=${product.variants[2]!._id}`) },
    });
  });
});

describe("the product form's options editor", () => {
  /** The screen's own post: the route action's answer as route data (`.data`), as the form's fetcher reads it. */
  const post = (path: string, json: unknown) =>
    request(`${path}.data`, { method: "POST", jar: admin, json, headers: { Origin: ORIGIN } });

  /** The form's body: the spec's fields, the gallery in order and the grid's offered rows (money as typed). */
  function formBody(overrides: Record<string, unknown> = {}) {
    return {
      intent: "create-product",
      name: "Khadi Kurta",
      seller: "Aarong Threads",
      category: "fashion",
      shipping: "1.50",
      star: "4",
      starCount: "3",
      features: [{ description: "Fabric", value: "Khadi" }],
      image: images[1],
      images: [images[1], images[2]],
      options: [
        { name: "Size", values: ["M", "L"] },
        { name: "Colour", values: ["Rust"] },
      ],
      variants: [
        {
          sku: "KK-M",
          options: { Size: "M", Colour: "Rust" },
          price: "20",
          compareAtPrice: null,
          stock: "4",
          image: null,
        },
        {
          sku: null,
          options: { Size: "L", Colour: "Rust" },
          price: "২২",
          compareAtPrice: "25",
          stock: "১",
          image: images[2],
        },
      ],
      ...overrides,
    };
  }

  it("adds a product in options from Add Product, and the edit screen opens it with its grid and gallery", async () => {
    const added = await post("/dashboard/addproduct", formBody());
    expect(added.status).toBe(200);
    const [row] = await db.select().from(products).where(eq(products.name, "Khadi Kurta"));
    const read = (await (await request(`/api/products/${row!.id}`)).json()) as ApiProduct;
    expect(read.images.map((link) => link.slice(link.lastIndexOf("/")))).toEqual(
      [images[1], images[2]].map((link) => link!.slice(link!.lastIndexOf("/"))),
    );
    expect(read.variants.map((variant) => [variant.sku, variant.price, variant.compareAtPrice, variant.stock])).toEqual(
      [
        ["KK-M", 20, null, 4],
        [null, 22, 25, 1],
      ],
    );
    expect(read.priceMin).toBe(20);
    expect(read.stock).toBe(5);

    const page = await request(`/dashboard/editproduct/${row!.id}`, { jar: admin });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('value="Size"');
    expect(html).toContain(variantsCopy.editor.cellLabel("Price", "Size: L / Colour: Rust"));
    expect(html).toContain(variantsCopy.gallery.moveLater(1));
  });

  it("saves an edit of the grid and the gallery's order from the edit screen, keeping the variants' ids", async () => {
    const [row] = await db.select().from(products).where(eq(products.name, "Khadi Kurta"));
    const before = (await (await request(`/api/products/${row!.id}`)).json()) as ApiProduct;
    const body = formBody({ intent: "update", image: undefined, images: [images[2], images[1]] });
    body.variants[0]!.stock = "9";
    const saved = await post(`/dashboard/editproduct/${row!.id}`, body);
    expect(saved.status).toBe(200);
    const after = (await (await request(`/api/products/${row!.id}`)).json()) as ApiProduct;
    expect(after.variants.map((variant) => variant._id)).toEqual(before.variants.map((variant) => variant._id));
    expect(after.variants[0]!.stock).toBe(9);
    expect(after.image.endsWith(images[2]!.slice(images[2]!.lastIndexOf("/")))).toBe(true);
  });

  it("renames a value from the edit screen keeping the variants it names, their stock and their orders (issue 45)", async () => {
    const added = await post(
      "/dashboard/addproduct",
      formBody({
        name: "Renamed Kurta",
        variants: formBody().variants.map((variant, index) => ({ ...variant, sku: `RK-${index}`, stock: "5" })),
      }),
    );
    expect(added.status).toBe(200);
    const [row] = await db.select().from(products).where(eq(products.name, "Renamed Kurta"));
    const before = (await (await request(`/api/products/${row!.id}`)).json()) as ApiProduct;
    const large = before.variants[1]!;
    const shopper = await newShopper();
    const placed = await place(
      shopper,
      orderBody([{ product_id: String(row!.id), product_qty: 2, variant_id: large._id }]),
    );
    expect(placed.status).toBe(201);

    // The edit screen opens on the product as it now is (3 left of the large), and sends each stored row's variant
    // as its `_id`, with the grid's rows as they now read.
    const opened = (await (await request(`/api/products/${row!.id}`)).json()) as ApiProduct;
    const body = formBody({
      intent: "update",
      name: "Renamed Kurta",
      image: undefined,
      options: [
        { name: "Size", values: ["M", "Large"] },
        { name: "Colour", values: ["Rust"] },
      ],
      variants: opened.variants.map((variant) => ({
        _id: variant._id,
        sku: variant.sku,
        options: { ...variant.options, Size: variant.options.Size === "L" ? "Large" : variant.options.Size },
        price: String(variant.price),
        compareAtPrice: variant.compareAtPrice === null ? null : String(variant.compareAtPrice),
        stock: String(variant.stock),
        image: null,
      })),
    });
    const saved = await post(`/dashboard/editproduct/${row!.id}`, body);
    expect(saved.status).toBe(200);
    const after = (await (await request(`/api/products/${row!.id}`)).json()) as ApiProduct;
    expect(after.variants.map((variant) => variant._id)).toEqual(before.variants.map((variant) => variant._id));
    expect(after.variants[1]).toMatchObject({ options: { Size: "Large", Colour: "Rust" }, stock: 3, sku: "RK-1" });

    expect((await request(`/api/orders/${placed.body._id}`, { method: "DELETE", jar: shopper })).status).toBe(200);
    expect(await variantStock(large._id)).toBe(5);
  });

  it("refuses what the grid cannot save with 400 and the message on the cell, and saves nothing", async () => {
    const refused = await post(
      "/dashboard/addproduct",
      formBody({
        name: "Refused Kurta",
        variants: [
          { sku: "KK-X", options: { Size: "M", Colour: "Rust" }, price: "-5", stock: "1" },
          { sku: "KK-X", options: { Size: "L", Colour: "Rust" }, price: "5", stock: "1" },
        ],
      }),
    );
    expect(refused.status).toBe(400);
    const answer = await refused.text();
    expect(answer).toContain("variants.0.price");
    expect(answer).toContain(texts.price);
    const dupe = await post(
      "/dashboard/addproduct",
      formBody({
        name: "Refused Kurta",
        variants: [
          { sku: "KK-X", options: { Size: "M", Colour: "Rust" }, price: "5", stock: "1" },
          { sku: "kk-x", options: { Size: "L", Colour: "Rust" }, price: "5", stock: "1" },
        ],
      }),
    );
    expect(dupe.status).toBe(400);
    const dupeAnswer = await dupe.text();
    expect(dupeAnswer).toContain("variants.1.sku");
    expect(dupeAnswer).toContain(texts.duplicateSku);
    expect(await db.select().from(products).where(eq(products.name, "Refused Kurta"))).toEqual([]);
  });

  it("adds a flash-sale product with several photos, the first its photo", async () => {
    const added = await post("/dashboard/manageflashsell", {
      ...formBody({
        name: "Flash Kurta",
        options: undefined,
        variants: undefined,
        image: images[0],
        images: [images[0], images[2]],
      }),
      price: "30",
      stock: "5",
      sellprice: "25",
      sellshipping: "0",
    });
    expect(added.status).toBe(200);
    const [row] = await db.select().from(products).where(eq(products.name, "Flash Kurta"));
    const read = (await (await request(`/api/products/${row!.id}`)).json()) as ApiProduct;
    expect(read.images).toHaveLength(2);
  });
});
