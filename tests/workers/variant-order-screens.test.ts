import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications, products } from "@db/schema.ts";
import { orderScreensCopy } from "~/i18n/order-screens.ts";
import type { ApiNotification } from "~/server/notifications.ts";
import {
  type CookieJar,
  DHAKA_ADDRESS,
  ORIGIN,
  bkashTrxId,
  registerAccount,
  request,
  seedDemoShop,
  db,
  registerAdmin,
} from "./helpers.ts";

/**
 * Issue 28 on the demo shop: an order of the seeded Stretch Slim Jeans in one waist and colour says which, as it was
 * ordered, on every screen that lists its lines (with the SKU on the shop's own), its invoice and packing slip, the
 * API and the email; its plain line (a product without options) reads as it always did.
 */
const ADMIN_EMAIL = "variant-screens-admin@example.com";
const TITLE = "Waist: 32 / Colour: Indigo";
const SKU = "JEANS-32-INDIGO";
const WITH_SKU = orderScreensCopy.variantWithSku(TITLE, SKU);
let orderId: string;
let plainName: string;

interface ApiProduct {
  _id: string;
  name: string;
  options?: { name: string; values: string[] }[];
  variants?: { _id: string; sku: string | null; options: Record<string, string>; stock: number }[];
}

interface ApiOrder {
  _id: string;
  orderProduct: {
    product_id: string;
    variant: { _id: string | null; title: string; sku: string | null } | null;
  }[];
}

async function product(id: number) {
  const response = await request(`/api/products/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ApiProduct;
}

/** The page as drawn: its scripts (where the loader's data rides along) and React's text separators left out. */
async function rendered(path: string, jar: CookieJar) {
  const response = await request(path, { jar });
  expect(response.status, path).toBe(200);
  return (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, "").replaceAll("<!-- -->", "");
}

await seedDemoShop();
const admin = await registerAdmin("Variant Screens Admin", ADMIN_EMAIL, "Screens#2026");
const owner = await registerAccount("Vina Owner", "vina-variant-screens@example.com", "Owner#2026");

beforeAll(async () => {
  const rows = await db.select().from(products);
  const jeans = await product(rows.find((row) => row.name === "Stretch Slim Jeans")!.id);
  expect(jeans.options?.map((option) => option.name)).toEqual(["Waist", "Colour"]);
  const variant = jeans.variants!.find((each) => each.sku === SKU)!;
  expect(variant.options).toEqual({ Waist: "32", Colour: "Indigo" });
  expect(variant.stock).toBeGreaterThan(0);
  let plain: ApiProduct | undefined;
  for (const row of rows.filter((each) => each.stock >= 5)) {
    const read = await product(row.id);
    if (!read.options?.length) {
      plain = read;
      break;
    }
  }
  plainName = plain!.name;

  const placed = await request("/api/orders", {
    method: "POST",
    jar: owner,
    headers: { Origin: ORIGIN },
    json: {
      name: "Vina Owner",
      mobile: "01712345678",
      bkashNum: "01812345678",
      trxID: bkashTrxId("VOS"),
      checkoutKey: crypto.randomUUID().replaceAll("-", ""),
      address: DHAKA_ADDRESS,
      orderProduct: [
        { product_id: jeans._id, product_qty: 1, variant_id: variant._id, product_type: "regular" },
        { product_id: plain!._id, product_qty: 1, product_type: "regular" },
      ],
    },
  });
  expect(placed.status).toBe(201);
  orderId = ((await placed.json()) as ApiOrder)._id;
});

describe("an order of a variant of the demo shop's jeans", () => {
  it("the API gives each line's variant, its title and SKU; the plain line none", async () => {
    const response = await request(`/api/orders/${orderId}`, { jar: owner });
    expect(response.status).toBe(200);
    const [jeans, plain] = ((await response.json()) as ApiOrder).orderProduct;
    expect(jeans!.variant).toMatchObject({ title: TITLE, sku: SKU });
    expect(plain!.variant).toBeNull();
  });

  it("its owner sees the variant, without the SKU, on the order page, My Order and the dashboard's latest orders", async () => {
    for (const path of [`/dashboard/order/${orderId}`, "/dashboard/myorder", "/dashboard"]) {
      const html = await rendered(path, owner);
      expect(html, path).toContain(TITLE);
      expect(html, path).not.toContain(WITH_SKU);
      expect(html, path).toContain(plainName);
    }
  });

  it("an admin sees it with its SKU on the order page and Manage Order", async () => {
    for (const path of [`/dashboard/order/${orderId}`, "/dashboard/manageorder?status=pending"]) {
      expect(await rendered(path, admin), path).toContain(WITH_SKU);
    }
  });

  it("its invoice and packing slip name the variant and SKU; the plain line is its name alone", async () => {
    for (const path of [`/dashboard/order/${orderId}/invoice`, `/dashboard/invoices?ids=${orderId}`]) {
      const html = await rendered(path, admin);
      expect(html, path).toContain(WITH_SKU);
      expect(html, path).toContain(`<td>${plainName}</td>`);
    }
    expect(await rendered(`/dashboard/order/${orderId}/invoice`, owner)).toContain(TITLE);
  });

  it("the email names the variant, in its text and its HTML; the SMS stays as short as it was", async () => {
    const response = await request(`/api/notifications?orderId=${orderId}`, { jar: admin });
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as { items: ApiNotification[] };
    const email = items.find((item) => item.channel === "email" && item.audience === "shopper");
    expect(email?.body).toContain(`1 x Stretch Slim Jeans (${TITLE}): `);
    expect(email?.body).toMatch(new RegExp(`1 x ${plainName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: `));
    const [row] = await db.select().from(notifications).where(eq(notifications.id, email!.id));
    expect(row!.html).toContain(`Stretch Slim Jeans (${TITLE})`);
    const sms = items.filter((item) => item.channel === "sms");
    expect(sms.length).toBeGreaterThan(0);
    for (const each of sms) expect(each.body).not.toContain(TITLE);
  });
});
