import { env } from "cloudflare:workers";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { categories, flashSaleProducts, flashSaleWindows, orderLines, products } from "@db/schema.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { thumbKey } from "~/domain/images/images.server.ts";
import type { ApiProduct } from "~/server/catalogue-api.ts";
import {
  CookieJar,
  ORIGIN,
  registerAccount,
  request,
  seedDemoShop,
  DHAKA_ADDRESS,
  bkashTrxId,
  db,
  registerAdmin,
} from "./helpers.ts";
import { png, webp } from "./image-fixtures.ts";

/** Issue 13: edit in place (products, flash offers, categories, banners), names as typed, the live flash window. */
const m = dashboardCopy.admin.validation;
const anonymous = new CookieJar();
let salt = 0;

await seedDemoShop();
const admin = await registerAdmin("Edna Editor", "edna-admin@example.com", "Editor#2026");
const shopper = await registerAccount("Sid Shopper", "sid-edit@example.com", "Shopper#2026");

/** Uploads a distinct photo (with its 400 px rendition) and answers its link and key. */
async function uploadPhoto() {
  salt += 1;
  const form = new FormData();
  form.set("image", new File([png(600, 600, `edit-${salt}`)], "photo.png", { type: "image/png" }));
  form.set("thumb", new File([webp(400, 400, `edit-${salt}`)], "photo-400.webp", { type: "image/webp" }));
  const response = await request("/api/images", { method: "POST", jar: admin, body: form });
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { link: string; key: string } };
  return data;
}

const stored = async (key: string) => (await env.IMAGES.head(key)) !== null;

function patch(path: string, json: unknown, jar = admin) {
  return request(path, { method: "PATCH", jar, json, headers: { Origin: ORIGIN } });
}

function postPage(path: string, json: unknown, jar = admin) {
  return request(path, { method: "POST", jar, json, headers: { Origin: ORIGIN } });
}

async function getProduct(id: string) {
  return (await (await request(`/api/products/${id}`)).json()) as ApiProduct;
}

async function createProduct(overrides: Record<string, unknown> = {}, path = "/api/products") {
  const photo = await uploadPhoto();
  const response = await request(path, {
    method: "POST",
    jar: admin,
    json: {
      name: "Acme 65W USB-C Charger",
      seller: "Acme Power Co",
      category: "Phone and Parts",
      stock: 40,
      price: 39.99,
      shipping: 2.5,
      star: 4.5,
      starCount: 120,
      features: [{ description: "Output", value: "65 W" }],
      image: photo.link,
      ...overrides,
    },
  });
  expect(response.status).toBe(201);
  const body = (await response.json()) as ApiProduct;
  return { id: body._id, photo, body };
}

const issuesOf = async (response: Response) => ((await response.json()) as { issues: Record<string, string> }).issues;

describe("names as typed", () => {
  it("keeps a product's capitals through POST, GET, the page and search in lower case", async () => {
    const { id, body } = await createProduct();
    expect(body).toMatchObject({
      name: "Acme 65W USB-C Charger",
      seller: "Acme Power Co",
      category: "phone and parts",
    });
    expect((await getProduct(id)).name).toBe("Acme 65W USB-C Charger");
    const html = await (await request(`/productdetails/${id}`)).text();
    expect(html).toContain("Acme 65W USB-C Charger");
    expect(html).not.toContain("Acme 65w Usb-c Charger");
    // The category shows as typed on the page ("Phone and Parts", seeded so).
    expect(html).toContain("Phone and Parts");
    const found = (await (await request("/api/products?q=acme%2065w")).json()) as { items: ApiProduct[] };
    expect(found.items.map((item) => item._id)).toContain(id);
    const short = (await (await request("/api/products?q=65")).json()) as { items: ApiProduct[] };
    expect(short.items.map((item) => item._id)).toContain(id);
  });

  it("keeps a category's name as typed beside its lowercased key, and refuses one differing only in case (409)", async () => {
    const photo = await uploadPhoto();
    const created = await request("/api/category", {
      method: "POST",
      jar: admin,
      json: { name: "Smart Home", image: photo.link },
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ name: "Smart Home", key: "smart home" });
    const again = await request("/api/category", {
      method: "POST",
      jar: admin,
      json: { name: "SMART home", image: photo.link },
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe(dashboardCopy.admin.errors.categoryExists);
    // Its page answers under the key, however the address is written, and shows the name as typed.
    const page = await request("/products/Smart%20Home");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Smart Home");
  });
});

describe("PATCH /api/products/:id", () => {
  it("changes only the fields sent and answers the product as GET does; the page shows the new price", async () => {
    const { id, body: before } = await createProduct();
    const response = await patch(`/api/products/${id}`, {
      price: 1499.5,
      stock: 3,
      features: [
        { description: "Output", value: "65 W" },
        { description: "Ports", value: "2 x USB-C" },
      ],
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as ApiProduct;
    expect(body).toEqual(await getProduct(id));
    expect(body).toMatchObject({
      name: before.name,
      seller: before.seller,
      shipping: before.shipping,
      star: before.star,
      image: before.image,
      price: 1499.5,
      stock: 3,
    });
    expect(body.features).toHaveLength(2);
    expect(await (await request(`/productdetails/${id}`)).text()).toContain("$1,499.50");

    const renamed = await patch(`/api/products/${id}`, { name: "Acme 65W GaN Charger", category: "laptop" });
    expect(await renamed.json()).toMatchObject({ name: "Acme 65W GaN Charger", category: "laptop", price: 1499.5 });
    // An empty edit changes nothing and still answers the product.
    const nothing = await patch(`/api/products/${id}`, {});
    expect(nothing.status).toBe(200);
    expect(await nothing.json()).toEqual(await getProduct(id));
  });

  it("answers 400 {error, issues} for bad input and changes nothing", async () => {
    const { id } = await createProduct();
    const before = await getProduct(id);
    const invalid = await patch(`/api/products/${id}`, { name: "", price: -1, star: 7, features: [] });
    expect(invalid.status).toBe(400);
    const body = (await invalid.json()) as { error: string; issues: Record<string, string> };
    expect(body.error).toBe(shopCopy.api.invalidInput);
    expect(body.issues).toMatchObject({ name: m.name, price: m.negativeAmount, star: m.star, features: m.feature });
    // A good field beside a bad one is not applied either.
    expect((await patch(`/api/products/${id}`, { stock: 1, shipping: "abc" })).status).toBe(400);
    const unknownCategory = await patch(`/api/products/${id}`, { category: "kites" });
    expect(unknownCategory.status).toBe(400);
    expect(await issuesOf(unknownCategory)).toEqual({ category: dashboardCopy.admin.errors.unknownCategory });
    const missingPhoto = await patch(`/api/products/${id}`, { image: `${"a".repeat(32)}.png`, stock: 2 });
    expect(missingPhoto.status).toBe(400);
    expect(await issuesOf(missingPhoto)).toEqual({ image: dashboardCopy.admin.errors.imageMissing });
    const unreadable = await request(`/api/products/${id}`, {
      method: "PATCH",
      jar: admin,
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(unreadable.status).toBe(400);
    expect(await getProduct(id)).toEqual(before);
  });

  it("refuses anonymous callers (401) and shoppers (403), and answers 404 for a product that is not there", async () => {
    const { id } = await createProduct();
    for (const path of [`/api/products/${id}`, `/api/flashsell/${id}`, "/api/category/1", "/api/banner/1"]) {
      expect((await patch(path, { name: "Nope" }, anonymous)).status, path).toBe(401);
      expect((await patch(path, { name: "Nope" }, shopper)).status, path).toBe(403);
    }
    expect((await getProduct(id)).name).toBe("Acme 65W USB-C Charger");
    for (const path of ["/api/products/999999", "/api/products/abc", "/api/category/999999", "/api/banner/999999"]) {
      expect((await patch(path, { name: "Nope" })).status, path).toBe(404);
    }
    // The flash-sale edit is for products with an offer.
    expect((await patch(`/api/flashsell/${id}`, { sellprice: 1 })).status).toBe(404);
  });

  it("replaces the photo: the old image and its 400 px rendition go when nothing else uses them", async () => {
    const { id, photo } = await createProduct();
    expect(await stored(photo.key)).toBe(true);
    expect(await stored(thumbKey(photo.key))).toBe(true);
    const next = await uploadPhoto();
    const response = await patch(`/api/products/${id}`, { image: next.link });
    expect(response.status).toBe(200);
    expect(((await response.json()) as ApiProduct).image).toBe(next.link);
    expect(await stored(photo.key)).toBe(false);
    expect(await stored(thumbKey(photo.key))).toBe(false);
    expect(await stored(next.key)).toBe(true);
    // The same photo again is no change, and keeps it.
    expect((await patch(`/api/products/${id}`, { image: next.link })).status).toBe(200);
    expect(await stored(next.key)).toBe(true);
  });

  it("leaves orders already placed as they were bought, and keeps the photo their lines show", async () => {
    const { id, photo } = await createProduct({ stock: 10, price: 20 });
    const placed = await request("/api/orders", {
      method: "POST",
      jar: shopper,
      headers: { Origin: ORIGIN },
      json: {
        name: "Sid Shopper",
        mobile: "01712345678",
        bkashNum: "01812345678",
        trxID: bkashTrxId("EDIT"),
        checkoutKey: `edit-${Date.now()}`,
        address: DHAKA_ADDRESS,
        orderProduct: [{ product_id: id, product_qty: 2, product_type: "regular" }],
      },
    });
    expect(placed.status).toBe(201);
    const orderId = ((await placed.json()) as { _id: string })._id;
    const lineBefore = (await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)))[0]!;
    expect(lineBefore).toMatchObject({ name: "Acme 65W USB-C Charger", unitPriceCents: 2000, imageKey: photo.key });
    expect(lineBefore.category).toBe("Phone and Parts");

    const next = await uploadPhoto();
    const edited = await patch(`/api/products/${id}`, { name: "Renamed Charger", price: 25, image: next.link });
    expect(edited.status).toBe(200);
    const lineAfter = (await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)))[0]!;
    expect(lineAfter).toEqual(lineBefore);
    // The order line still shows the old photo, so it stays in R2.
    expect(await stored(photo.key)).toBe(true);
  });
});

describe("PATCH /api/flashsell/:id", () => {
  it("edits an offer's sell price and sell shipping, and a stock that sets the offer's units too", async () => {
    const { id } = await createProduct({ price: 100, sellprice: 80, sellshipping: 0 }, "/api/flashsell");
    const response = await patch(`/api/flashsell/${id}`, { sellprice: 75.5, sellshipping: 1.25, stock: 7 });
    expect(response.status).toBe(200);
    const body = (await response.json()) as ApiProduct;
    expect(body).toEqual(await getProduct(id));
    expect(body).toMatchObject({ price: 100, sellprice: 75.5, sellshipping: 1.25, stock: 7 });
    const [offer] = await db
      .select()
      .from(flashSaleProducts)
      .where(eq(flashSaleProducts.productId, Number(id)));
    expect(offer!.flashStock).toBe(7);
  });

  it("keeps the sell price at or below the price, whichever of the two changes (400, nothing changed)", async () => {
    const { id } = await createProduct({ price: 100, sellprice: 80, sellshipping: 0 }, "/api/flashsell");
    const before = await getProduct(id);
    const cases: [string, Record<string, unknown>][] = [
      [`/api/flashsell/${id}`, { sellprice: 100.01 }],
      [`/api/flashsell/${id}`, { price: 79.99 }],
      [`/api/flashsell/${id}`, { price: 50, sellprice: 60 }],
      [`/api/products/${id}`, { price: 79 }],
    ];
    for (const [path, body] of cases) {
      const response = await patch(path, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await issuesOf(response), JSON.stringify(body)).toEqual({ sellprice: m.sellPriceAbovePrice });
    }
    expect(await getProduct(id)).toEqual(before);
    expect((await patch(`/api/flashsell/${id}`, { price: 80 })).status).toBe(200);
  });
});

describe("PATCH /api/category/:id", () => {
  it("renames a category (its products follow), refuses a name another has in any case (409)", async () => {
    const photo = await uploadPhoto();
    const created = await request("/api/category", {
      method: "POST",
      jar: admin,
      json: { name: "Garden Tools", image: photo.link },
    });
    const category = (await created.json()) as { _id: string };
    const { id: productId } = await createProduct({ category: "garden tools" });

    const renamed = await patch(`/api/category/${category._id}`, { name: "Garden & Patio" });
    expect(renamed.status).toBe(200);
    const record = await renamed.json();
    expect(record).toEqual({
      _id: category._id,
      name: "Garden & Patio",
      key: "garden & patio",
      image: new URL(photo.link).pathname,
    });
    const listed = (await (await request("/api/category")).json()) as { _id: string }[];
    expect(listed.find((item) => item._id === category._id)).toEqual(record);
    expect((await getProduct(productId)).category).toBe("garden & patio");
    expect((await request("/products/garden%20%26%20patio")).status).toBe(200);

    const clash = await patch(`/api/category/${category._id}`, { name: "FASHION" });
    expect(clash.status).toBe(409);
    expect(await issuesOf(clash)).toEqual({ name: dashboardCopy.admin.errors.categoryExists });
    // Its own name in other capitals is not a clash.
    const recased = await patch(`/api/category/${category._id}`, { name: "Garden & PATIO" });
    expect(await recased.json()).toMatchObject({ name: "Garden & PATIO", key: "garden & patio" });
    const empty = await patch(`/api/category/${category._id}`, { name: " " });
    expect(empty.status).toBe(400);
    expect(await issuesOf(empty)).toEqual({ name: m.categoryName });
    const [row] = await db
      .select()
      .from(categories)
      .where(eq(categories.id, Number(category._id)));
    expect(row).toMatchObject({ name: "garden & patio", displayName: "Garden & PATIO" });
  });

  it("lets one of two concurrent renames to the same name win; the other is 409, never a 500", async () => {
    const ids: string[] = [];
    for (const name of ["Pond Supplies", "Pool Supplies"]) {
      const photo = await uploadPhoto();
      const created = await request("/api/category", { method: "POST", jar: admin, json: { name, image: photo.link } });
      ids.push(((await created.json()) as { _id: string })._id);
    }
    const statuses = (await Promise.all(ids.map((id) => patch(`/api/category/${id}`, { name: "Water Garden" })))).map(
      (response) => response.status,
    );
    expect(statuses.sort()).toEqual([200, 409]);
  });
});

describe("PATCH /api/banner/:id", () => {
  async function firstBanner() {
    const list = (await (await request("/api/banner")).json()) as { _id: string; name: string; link: string | null }[];
    return list[0]!;
  }

  it("renames a banner and sets, shows and clears the link its slide opens", async () => {
    const banner = await firstBanner();
    const response = await patch(`/api/banner/${banner._id}`, {
      name: "Eid Sale 2026",
      link: "/products?category=fashion",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      _id: banner._id,
      name: "Eid Sale 2026",
      link: "/products?category=fashion",
    });
    expect(await firstBanner()).toMatchObject({ name: "Eid Sale 2026", link: "/products?category=fashion" });
    // The link alone; then none (null or "").
    expect(
      await (await patch(`/api/banner/${banner._id}`, { link: "/productdetails/3#reviews" })).json(),
    ).toMatchObject({ name: "Eid Sale 2026", link: "/productdetails/3#reviews" });
    expect(await (await patch(`/api/banner/${banner._id}`, { link: null })).json()).toMatchObject({ link: null });
    expect(await (await patch(`/api/banner/${banner._id}`, { link: "/home" })).json()).toMatchObject({ link: "/home" });
    expect(await (await patch(`/api/banner/${banner._id}`, { link: "" })).json()).toMatchObject({ link: null });
  });

  it("takes only a same-site path as a link (400, nothing changed)", async () => {
    const banner = await firstBanner();
    await patch(`/api/banner/${banner._id}`, { link: "/products" });
    const before = await firstBanner();
    for (const link of [
      "https://evil.example/",
      "//evil.example/path",
      "/\\evil.example",
      "javascript:alert(1)",
      "products?category=fashion",
      "/a path with spaces",
      42,
    ]) {
      const response = await patch(`/api/banner/${banner._id}`, { name: "Should Not Stick", link });
      expect(response.status, String(link)).toBe(400);
      expect(await issuesOf(response), String(link)).toEqual({ link: m.bannerLink });
    }
    expect(await firstBanner()).toEqual(before);
  });

  it("stores a link given when the banner is added", async () => {
    const form = new FormData();
    form.set("image", new File([png(1080, 344, "edit-banner")], "b.png", { type: "image/png" }));
    const upload = await request("/api/images?purpose=banner", { method: "POST", jar: admin, body: form });
    const { data } = (await upload.json()) as { data: { link: string } };
    const created = await request("/api/banner", {
      method: "POST",
      jar: admin,
      json: { name: "Monsoon Deals", banner_slide: data.link, link: "/products?sort=newest" },
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ name: "Monsoon Deals", link: "/products?sort=newest" });
    const refused = await request("/api/banner", {
      method: "POST",
      jar: admin,
      json: { name: "Elsewhere", banner_slide: data.link, link: "https://evil.example" },
    });
    expect(await issuesOf(refused)).toEqual({ link: m.bannerLink });
  });
});

describe("the edit screens' route actions (intent update)", () => {
  it("serves the edit form filled in to admins only, 404 for a product that is not there", async () => {
    const { id } = await createProduct({ price: 1499.5 });
    const page = await request(`/dashboard/editproduct/${id}`, { jar: admin });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Edit Product");
    expect(html).toContain('value="Acme 65W USB-C Charger"');
    expect(html).toContain('value="1499.50"');
    expect((await request(`/dashboard/editproduct/${id}`, { jar: shopper })).status).toBe(403);
    expect((await request(`/dashboard/editproduct/${id}`, { jar: anonymous })).status).toBe(401);
    expect((await request("/dashboard/editproduct/999999", { jar: admin })).status).toBe(404);
  });

  it("saves an edit as the API does: any fields, 400 with nothing changed, 403 for shoppers, 404", async () => {
    const { id } = await createProduct({ price: 100, sellprice: 90, sellshipping: 0 }, "/api/flashsell");
    const path = `/dashboard/editproduct/${id}`;
    const saved = await postPage(path, { intent: "update", name: "Acme 100W Charger", price: "120", sellprice: "95" });
    expect(saved.status).toBe(200);
    expect(await getProduct(id)).toMatchObject({ name: "Acme 100W Charger", price: 120, sellprice: 95 });

    const before = await getProduct(id);
    // The schema's refusal, then the domain's (the sell price above the stored price).
    expect((await postPage(path, { intent: "update", name: "", sellprice: "130" })).status).toBe(400);
    expect((await postPage(path, { intent: "update", sellprice: "130" })).status).toBe(400);
    expect((await postPage(path, { intent: "update", name: "Shopper Was Here" }, shopper)).status).toBe(403);
    expect((await postPage(path, { intent: "nothing" })).status).toBe(400);
    expect(await getProduct(id)).toEqual(before);
    expect((await postPage("/dashboard/editproduct/999999", { intent: "update", name: "Ghost" })).status).toBe(404);
  });

  it("renames a category and edits a banner from Manage Category and Manage Banner", async () => {
    const [fashion] = await db.select().from(categories).where(eq(categories.name, "fashion"));
    const renamed = await postPage("/dashboard/managecategory", {
      intent: "update",
      id: fashion!.id,
      name: "Fashion & Style",
    });
    expect(renamed.status).toBe(200);
    const [after] = await db.select().from(categories).where(eq(categories.id, fashion!.id));
    expect(after).toMatchObject({ name: "fashion & style", displayName: "Fashion & Style" });
    const [{ value: moved }] = await db
      .select({ value: count() })
      .from(products)
      .where(eq(products.category, "fashion"));
    expect(moved).toBe(0);
    const clash = await postPage("/dashboard/managecategory", { intent: "update", id: fashion!.id, name: "LAPTOP" });
    expect(clash.status).toBe(409);

    const banner = ((await (await request("/api/banner")).json()) as { _id: string }[])[1]!;
    const badLink = await postPage("/dashboard/managebanner", {
      intent: "update",
      id: banner._id,
      name: "X",
      link: "//x",
    });
    expect(badLink.status).toBe(400);
    const saved = await postPage("/dashboard/managebanner", {
      intent: "update",
      id: banner._id,
      name: "Laptops Week",
      link: "/products/laptop",
    });
    expect(saved.status).toBe(200);
    const listed = ((await (await request("/api/banner")).json()) as { _id: string }[]).find(
      (item) => item._id === banner._id,
    );
    expect(listed).toMatchObject({ name: "Laptops Week", link: "/products/laptop" });
    expect((await postPage("/dashboard/managebanner", { intent: "update", id: "999999", name: "Gone" })).status).toBe(
      404,
    );
    expect(
      (await postPage("/dashboard/managebanner", { intent: "update", id: banner._id, name: "Nope" }, shopper)).status,
    ).toBe(403);
  });

  it("links Low on stock on the dashboard home to the product's edit form", async () => {
    const { id } = await createProduct({ stock: 0 });
    const html = await (await request("/dashboard", { jar: admin })).text();
    expect(html).toContain(`href="/dashboard/editproduct/${id}"`);
  });
});

describe("Manage FlashSell opens on the live window", () => {
  const windowCount = async () => (await db.select({ value: count() }).from(flashSaleWindows))[0]!.value;

  it("shows the stored window in the admin's zone, and Set Time without edits stores and logs nothing", async () => {
    const startTime = "2030-05-10T20:30:00.000Z";
    const endTime = "2030-06-10T06:00:00.000Z";
    const set = await request("/api/flashsellTime", { method: "POST", jar: admin, json: { startTime, endTime } });
    expect(set.status).toBe(200);
    const logged = await windowCount();

    // Asia/Dhaka is UTC+6: the start is 11 May, 02:30 there.
    const html = await (
      await request("/dashboard/manageflashsell", { headers: { Cookie: `${admin.header()}; tz=Asia%2FDhaka` } })
    ).text();
    expect(html).toContain('value="2030-05-11"');
    expect(html).toContain('value="02:30"');
    expect(html).toContain('value="2030-06-10"');
    expect(html).toContain('value="12:00"');

    const again = await postPage("/dashboard/manageflashsell", { intent: "set-window", startTime, endTime });
    expect(again.status).toBe(200);
    const viaApi = await request("/api/flashsellTime", { method: "POST", jar: admin, json: { startTime, endTime } });
    expect(await viaApi.json()).toMatchObject({ startTime, endTime });
    expect(await windowCount()).toBe(logged);

    // A moved window is logged as before.
    await postPage("/dashboard/manageflashsell", {
      intent: "set-window",
      startTime,
      endTime: "2030-06-11T06:00:00.000Z",
    });
    expect(await windowCount()).toBe(logged + 1);
  });
});

describe("migration 0007 (names as typed)", () => {
  it("capitalises the names stored lowercased before, as the screens showed them, and keeps keys lowercased", async () => {
    const migrations = env.TEST_MIGRATIONS;
    const upTo = migrations.findIndex((migration) => migration.name.startsWith("0007"));
    expect(upTo).toBeGreaterThan(0);
    const legacy = env.MIGRATION_DB;
    const { applyD1Migrations } = await import("cloudflare:test");
    await applyD1Migrations(legacy, migrations.slice(0, upTo));
    await legacy.batch([
      legacy.prepare("INSERT INTO categories (id, name, image_key) VALUES (1, 'phone and parts', 'a.webp')"),
      legacy.prepare(
        `INSERT INTO products (id, name, seller, category, price_cents, shipping_cents, stock, image_key)
         VALUES (1, '65w usb-c  charger', 'lumen & co', 'phone and parts', 1999, 0, 5, 'b.webp')`,
      ),
      legacy.prepare("INSERT INTO banners (id, name, image_key) VALUES (1, 'winter sale', 'c.webp')"),
      legacy.prepare("INSERT INTO users (id, email, display_name) VALUES (1, 'old@example.com', 'Old Shopper')"),
      legacy.prepare(
        `INSERT INTO orders (id, user_id, email, customer_name, mobile, bkash_number, trx_id, subtotal_cents,
          shipping_cents, total_cents, checkout_key, status)
         VALUES ('old', 1, 'old@example.com', 'Old', '01712345678', '01812345678', 'OLDTRX', 1999, 0, 1999,
          'abcdef0123456789', 'pending')`,
      ),
      legacy.prepare(
        `INSERT INTO order_lines (order_id, position, product_id, name, image_key, category, product_type,
          unit_price_cents, unit_shipping_cents, quantity)
         VALUES ('old', 0, 1, '65w usb-c  charger', 'b.webp', 'phone and parts', 'regular', 1999, 0, 1)`,
      ),
    ]);
    await applyD1Migrations(legacy, migrations);
    const first = async (query: string) => (await legacy.prepare(query).all()).results[0];
    expect(await first("SELECT name, display_name FROM categories")).toEqual({
      name: "phone and parts",
      display_name: "Phone And Parts",
    });
    expect(await first("SELECT name, seller, category FROM products")).toEqual({
      name: "65w Usb-c  Charger",
      seller: "Lumen & Co",
      category: "phone and parts",
    });
    expect(await first("SELECT name FROM banners")).toEqual({ name: "Winter Sale" });
    expect(await first("SELECT name, category FROM order_lines")).toEqual({
      name: "65w Usb-c  Charger",
      category: "Phone And Parts",
    });
    // The search index follows the renamed product, still case-insensitive.
    expect(await first("SELECT rowid FROM products_fts WHERE products_fts MATCH '\"USB-C\"'")).toEqual({ rowid: 1 });
  });
});
