/**
 * Issue 26, booking and tracking: confirmed orders booked with Steadfast (against the fake Steadfast server, which
 * the shop reaches as it would the real one) and the courier's status callbacks applied to the orders.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { orders, products } from "@db/schema.ts";
import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import type { ApiOrder } from "~/server/order-api.ts";
import { CookieJar, db, DHAKA_ADDRESS, newShopper, ORIGIN, registerAdmin, request, seedDemoShop } from "./helpers.ts";

const steadfastUrl = inject("steadfastUrl");
const WEBHOOK_TOKEN = "test-steadfast-webhook-token";
let item: { id: number };
let counter = 0;

type BookingResults = {
  results: { orderId: string; ok: boolean; consignmentId?: string; trackingNumber?: string; error?: string }[];
};
/** Every order the fake Steadfast received, as received, in order, duplicates included. */
async function sentToSteadfast(): Promise<Record<string, unknown>[]> {
  return (await fetch(`${steadfastUrl}/api/v1/__sent`)).json() as Promise<Record<string, unknown>[]>;
}

/** A COD order inside Dhaka, confirmed by the admin (as after the confirmation call). */
async function confirmedCodOrder(jar = shopper): Promise<ApiOrder> {
  counter += 1;
  const placed = await request("/api/orders", {
    method: "POST",
    jar,
    json: {
      name: "Karim Ahmed",
      mobile: "01712345678",
      paymentMethod: "COD",
      checkoutKey: `fulfilment-${counter}-${Date.now()}`,
      orderProduct: [{ product_id: String(item.id), product_qty: 1 }],
      address: { ...DHAKA_ADDRESS, note: "Call before coming" },
    },
  });
  expect(placed.status, await placed.clone().text()).toBe(201);
  const order = (await placed.json()) as ApiOrder;
  const confirmed = await request(`/api/orders/${order._id}`, {
    method: "PATCH",
    jar: admin,
    headers: { Origin: ORIGIN },
    json: { status: "confirmed" },
  });
  expect(confirmed.status).toBe(200);
  return (await confirmed.json()) as ApiOrder;
}

function book(orderIds: string[], jar = admin) {
  return request("/api/orders/book", {
    method: "POST",
    jar,
    headers: { Origin: ORIGIN },
    json: { courier: "steadfast", orderIds },
  });
}

async function orderOf(id: string, jar = admin): Promise<ApiOrder & { consignmentId?: string | null }> {
  return (await (await request(`/api/orders/${id}`, { jar })).json()) as ApiOrder;
}

function webhook(body: unknown, token: string | null = WEBHOOK_TOKEN) {
  return request("/api/couriers/steadfast/webhook", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
}

await seedDemoShop();
const admin = await registerAdmin("Fahim Fulfil", "fahim.fulfil@example.com", "Fulfil#2026");
const shopper = await newShopper("Karim Ahmed");

beforeAll(async () => {
  const [row] = await db.select().from(products).where(eq(products.name, "Slim Fit Oxford Cotton Shirt"));
  await db.update(products).set({ stock: 10_000 }).where(eq(products.id, row!.id));
  item = { id: row!.id };
  await fetch(`${steadfastUrl}/api/v1/__sent`, { method: "DELETE" });
});

describe("booking with Steadfast", () => {
  it("books confirmed orders in one call, ships them, and sends what Steadfast asks for", async () => {
    const first = await confirmedCodOrder();
    const second = await confirmedCodOrder();

    const response = await book([first._id, second._id]);
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as BookingResults;
    expect(results.map((result) => [result.orderId, result.ok])).toEqual([
      [first._id, true],
      [second._id, true],
    ]);

    // The fake serves every test file: this test's parcels are those with its orders' invoices.
    const ours = [first._id, second._id];
    const sent = (await sentToSteadfast()).filter((parcel) => ours.includes(parcel.invoice as string));
    expect(sent.map((parcel) => parcel.invoice)).toEqual([first._id, second._id]);
    const parcel = sent[0]!;
    expect(parcel).toEqual({
      invoice: first._id,
      recipient_name: "Karim Ahmed",
      recipient_phone: "01712345678",
      recipient_address: expect.stringMatching(/^House 12, Road 5, Dhanmondi R\/A, .+, Dhaka$/),
      // The order's own whole taka (decision 042), never converted again.
      cod_amount: first.collectOnDelivery,
      note: `Ref ${first.reference}. Call before coming`,
    });

    const shipped = await orderOf(first._id);
    expect(shipped).toMatchObject({
      status: "shipped",
      courier: "Steadfast",
      trackingNumber: results[0]!.trackingNumber,
      consignmentId: results[0]!.consignmentId,
      trackingUrl: `https://steadfast.com.bd/t/${results[0]!.trackingNumber}`,
    });
    // The shopper sees the courier and the tracking link, not the consignment id.
    const own = await orderOf(first._id, shopper);
    expect(own.trackingUrl).toBe(shipped.trackingUrl);
    expect(own).not.toHaveProperty("consignmentId");
    expect(shipped.events?.at(-1)).toMatchObject({ status: "shipped", courier: "Steadfast" });
  });

  it("never books an order twice: a retry skips the booked one, and two bookings at once send it once", async () => {
    const order = await confirmedCodOrder();
    const [a, b] = await Promise.all([book([order._id]), book([order._id])]);
    const answers = [(await a.json()) as BookingResults, (await b.json()) as BookingResults];
    expect(answers.filter((answer) => answer.results[0]!.ok)).toHaveLength(1);
    const invoices = (await sentToSteadfast()).map((parcel) => parcel.invoice);
    expect(invoices.filter((invoice) => invoice === order._id)).toHaveLength(1);

    const retry = (await (await book([order._id])).json()) as BookingResults;
    expect(retry.results[0]).toEqual({
      orderId: order._id,
      ok: false,
      error: "Only a confirmed order that is not booked yet can be booked.",
    });
  });

  it("shows per order what Steadfast refused, leaving those confirmed, and books the rest", async () => {
    const good = await confirmedCodOrder();
    const taken = await confirmedCodOrder();
    // Someone typed this one into Steadfast's portal by hand: its invoice is taken there.
    await fetch(`${steadfastUrl}/api/v1/__parcels`, { method: "POST", body: JSON.stringify({ invoice: taken._id }) });
    const { results } = (await (await book([good._id, taken._id, "no-such-order"])).json()) as BookingResults;
    expect(results[0]).toMatchObject({ orderId: good._id, ok: true });
    expect(results[1]).toEqual({
      orderId: taken._id,
      ok: false,
      courier: "steadfast",
      error: "Steadfast refused this order. The invoice has already been taken.",
    });
    expect(results[2]).toEqual({ orderId: "no-such-order", ok: false, error: "No such order." });
    expect((await orderOf(taken._id)).status).toBe("confirmed");
    expect((await orderOf(good._id)).status).toBe("shipped");
    // Refused, it can be tried again (here Steadfast still refuses it).
    const again = (await (await book([taken._id])).json()) as BookingResults;
    expect(again.results[0]!.error).toContain("already been taken");
  });

  it("answers a consignment id another order already has as that order's failure, and books the rest (issue 45)", async () => {
    const earlier = await confirmedCodOrder();
    const [booked] = ((await (await book([earlier._id])).json()) as BookingResults).results;
    const taken = booked!.consignmentId!;
    const clashing = await confirmedCodOrder();
    const fine = await confirmedCodOrder();
    // As a Steadfast that forgot its ids would (the fake restarted on the shop's old state): the id it gave before.
    const reissue = await fetch(`${steadfastUrl}/api/v1/__reissue`, {
      method: "POST",
      body: JSON.stringify({ invoice: clashing._id, consignment_id: Number(taken) }),
    });
    expect(reissue.status).toBe(204);

    const response = await book([clashing._id, fine._id]);
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as BookingResults;
    expect(results[0]).toEqual({
      orderId: clashing._id,
      ok: false,
      courier: "steadfast",
      error: fulfilmentCopy.consignmentTaken(taken, "Steadfast"),
    });
    expect(results[1]).toMatchObject({ orderId: fine._id, ok: true });
    // Nothing written for it: still confirmed, unbooked, its claim released; the other order keeps its parcel.
    const [row] = await db.select().from(orders).where(eq(orders.id, clashing._id));
    expect(row).toMatchObject({ status: "confirmed", consignmentId: null, bookingStartedAt: null });
    expect((await orderOf(earlier._id)).consignmentId).toBe(taken);
    expect((await orderOf(fine._id)).status).toBe("shipped");
  });

  it("says so on Manage Order too, when the courier answers an id another order has", async () => {
    const earlier = await confirmedCodOrder();
    const [booked] = ((await (await book([earlier._id])).json()) as BookingResults).results;
    const clashing = await confirmedCodOrder();
    await fetch(`${steadfastUrl}/api/v1/__reissue`, {
      method: "POST",
      body: JSON.stringify({ invoice: clashing._id, consignment_id: Number(booked!.consignmentId) }),
    });
    const posted = await request("/dashboard/manageorder?status=confirmed", {
      method: "POST",
      jar: admin,
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams([
        ["intent", "book"],
        ["orderIds", clashing._id],
      ]).toString(),
    });
    expect(posted.status).toBe(200);
    const html = (await posted.text()).replace(/<!-- -->/g, "").replaceAll("&#x27;", "'");
    expect(html).toContain(fulfilmentCopy.consignmentTaken(booked!.consignmentId!, "Steadfast"));
    expect((await orderOf(clashing._id)).status).toBe("confirmed");
  });

  it("is for admins only, and refuses a body that is not a list of orders", async () => {
    const order = await confirmedCodOrder();
    expect((await book([order._id], shopper)).status).toBe(403);
    expect((await book([order._id], new CookieJar())).status).toBe(401);
    const bad = await request("/api/orders/book", {
      method: "POST",
      jar: admin,
      headers: { Origin: ORIGIN },
      json: { courier: "pathao", orderIds: [] },
    });
    expect(bad.status).toBe(400);
    expect((await orderOf(order._id)).status).toBe("confirmed");
  });
});

describe("Steadfast's status callbacks", () => {
  async function bookedOrder() {
    const order = await confirmedCodOrder();
    const { results } = (await (await book([order._id])).json()) as BookingResults;
    return { order, consignmentId: results[0]!.consignmentId!, trackingCode: results[0]!.trackingNumber! };
  }

  it("refuses a wrong or missing token with 401 and changes nothing", async () => {
    const { order, consignmentId } = await bookedOrder();
    const delivered = {
      notification_type: "delivery_status",
      consignment_id: consignmentId,
      status: "delivered",
      cod_amount: 100,
    };
    expect((await webhook(delivered, null)).status).toBe(401);
    expect((await webhook(delivered, "wrong-token")).status).toBe(401);
    expect((await orderOf(order._id)).status).toBe("shipped");
  });

  it("moves a delivered parcel's order to delivered with the cash collected, once", async () => {
    const { order, consignmentId } = await bookedOrder();
    const body = {
      notification_type: "delivery_status",
      consignment_id: Number(consignmentId),
      invoice: order._id,
      status: "delivered",
      cod_amount: 1500,
      delivery_charge: 60,
      tracking_message: "Delivered to the customer",
      updated_at: "2026-11-26 18:30:00",
    };
    const first = await webhook(body);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, orderId: order._id, status: "delivered", changed: true });
    const delivered = await orderOf(order._id);
    expect(delivered.status).toBe("delivered");
    expect(delivered.cashCollected).toBe(1500);

    const replay = await webhook(body);
    expect(await replay.json()).toEqual({ ok: true, orderId: order._id, status: "delivered", changed: false });
    const events = (await orderOf(order._id)).events!.filter((event) => event.status === "delivered");
    expect(events).toHaveLength(1);
  });

  it("records a partial delivery's cash and flags the order", async () => {
    const { order, consignmentId } = await bookedOrder();
    const response = await webhook({
      notification_type: "delivery_status",
      consignment_id: consignmentId,
      status: "partial_delivered",
      cod_amount: "500",
    });
    expect(response.status).toBe(200);
    const after = await orderOf(order._id);
    expect(after).toMatchObject({ status: "delivered", deliveryIssue: "partial" });
    expect(after.cashCollected).toBe(500);
  });

  it("moves a parcel cancelled after shipping to returned", async () => {
    const { order, consignmentId } = await bookedOrder();
    await webhook({
      notification_type: "delivery_status",
      consignment_id: consignmentId,
      status: "cancelled",
      tracking_message: "Customer refused the parcel",
    });
    const after = await orderOf(order._id);
    expect(after.status).toBe("returned");
    expect(after.events!.at(-1)).toMatchObject({ status: "returned", note: "Steadfast: Customer refused the parcel" });
  });

  it("keeps tracking messages on the order without moving it, and 404s an unknown consignment", async () => {
    const { order, consignmentId, trackingCode } = await bookedOrder();
    const update = {
      notification_type: "tracking_update",
      consignment_id: consignmentId,
      tracking_message: "Parcel reached the Mirpur hub",
      updated_at: "2026-11-26 10:00:00",
    };
    expect((await (await webhook(update)).json()) as { changed: boolean }).toMatchObject({ changed: true });
    expect((await (await webhook(update)).json()) as { changed: boolean }).toMatchObject({ changed: false });
    expect((await orderOf(order._id)).status).toBe("shipped");
    const rows = await env.DB.prepare("SELECT message FROM courier_updates WHERE order_id = ?").bind(order._id).all();
    expect(rows.results).toEqual([{ message: "Parcel reached the Mirpur hub" }]);
    // The shopper's order page: the courier, the tracking link and what the courier said.
    const page = await (await request(`/dashboard/order/${order._id}`, { jar: shopper })).text();
    expect(page).toContain("Follow the parcel on Steadfast&#x27;s site");
    expect(page).toContain(`href="https://steadfast.com.bd/t/${trackingCode}"`);
    expect(page).toContain("Parcel reached the Mirpur hub");
    // And Manage Order's row, for the admins.
    const queue = (await (await request("/dashboard/manageorder?status=shipped", { jar: admin })).text()).replace(
      /<!-- -->/g,
      "",
    );
    expect(queue).toContain("Courier: Parcel reached the Mirpur hub");

    const unknown = await webhook({ ...update, consignment_id: "999999999" });
    expect(unknown.status).toBe(404);
    expect((await webhook({ nonsense: true })).status).toBe(400);
  });
});

describe("couriers without an integration", () => {
  it("downloads the confirmed orders as a courier's sheet: header, BOM, Bangla, formulas made text", async () => {
    const plain = await confirmedCodOrder();
    const bangla = await confirmedCodOrder(await newShopper('=HYPERLINK("x")'));
    await db.update(orders).set({ customerName: "করিম আহমেদ" }).where(eq(orders.id, bangla._id));
    const tricky = await confirmedCodOrder();
    await db.update(orders).set({ customerName: '=HYPERLINK("http://evil","x")' }).where(eq(orders.id, tricky._id));

    const response = await request("/api/orders/export?status=confirmed&format=csv", { jar: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="orders-confirmed-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("Invoice,Name,Phone,Address,District,Area,COD Amount,Note,Weight (kg)");
    const row = lines.find((line) => line.startsWith(`${plain._id},`))!;
    expect(row).toBe(
      [
        plain._id,
        "Karim Ahmed",
        "01712345678",
        '"House 12, Road 5, Dhanmondi R/A"',
        "Dhaka",
        plain.address!.area,
        String(plain.collectOnDelivery),
        `Ref ${plain.reference}. Call before coming`,
        "",
      ].join(","),
    );
    expect(lines.find((line) => line.startsWith(`${bangla._id},`))).toContain(",করিম আহমেদ,");
    expect(lines.find((line) => line.startsWith(`${tricky._id},`))).toContain(`,"'=HYPERLINK(""http://evil"",""x"")",`);
    // Only admins.
    expect((await request("/api/orders/export", { jar: shopper })).status).toBe(403);
    expect((await request("/api/orders/export?status=nonsense", { jar: admin })).status).toBe(400);
  });

  it("marks the rows of a courier's returned sheet shipped, each row on its own", async () => {
    const first = await confirmedCodOrder();
    const second = await confirmedCodOrder();
    // The courier as the shop's list spells it, in any case (issue 46: any other name is that row's error).
    const csv = `\uFEFFInvoice,Courier,Tracking\r\n${first._id},Pathao,PTH-1001\r\nno-such-order,Pathao,PTH-1002\r\n${second._id},"redx",RX-77\r\n`;
    const response = await request("/api/orders/shipments", {
      method: "POST",
      jar: admin,
      headers: { Origin: ORIGIN, "Content-Type": "text/csv" },
      body: csv,
    });
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as { results: { orderId: string; ok: boolean; error?: string }[] };
    expect(results.map((result) => [result.orderId, result.ok])).toEqual([
      [first._id, true],
      ["no-such-order", false],
      [second._id, true],
    ]);
    expect(results[1]!.error).toBeTruthy();
    expect(await orderOf(second._id)).toMatchObject({
      status: "shipped",
      courier: "RedX",
      trackingNumber: "RX-77",
    });

    // Again, as JSON: both are shipped already, so neither moves.
    const again = await request("/api/orders/shipments", {
      method: "POST",
      jar: admin,
      headers: { Origin: ORIGIN },
      json: { rows: [{ orderId: first._id, courier: "Pathao", trackingNumber: "OTHER" }] },
    });
    const answer = (await again.json()) as { results: { ok: boolean }[] };
    expect(answer.results[0]!.ok).toBe(false);
    expect((await orderOf(first._id)).trackingNumber).toBe("PTH-1001");

    const missing = await request("/api/orders/shipments", {
      method: "POST",
      jar: admin,
      headers: { Origin: ORIGIN, "Content-Type": "text/csv" },
      body: "Invoice,Courier\r\nx,y\r\n",
    });
    expect(missing.status).toBe(400);
    expect((await request("/api/orders/shipments", { method: "POST", jar: shopper, json: { rows: [] } })).status).toBe(
      403,
    );
  });
});

describe("Manage Order's fulfilment desk", () => {
  it("shows the desk and a checkbox per confirmed order, and books the ticked ones from a plain form post", async () => {
    const ticked = await confirmedCodOrder();
    const page = await (await request("/dashboard/manageorder?status=confirmed", { jar: admin })).text();
    expect(page).toContain("Book with each zone&#x27;s courier");
    expect(page).toMatch(new RegExp(`<input type="checkbox" form="fulfilment-desk"[^>]*value="${ticked._id}"`));
    expect(page).toContain('href="/api/orders/export?status=confirmed&amp;format=csv"');

    const form = new URLSearchParams([
      ["intent", "book"],
      ["orderIds", ticked._id],
    ]);
    const posted = await request("/dashboard/manageorder?status=confirmed", {
      method: "POST",
      jar: admin,
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    expect(posted.status).toBe(200);
    const html = (await posted.text()).replace(/<!-- -->/g, "");
    expect(html).toContain("1 order booked.");
    // Named by its number (decision 042).
    expect(html).toMatch(new RegExp(`Order ${ticked.reference}: booked with Steadfast, tracking code SFR`));
    expect((await orderOf(ticked._id)).status).toBe("shipped");
  });

  it("answers a fetcher's JSON booking, and asks for a selection when there is none", async () => {
    const order = await confirmedCodOrder();
    const viaFetcher = await request("/dashboard/manageorder.data?status=confirmed", {
      method: "POST",
      jar: admin,
      headers: { Origin: ORIGIN },
      json: { intent: "book", orderIds: [order._id] },
    });
    expect(viaFetcher.status).toBe(200);
    expect((await orderOf(order._id)).status).toBe("shipped");

    const none = await request("/dashboard/manageorder?status=confirmed", {
      method: "POST",
      jar: admin,
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=book",
    });
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("Select the confirmed orders to book first.");
  });
});

describe("invoices and packing slips", () => {
  it("prints an order's invoice for an admin and its own shopper, and for nobody else", async () => {
    const order = await confirmedCodOrder();
    const response = await request(`/dashboard/order/${order._id}/invoice`, { jar: admin });
    expect(response.status).toBe(200);
    const html = (await response.text()).replace(/<!-- -->/g, "");
    for (const text of [
      "e-Shop",
      "09612-345678",
      "House 12, Road 5, Dhanmondi, Dhaka 1205",
      order.reference,
      "Karim Ahmed",
      "01712345678",
      "House 12, Road 5, Dhanmondi R/A",
      "Note: Call before coming",
      "Slim Fit Oxford Cotton Shirt",
      "Cash to collect",
      `৳${order.collectOnDelivery.toLocaleString("en-US")}`,
      `http://localhost:8787/o/${order.reference}`,
      "@page{size:A4;margin:0}",
      "break-after:page",
    ])
      expect(html, text).toContain(text);
    expect(html).toMatch(/<path d="M\d+ \d+h\d+v1h-\d+z/);

    expect((await request(`/dashboard/order/${order._id}/invoice`, { jar: shopper })).status).toBe(200);
    expect((await request(`/dashboard/order/${order._id}/invoice`, { jar: await newShopper() })).status).toBe(404);
    expect((await request(`/dashboard/order/${order._id}/invoice`)).status).toBe(401);
  });

  it("prints many orders' invoices in one go, one page each, for admins", async () => {
    const first = await confirmedCodOrder();
    const second = await confirmedCodOrder();
    const response = await request(`/dashboard/invoices?ids=${first._id},${second._id}`, { jar: admin });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/<article class="invoice"/g)).toHaveLength(2);
    expect(html.indexOf(`aria-label="Invoice ${first.reference}"`)).toBeLessThan(
      html.indexOf(`aria-label="Invoice ${second.reference}"`),
    );
    // The desk's plain form submits its checkboxes as orderIds.
    const plain = await request(`/dashboard/invoices?intent=book&orderIds=${first._id}&orderIds=${second._id}`, {
      jar: admin,
    });
    expect((await plain.text()).match(/<article class="invoice"/g)).toHaveLength(2);
    expect((await request(`/dashboard/invoices?ids=${first._id}`, { jar: shopper })).status).toBe(403);
    expect((await request("/dashboard/invoices", { jar: admin })).status).toBe(400);
    expect((await request("/dashboard/invoices?ids=nope", { jar: admin })).status).toBe(404);
  });
});
