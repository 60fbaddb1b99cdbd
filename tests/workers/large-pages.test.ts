/**
 * Every list of the JSON API and the dashboard at its largest page (issue 45, "No 500"): D1 binds at most 100
 * parameters per statement, so a list must never bind its page of ids (or any list as long as its input) one
 * parameter each. More than a page of everything is written straight to D1 (orders in every status with their
 * lines, timelines, payments, messages and courier updates; products, flash offers, admins, subscribers), then each
 * list is asked for its largest page and must answer 200 with a full page.
 */
import { env } from "cloudflare:workers";
import { asc, count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  courierUpdates,
  flashSaleProducts,
  notifications,
  orderEvents,
  orderLines,
  orders,
  payments,
  products,
  productVariants,
  subscribers,
  users,
} from "@db/schema.ts";
import { addGeneratedProducts } from "@db/seed/generate-products.ts";
import { LOG_PAGE_SIZE } from "~/domain/notifications/log.server.ts";
import { MAX_PAGE_SIZE } from "~/schemas/catalogue.ts";
import { TABLE_PAGE_SIZES } from "~/schemas/table-page.ts";
import { MAX_CART_LINES } from "~/schemas/cart.ts";
import { MAX_VARIANTS } from "~/schemas/variant-rules.ts";
import {
  bkashTrxId,
  type CookieJar,
  db,
  DHAKA_ADDRESS,
  newShopper,
  ORIGIN,
  registerAccount,
  registerAdmin,
  request,
  seedDemoShop,
} from "./helpers.ts";
import { png } from "./image-fixtures.ts";

/** The tables' largest page (the spec's 10, 25 or 100). */
const TABLE_PAGE = Math.max(...TABLE_PAGE_SIZES);
/** More than a page of each kind of record. */
const MANY = TABLE_PAGE + 8;
const STATUSES = ["pending", "confirmed", "shipped", "delivered", "cancelled"] as const;
const LINES_PER_ORDER = 3;
/** A page of products, and a full cart of others that are not on flash sale. */
const PRODUCTS = MAX_PAGE_SIZE + MAX_CART_LINES + 40;

let admin: CookieJar;
let shopper: CookieJar;
let shopperId: number;
/** The orders of each status, newest first. */
const idsByStatus = new Map<(typeof STATUSES)[number], string[]>();
const allIds: string[] = [];

/** Runs statements in batches of a few hundred (each statement binds one row: well under 100 parameters). */
async function inBatches(statements: { run: () => unknown }[]) {
  for (let start = 0; start < statements.length; start += 200) {
    const chunk = statements.slice(start, start + 200);
    await db.batch(chunk as unknown as Parameters<typeof db.batch>[0]);
  }
}

await seedDemoShop();

beforeAll(async () => {
  await addGeneratedProducts(env.DB, PRODUCTS);
  admin = await registerAdmin("Anika Admin", "anika@example.com", "Anika#2026");
  shopper = await registerAccount("Rahim Uddin", "rahim@example.com", "Shopper#2026");
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, "rahim@example.com"));
  shopperId = row!.id;

  const variants = await db
    .select({ productId: productVariants.productId, variantId: productVariants.id, name: products.name })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .orderBy(asc(productVariants.id))
    .limit(40);

  const statements: { run: () => unknown }[] = [];
  const start = Date.now() - 30 * 86_400_000;
  let n = 0;
  for (const status of STATUSES) {
    const ids: string[] = [];
    for (let index = 0; index < MANY; index += 1) {
      n += 1;
      const id = crypto.randomUUID();
      ids.unshift(id);
      allIds.push(id);
      const createdAt = new Date(start + n * 60_000);
      const trxId = `LP${String(n).padStart(8, "0")}`;
      const order: typeof orders.$inferInsert = {
        id,
        userId: shopperId,
        email: "rahim@example.com",
        customerName: "Rahim Uddin",
        mobile: "01712345678",
        bkashNumber: "01812345678",
        trxId,
        paymentMethod: "bKash",
        trxWallet: "bKash",
        subtotalCents: 3_000,
        shippingCents: 0,
        totalCents: 3_000,
        checkoutKey: `large-pages-${n}`,
        status,
        currency: "USD",
        amountDuePaisa: 366_000,
        reference: `LP${n}`,
        addressDistrictId: DHAKA_ADDRESS.districtId,
        addressAreaId: DHAKA_ADDRESS.areaId,
        addressDistrict: "Dhaka",
        addressArea: "Dhanmondi",
        addressLine: DHAKA_ADDRESS.line,
        createdAt,
        ...(status === "shipped" || status === "delivered"
          ? { courier: "Steadfast", trackingNumber: `SFR${n}`, consignmentId: `LP-${n}` }
          : {}),
      };
      statements.push(db.insert(orders).values(order));
      for (let position = 0; position < LINES_PER_ORDER; position += 1) {
        const line = variants[(n + position) % variants.length]!;
        statements.push(
          db.insert(orderLines).values({
            orderId: id,
            position,
            productId: line.productId,
            variantId: line.variantId,
            name: line.name,
            imageKey: "large-pages.webp",
            category: "Test",
            productType: "regular",
            unitPriceCents: 1_000,
            unitShippingCents: 0,
            quantity: 1,
          }),
        );
      }
      statements.push(db.insert(orderEvents).values({ orderId: id, status: "pending", at: createdAt, by: "shopper" }));
      if (status !== "pending")
        statements.push(db.insert(orderEvents).values({ orderId: id, status, at: createdAt, by: "anika@example.com" }));
      statements.push(
        db.insert(payments).values({
          wallet: "bKash",
          trxId,
          amountPaisa: 366_000,
          sender: "01812345678",
          receivedAt: createdAt,
          message: `You have received Tk 3,660.00. TrxID ${trxId}`,
          state: status === "pending" ? "unmatched" : "matched",
          orderId: status === "pending" ? null : id,
          createdAt,
        }),
      );
      for (const channel of ["sms", "email"] as const)
        statements.push(
          db.insert(notifications).values({
            id: crypto.randomUUID().replaceAll("-", ""),
            idempotencyKey: `large-pages:${id}:${channel}`,
            orderId: id,
            event: "placed",
            channel,
            recipient: channel === "sms" ? "01712345678" : "rahim@example.com",
            audience: "shopper",
            language: "en",
            subject: channel === "email" ? "Your order" : null,
            body: `Order ${n} placed.`,
            status: "sent",
            createdAt,
          }),
        );
      if (order.consignmentId)
        statements.push(
          db.insert(courierUpdates).values({
            orderId: id,
            courier: "Steadfast",
            consignmentId: order.consignmentId,
            kind: "tracking_update",
            message: `Parcel ${n} is on its way.`,
            dedupKey: `large-pages:${n}`,
            receivedAt: createdAt,
          }),
        );
    }
    idsByStatus.set(status, ids);
  }
  for (let index = 0; index < MANY; index += 1) {
    statements.push(
      db.insert(users).values({
        email: `admin-${index}@example.com`,
        displayName: `Admin ${index}`,
        isAdmin: true,
        emailVerifiedAt: new Date(),
      }),
      db.insert(subscribers).values({ email: `reader-${index}@example.com` }),
    );
  }
  await inBatches(statements);
  // A flash offer on each of MANY products that have none yet.
  await db.insert(flashSaleProducts).select(
    db
      .select({
        id: sql<null>`NULL`.as("id"),
        productId: products.id,
        variantId: sql<null>`NULL`.as("variant_id"),
        sellPriceCents: sql<number>`1`.as("sell_price_cents"),
        sellShippingCents: sql<number>`0`.as("sell_shipping_cents"),
        flashStock: sql<number>`0`.as("flash_stock"),
        createdAt: sql<number>`0`.as("created_at"),
      })
      .from(products)
      .where(sql`${products.id} NOT IN (SELECT product_id FROM flash_sale_products)`)
      .orderBy(asc(products.id))
      .limit(MANY),
  );
}, 120_000);

async function getJson<T>(path: string, jar?: CookieJar): Promise<T> {
  const response = await request(path, { jar });
  const body = await response.text();
  expect(response.status, `${path}: ${body.slice(0, 300)}`).toBe(200);
  return JSON.parse(body) as T;
}

async function getText(path: string, jar?: CookieJar): Promise<string> {
  const response = await request(path, { jar });
  const body = await response.text();
  expect(response.status, `${path}: ${body.slice(0, 300)}`).toBe(200);
  return body;
}

/** How many of `ids` a page names. */
const named = (html: string, ids: readonly string[]) => ids.filter((id) => html.includes(id)).length;

describe("the JSON API's lists at their largest page", () => {
  it("GET /api/orders: everyone's, by status, searched, one customer's, and a shopper's own", async () => {
    type Page = { items: { _id: string }[]; total: number; pageSize: number };
    const everyone = await getJson<Page>(`/api/orders?pageSize=${TABLE_PAGE}`, admin);
    expect(everyone).toMatchObject({ total: MANY * STATUSES.length, pageSize: TABLE_PAGE });
    expect(everyone.items).toHaveLength(TABLE_PAGE);
    for (const status of STATUSES) {
      const page = await getJson<Page>(`/api/orders?pageSize=${TABLE_PAGE}&status=${status}`, admin);
      expect(page.total).toBe(MANY);
      expect(page.items.map((item) => item._id)).toEqual(idsByStatus.get(status)!.slice(0, TABLE_PAGE));
    }
    const searched = await getJson<Page>(`/api/orders?pageSize=${TABLE_PAGE}&q=Rahim`, admin);
    expect(searched.items).toHaveLength(TABLE_PAGE);
    const customer = await getJson<Page>(`/api/orders?pageSize=${TABLE_PAGE}&email=rahim@example.com`, admin);
    expect(customer.items).toHaveLength(TABLE_PAGE);
    const district = await getJson<Page>(
      `/api/orders?pageSize=${TABLE_PAGE}&district=${DHAKA_ADDRESS.districtId}`,
      admin,
    );
    expect(district.items).toHaveLength(TABLE_PAGE);
    const own = await getJson<Page>(`/api/orders?pageSize=${TABLE_PAGE}`, shopper);
    expect(own.items).toHaveLength(TABLE_PAGE);
    expect(own.total).toBe(MANY * STATUSES.length);
  });

  it("GET /api/payments: all, by state, and those owing a refund", async () => {
    type Page = { items: unknown[]; total: number };
    const all = await getJson<Page>(`/api/payments?pageSize=${TABLE_PAGE}`, admin);
    expect(all.items).toHaveLength(TABLE_PAGE);
    expect(all.total).toBe(MANY * STATUSES.length);
    expect((await getJson<Page>(`/api/payments?pageSize=${TABLE_PAGE}&state=matched`, admin)).items).toHaveLength(
      TABLE_PAGE,
    );
    const refunds = await getJson<Page>(`/api/payments?pageSize=${TABLE_PAGE}&refundDue=1`, admin);
    expect(refunds.items).toHaveLength(TABLE_PAGE);
    expect(refunds.total).toBe(MANY);
  });

  it("GET /api/notifications, a page at a time, and one order's", async () => {
    type Page = { items: unknown[]; total: number };
    const first = await getJson<Page>("/api/notifications", admin);
    expect(first.items).toHaveLength(LOG_PAGE_SIZE);
    expect(first.total).toBeGreaterThanOrEqual(MANY * STATUSES.length * 2);
    expect((await getJson<Page>("/api/notifications?page=3&channel=sms", admin)).items).toHaveLength(LOG_PAGE_SIZE);
    expect((await getJson<Page>(`/api/notifications?orderId=${allIds[0]}`, admin)).items).toHaveLength(2);
  });

  it("GET /api/products: the catalogue, sorted, filtered and searched", async () => {
    type Page = { items: unknown[]; total: number };
    for (const query of ["", "&sort=newest", "&sort=price-asc", "&inStock=1", "&offer=flash"]) {
      const page = await getJson<Page>(`/api/products?pageSize=${MAX_PAGE_SIZE}${query}`);
      expect(page.items, query).toHaveLength(MAX_PAGE_SIZE);
    }
    const searched = await getJson<Page>(`/api/products?pageSize=${MAX_PAGE_SIZE}&q=a`);
    expect(searched.items.length).toBeGreaterThan(0);
  });

  it("GET /api/users?admin=true and /api/subscribers (JSON and CSV)", async () => {
    const admins = await getJson<{ items: unknown[] }>("/api/users?admin=true", admin);
    expect(admins.items.length).toBeGreaterThanOrEqual(MANY + 1);
    const readers = await getJson<{ items: unknown[]; total: number }>("/api/subscribers", admin);
    expect(readers.total).toBe(MANY);
    const csv = await getText("/api/subscribers?format=csv", admin);
    expect(csv.trim().split(/\r?\n/)).toHaveLength(MANY + 1);
  });

  it("GET /api/orders/export: every confirmed order as the courier's sheet", async () => {
    const csv = await getText("/api/orders/export?status=confirmed&format=csv", admin);
    expect(csv.trim().split(/\r?\n/)).toHaveLength(MANY + 1);
    expect(named(csv, idsByStatus.get("confirmed")!)).toBe(MANY);
  });

  it("GET /api/products/stock.csv, /api/flashsell and the small lists", async () => {
    const sheet = await getText("/api/products/stock.csv", admin);
    expect(sheet.trim().split(/\r?\n/).length).toBeGreaterThan(PRODUCTS);
    const offers = await getJson<unknown[]>("/api/flashsell");
    const [offered] = await db.select({ count: count() }).from(flashSaleProducts);
    expect(offers).toHaveLength(offered!.count);
    expect(offers.length).toBeGreaterThan(TABLE_PAGE);
    for (const path of ["/api/category", "/api/banner", "/api/delivery/zones", "/api/suggest?q=shirt"])
      await getJson(path, admin);
    await getJson(`/api/locations?district=${DHAKA_ADDRESS.districtId}`);
    await getJson("/api/addresses", shopper);
  });
});

describe("the dashboard's lists at their largest page", () => {
  it("Manage Order: each status's tab, all, and the refunds owed", async () => {
    for (const status of STATUSES) {
      const html = await getText(`/dashboard/manageorder?status=${status}&pageSize=${TABLE_PAGE}`, admin);
      expect(named(html, idsByStatus.get(status)!), status).toBe(TABLE_PAGE);
    }
    // The verification queue is the page's default tab.
    const queue = await getText(`/dashboard/manageorder?pageSize=${TABLE_PAGE}`, admin);
    expect(named(queue, idsByStatus.get("pending")!)).toBe(TABLE_PAGE);
    const all = await getText(`/dashboard/manageorder?status=all&pageSize=${TABLE_PAGE}`, admin);
    expect(named(all, allIds)).toBe(TABLE_PAGE);
    const searched = await getText(`/dashboard/manageorder?status=all&q=Rahim&pageSize=${TABLE_PAGE}`, admin);
    expect(named(searched, allIds)).toBe(TABLE_PAGE);
    const refunds = await getText(`/dashboard/manageorder?status=refunds&pageSize=${TABLE_PAGE}`, admin);
    expect(named(refunds, idsByStatus.get("cancelled")!)).toBe(TABLE_PAGE);
  });

  it("My Order: a shopper's own orders", async () => {
    const html = await getText(`/dashboard/myorder?pageSize=${TABLE_PAGE}`, shopper);
    expect(named(html, allIds)).toBe(TABLE_PAGE);
  });

  it("Manage Product, Manage FlashSell, the notification log, Add Admin and the home", async () => {
    const productsPage = await getText(`/dashboard/manageproduct?pageSize=${TABLE_PAGE}`, admin);
    expect(productsPage.match(/href="\/dashboard\/editproduct\/\d+"/g)).toHaveLength(TABLE_PAGE);
    const flash = await getText(`/dashboard/manageflashsell?pageSize=${TABLE_PAGE}`, admin);
    expect(flash.match(/href="\/dashboard\/editproduct\/\d+"/g)?.length ?? TABLE_PAGE).toBeLessThanOrEqual(TABLE_PAGE);
    const log = await getText("/dashboard/notifications", admin);
    expect(named(log, allIds)).toBeGreaterThan(0);
    const admins = await getText("/dashboard/addadmin", admin);
    expect(admins).toContain(`admin-${MANY - 1}@example.com`);
    await getText("/dashboard", admin);
    await getText("/dashboard/managecategory", admin);
    await getText("/dashboard/managebanner", admin);
    await getText("/dashboard/delivery", admin);
  });

  it("the invoices of a hundred orders at once", async () => {
    const ids = idsByStatus.get("confirmed")!.slice(0, TABLE_PAGE);
    const html = await getText(`/dashboard/invoices?ids=${ids.join(",")}`, admin);
    expect(named(html, ids)).toBe(TABLE_PAGE);
  });

  it("the shop's product list at its largest page", async () => {
    const html = await getText(`/products?pageSize=${MAX_PAGE_SIZE}`);
    expect(html.match(/href="\/productdetails\/\d+"/g)?.length ?? 0).toBeGreaterThanOrEqual(MAX_PAGE_SIZE);
  });
});

describe("booking more than a hundred orders at once", () => {
  it("books every confirmed order in one request", async () => {
    const confirmed = idsByStatus.get("confirmed")!;
    const response = await request("/api/orders/book", {
      method: "POST",
      jar: admin,
      json: { courier: "steadfast", orderIds: confirmed },
      headers: { Origin: ORIGIN },
    });
    const body = await response.text();
    expect(response.status, body.slice(0, 300)).toBe(200);
    const { results } = JSON.parse(body) as { results: { orderId: string; ok: boolean }[] };
    expect(results).toHaveLength(MANY);
    expect(results.every((result) => result.ok)).toBe(true);
    const shipped = await db.select({ status: orders.status }).from(orders).where(eq(orders.status, "shipped"));
    expect(shipped).toHaveLength(MANY * 2);
  });
});

describe("writes of the largest size the shop takes", () => {
  it("quotes and places an order of a full cart's lines", async () => {
    const plain = await db
      .select({ id: products.id })
      .from(products)
      .where(
        sql`${products.stock} > 0 AND ${products.id} NOT IN (SELECT product_id FROM flash_sale_products) AND (SELECT count(*) FROM product_variants v WHERE v.product_id = ${products.id}) = 1`,
      )
      .orderBy(asc(products.id))
      .limit(MAX_CART_LINES);
    expect(plain).toHaveLength(MAX_CART_LINES);
    const orderProduct = plain.map((product) => ({ product_id: String(product.id), product_qty: 1 }));
    const quote = await request("/api/cart/quote", {
      method: "POST",
      json: { orderProduct, address: { districtId: DHAKA_ADDRESS.districtId, areaId: DHAKA_ADDRESS.areaId } },
    });
    expect(quote.status, await quote.clone().text()).toBe(200);
    const placed = await request("/api/orders", {
      method: "POST",
      jar: await newShopper(),
      json: {
        name: "Rahim Uddin",
        mobile: "01712345678",
        bkashNum: "+8801812345678",
        trxID: bkashTrxId("BIG"),
        orderProduct,
        checkoutKey: crypto.randomUUID().replaceAll("-", ""),
        address: DHAKA_ADDRESS,
      },
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const order = (await placed.json()) as { _id: string; orderProduct: unknown[] };
    expect(order.orderProduct).toHaveLength(MAX_CART_LINES);
    const [lines] = await db.select({ count: count() }).from(orderLines).where(eq(orderLines.orderId, order._id));
    expect(lines!.count).toBe(MAX_CART_LINES);
  });

  it("creates and saves again a product with the most variants", async () => {
    const form = new FormData();
    form.set("image", new File([png(48, 48)], "photo.png", { type: "image/png" }));
    const uploaded = await request("/api/images", { method: "POST", jar: admin, body: form });
    const image = ((await uploaded.json()) as { data: { link: string } }).data.link;
    const sizes = Array.from({ length: 10 }, (_, index) => `S${index}`);
    const colours = Array.from({ length: MAX_VARIANTS / 10 }, (_, index) => `C${index}`);
    const body = {
      name: "Hundred Ways Tee",
      seller: "Large Pages",
      category: "fashion",
      shipping: 0,
      star: 4,
      starCount: 1,
      features: [{ description: "Fabric", value: "Cotton" }],
      images: [image],
      options: [
        { name: "Size", values: sizes },
        { name: "Colour", values: colours },
      ],
      variants: sizes.flatMap((size) =>
        colours.map((colour) => ({ options: { Size: size, Colour: colour }, price: 10, stock: 3 })),
      ),
    };
    expect(body.variants).toHaveLength(MAX_VARIANTS);
    const created = await request("/api/products", { method: "POST", jar: admin, json: body });
    expect(created.status, await created.clone().text()).toBe(201);
    const product = (await created.json()) as { _id: string; variants: { _id: string }[] };
    expect(product.variants).toHaveLength(MAX_VARIANTS);
    const saved = await request(`/api/products/${product._id}`, {
      method: "PUT",
      jar: admin,
      headers: { Origin: ORIGIN },
      json: { ...body, variants: body.variants.map((variant) => ({ ...variant, stock: 4 })) },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const again = (await saved.json()) as { variants: { _id: string; stock: number }[] };
    // Every variant kept its id.
    expect(again.variants.map((variant) => variant._id).sort()).toEqual(
      product.variants.map((variant) => variant._id).sort(),
    );
    expect(again.variants.every((variant) => variant.stock === 4)).toBe(true);
    await getText(`/productdetails/${product._id}`);
    await getText(`/dashboard/editproduct/${product._id}`, admin);
  });

  it("saves the most delivery zones the editor takes", async () => {
    const zones = Array.from({ length: 12 }, (_, index) => ({
      name: `Zone ${index + 1}`,
      fee: 2,
      freeOver: null,
      districtIds: index === 0 ? [] : [index],
      areaIds: [],
      default: index === 0,
    }));
    const saved = await request("/api/delivery/zones", {
      method: "PUT",
      jar: admin,
      headers: { Origin: ORIGIN },
      json: { zones },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const listed = await getJson<{ zones: unknown[] }>("/api/delivery/zones");
    expect(listed.zones).toHaveLength(12);
  });
});
