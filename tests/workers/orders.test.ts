import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { categories, deliveryZones, flashSaleProducts, orders, productOptions, products } from "@db/schema.ts";
import { setFlashSaleWindow } from "~/domain/flash-sale/flash-sale.server.ts";
import type { ApiOrder } from "~/server/order-api.ts";
import {
  type CookieJar,
  newShopper,
  registerAccount,
  request,
  seedDemoShop,
  DHAKA_ADDRESS,
  bkashTrxId,
  db,
  registerAdmin,
} from "./helpers.ts";

const HOUR = 3_600_000;
let shopper: CookieJar;
let checkoutCounter = 0;

function key() {
  checkoutCounter += 1;
  return `checkout-key-${checkoutCounter}-${Date.now()}`;
}

function trx() {
  checkoutCounter += 1;
  return bkashTrxId("TRX");
}

async function product(where: { stockAtLeast?: number; stockBelow?: number; flash?: boolean } = {}) {
  const rows = await db.select().from(products);
  const offers = await db.select().from(flashSaleProducts);
  const match = rows.find(
    (row) =>
      row.stock >= (where.stockAtLeast ?? 1) &&
      row.stock < (where.stockBelow ?? Infinity) &&
      (where.flash === undefined || offers.some((offer) => offer.productId === row.id) === where.flash),
  );
  if (!match) throw new Error("no product matches");
  return { ...match, offer: offers.find((offer) => offer.productId === match.id) ?? null };
}

function orderBody(
  lines: { product_id: number | string; product_qty: number; product_type?: string }[],
  extra: Record<string, unknown> = {},
) {
  return {
    name: "Rahim Uddin",
    mobile: "01712345678",
    bkashNum: "+8801812345678",
    trxID: trx(),
    orderProduct: lines,
    checkoutKey: key(),
    address: DHAKA_ADDRESS,
    ...extra,
  };
}

async function place(jar: CookieJar, body: Record<string, unknown>) {
  const response = await request("/api/orders", { method: "POST", jar, json: body });
  return {
    status: response.status,
    body: (await response.json()) as ApiOrder & { error?: string; issues?: Record<string, string> },
  };
}

/** What the seed's Inside Dhaka zone (where DHAKA_ADDRESS is) charges an order with this subtotal. */
/** Inside Dhaka's charge in cents at 122 taka to the dollar: whole taka, nothing once the goods reach its threshold. */
async function insideDhakaCharge(subtotalCents: number) {
  const [zone] = await db.select().from(deliveryZones).where(eq(deliveryZones.name, "Inside Dhaka"));
  const goodsTaka = Math.ceil((subtotalCents * 122) / 100);
  const taka = zone!.freeOverTaka !== null && goodsTaka >= zone!.freeOverTaka ? 0 : zone!.feeTaka;
  return Math.round((taka * 100) / 122);
}

async function stockOf(id: number) {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row!.stock;
}

await seedDemoShop();
const other = await registerAccount("Karim Mia", "karim@example.com", "Karim#2026");
const admin = await registerAdmin("Anika Admin", "anika@example.com", "Anika#2026");

// Each test's orders come from an account of its own: an account may have only 5 orders waiting for payment.
beforeEach(async () => {
  shopper = await newShopper("Rahim Uddin");
});

describe("pricing on the server", () => {
  it("prices regular lines from D1 and ignores a total, price or email sent by the browser", async () => {
    const item = await product({ stockAtLeast: 3, flash: false });
    const { status, body } = await place(
      shopper,
      orderBody([{ product_id: item.id, product_qty: 2, product_type: "regular", price: 0.01 } as never], {
        totalPrice: 0.01,
        email: "someone-else@example.com",
      }),
    );
    expect(status).toBe(201);
    const session = (await (await request("/api/session", { jar: shopper })).json()) as { user: { email: string } };
    expect(body.email).toBe(session.user.email);
    expect(body.email).not.toBe("someone-else@example.com");
    expect(body.paymentMethod).toBe("bKash");
    expect(body.totalPrice).toBe(
      (item.priceCents * 2 + item.shippingCents + (await insideDhakaCharge(item.priceCents * 2))) / 100,
    );
    // The line keeps what the shopper saw: the category's name as typed, not its key (decision 014).
    const [category] = await db.select().from(categories).where(eq(categories.name, item.category));
    expect(body.orderProduct).toEqual([
      {
        product_id: String(item.id),
        // A product without options: its one variant is the product (issue 28).
        variant: null,
        name: item.name,
        image: expect.stringMatching(/^http:\/\/shop\.test\/images\//),
        category: category!.displayName,
        productType: "regular",
        price: item.priceCents / 100,
        quentity: 2,
      },
    ]);
  });

  it("uses the flash price only while the window is open", async () => {
    const item = await product({ stockAtLeast: 4, flash: true });
    const now = Date.now();
    await setFlashSaleWindow(env, { startsAt: now - HOUR, endsAt: now + HOUR }, "test");
    const open = await place(shopper, orderBody([{ product_id: item.id, product_qty: 1, product_type: "flashsell" }]));
    expect(open.status).toBe(201);
    expect(open.body.orderProduct[0]).toMatchObject({
      productType: "flashsell",
      price: item.offer!.sellPriceCents / 100,
    });
    expect(open.body.totalPrice).toBe(
      (item.offer!.sellPriceCents +
        item.offer!.sellShippingCents +
        (await insideDhakaCharge(item.offer!.sellPriceCents))) /
        100,
    );

    await setFlashSaleWindow(env, { startsAt: now - 2 * HOUR, endsAt: now - HOUR }, "test");
    const ended = await place(shopper, orderBody([{ product_id: item.id, product_qty: 1, product_type: "flashsell" }]));
    expect(ended.status).toBe(201);
    expect(ended.body.orderProduct[0]).toMatchObject({ productType: "regular", price: item.priceCents / 100 });

    await setFlashSaleWindow(env, { startsAt: now + HOUR, endsAt: now + 2 * HOUR }, "test");
    const upcoming = await place(
      shopper,
      orderBody([{ product_id: item.id, product_qty: 1, product_type: "flashsell" }]),
    );
    expect(upcoming.body.orderProduct[0]).toMatchObject({ productType: "regular", price: item.priceCents / 100 });
  });

  it("switches a flash line's price as the clock crosses the window's start and end", async () => {
    const item = await product({ stockAtLeast: 1, flash: true });
    const quote = async () => {
      const response = await request("/api/cart/quote", {
        method: "POST",
        json: { orderProduct: [{ product_id: String(item.id), product_qty: 1, product_type: "flashsell" }] },
      });
      return ((await response.json()) as { totalCents: number }).totalCents;
    };
    const regular = item.priceCents + item.shippingCents;
    const flash = item.offer!.sellPriceCents + item.offer!.sellShippingCents;
    expect(flash).not.toBe(regular);
    const sleepUntil = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms - Date.now())));

    const startsAt = Date.now() + 600;
    const endsAt = startsAt + 900;
    await setFlashSaleWindow(env, { startsAt, endsAt }, "test");
    expect(await quote()).toBe(regular);
    await sleepUntil(startsAt + 20);
    expect(await quote()).toBe(flash);
    await sleepUntil(endsAt + 20);
    expect(await quote()).toBe(regular);
  });

  it("refuses the order when the total the shopper saw is not the current one", async () => {
    const item = await product({ stockAtLeast: 2, flash: false });
    const before = await stockOf(item.id);
    const { status, body } = await place(
      shopper,
      orderBody([{ product_id: item.id, product_qty: 1 }], { expectedTotal: 1 }),
    );
    expect(status).toBe(409);
    expect(body.error).toBe("Prices changed since you looked. Please check the new total and confirm again.");
    expect(await stockOf(item.id)).toBe(before);
  });
});

describe("stock", () => {
  it("refuses more than the stock and changes nothing", async () => {
    const item = await product({ stockAtLeast: 1, stockBelow: 99, flash: false });
    const before = await stockOf(item.id);
    const ordersBefore = (await db.select().from(orders)).length;
    const { status, body } = await place(shopper, orderBody([{ product_id: item.id, product_qty: before + 1 }]));
    expect(status).toBe(409);
    expect(body.error).toContain("does not have enough stock left");
    expect(await stockOf(item.id)).toBe(before);
    expect((await db.select().from(orders)).length).toBe(ordersBefore);
  });

  it("sells the last 5 units to exactly 5 of 50 concurrent orders, never below zero", async () => {
    const item = await product({ stockAtLeast: 5, flash: false });
    await db.update(products).set({ stock: 5 }).where(eq(products.id, item.id));
    // Ten shoppers, five orders each: within each account's limit of orders waiting for payment.
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => newShopper()));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        place(shoppers[index % shoppers.length]!, orderBody([{ product_id: item.id, product_qty: 1 }])),
      ),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(5);
    expect(results.filter((result) => result.status === 409)).toHaveLength(45);
    expect(await stockOf(item.id)).toBe(0);
  });

  it("leaves no partial order when one line of several cannot be filled", async () => {
    const plenty = await product({ stockAtLeast: 10, flash: false });
    const scarce = (await db.select().from(products)).find(
      (row) => row.id !== plenty.id && row.stock > 0 && row.stock < 99,
    )!;
    const [plentyBefore, scarceBefore] = [await stockOf(plenty.id), await stockOf(scarce.id)];
    const { status } = await place(
      shopper,
      orderBody([
        { product_id: plenty.id, product_qty: 2 },
        { product_id: scarce.id, product_qty: scarceBefore + 1 },
      ]),
    );
    expect(status).toBe(409);
    expect([await stockOf(plenty.id), await stockOf(scarce.id)]).toEqual([plentyBefore, scarceBefore]);
  });
});

describe("TrxID and retries", () => {
  it("accepts a TrxID once, whatever its case", async () => {
    const item = await product({ stockAtLeast: 3, flash: false });
    const first = await place(shopper, orderBody([{ product_id: item.id, product_qty: 1 }], { trxID: "ABC123XYZ9" }));
    expect(first.status).toBe(201);
    const before = await stockOf(item.id);
    const again = await place(other, orderBody([{ product_id: item.id, product_qty: 1 }], { trxID: "abc123xyz9" }));
    expect(again.status).toBe(409);
    expect(again.body.issues?.trxID).toBe(
      "This TrxID has already been used for an order. Please check your bKash receipt.",
    );
    expect(await stockOf(item.id)).toBe(before);
  });

  it("returns the same order for a retried submit with the same checkout key, never two", async () => {
    const item = await product({ stockAtLeast: 3, flash: false });
    const body = orderBody([{ product_id: item.id, product_qty: 1 }]);
    const before = await stockOf(item.id);
    const [first, second] = await Promise.all([place(shopper, body), place(shopper, body)]);
    const third = await place(shopper, body);
    const ids = new Set([first.body._id, second.body._id, third.body._id]);
    expect(ids.size).toBe(1);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(await stockOf(item.id)).toBe(before - 1);
  });

  it("answers 400 with the spec's message for a bad bKash number and a missing TrxID", async () => {
    const item = await product({ stockAtLeast: 1, flash: false });
    for (const bkashNum of ["01212345678", "0171234567", "+880171234567", "phone"]) {
      const { status, body } = await place(shopper, orderBody([{ product_id: item.id, product_qty: 1 }], { bkashNum }));
      expect(status, bkashNum).toBe(400);
      expect(body.issues?.bkashNum).toBe("Mobile Num is not valid !");
    }
    for (const bkashNum of ["+8801712345678", "8801712345678", "01712345678", "008801912345678"]) {
      const { status } = await place(shopper, orderBody([{ product_id: item.id, product_qty: 1 }], { bkashNum }));
      expect(status, bkashNum).toBe(201);
    }
    const missing = await place(shopper, orderBody([{ product_id: item.id, product_qty: 1 }], { trxID: "" }));
    expect(missing.status).toBe(400);
    expect(missing.body.issues?.trxID).toBe("Please enter the TrxID");
  });
});

describe("listing and cancelling", () => {
  it("lists the caller's own orders, newest first; another email is refused, except for admins", async () => {
    const item = await product({ stockAtLeast: 2, flash: false });
    const mine = await place(other, orderBody([{ product_id: item.id, product_qty: 1 }]));
    const list = (await (await request("/api/orders", { jar: other })).json()) as { items: ApiOrder[]; total: number };
    expect(list.items.every((order) => order.email === "karim@example.com")).toBe(true);
    expect(list.items[0]!._id).toBe(mine.body._id);
    expect((await request("/api/orders?email=rahim@example.com", { jar: other })).status).toBe(403);
    const all = (await (await request("/api/orders?pageSize=100", { jar: admin })).json()) as { items: ApiOrder[] };
    // Everyone's: Karim's and the other shoppers' (each test's own account).
    const emails = new Set(all.items.map((order) => order.email));
    expect(emails.has("karim@example.com")).toBe(true);
    expect(emails.size).toBeGreaterThan(2);
    const one = (await (await request("/api/orders?email=karim@example.com", { jar: admin })).json()) as {
      items: ApiOrder[];
    };
    expect(one.items.every((order) => order.email === "karim@example.com")).toBe(true);
    expect((await request("/api/orders")).status).toBe(401);
  });

  it("lets a shopper read and cancel only their own orders (404 for anyone else's)", async () => {
    const item = await product({ stockAtLeast: 2, flash: false });
    const placed = await place(shopper, orderBody([{ product_id: item.id, product_qty: 1 }]));
    expect((await request(`/api/orders/${placed.body._id}`, { jar: other })).status).toBe(404);
    expect((await request(`/api/orders/${placed.body._id}`, { method: "DELETE", jar: other })).status).toBe(404);
    expect((await request(`/api/orders/${placed.body._id}`, { method: "DELETE" })).status).toBe(401);
    expect((await request(`/api/orders/${placed.body._id}`, { jar: shopper })).status).toBe(200);
    expect((await request(`/api/orders/${placed.body._id}`, { jar: admin })).status).toBe(200);
  });

  it("restores stock exactly once, even for concurrent cancels, and keeps the record", async () => {
    const item = await product({ stockAtLeast: 4, flash: false });
    const before = await stockOf(item.id);
    const placed = await place(shopper, orderBody([{ product_id: item.id, product_qty: 3 }]));
    expect(await stockOf(item.id)).toBe(before - 3);
    const cancels = await Promise.all(
      Array.from({ length: 5 }, () => request(`/api/orders/${placed.body._id}`, { method: "DELETE", jar: shopper })),
    );
    expect(cancels.filter((response) => response.status === 200)).toHaveLength(1);
    // The others found it cancelled: 409, nothing changed.
    expect(cancels.filter((response) => response.status === 409)).toHaveLength(4);
    expect(await stockOf(item.id)).toBe(before);
    const [kept] = await db.select().from(orders).where(eq(orders.id, placed.body._id));
    expect(kept?.status).toBe("cancelled");
    // The record stays, with its status, in the shopper's list.
    const list = (await (await request("/api/orders?pageSize=100", { jar: shopper })).json()) as { items: ApiOrder[] };
    expect(list.items.find((order) => order._id === placed.body._id)?.status).toBe("cancelled");
  });

  it("lets an admin cancel anyone's order, restoring flash stock too", async () => {
    const item = await product({ stockAtLeast: 3, flash: true });
    const now = Date.now();
    await setFlashSaleWindow(env, { startsAt: now - HOUR, endsAt: now + HOUR }, "test");
    const [offerBefore] = await db.select().from(flashSaleProducts).where(eq(flashSaleProducts.productId, item.id));
    const placed = await place(other, orderBody([{ product_id: item.id, product_qty: 2, product_type: "flashsell" }]));
    expect(placed.status).toBe(201);
    const [offerDuring] = await db.select().from(flashSaleProducts).where(eq(flashSaleProducts.productId, item.id));
    expect(offerDuring!.flashStock).toBe(offerBefore!.flashStock - 2);
    expect((await request(`/api/orders/${placed.body._id}`, { method: "DELETE", jar: admin })).status).toBe(200);
    const [offerAfter] = await db.select().from(flashSaleProducts).where(eq(flashSaleProducts.productId, item.id));
    expect(offerAfter!.flashStock).toBe(offerBefore!.flashStock);
  });
});

describe("checkout pages", () => {
  it("asks anonymous visitors to sign in on every checkout page", async () => {
    for (const path of [
      "/productorder/cart",
      "/productorder/1?qty=1",
      "/payment/cart",
      "/payment",
      "/confirmorder/abc",
    ]) {
      const response = await request(path);
      expect(response.status, path).toBe(401);
      expect(await response.text(), path).toContain(">Please sign in to continue.<");
    }
  });

  it("places an order through the payment page's form action and redirects to its confirmation", async () => {
    const item = await product({ stockAtLeast: 2, flash: false });
    const form = new URLSearchParams({
      name: "Form Buyer",
      mobile: "01712345678",
      bkashNum: "01812345678",
      trxID: trx(),
      checkoutKey: key(),
      orderProduct: JSON.stringify([{ product_id: String(item.id), product_qty: 1, product_type: "regular" }]),
      address: JSON.stringify(DHAKA_ADDRESS),
    });
    const response = await request(`/payment/${item.id}?qty=1`, {
      method: "POST",
      jar: shopper,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://shop.test" },
      body: form.toString(),
    });
    expect(response.status).toBe(302);
    const location = response.headers.get("Location")!;
    expect(location).toMatch(new RegExp(`^/confirmorder/[0-9a-f]{24}\\?clear=${item.id}%3Aregular$`));
    const confirmation = await request(location, { jar: shopper });
    expect(confirmation.status).toBe(200);
    expect(await confirmation.text()).toContain("successfully ordered");
    // Another shopper cannot see it.
    expect((await request(location, { jar: other })).status).toBe(404);
  });

  it("prices a cart for the cart page, with a warning for each line that cannot be ordered", async () => {
    const item = await product({ stockAtLeast: 2, stockBelow: 99, flash: false });
    const response = await request("/api/cart/quote", {
      method: "POST",
      json: {
        orderProduct: [
          { product_id: String(item.id), product_qty: 2 },
          { product_id: "999999", product_qty: 1 },
          { product_id: String(item.id), product_qty: 99, product_type: "flashsell" },
        ],
      },
    });
    expect(response.status).toBe(200);
    const quote = (await response.json()) as {
      lines: { problem: string | null }[];
      orderable: boolean;
      totalCents: number;
    };
    expect(quote.lines.map((line) => line.problem)).toEqual([null, "unknown", "out-of-stock"]);
    expect(quote.orderable).toBe(false);
    expect(quote.totalCents).toBe(item.priceCents * 2 + item.shippingCents);
  });

  it("renders the cart page priced from the lines its cookie mirrors, and leaves the rest to the browser", async () => {
    const item = await product({ stockAtLeast: 2, flash: false });
    const page = async (cookie: string) => (await request("/shoppingcart", { headers: { Cookie: cookie } })).text();
    const served = await page(`cart_count=2; cart_lines=${item.id}..r.2`);
    expect(served).toContain(`aria-valuenow="2"`);
    expect(served).not.toContain(`data-needs-script=""`);
    const escaped = item.name
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/'/g, "&#x27;");
    expect(served).toContain(escaped);
    // In a shop pricing in dollars, the line's price has about its taka beside it (issue 30), and the totals
    // their exact whole taka (decision 042).
    expect(served.match(/≈ ৳/g)?.length).toBe(1);
    const wholeTaka = Math.ceil((item.priceCents * 2 * 122) / 100 + (item.shippingCents * 122) / 100 - 1e-9);
    expect(served).toContain(`৳${wholeTaka.toLocaleString("en-US")}`);
    // A cookie that is not one the shop writes: the page waits for this browser's own lines.
    const odd = await page("cart_count=1; cart_lines=abc");
    expect(odd).toContain(`data-needs-script=""`);
    expect(odd).not.toContain("aria-valuenow");
    // A line saved before its product came in options (no variant): rendered with what is wrong with it, and no
    // quantity to change (issue 28).
    const [withOptions] = await db.select({ productId: productOptions.productId }).from(productOptions).limit(1);
    const unchosen = await page(`cart_count=1; cart_lines=${withOptions!.productId}..r.1`);
    expect(unchosen).not.toContain(`data-needs-script=""`);
    expect(unchosen).toContain(`data-problem="variant-required"`);
    expect(unchosen).not.toContain("aria-valuenow");
  });
});

describe("Manage Order (admins)", () => {
  it("lists every customer's orders to an admin, searchable by TrxID, and refuses shoppers", async () => {
    const item = await product({ stockAtLeast: 2, flash: false });
    const mine = await place(shopper, orderBody([{ product_id: item.id, product_qty: 1 }], { trxID: "ADMSEARCH1" }));
    const theirs = await place(other, orderBody([{ product_id: item.id, product_qty: 1 }], { trxID: "ADMSEARCH2" }));
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    const all = await (await request("/dashboard/manageorder?pageSize=100", { jar: admin })).text();
    expect(all).toContain("ADMSEARCH1");
    expect(all).toContain("ADMSEARCH2");
    const found = await (await request("/dashboard/manageorder?q=admsearch2", { jar: admin })).text();
    expect(found).toContain("ADMSEARCH2");
    expect(found).not.toContain("ADMSEARCH1");
    expect((await request("/dashboard/manageorder", { jar: shopper })).status).toBe(403);
  });
});
