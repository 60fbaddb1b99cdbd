import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderEvents, orders, payments, products } from "@db/schema.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { createDatabase } from "~/domain/database.ts";
import { ORDER_MOVES, ORDER_STATUSES, type OrderStatus } from "~/domain/orders/status.ts";
import type { ApiOrder } from "~/server/order-api.ts";
import {
  ageOrder,
  CookieJar,
  newShopper,
  registerAccount,
  request,
  runCron,
  seedDemoShop,
  DHAKA_ADDRESS,
  bkashTrxId,
  db,
  registerAdmin,
} from "./helpers.ts";

let counter = 0;

function unique(prefix: string) {
  counter += 1;
  return `${prefix}${String(counter).padStart(4, "0")}${Date.now().toString(36).toUpperCase()}`;
}

async function anyProduct(stockAtLeast = 3) {
  const rows = await db.select().from(products);
  const found = rows.find((row) => row.stock >= stockAtLeast);
  if (!found) throw new Error("no product with stock");
  return found;
}

async function stockOf(id: number) {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row!.stock;
}

/** Places an order of `quantity` units of `productId` as `jar`; returns the order as the API answers it. */
async function place(jar: CookieJar, productId: number, quantity = 1, trxID = bkashTrxId("TX")) {
  const response = await request("/api/orders", {
    method: "POST",
    jar,
    json: {
      name: "Rahim Uddin",
      mobile: "01712345678",
      bkashNum: "01812345678",
      trxID,
      orderProduct: [{ product_id: productId, product_qty: quantity }],
      checkoutKey: unique("key"),
      address: DHAKA_ADDRESS,
    },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as ApiOrder;
}

async function patch(id: string, body: unknown, jar: CookieJar = admin) {
  return request(`/api/orders/${id}`, { method: "PATCH", jar, json: body });
}

async function getOrder(id: string, jar: CookieJar = admin) {
  const response = await request(`/api/orders/${id}`, { jar });
  expect(response.status).toBe(200);
  return (await response.json()) as ApiOrder;
}

/** Shipping names the courier and the tracking number (issue 30). */
const SHIP = { status: "shipped", courier: "Pathao", trackingNumber: "PTH-1" } as const;

/** The moves that take a new order to `status`, as an admin. */
const pathTo: Record<OrderStatus, { status: OrderStatus; note?: string; courier?: string; trackingNumber?: string }[]> =
  {
    pending: [],
    confirmed: [{ status: "confirmed" }],
    shipped: [{ status: "confirmed" }, SHIP],
    delivered: [{ status: "confirmed" }, SHIP, { status: "delivered" }],
    returned: [{ status: "confirmed" }, SHIP, { status: "returned", note: "Refused at the door" }],
    rejected: [{ status: "rejected", note: "No such TrxID in bKash" }],
    cancelled: [{ status: "cancelled" }],
  };

/**
 * A new order moved to `status`, placed by `owner` (a fresh account unless told: each may have only a few orders
 * waiting for payment).
 */
async function orderIn(status: OrderStatus, productId: number, owner?: CookieJar) {
  const order = await place(owner ?? (await newShopper()), productId);
  for (const step of pathTo[status]) expect((await patch(order._id, step)).status).toBe(200);
  return order;
}

await seedDemoShop();
const shopper = await registerAccount("Rahim Uddin", "rahim.life@example.com", "Rahim#2026");
const other = await registerAccount("Karim Mia", "karim.life@example.com", "Karim#2026");
const admin = await registerAdmin("Anika Admin", "anika.life@example.com", "Anika#2026");

describe("a new order", () => {
  it("is pending, owes its total in taka fixed at placement, and starts its timeline", async () => {
    const item = await anyProduct();
    const order = await place(shopper, item.id, 2);
    expect(order.status).toBe("pending");
    expect(order.currency).toBe("USD");
    // wrangler.toml: 122 taka per dollar; what is paid is whole taka (decision 042), the total rounded up once.
    expect(order.amountDue).toEqual({ currency: "BDT", amount: order.taka.total });
    const pricedInDollars = Math.round((order.totalPrice - order.deliveryCharge) * 100) + 0;
    expect(order.taka.total).toBeGreaterThanOrEqual(Math.ceil((pricedInDollars * 122) / 100));
    expect(order.reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    const detail = await getOrder(order._id, shopper);
    expect(detail.events).toEqual([{ status: "pending", at: expect.any(String), by: "shopper", note: null }]);
    expect(Date.parse(detail.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    // A later rate change never touches it.
    const [row] = await db.select().from(orders).where(eq(orders.id, order._id));
    expect(row!.amountDuePaisa).toBe(Math.round(order.amountDue.amount * 100));
  });

  it("lists with its status and date, filtered by ?status=, a shopper only their own", async () => {
    const item = await anyProduct();
    const mine = await place(shopper, item.id);
    const theirs = await place(other, item.id);
    expect((await patch(theirs._id, { status: "confirmed" })).status).toBe(200);

    const pending = (await (await request("/api/orders?status=pending&pageSize=100", { jar: shopper })).json()) as {
      items: ApiOrder[];
    };
    expect(pending.items.some((order) => order._id === mine._id)).toBe(true);
    expect(pending.items.every((order) => order.status === "pending" && order.email === "rahim.life@example.com")).toBe(
      true,
    );
    expect(pending.items[0]!.createdAt).toEqual(expect.any(String));

    const confirmed = (await (await request("/api/orders?status=confirmed&pageSize=100", { jar: admin })).json()) as {
      items: ApiOrder[];
    };
    expect(confirmed.items.map((order) => order._id)).toContain(theirs._id);
    expect(confirmed.items.every((order) => order.status === "confirmed")).toBe(true);
    const shopperConfirmed = (await (
      await request("/api/orders?status=confirmed&pageSize=100", { jar: shopper })
    ).json()) as { items: ApiOrder[] };
    expect(shopperConfirmed.items.map((order) => order._id)).not.toContain(theirs._id);

    const bad = await request("/api/orders?status=placed", { jar: shopper });
    expect(bad.status).toBe(400);
  });
});

describe("PATCH /api/orders/:id", () => {
  it("allows exactly the moves of the status table; anything else is 409 and changes nothing", async () => {
    const item = await anyProduct(50);
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const order = await orderIn(from, item.id);
        const eventsBefore = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order._id));
        const stockBefore = await stockOf(item.id);
        const response = await patch(order._id, {
          status: to,
          note: "checked in the bKash app",
          ...(to === "shipped" ? { courier: SHIP.courier, trackingNumber: SHIP.trackingNumber } : {}),
        });
        const allowed = ORDER_MOVES[from].includes(to);
        expect(response.status, `${from} -> ${to}`).toBe(allowed ? 200 : 409);
        const after = await getOrder(order._id);
        expect(after.status, `${from} -> ${to}`).toBe(allowed ? to : from);
        expect(after.events, `${from} -> ${to}`).toHaveLength(eventsBefore.length + (allowed ? 1 : 0));
        if (!allowed) {
          expect(((await response.json()) as { error: string }).error).toMatch(/^This order is /);
          expect(await stockOf(item.id)).toBe(stockBefore);
        }
      }
    }
  });

  it("answers 401 anonymous, 403 a shopper, 404 an unknown id, 400 an unknown status, 403 cross-site", async () => {
    const order = await place(shopper, (await anyProduct()).id);
    expect((await patch(order._id, { status: "confirmed" }, new CookieJar())).status).toBe(401);
    expect((await patch(order._id, { status: "confirmed" }, shopper)).status).toBe(403);
    expect((await patch("no-such-order", { status: "confirmed" })).status).toBe(404);
    const unknown = await patch(order._id, { status: "teleported" });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { issues: Record<string, string> }).issues.status).toBeTruthy();
    expect((await patch(order._id, {})).status).toBe(400);
    const crossSite = await request(`/api/orders/${order._id}`, {
      method: "PATCH",
      jar: admin,
      json: { status: "confirmed" },
      headers: { Origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    expect((await getOrder(order._id)).status).toBe("pending");
  });

  it("needs a reason to reject, and gives the stock back exactly once", async () => {
    const item = await anyProduct(5);
    const before = await stockOf(item.id);
    const order = await place(shopper, item.id, 2);
    expect(await stockOf(item.id)).toBe(before - 2);
    const noReason = await patch(order._id, { status: "rejected", note: "  " });
    expect(noReason.status).toBe(400);
    expect(await stockOf(item.id)).toBe(before - 2);
    const rejected = await patch(order._id, { status: "rejected", note: "Amount not received" });
    expect(rejected.status).toBe(200);
    expect(await stockOf(item.id)).toBe(before);
    const body = (await rejected.json()) as ApiOrder;
    expect(body.events!.at(-1)).toMatchObject({
      status: "rejected",
      by: "anika.life@example.com",
      note: "Amount not received",
    });
    // Rejected is final: a cancel after it changes nothing.
    expect((await request(`/api/orders/${order._id}`, { method: "DELETE", jar: admin })).status).toBe(409);
    expect(await stockOf(item.id)).toBe(before);
  });

  it("lets exactly one of concurrent moves of one order win, and restores stock once", async () => {
    const item = await anyProduct(5);
    const before = await stockOf(item.id);
    const order = await place(shopper, item.id, 2);
    const moves = [
      patch(order._id, { status: "rejected", note: "Wrong amount" }),
      patch(order._id, { status: "cancelled" }),
      patch(order._id, { status: "confirmed" }),
      request(`/api/orders/${order._id}`, { method: "DELETE", jar: shopper }),
      patch(order._id, { status: "rejected", note: "Duplicate" }),
      request(`/api/orders/${order._id}`, { method: "DELETE", jar: admin }),
    ];
    const statuses = (await Promise.all(moves)).map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    const after = await getOrder(order._id);
    expect(after.events).toHaveLength(2);
    expect(await stockOf(item.id)).toBe(after.status === "confirmed" ? before - 2 : before);
  });

  it("refuses to ship without a courier of the list and a tracking number (400), and names the courier as listed", async () => {
    const owner = await newShopper();
    const order = await orderIn("confirmed", (await anyProduct()).id, owner);
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ status: "shipped" }, "courier", shopCopy.orders.validation.courierRequired],
      [{ status: "shipped", courier: "Pathao" }, "trackingNumber", shopCopy.orders.validation.trackingNumberRequired],
      [
        { status: "shipped", courier: "", trackingNumber: "X-1" },
        "courier",
        shopCopy.orders.validation.courierRequired,
      ],
      [
        { status: "shipped", courier: "Pathao", trackingNumber: "  " },
        "trackingNumber",
        shopCopy.orders.validation.trackingNumberRequired,
      ],
      [
        { status: "shipped", courier: "Bicycle Bob", trackingNumber: "B-1" },
        "courier",
        shopCopy.orders.validation.courier,
      ],
    ];
    for (const [body, field, message] of refusals) {
      const response = await patch(order._id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { issues?: Record<string, string> };
      expect(answer.issues?.[field], JSON.stringify(body)).toBe(message);
    }
    expect((await getOrder(order._id, owner)).status).toBe("confirmed");
    expect((await patch(order._id, { status: "shipped", courier: "redx", trackingNumber: "RX-9" })).status).toBe(200);
    expect(await getOrder(order._id, owner)).toMatchObject({
      status: "shipped",
      courier: "RedX",
      trackingNumber: "RX-9",
    });
  });

  it("ships with a courier and tracking number, on the order and its timeline", async () => {
    const owner = await newShopper();
    const order = await orderIn("confirmed", (await anyProduct()).id, owner);
    const shipped = await patch(order._id, {
      status: "shipped",
      courier: "Pathao",
      trackingNumber: "PTH-88231",
      note: "Picked up at 3 pm",
    });
    expect(shipped.status).toBe(200);
    const detail = await getOrder(order._id, owner);
    expect(detail).toMatchObject({ status: "shipped", courier: "Pathao", trackingNumber: "PTH-88231" });
    expect(detail.events!.map((event) => event.status)).toEqual(["pending", "confirmed", "shipped"]);
    expect(detail.events!.at(-1)).toMatchObject({
      courier: "Pathao",
      trackingNumber: "PTH-88231",
      note: "Picked up at 3 pm",
    });
    expect((await patch(order._id, { status: "delivered" })).status).toBe(200);
    expect((await getOrder(order._id, owner)).events!.map((event) => event.status)).toEqual([
      "pending",
      "confirmed",
      "shipped",
      "delivered",
    ]);
  });
});

describe("DELETE /api/orders/:id (the spec's cancel)", () => {
  it("lets the owner cancel only while pending, an admin while pending or confirmed", async () => {
    const item = await anyProduct(10);
    const before = await stockOf(item.id);
    const owner = await newShopper();
    const confirmed = await orderIn("confirmed", item.id, owner);
    const tooLate = await request(`/api/orders/${confirmed._id}`, { method: "DELETE", jar: owner });
    expect(tooLate.status).toBe(409);
    expect(((await tooLate.json()) as { error: string }).error).toMatch(/already confirmed/);
    expect(await stockOf(item.id)).toBe(before - 1);
    const byAdmin = await request(`/api/orders/${confirmed._id}`, { method: "DELETE", jar: admin });
    expect(byAdmin.status).toBe(200);
    expect(((await byAdmin.json()) as ApiOrder).status).toBe("cancelled");
    expect(await stockOf(item.id)).toBe(before);

    const shipped = await orderIn("shipped", item.id);
    expect((await request(`/api/orders/${shipped._id}`, { method: "DELETE", jar: admin })).status).toBe(409);

    const pending = await place(owner, item.id);
    expect((await request(`/api/orders/${pending._id}`, { method: "DELETE", jar: other })).status).toBe(404);
    const mine = await request(`/api/orders/${pending._id}`, { method: "DELETE", jar: owner });
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as ApiOrder).events!.at(-1)).toMatchObject({ status: "cancelled", by: "shopper" });
  });
});

describe("the cron", () => {
  it("cancels pending orders past their payment deadline, stock restored, reason on the timeline", async () => {
    const item = await anyProduct(10);
    const before = await stockOf(item.id);
    const owner = await newShopper();
    const stale = await place(owner, item.id, 2);
    const fresh = await place(owner, item.id, 1);
    const shortPaid = await place(owner, item.id, 1);
    const confirmed = await orderIn("confirmed", item.id);
    expect(Date.parse(fresh.paymentDueAt!) - Date.parse(fresh.createdAt)).toBe(24 * 3_600_000);
    for (const order of [stale, shortPaid, confirmed]) await ageOrder(order._id, 25 * 3_600_000);
    // A payment that fell short does not hold the stock past the deadline (decision 021): it is owed back.
    await db.insert(payments).values({
      wallet: "bKash",
      trxId: shortPaid.trxID,
      amountPaisa: 100,
      sender: "01812345678",
      receivedAt: new Date(),
      message: "test",
      state: "mismatch",
      problem: "short",
      orderId: shortPaid._id,
      shortfallPaisa: 1000,
    });

    await runCron(Date.now());
    const expired = await getOrder(stale._id);
    expect(expired.status).toBe("cancelled");
    expect(expired.events!.at(-1)).toMatchObject({
      status: "cancelled",
      by: "system",
      note: "Not paid within 24 hours: cancelled and stock restored.",
    });
    expect((await getOrder(fresh._id)).status).toBe("pending");
    expect((await getOrder(shortPaid._id)).status).toBe("cancelled");
    expect((await getOrder(confirmed._id)).status).toBe("confirmed");
    // 2 + 1 + 1 + 1 taken, the stale and short-paid orders' 3 given back; a second run gives nothing back twice.
    expect(await stockOf(item.id)).toBe(before - 2);
    await runCron(Date.now());
    expect(await stockOf(item.id)).toBe(before - 2);
  });
});

describe("the migration of existing orders", () => {
  it("moves placed orders to pending with no payment deadline, keeps cancelled ones, and writes their timelines", async () => {
    const migrations = env.TEST_MIGRATIONS;
    const upTo = migrations.findIndex((migration) => migration.name.startsWith("0004"));
    expect(upTo).toBeGreaterThan(0);
    const legacy = env.MIGRATION_DB;
    const { applyD1Migrations } = await import("cloudflare:test");
    await applyD1Migrations(legacy, migrations.slice(0, upTo));
    await legacy.batch([
      legacy.prepare("INSERT INTO users (id, email, display_name) VALUES (1, 'old@example.com', 'Old Shopper')"),
      legacy.prepare(
        `INSERT INTO orders (id, user_id, email, customer_name, mobile, bkash_number, trx_id, subtotal_cents,
          shipping_cents, total_cents, checkout_key, status, created_at)
         VALUES ('old-placed', 1, 'old@example.com', 'Old', '01712345678', '01812345678', 'OLDTRX1', 3000, 999, 3999,
          'abcdef0123456789', 'placed', 1700000000000)`,
      ),
      legacy.prepare(
        `INSERT INTO orders (id, user_id, email, customer_name, mobile, bkash_number, trx_id, subtotal_cents,
          shipping_cents, total_cents, checkout_key, status, cancelled_at, cancelled_by, created_at)
         VALUES ('old-cancelled', 1, 'old@example.com', 'Old', '01712345678', '01812345678', 'OLDTRX2', 1000, 0, 1000,
          'fedcba9876543210', 'cancelled', 1700000500000, 'admin@example.com', 1700000000000)`,
      ),
    ]);
    await applyD1Migrations(legacy, migrations);
    const rows = (
      await legacy
        .prepare("SELECT id, status, amount_due_paisa, reference, currency, payment_due_at FROM orders ORDER BY id")
        .all()
    ).results;
    // Their payments were checked by hand: no deadline, so the cron never cancels them (decision 021).
    expect(rows).toEqual([
      {
        id: "old-cancelled",
        status: "cancelled",
        amount_due_paisa: 122_000,
        reference: "FEDCBA98",
        currency: "USD",
        payment_due_at: null,
      },
      {
        id: "old-placed",
        status: "pending",
        // ৳4,878.78 then; whole taka since migration 0021 (decision 042).
        amount_due_paisa: 487_900,
        reference: "ABCDEF01",
        currency: "USD",
        payment_due_at: null,
      },
    ]);
    const events = (await legacy.prepare("SELECT order_id, status, at, by, note FROM order_events ORDER BY id").all())
      .results;
    const legacyNote = "Placed before order statuses existed: the shop checks its payment by hand.";
    expect(events).toEqual([
      { order_id: "old-placed", status: "pending", at: 1700000000000, by: "shopper", note: legacyNote },
      { order_id: "old-cancelled", status: "pending", at: 1700000000000, by: "shopper", note: legacyNote },
      { order_id: "old-cancelled", status: "cancelled", at: 1700000500000, by: "admin@example.com", note: null },
    ]);
    // Years later the cron still leaves it for the admin.
    const { expireUnpaidOrders } = await import("~/domain/orders/expiry.server.ts");
    const { orderDepsOf } = await import("~/server/context.ts");
    const { readConfig } = await import("~/server/config.ts");
    const legacyDb = createDatabase(legacy);
    const deps = orderDepsOf(env, readConfig(env));
    expect(await expireUnpaidOrders(legacyDb, deps, { now: new Date(2_000_000_000_000), note: () => "expired" })).toBe(
      0,
    );
  });
});
