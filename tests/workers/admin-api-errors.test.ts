import { describe, expect, it } from "vitest";
import { shopCopy } from "~/i18n/shop.ts";
import { serverCopy } from "~/i18n/server.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { CookieJar, registerAdmin, request, seedDemoShop } from "./helpers.ts";
import { png } from "./image-fixtures.ts";

const m = dashboardCopy.admin.validation;

async function uploadLink(salt: string): Promise<string> {
  const form = new FormData();
  form.set("image", new File([png(600, 600, salt)], "photo.png", { type: "image/png" }));
  const response = await request("/api/images", { method: "POST", jar: admin, body: form });
  return ((await response.json()) as { data: { link: string } }).data.link;
}

/** A well-formed link: validation does not look the image up, so no upload is needed to test it. */
const IMAGE = `http://shop.test/images/${"a".repeat(32)}.png`;

function productBody(overrides: Record<string, unknown> = {}) {
  return {
    name: "Error Case Boots",
    seller: "Northwind Outfitters",
    category: "fashion",
    stock: 5,
    price: 50,
    shipping: 5,
    star: 4,
    starCount: 10,
    features: [{ description: "Upper", value: "Leather" }],
    image: IMAGE,
    ...overrides,
  };
}

const flashBody = (overrides: Record<string, unknown> = {}) =>
  productBody({ sellprice: 40, sellshipping: 2, ...overrides });

/** A 400 whose every message is one of the shop's own (never valibot's English); its `issues`. */
async function issuesOf(response: Response): Promise<Record<string, string>> {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { error: string; issues: Record<string, string> };
  for (const message of [body.error, ...Object.values(body.issues)]) expect(message).not.toMatch(/^Invalid /);
  return body.issues;
}

function post(path: string, json: unknown) {
  return request(path, { method: "POST", jar: admin, json });
}

await seedDemoShop();
const admin = await registerAdmin("Omar Owner", "omar@example.com", "Owner#2026");

describe("deleting what does not exist", () => {
  it("answers 404 for an unknown id, and for an id that is not a number", async () => {
    for (const path of ["/api/flashsell", "/api/category", "/api/banner", "/api/products"]) {
      for (const id of ["999999", "abc"]) {
        const response = await request(`${path}/${id}`, { method: "DELETE", jar: admin });
        expect(response.status, `${path}/${id}`).toBe(404);
        expect(((await response.json()) as { error: string }).error, `${path}/${id}`).toBeTruthy();
      }
    }
  });
});

describe("product fields", () => {
  it("refuses a star rating that is not 0.5 to 5 in half steps", async () => {
    for (const star of [null, 0, 5.5, 2.3, "abc", -1, [], {}]) {
      const issues = await issuesOf(await post("/api/products", productBody({ star })));
      expect(issues, JSON.stringify(star)).toEqual({ star: m.star });
    }
  });

  it("refuses a feature row without a value, a row that is not an object, and features that are not a list", async () => {
    const missingValue = await issuesOf(
      await post("/api/products", productBody({ features: [{ description: "Upper" }] })),
    );
    expect(missingValue).toEqual({ "features.0.value": m.feature });
    const secondRow = await issuesOf(
      await post(
        "/api/products",
        productBody({ features: [{ description: "Upper", value: "Leather" }, { value: "Rubber" }] }),
      ),
    );
    expect(secondRow).toEqual({ "features.1.description": m.feature });
    expect(await issuesOf(await post("/api/products", productBody({ features: ["Upper"] })))).toEqual({
      "features.0": m.feature,
    });
    expect(await issuesOf(await post("/api/products", productBody({ features: "Upper: Leather" })))).toEqual({
      features: m.feature,
    });
    expect(await issuesOf(await post("/api/products", productBody({ features: null })))).toEqual({
      features: m.feature,
    });
  });

  it("gives each missing field its own message, not valibot's", async () => {
    const issues = await issuesOf(await post("/api/products", {}));
    expect(issues).toEqual({
      name: m.name,
      seller: m.seller,
      category: m.category,
      features: m.feature,
      stock: m.stock,
      price: m.price,
      shipping: m.shipping,
      starCount: m.starCount,
      image: m.image,
    });
    const nulls = await issuesOf(
      await post("/api/products", Object.fromEntries(Object.keys(productBody()).map((key) => [key, null]))),
    );
    expect(nulls).toMatchObject({ name: m.name, price: m.price, star: m.star, features: m.feature, image: m.image });
  });
});

describe("flash-sale product fields", () => {
  it("refuses a missing or negative sell price or sell shipping", async () => {
    const cases: [string, unknown, string][] = [
      ["sellprice", undefined, m.sellPrice],
      ["sellprice", -1, m.negativeAmount],
      ["sellprice", null, m.sellPrice],
      ["sellshipping", undefined, m.sellShipping],
      ["sellshipping", -0.01, m.negativeAmount],
      ["sellshipping", "free", m.sellShipping],
    ];
    for (const [field, value, message] of cases) {
      const body: Record<string, unknown> = flashBody({ [field]: value });
      if (value === undefined) delete body[field];
      expect(await issuesOf(await post("/api/flashsell", body)), `${field} ${String(value)}`).toEqual({
        [field]: message,
      });
    }
  });

  it("refuses a sell price above the price, under sellprice, alongside the other fields' messages", async () => {
    expect(await issuesOf(await post("/api/flashsell", flashBody({ sellprice: 50.01 })))).toEqual({
      sellprice: m.sellPriceAbovePrice,
    });
    const withOthers = await issuesOf(await post("/api/flashsell", flashBody({ sellprice: 80, name: "" })));
    expect(withOthers).toEqual({ name: m.name, sellprice: m.sellPriceAbovePrice });
    // A missing or invalid price is reported as such: the comparison waits for both amounts to be valid.
    expect(await issuesOf(await post("/api/flashsell", flashBody({ price: "", sellprice: 80 })))).toEqual({
      price: m.price,
    });
    expect(await issuesOf(await post("/api/flashsell", flashBody({ price: -5, sellprice: 3 })))).toEqual({
      price: m.negativeAmount,
    });
  });

  it("accepts a sell price equal to the price, and a sell shipping above the shipping", async () => {
    const image = await uploadLink("equal-sell-price");
    const created = await post("/api/flashsell", flashBody({ image, sellprice: 50, sellshipping: 9 }));
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ price: 50, sellprice: 50, shipping: 5, sellshipping: 9 });
  });
});

describe("category and banner fields", () => {
  it("refuses a missing name with the spec's message", async () => {
    expect(await issuesOf(await post("/api/category", { image: IMAGE }))).toEqual({ name: m.categoryName });
    expect(await issuesOf(await post("/api/category", { name: null, image: IMAGE }))).toEqual({ name: m.categoryName });
    expect(await issuesOf(await post("/api/banner", { banner_slide: IMAGE }))).toEqual({ name: m.bannerName });
    expect(await issuesOf(await post("/api/banner", { name: "   ", banner_slide: IMAGE }))).toEqual({
      name: m.bannerName,
    });
  });
});

describe("flash-sale window", () => {
  const start = "2026-03-01T10:00:00.000Z";
  const end = "2026-03-02T10:00:00.000Z";

  it("refuses a missing body, missing keys and dates it cannot read", async () => {
    const noBody = await request("/api/flashsellTime", { method: "POST", jar: admin });
    expect(await issuesOf(noBody)).toEqual({ form: shopCopy.api.invalidBody });
    expect(await issuesOf(await post("/api/flashsellTime", {}))).toEqual({
      startTime: m.dateTime,
      endTime: m.dateTime,
    });
    expect(await issuesOf(await post("/api/flashsellTime", { startTime: start }))).toEqual({ endTime: m.dateTime });
    expect(await issuesOf(await post("/api/flashsellTime", { startTime: "soon", endTime: "later" }))).toEqual({
      startTime: m.dateTime,
      endTime: m.dateTime,
    });
    expect(await issuesOf(await post("/api/flashsellTime", { startTime: null, endTime: { at: end } }))).toEqual({
      startTime: m.dateTime,
      endTime: m.dateTime,
    });
    expect(await issuesOf(await post("/api/flashsellTime", { startTime: 1e20, endTime: end }))).toEqual({
      startTime: m.dateTime,
    });
  });

  it("refuses an end that is not after the start, and dates out of range", async () => {
    expect(await issuesOf(await post("/api/flashsellTime", { startTime: end, endTime: start }))).toEqual({
      endTime: m.endBeforeStart,
    });
    expect(await issuesOf(await post("/api/flashsellTime", { startTime: start, endTime: start }))).toEqual({
      endTime: m.endBeforeStart,
    });
    const early = await post("/api/flashsellTime", { startTime: "1899-12-31T00:00:00Z", endTime: end });
    expect(early.status).toBe(400);
    expect(await early.json()).toEqual({
      error: dashboardCopy.admin.errors.flashWindowRange,
      issues: { endTime: dashboardCopy.admin.errors.flashWindowRange },
    });
    const late = await post("/api/flashsellTime", { startTime: start, endTime: "2100-01-02T00:00:00Z" });
    expect(await issuesOf(late)).toEqual({ endTime: dashboardCopy.admin.errors.flashWindowRange });
  });
});

describe("a body that is not JSON", () => {
  it("answers 400 with the shop's message under form", async () => {
    for (const path of ["/api/products", "/api/flashsell", "/api/category", "/api/banner", "/api/flashsellTime"]) {
      const broken = await request(path, {
        method: "POST",
        jar: admin,
        headers: { "Content-Type": "application/json" },
        body: "{not json",
      });
      expect(await issuesOf(broken), path).toEqual({ form: shopCopy.api.invalidBody });
      const plain = await request(path, {
        method: "POST",
        jar: admin,
        headers: { "Content-Type": "text/plain" },
        body: "name=x",
      });
      expect(await issuesOf(plain), path).toEqual({ form: shopCopy.api.invalidBody });
      expect(await issuesOf(await post(path, null)), path).toEqual({ form: shopCopy.api.invalidBody });
    }
  });
});

describe("GET on write-only routes", () => {
  const writeOnly: [string, string][] = [
    ["/api/images", "POST"],
    [`/api/images/${"a".repeat(32)}.png`, "DELETE"],
    ["/api/users/admin", "PUT"],
    ["/api/users", "POST"],
    ["/api/cart/quote", "POST"],
    ["/api/flashsell/1", "PATCH, DELETE"],
    ["/api/category/1", "PATCH, DELETE"],
    ["/api/banner/1", "PATCH, DELETE"],
  ];

  it("answers 405 with the methods it takes in Allow, signed in or not", async () => {
    for (const jar of [admin, new CookieJar()]) {
      for (const [path, allowed] of writeOnly) {
        const response = await request(path, { jar });
        expect(response.status, path).toBe(405);
        expect(response.headers.get("Allow"), path).toBe(allowed);
        expect(await response.json(), path).toEqual({ error: serverCopy.api.methodNotAllowed });
      }
    }
  });

  it("answers 405 with Allow to a method the action does not take", async () => {
    const response = await request("/api/category/1", { method: "PUT", jar: admin, json: {} });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("PATCH, DELETE");
  });
});
