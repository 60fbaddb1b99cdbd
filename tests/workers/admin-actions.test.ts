import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { categories, flashSaleProducts, orders, products } from "@db/schema.ts";
import {
  type CookieJar,
  ORIGIN,
  registerAccount,
  request,
  seedDemoShop,
  DHAKA_ADDRESS,
  bkashTrxId,
  db,
  registerAdmin,
} from "./helpers.ts";

/** Decision 011: the screens' route actions, posted as the screens' fetchers post them (JSON with an `intent`). */
let counter = 0;

await seedDemoShop();
const admin = await registerAdmin("Ada Actions", "ada-admin@example.com", "Actions#2026");
const shopper = await registerAccount("Sam Shopper", "sam-actions@example.com", "Shopper#2026");
const other = await registerAccount("Olga Other", "olga-actions@example.com", "Other#2026");

function post(path: string, jar: CookieJar, json: unknown) {
  return request(path, { method: "POST", jar, json, headers: { Origin: ORIGIN } });
}

async function placeOrder(jar: CookieJar) {
  counter += 1;
  const item = (await db.select().from(products)).find((row) => row.id !== 2 && row.stock >= 5);
  const response = await request("/api/orders", {
    method: "POST",
    jar,
    headers: { Origin: ORIGIN },
    json: {
      name: "Sam Shopper",
      mobile: "01712345678",
      bkashNum: "01812345678",
      trxID: bkashTrxId("ACT"),
      checkoutKey: `actions-${counter}-${Date.now()}`,
      address: DHAKA_ADDRESS,
      orderProduct: [{ product_id: String(item!.id), product_qty: 1, product_type: "regular" }],
    },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

const statusOf = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]?.status;

describe("dashboard route actions", () => {
  it("refuse shoppers on admin pages, as the API does, and write nothing", async () => {
    const response = await post("/dashboard/manageproduct", shopper, { intent: "delete", id: "1" });
    expect(response.status).toBe(403);
    expect(await db.select().from(products).where(eq(products.id, 1))).toHaveLength(1);
  });

  it("answer an unknown intent or a record id that is not one with the API's 400 and 404, never 405", async () => {
    for (const path of [
      "/dashboard/addproduct",
      "/dashboard/manageproduct",
      "/dashboard/managecategory",
      "/dashboard/managebanner",
      "/dashboard/manageflashsell",
      "/dashboard/manageorder",
      "/dashboard/notifications",
    ]) {
      const response = await post(path, admin, { intent: "nothing" });
      expect(response.status, path).toBe(400);
    }
    expect((await post("/dashboard/manageproduct", admin, { intent: "delete", id: "abc" })).status).toBe(404);
    expect((await post("/dashboard/managecategory", admin, { intent: "delete", id: "999999" })).status).toBe(404);
    const plain = await request("/dashboard/addproduct", {
      method: "POST",
      jar: admin,
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=x",
    });
    expect(plain.status).toBe(400);
  });

  it("check input with the API's schema and refuse a photo that was never uploaded", async () => {
    const before = (await db.select().from(categories)).length;
    const invalid = await post("/dashboard/managecategory", admin, { intent: "create", name: "", image: "" });
    expect(invalid.status).toBe(400);
    const missing = await post("/dashboard/managecategory", admin, {
      intent: "create",
      name: "Kites",
      image: `/images/${"a".repeat(32)}.webp`,
    });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("image");
    expect((await db.select().from(categories)).length).toBe(before);
    const window = await post("/dashboard/manageflashsell", admin, {
      intent: "set-window",
      startTime: "2030-01-02",
      endTime: "2030-01-01",
    });
    expect(window.status).toBe(400);
  });

  it("delete a product and a flash-sale offer through the pages' actions", async () => {
    const [offer] = await db.select().from(flashSaleProducts);
    expect(
      (await post("/dashboard/manageflashsell", admin, { intent: "delete", id: String(offer!.productId) })).status,
    ).toBe(200);
    expect(
      await db.select().from(flashSaleProducts).where(eq(flashSaleProducts.productId, offer!.productId)),
    ).toHaveLength(0);
    expect((await post("/dashboard/manageproduct", admin, { intent: "delete", id: "2" })).status).toBe(200);
    expect(await db.select().from(products).where(eq(products.id, 2))).toHaveLength(0);
  });

  it("cancel orders: the shopper their own on My Order, an admin anyone's on Manage Order, nobody someone else's", async () => {
    const mine = await placeOrder(shopper);
    expect((await post("/dashboard/myorder", other, { intent: "cancel", orderId: mine })).status).toBe(404);
    expect(await statusOf(mine)).toBe("pending");
    expect((await post("/dashboard/myorder", shopper, { intent: "cancel", orderId: mine })).status).toBe(200);
    expect(await statusOf(mine)).toBe("cancelled");
    // Already cancelled: nothing to do, and it says so.
    expect((await post("/dashboard/myorder", shopper, { intent: "cancel", orderId: mine })).status).toBe(409);

    const theirs = await placeOrder(other);
    expect((await post("/dashboard/manageorder", shopper, { intent: "cancel", orderId: theirs })).status).toBe(403);
    expect((await post("/dashboard/manageorder", admin, { intent: "cancel", orderId: theirs })).status).toBe(200);
    expect(await statusOf(theirs)).toBe("cancelled");
  });
});

describe("Manage Category", () => {
  it("shows how many products each category holds, so a delete the server would refuse is explained first", async () => {
    const held = new Map<string, number>();
    for (const row of await db.select().from(products)) held.set(row.category, (held.get(row.category) ?? 0) + 1);
    const html = await (await request("/dashboard/managecategory", { jar: admin })).text();
    for (const category of await db.select().from(categories)) {
      const count = held.get(category.name) ?? 0;
      const name = category.displayName.replaceAll("&", "&amp;");
      const start = html.indexOf(`>${name}<`);
      expect(start, category.name).toBeGreaterThan(-1);
      const row = html.slice(start, html.indexOf(`Delete ${name}`, start));
      expect(row, category.name).toContain(`>${count === 1 ? "1 product" : `${count} products`}<`);
    }
  });
});
