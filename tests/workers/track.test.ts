import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courierUpdates, notifications, orders, products } from "@db/schema.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { trackCopy } from "~/i18n/track.en.ts";
import type { TrackedOrderView } from "~/domain/orders/tracked.ts";
import type { ApiOrder } from "~/server/order-api.ts";
import { bkashTrxId, DHAKA_ADDRESS, db, newShopper, registerAdmin, request, seedDemoShop } from "./helpers.ts";

/**
 * Issue 50: `/track` shows an order to whoever has its mobile number and its number, and to nobody else; a wrong
 * half of the pair answers the same as the other; 30 lookups per address in 10 minutes; nothing is sent.
 */
await seedDemoShop();
const admin = await registerAdmin("Anika Admin", "anika.track@example.com", "Anika#2026");

const PHONE = "01911223344";
const NAME = "Salma Khatun";
const LINE = "House 12, Road 5, Dhanmondi R/A";

let addressCount = 0;
/** A client address of its own for each test, so the lookup limit of one never touches another. */
function client() {
  addressCount += 1;
  return { "CF-Connecting-IP": `198.51.100.${addressCount}` };
}

async function anyProduct() {
  const rows = await db.select().from(products);
  return rows.find((row) => row.stock >= 3)!;
}

/** An order placed on the website by a shopper, then confirmed and shipped with Steadfast by an admin. */
async function shippedOrder() {
  const product = await anyProduct();
  const shopper = await newShopper(NAME);
  const placed = await request("/api/orders", {
    method: "POST",
    jar: shopper,
    json: {
      name: NAME,
      mobile: PHONE,
      bkashNum: "01812345678",
      trxID: bkashTrxId("TK"),
      orderProduct: [{ product_id: product.id, product_qty: 1 }],
      checkoutKey: `track-${crypto.randomUUID()}`,
      address: DHAKA_ADDRESS,
    },
  });
  expect(placed.status).toBe(201);
  const { _id: id } = (await placed.json()) as ApiOrder;
  for (const step of [
    { status: "confirmed" },
    { status: "shipped", courier: "Steadfast", trackingNumber: "SFTRACK01" },
  ]) {
    expect((await request(`/api/orders/${id}`, { method: "PATCH", jar: admin, json: step })).status).toBe(200);
  }
  // Booked through Steadfast's API, which then said where the parcel is.
  await db
    .update(orders)
    .set({ consignmentId: `C-${id}` })
    .where(eq(orders.id, id));
  await db.insert(courierUpdates).values({
    orderId: id,
    courier: "Steadfast",
    consignmentId: `C-${id}`,
    kind: "tracking_update",
    message: "Parcel reached the Dhanmondi hub",
    dedupKey: `track-test-${id}`,
  });
  const [row] = await db.select({ reference: orders.reference }).from(orders).where(eq(orders.id, id));
  return { id, reference: row!.reference };
}

const order = await shippedOrder();

function track(query: { phone: string; reference: string }, headers: Record<string, string>, path = "/track") {
  return request(`${path}?${new URLSearchParams(query)}`, { headers });
}

async function sentCount() {
  const [row] = await db.select({ count: count() }).from(notifications);
  return row!.count;
}

describe("/track", () => {
  it("shows the order's status, timeline and courier tracking for its mobile number and number, without signing in", async () => {
    // The number as a shopper may write it, the reference in lower case.
    const response = await track({ phone: "+880 1911-223344", reference: order.reference.toLowerCase() }, client());
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const page = await response.text();
    expect(page).toContain(trackCopy.resultHeading(order.reference));
    expect(page).toContain(`data-status="shipped"`);
    expect(page).toContain(shopCopy.orders.status.confirmed);
    expect(page).toContain("SFTRACK01");
    expect(page).toContain("https://steadfast.com.bd/t/SFTRACK01");
    expect(page).toContain("Parcel reached the Dhanmondi hub");
    // Nothing the customer did not already know: no name, email, address line or payer's number.
    expect(page).not.toContain(NAME);
    expect(page).not.toContain(LINE);
    expect(page).not.toContain("01812345678");
    expect(page).not.toContain("@example.com");
  });

  it("answers GET /api/track with the same view as JSON", async () => {
    const response = await track({ phone: PHONE, reference: order.reference }, client(), "/api/track");
    expect(response.status).toBe(200);
    const text = await response.text();
    const { order: view } = JSON.parse(text) as { order: TrackedOrderView };
    expect(view).toMatchObject({
      reference: order.reference,
      status: "shipped",
      courier: "Steadfast",
      trackingNumber: "SFTRACK01",
      parcel: { trackingUrl: "https://steadfast.com.bd/t/SFTRACK01", partial: false },
    });
    expect(view.events.map((event) => event.status)).toEqual(["pending", "confirmed", "shipped"]);
    expect(view.events.every((event) => event.by === "shopper" || event.by === "system")).toBe(true);
    expect(view.parcel.updates.map((update) => update.message)).toEqual(["Parcel reached the Dhanmondi hub"]);
    expect(view.place).toMatchObject({ district: expect.any(String), area: expect.any(String) });
    for (const secret of [NAME, LINE, "01812345678", "anika.track@example.com", "@example.com", order.id])
      expect(text).not.toContain(secret);
  });

  it("answers one 'not found' for a wrong mobile number and for a wrong reference alike", async () => {
    const headers = client();
    const wrongPhone = await track({ phone: "01911223345", reference: order.reference }, headers, "/api/track");
    const otherReference = order.reference.startsWith("Z") ? "Y" : "Z";
    const wrongReference = await track(
      { phone: PHONE, reference: otherReference + order.reference.slice(1) },
      headers,
      "/api/track",
    );
    expect(wrongPhone.status).toBe(404);
    expect(wrongReference.status).toBe(404);
    expect(await wrongPhone.text()).toBe(await wrongReference.text());

    for (const query of [
      { phone: "01911223345", reference: order.reference },
      { phone: PHONE, reference: "ZZZZZZZZ" },
    ]) {
      const page = await track(query, headers);
      expect(page.status).toBe(404);
      const html = await page.text();
      expect(html).toContain(trackCopy.notFound);
      expect(html).not.toContain("SFTRACK01");
    }
  });

  it("shows the empty form first, and says which field is wrong without looking anything up", async () => {
    const empty = await request("/track", { headers: client() });
    expect(empty.status).toBe(200);
    const html = await empty.text();
    expect(html).toContain('name="phone"');
    expect(html).toContain('name="reference"');
    expect(html).toContain('method="get"');
    const invalid = await track({ phone: "12345", reference: "?" }, client());
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain(trackCopy.validation.reference);
  });

  it("answers 30 lookups from one address in 10 minutes, then 429 with Retry-After; another address still works", async () => {
    const headers = client();
    for (let lookup = 1; lookup <= 30; lookup += 1) {
      const query = lookup % 2 ? { phone: PHONE, reference: order.reference } : { phone: PHONE, reference: "ZZZZZZZZ" };
      const response = await track(query, headers, "/api/track");
      expect(response.status).toBe(lookup % 2 ? 200 : 404);
    }
    const refused = await track({ phone: PHONE, reference: order.reference }, headers, "/api/track");
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
    const page = await track({ phone: PHONE, reference: order.reference }, headers);
    expect(page.status).toBe(429);
    expect(page.headers.get("Retry-After")).toBeTruthy();
    expect(await page.text()).not.toContain("SFTRACK01");
    expect((await track({ phone: PHONE, reference: order.reference }, client(), "/api/track")).status).toBe(200);
  });

  it("sends nothing: no SMS, no email, for found and not-found lookups alike", async () => {
    const before = await sentCount();
    const headers = client();
    await track({ phone: PHONE, reference: order.reference }, headers);
    await track({ phone: "01911223345", reference: order.reference }, headers);
    await track({ phone: PHONE, reference: order.reference }, headers, "/api/track");
    expect(await sentCount()).toBe(before);
  });
});
