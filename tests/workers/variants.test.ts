import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { products, productVariants } from "@db/schema.ts";
import { dashboardCopy } from "~/copy-dashboard.ts";
import { makeAdmin } from "~/domain/accounts/users.server.ts";
import { createDatabase } from "~/domain/database.ts";
import { CookieJar, registerAccount, request, seedDemoShop } from "./helpers.ts";
import { png } from "./image-fixtures.ts";

/** Issue 28: products with options and variants, through the API, and the product row the lists read. */
const db = createDatabase(env.DB);
const texts = dashboardCopy.variants.validation;
let admin: CookieJar;
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

beforeAll(async () => {
  await seedDemoShop();
  await registerAccount("Vera Variant", "vera@example.com", "Variant#2026");
  await makeAdmin(db, "vera@example.com");
  admin = new CookieJar();
  await request("/api/session", {
    method: "POST",
    json: { email: "vera@example.com", password: "Variant#2026" },
    jar: admin,
  });
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
