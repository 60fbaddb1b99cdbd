import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { categories } from "@db/schema.ts";
import { contentKey } from "~/domain/images/images.server.ts";
import { CookieJar, db, registerAccount, registerAdmin, request, seedDemoShop } from "./helpers.ts";
import { png, webp } from "./image-fixtures.ts";

const anonymous = new CookieJar();

async function upload(
  jar: CookieJar,
  bytes: Uint8Array<ArrayBuffer>,
  name = "photo.png",
  type = "image/png",
  purpose = "",
  thumb?: Uint8Array<ArrayBuffer>,
) {
  const form = new FormData();
  form.set("image", new File([bytes], name, { type }));
  if (thumb) form.set("thumb", new File([thumb], "photo-400.webp", { type: "image/webp" }));
  const response = await request(`/api/images${purpose ? `?purpose=${purpose}` : ""}`, {
    method: "POST",
    jar,
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; data?: { link: string; key: string }; error?: string },
  };
}

function productBody(image: string, overrides: Record<string, unknown> = {}) {
  return {
    name: "Trail Runner GTX",
    seller: "Northwind Outfitters",
    category: "fashion",
    stock: 12,
    price: 89.5,
    shipping: 4.25,
    star: 4.5,
    starCount: 37,
    features: [
      { description: "Upper", value: "Waterproof mesh" },
      { description: "Sole", value: "Vibram rubber" },
    ],
    image,
    ...overrides,
  };
}

await seedDemoShop();
const shopper = await registerAccount("Sara Shopper", "sara@example.com", "Shopper#26");
const admin = await registerAdmin("Omar Owner", "omar@example.com", "Owner#2026");

describe("admin API roles", () => {
  it("refuses every admin write to anonymous callers (401) and shoppers (403)", async () => {
    const writes: [string, string][] = [
      ["POST", "/api/images"],
      ["POST", "/api/products"],
      ["DELETE", "/api/products/1"],
      ["POST", "/api/flashsell"],
      ["DELETE", "/api/flashsell/1"],
      ["POST", "/api/category"],
      ["DELETE", "/api/category/1"],
      ["POST", "/api/banner"],
      ["DELETE", "/api/banner/1"],
      ["POST", "/api/flashsellTime"],
      ["DELETE", "/api/flashsellTime"],
      ["PUT", "/api/users/admin"],
    ];
    for (const [method, path] of writes) {
      expect((await request(path, { method, jar: anonymous, json: {} })).status, `${method} ${path}`).toBe(401);
      expect((await request(path, { method, jar: shopper, json: {} })).status, `${method} ${path}`).toBe(403);
    }
  });
});

describe("uploads", () => {
  it("stores an image under its content hash and answers like the old image host", async () => {
    const first = await upload(admin, png(600, 600, "a"));
    expect(first.status).toBe(201);
    expect(first.body.success).toBe(true);
    expect(first.body.data!.link).toMatch(/^http:\/\/shop\.test\/images\/[0-9a-f]{32}\.png$/);
    const again = await upload(admin, png(600, 600, "a"), "other-name.png");
    expect(again.body.data!.key).toBe(first.body.data!.key);
    const served = await request(new URL(first.body.data!.link).pathname);
    expect(served.headers.get("Content-Type")).toBe("image/png");
  });

  it("refuses a file disguised by its name and type, judging by its bytes", async () => {
    const disguised = await upload(
      admin,
      new TextEncoder().encode("<svg onload=alert(1)></svg>") as Uint8Array<ArrayBuffer>,
      "photo.png",
      "image/png",
    );
    expect(disguised.status).toBe(415);
    expect(disguised.body.error).toBe("Only JPEG, PNG, WebP and AVIF images can be uploaded.");
  });

  it("refuses more than 5 MB, and a banner that is not 1080 x 344", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(png(600, 600));
    expect((await upload(admin, big)).status).toBe(413);
    const wrongBanner = await upload(admin, png(1080, 345), "banner.png", "image/png", "banner");
    expect(wrongBanner.status).toBe(400);
    expect(wrongBanner.body.error).toBe("Banners must be exactly 1080 x 344 pixels.");
    expect((await upload(admin, png(1080, 344, "banner"), "banner.png", "image/png", "banner")).status).toBe(201);
  });
});

describe("small renditions", () => {
  it("stores a photo's 400 px rendition beside it, and serves the photo where there is none", async () => {
    const withThumb = await upload(
      admin,
      png(1200, 800, "thumbed"),
      "photo.png",
      "image/png",
      "",
      webp(400, 267, "thumbed"),
    );
    expect(withThumb.status).toBe(201);
    const hex = withThumb.body.data!.key.slice(0, 32);
    const small = await request(`/images/${hex}-400.webp`);
    expect(small.status).toBe(200);
    expect(small.headers.get("Content-Type")).toBe("image/webp");
    expect(small.headers.get("Cache-Control")).toContain("immutable");
    expect(new Uint8Array(await small.arrayBuffer())).toEqual(webp(400, 267, "thumbed"));

    const without = await upload(admin, png(600, 600, "plain"));
    const fallback = await request(`/images/${without.body.data!.key.slice(0, 32)}-400.webp`);
    expect(fallback.status).toBe(200);
    expect(fallback.headers.get("Content-Type")).toBe("image/png");
    expect(fallback.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect((await request(`/images/${"f".repeat(32)}-400.webp`)).status).toBe(404);
  });

  it("refuses a rendition that is not a small WebP, storing neither image", async () => {
    for (const thumb of [
      webp(401, 200, "wide"),
      png(300, 300, "png-thumb"),
      new TextEncoder().encode("not an image") as Uint8Array<ArrayBuffer>,
    ]) {
      const photo = png(900, 900, `refused-${thumb.length}`);
      const refused = await upload(admin, photo, "photo.png", "image/png", "", thumb);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe("The photo's small preview could not be made. Please choose the photo again.");
      const key = await contentKey(photo, "png");
      expect(await env.IMAGES.head(key)).toBeNull();
      expect(await env.IMAGES.head(`${key.slice(0, 32)}-400.webp`)).toBeNull();
    }
  });

  it("deletes the rendition with its photo", async () => {
    const uploaded = await upload(admin, png(800, 800, "gone"), "photo.png", "image/png", "", webp(400, 400, "gone"));
    const key = uploaded.body.data!.key;
    expect(await env.IMAGES.head(`${key.slice(0, 32)}-400.webp`)).not.toBeNull();
    await request(`/api/images/${key}`, { method: "DELETE", jar: admin });
    expect(await env.IMAGES.head(key)).toBeNull();
    expect(await env.IMAGES.head(`${key.slice(0, 32)}-400.webp`)).toBeNull();
  });
});

describe("a record that fails after its upload", () => {
  it("leaves nothing behind: the screen deletes the unused upload, and an image in use is kept", async () => {
    const link = (await upload(admin, png(600, 600, "orphan"))).body.data!.link;
    const key = new URL(link).pathname.slice("/images/".length);
    const refused = await request("/api/products", {
      method: "POST",
      jar: admin,
      json: productBody(link, { category: "garden" }),
    });
    expect(refused.status).toBe(400);
    expect((await request(`/api/images/${key}`, { method: "DELETE", jar: shopper })).status).toBe(403);
    const discarded = await request(`/api/images/${key}`, { method: "DELETE", jar: admin });
    expect(await discarded.json()).toEqual({ deleted: true });
    expect(await env.IMAGES.head(key)).toBeNull();

    const [category] = await db.select().from(categories).limit(1);
    const kept = await request(`/api/images/${category!.imageKey}`, { method: "DELETE", jar: admin });
    expect(await kept.json()).toEqual({ deleted: false });
    expect(await env.IMAGES.head(category!.imageKey)).not.toBeNull();
  });
});

describe("products", () => {
  it("adds a product (names as typed) that shows in the storefront and in search at once, then deletes it", async () => {
    const image = (await upload(admin, png(600, 600, "trail"))).body.data!.link;
    const created = await request("/api/products", { method: "POST", jar: admin, json: productBody(image) });
    expect(created.status).toBe(201);
    const body = (await created.json()) as Record<string, unknown> & { insertedId: string };
    const { insertedId } = body;
    expect(body._id).toBe(insertedId);
    const product = (await (await request(`/api/products/${insertedId}`)).json()) as Record<string, unknown>;
    expect(product).toMatchObject({
      name: "Trail Runner GTX",
      seller: "Northwind Outfitters",
      price: 89.5,
      shipping: 4.25,
      star: 4.5,
      stock: 12,
    });
    expect(product.features).toEqual([
      { description: "Upper", value: "Waterproof mesh" },
      { description: "Sole", value: "Vibram rubber" },
    ]);
    // The 201 carries the created product exactly as the GET then returns it (no flash offer: no sell price).
    expect(body).toEqual({ insertedId, ...product });
    expect(body).not.toHaveProperty("sellprice");
    const search = (await (await request("/api/products?q=RUNNER%20gt")).json()) as { items: { _id: string }[] };
    expect(search.items.map((item) => item._id)).toContain(insertedId);

    const deleted = await request(`/api/products/${insertedId}`, { method: "DELETE", jar: admin });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({ message: "Product Deleted Successfully — check it out!" });
    expect((await request(`/api/products/${insertedId}`, { method: "DELETE", jar: admin })).status).toBe(404);
    expect(await env.IMAGES.head(new URL(image).pathname.slice("/images/".length))).toBeNull();
  });

  it("answers 400 with the spec's message for each missing field", async () => {
    const image = (await upload(admin, png(600, 600, "fields"))).body.data!.link;
    const cases: [string, unknown, string][] = [
      ["name", "", "Please enter the product name"],
      ["seller", "", "Please enter the seller name"],
      ["category", "", "Please enter the product category"],
      ["stock", -1, "Please enter the num of stock"],
      ["price", "", "Please enter the product price"],
      ["price", 1.234, "Please enter the product price"],
      // A negative amount says what it must be (issue 30).
      ["shipping", -0.01, "The amount must be 0 or more."],
      ["starCount", "", "Please enter the num of rating people"],
      ["image", "", "Please enter the product photo"],
    ];
    for (const [field, value, message] of cases) {
      const response = await request("/api/products", {
        method: "POST",
        jar: admin,
        json: productBody(image, { [field]: value }),
      });
      expect(response.status, field).toBe(400);
      expect(((await response.json()) as { issues: Record<string, string> }).issues[field], field).toBe(message);
    }
    const noCategory = await request("/api/products", {
      method: "POST",
      jar: admin,
      json: productBody(image, { category: "garden" }),
    });
    expect(noCategory.status).toBe(400);
  });

  it("adds a flash-sale product with its sell price", async () => {
    const image = (await upload(admin, png(600, 600, "flash"))).body.data!.link;
    const created = await request("/api/flashsell", {
      method: "POST",
      jar: admin,
      json: { ...productBody(image, { name: "Flash Trail Runner" }), sellprice: 59.99, sellshipping: 0 },
    });
    expect(created.status).toBe(201);
    const body = (await created.json()) as Record<string, unknown> & { insertedId: string };
    const { insertedId } = body;
    expect(body).toMatchObject({
      _id: insertedId,
      name: "Flash Trail Runner",
      price: 89.5,
      sellprice: 59.99,
      sellshipping: 0,
    });
    const product = (await (await request(`/api/products/${insertedId}`)).json()) as Record<string, unknown>;
    expect(body).toEqual({ insertedId, ...product });
    const missing = await request("/api/flashsell", {
      method: "POST",
      jar: admin,
      json: productBody(image, { name: "No sell price" }),
    });
    expect(((await missing.json()) as { issues: Record<string, string> }).issues.sellprice).toBe(
      "Please enter the product sell price",
    );
    const list = (await (await request("/api/flashsell")).json()) as { _id: string; name: string; sellprice: number }[];
    const listed = list.find((item) => item._id === insertedId);
    expect(listed?.sellprice).toBe(59.99);
    // The flash list leaves out seller and features; every field it does show is the same in the 201.
    expect(body).toMatchObject(listed!);
  });

  it("deletes a flash-sale product with its offer, and only a flash-sale product", async () => {
    const image = (await upload(admin, png(600, 600, "flash-gone"))).body.data!.link;
    const created = await request("/api/flashsell", {
      method: "POST",
      jar: admin,
      json: { ...productBody(image, { name: "Flash Gone Soon" }), sellprice: 9.99, sellshipping: 0 },
    });
    const { insertedId } = (await created.json()) as { insertedId: string };
    const regular = (await (
      await request("/api/products", {
        method: "POST",
        jar: admin,
        json: productBody(image, { name: "Stays Regular" }),
      })
    ).json()) as {
      insertedId: string;
    };

    expect((await request(`/api/flashsell/${regular.insertedId}`, { method: "DELETE", jar: admin })).status).toBe(404);
    expect((await request(`/api/products/${regular.insertedId}`)).status).toBe(200);

    const deleted = await request(`/api/flashsell/${insertedId}`, { method: "DELETE", jar: admin });
    expect(await deleted.json()).toEqual({ deleted: true, message: "Product Deleted Successfully — check it out!" });
    expect((await request(`/api/products/${insertedId}`)).status).toBe(404);
    const list = (await (await request("/api/flashsell")).json()) as { _id: string }[];
    expect(list.some((item) => item._id === insertedId)).toBe(false);
    // The photo is still used by the regular product, so it stays.
    expect(await env.IMAGES.head(new URL(image).pathname.slice("/images/".length))).not.toBeNull();
  });
});

describe("categories and banners", () => {
  it("adds a category, refuses a duplicate, and refuses to delete one that still has products", async () => {
    const image = (await upload(admin, png(240, 240, "garden"))).body.data!.link;
    const created = await request("/api/category", { method: "POST", jar: admin, json: { name: "Garden", image } });
    expect(created.status).toBe(201);
    const body = (await created.json()) as Record<string, unknown> & { insertedId: string };
    const { insertedId } = body;
    expect(body).toEqual({
      insertedId,
      _id: insertedId,
      name: "Garden",
      key: "garden",
      image: new URL(image).pathname,
    });
    expect(
      (await request("/api/category", { method: "POST", jar: admin, json: { name: "garden", image } })).status,
    ).toBe(409);
    const listed = (await (await request("/api/category")).json()) as { _id: string; name: string }[];
    const garden = listed.find((c) => c._id === insertedId);
    expect(garden).toBeDefined();
    expect(body).toEqual({ insertedId, ...garden });
    const fashion = listed.find((c) => c.name === "Fashion")!;
    const inUse = await request(`/api/category/${fashion._id}`, { method: "DELETE", jar: admin });
    expect(inUse.status).toBe(409);
    expect(((await inUse.json()) as { error: string }).error).toMatch(/^This category still has \d+ products/);
    const removed = await request(`/api/category/${insertedId}`, { method: "DELETE", jar: admin });
    expect(await removed.json()).toMatchObject({ message: "Category Deleted Successfully — check it out!" });
    const empty = await request("/api/category", { method: "POST", jar: admin, json: { name: "", image: "" } });
    expect(((await empty.json()) as { issues: Record<string, string> }).issues).toEqual({
      name: "Please enter the category name",
      image: "Please enter the category photo",
    });
  });

  it("adds a 1080 x 344 banner, refuses any other size, and deletes it", async () => {
    const good = (await upload(admin, png(1080, 344, "sale"), "b.png", "image/png", "banner")).body.data!.link;
    const other = (await upload(admin, png(800, 600, "square"))).body.data!.link;
    const refused = await request("/api/banner", {
      method: "POST",
      jar: admin,
      json: { name: "Wrong size", banner_slide: other },
    });
    expect(refused.status).toBe(400);
    const created = await request("/api/banner", {
      method: "POST",
      jar: admin,
      json: { name: "Summer Sale", banner_slide: good },
    });
    expect(created.status).toBe(201);
    const body = (await created.json()) as Record<string, unknown> & { insertedId: string };
    const { insertedId } = body;
    expect(body).toEqual({
      insertedId,
      _id: insertedId,
      name: "Summer Sale",
      banner_slide: new URL(good).pathname,
      link: null,
    });
    const listed = ((await (await request("/api/banner")).json()) as { _id: string }[]).find(
      (b) => b._id === insertedId,
    );
    expect(listed).toBeDefined();
    expect(body).toEqual({ insertedId, ...listed });
    const removed = await request(`/api/banner/${insertedId}`, { method: "DELETE", jar: admin });
    expect(await removed.json()).toMatchObject({ message: "Banner Deleted Successfully — check it out!" });
    expect((await request("/api/banner/999999", { method: "DELETE", jar: admin })).status).toBe(404);
  });
});

describe("flash-sale window", () => {
  it("refuses an end that is not after the start, then sets a window the Durable Object reports", async () => {
    const start = new Date(Date.now() - 60_000).toISOString();
    const refused = await request("/api/flashsellTime", {
      method: "POST",
      jar: admin,
      json: { startTime: start, endTime: start },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { issues: Record<string, string> }).issues.endTime).toBe(
      "End Time must be Bigger.",
    );
    const end = new Date(Date.now() + 3_600_000).toISOString();
    const set = await request("/api/flashsellTime", {
      method: "POST",
      jar: admin,
      json: { startTime: start, endTime: end },
    });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({
      message: "Flash Time set - Successfully !",
      state: "open",
      startTime: start,
      endTime: end,
    });
    expect(await (await request("/api/flashsellTime")).json()).toMatchObject({ state: "open", endTime: end });
  });
});
