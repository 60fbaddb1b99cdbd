/**
 * Issue 50: the order desk. An admin types in an order taken on Facebook, WhatsApp or the phone, phone first; the
 * order belongs to the account of the customer's phone; stock, prices and the phone's risk apply as on the website;
 * a wallet order without its TrxID gets a payment link; Manage Order and the API filter by channel.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications, orders, productVariants, products, users } from "@db/schema.ts";
import { payTokenHash } from "~/domain/payments/pay-link.server.ts";
import type { ApiOrder } from "~/server/order-api.ts";
import {
  bkashTrxId,
  db,
  DHAKA_ADDRESS,
  newShopper,
  ORIGIN,
  registerAdmin,
  request,
  seedDemoShop,
  type CookieJar,
} from "./helpers.ts";

type DeskAnswer = ApiOrder & { paymentLink: string | null; deskNote?: string | null };

await seedDemoShop();
const admin = await registerAdmin("Dipa Desk", "dipa.desk@example.com", "Dipa#Desk2026");
const shopper = await newShopper("Sumi Akter");
let item: { id: number; priceCents: number };
let counter = 0;

/** A fresh mobile number nobody has ordered from. */
function freshPhone() {
  counter += 1;
  return `0171${String(Date.now() % 100_000).padStart(5, "0")}${String(counter).padStart(2, "0")}`;
}

function deskBody(extra: Record<string, unknown> = {}) {
  return {
    phone: freshPhone(),
    name: "Nasima Begum",
    orderProduct: [{ product_id: String(item.id), product_qty: 1 }],
    address: DHAKA_ADDRESS,
    paymentMethod: "COD",
    channel: "facebook",
    ...extra,
  };
}

async function desk(body: unknown, jar: CookieJar | null = admin) {
  const response = await request("/api/orders/desk", {
    method: "POST",
    ...(jar ? { jar } : {}),
    json: body,
    headers: { Origin: ORIGIN },
  });
  return { status: response.status, body: (await response.json()) as DeskAnswer & { issues?: Record<string, string> } };
}

beforeAll(async () => {
  const rows = await db.select().from(products);
  const plain = rows.find((row) => row.shippingCents === 0 && row.stock >= 20 && row.priceCents > 1_000);
  if (!plain) throw new Error("the demo shop needs a plain product");
  await db.update(products).set({ stock: 10_000 }).where(eq(products.id, plain.id));
  item = plain;
});

describe("the order desk", () => {
  it("takes a new phone's order: the number's own account owns it, the stock moves once, the channel is kept", async () => {
    const body = deskBody({ note: "Asked on Messenger for the blue one", channel: "Messenger" });
    const [before] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, item.id));
    const placed = await desk(body);
    expect(placed.status).toBe(201);
    expect(placed.body.channel).toBe("messenger");
    expect(placed.body.deskNote).toBe("Asked on Messenger for the blue one");
    expect(placed.body.mobile).toBe(body.phone);
    expect(placed.body.paymentLink).toBeNull();
    const [after] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, item.id));
    expect(after!.stock).toBe(before!.stock - 1);

    const [row] = await db.select().from(orders).where(eq(orders.id, placed.body._id));
    const [owner] = await db.select().from(users).where(eq(users.phone, body.phone));
    expect(owner).toMatchObject({ email: "", displayName: "Nasima Begum", phoneVerifiedAt: null, passwordHash: null });
    expect(row!.userId).toBe(owner!.id);
    expect(row!.enteredBy).not.toBeNull();
    expect(row!.enteredBy).not.toBe(owner!.id);
    // The customer's SMS counts against the number (and the order's account), never the admin's.
    const sms = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, row!.id), eq(notifications.channel, "sms")));
    expect(sms.find((message) => message.recipient === body.phone)?.causedBy).toBe(owner!.id);

    // A second order to the same phone is the same customer's, and a retry with one key gives the same order.
    const again = deskBody({ phone: body.phone, checkoutKey: "desk-retry-key-1" });
    const first = await desk(again);
    const retried = await desk(again);
    expect(first.status).toBe(201);
    expect(retried.status).toBe(200);
    expect(retried.body._id).toBe(first.body._id);
    expect(await db.$count(users, eq(users.phone, body.phone))).toBe(1);
  });

  it("sells the last units once under desk and website orders at the same time", async () => {
    const [variant] = await db.select().from(productVariants).where(eq(productVariants.productId, item.id));
    await db.update(productVariants).set({ stock: 3 }).where(eq(productVariants.id, variant!.id));
    const web = (index: number) =>
      request("/api/orders", {
        method: "POST",
        jar: shopper,
        headers: { Origin: ORIGIN },
        json: {
          name: "Sumi Akter",
          mobile: freshPhone(),
          paymentMethod: "bKash",
          bkashNum: "01812345678",
          trxID: bkashTrxId(`W${index}`),
          orderProduct: [{ product_id: String(item.id), product_qty: 1 }],
          checkoutKey: `desk-race-web-${index}-${Date.now()}`,
          address: DHAKA_ADDRESS,
        },
      }).then((response) => response.status);
    const results = await Promise.all([
      ...[0, 1, 2].map((index) => web(index)),
      ...[0, 1, 2].map(() => desk(deskBody()).then((answer) => answer.status)),
    ]);
    expect(results.filter((status) => status === 201)).toHaveLength(3);
    expect(results.filter((status) => status === 409)).toHaveLength(3);
    const [left] = await db.select().from(productVariants).where(eq(productVariants.id, variant!.id));
    expect(left!.stock).toBe(0);
    await db.update(products).set({ stock: 10_000 }).where(eq(products.id, item.id));
  });

  it("is refused to shoppers (403) and visitors (401), and refuses a bad body with 400 and the fields", async () => {
    const before = await db.$count(orders);
    expect((await desk(deskBody(), shopper)).status).toBe(403);
    expect((await desk(deskBody(), null)).status).toBe(401);
    const bad = await desk(deskBody({ phone: "12345", channel: "telegram", discount: -5, address: undefined }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.issues ?? {}).sort()).toEqual(["address", "channel", "discount", "phone"]);
    const noTrxNumber = await desk(deskBody({ paymentMethod: "bKash", trxID: bkashTrxId("N") }));
    expect(noTrxNumber.status).toBe(400);
    expect(noTrxNumber.body.issues?.bkashNum).toBeTruthy();
    expect(await db.$count(orders)).toBe(before);
  });

  it("takes off the discount the admin types, shown as the order's discount", async () => {
    const placed = await desk(deskBody({ discount: "5" }));
    expect(placed.status).toBe(201);
    const full = await desk(deskBody());
    expect(placed.body.taka.discount).toBeGreaterThan(0);
    expect(placed.body.taka.total).toBe(full.body.taka.total - placed.body.taka.discount);
    expect(placed.body.taka.goods - placed.body.taka.discount + placed.body.taka.delivery).toBe(placed.body.taka.total);
    // On the invoice, as the order's discount.
    const invoice = await (await request(`/dashboard/order/${placed.body._id}/invoice`, { jar: admin })).text();
    expect(invoice).toContain(">Discount<");
    expect(invoice).toContain(placed.body.reference);
  });

  it("keeps a paid wallet order's TrxID, and gives a wallet order without one a payment link", async () => {
    const trx = bkashTrxId("D");
    const paid = await desk(deskBody({ paymentMethod: "bKash", bkashNum: "01898765432", trxID: trx }));
    expect(paid.status).toBe(201);
    expect(paid.body.trxID).toBe(trx);
    expect(paid.body.paymentLink).toBeNull();

    const waiting = await desk(deskBody({ paymentMethod: "bKash", channel: "whatsapp" }));
    expect(waiting.status).toBe(201);
    const link = new URL(waiting.body.paymentLink!);
    expect(link.pathname).toBe(`/pay/${waiting.body.reference}`);
    const token = link.searchParams.get("k")!;
    const [row] = await db.select().from(orders).where(eq(orders.id, waiting.body._id));
    expect(row!.payTokenHash).toBe(await payTokenHash(token));
    expect(row!.trxWallet).toBeNull();
    expect(row!.status).toBe("pending");

    // "Send payment link": a new link (the old one stops), texted through the queue to the customer's number.
    const sent = await request(`/api/orders/${waiting.body._id}/payment-link`, {
      method: "POST",
      jar: admin,
      headers: { Origin: ORIGIN },
    });
    expect(sent.status).toBe(200);
    const { paymentLink } = (await sent.json()) as { paymentLink: string };
    const fresh = new URL(paymentLink).searchParams.get("k")!;
    expect(fresh).not.toBe(token);
    const [changed] = await db.select().from(orders).where(eq(orders.id, waiting.body._id));
    expect(changed!.payTokenHash).toBe(await payTokenHash(fresh));
    const [message] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, waiting.body._id), eq(notifications.event, "payment-link")));
    expect(message!.recipient).toBe(waiting.body.mobile);
    // The shop's own address (SHOP_URL) before the link's path and token.
    const sentLink = new URL(paymentLink);
    expect(message!.body).toContain(`${sentLink.pathname}${sentLink.search}`);
    expect(message!.status).toBe("queued");

    // Not for an order that waits for no wallet payment, nor for shoppers.
    const cod = await desk(deskBody());
    const refused = await request(`/api/orders/${cod.body._id}/payment-link`, {
      method: "POST",
      jar: admin,
      headers: { Origin: ORIGIN },
    });
    expect(refused.status).toBe(409);
    const byShopper = await request(`/api/orders/${waiting.body._id}/payment-link`, {
      method: "POST",
      jar: shopper,
      headers: { Origin: ORIGIN },
    });
    expect(byShopper.status).toBe(403);
  });

  it("filters Manage Order and GET /api/orders by channel, and refuses an unknown channel", async () => {
    const instagram = await desk(deskBody({ channel: "instagram" }));
    expect(instagram.status).toBe(201);
    const listed = (await (await request("/api/orders?channel=instagram&pageSize=100", { jar: admin })).json()) as {
      items: ApiOrder[];
    };
    expect(listed.items.length).toBeGreaterThan(0);
    expect(listed.items.every((order) => order.channel === "instagram")).toBe(true);
    expect(listed.items.map((order) => order._id)).toContain(instagram.body._id);
    const web = (await (await request("/api/orders?channel=web&pageSize=100", { jar: admin })).json()) as {
      items: ApiOrder[];
    };
    expect(web.items.every((order) => order.channel === "web")).toBe(true);
    expect((await request("/api/orders?channel=telegram", { jar: admin })).status).toBe(400);
    const byPhone = await desk(deskBody({ channel: "phone" }));
    const page = await (await request("/dashboard/manageorder?status=all&channel=instagram", { jar: admin })).text();
    expect(page).toContain(instagram.body.reference);
    expect(page).not.toContain(byPhone.body.reference);
  });

  it("runs as a page: the phone's record and last address, products found and kept in the URL, the order placed from the form", async () => {
    const body = deskBody({ channel: "phone" });
    expect((await desk(body)).status).toBe(201);
    expect((await request(`/dashboard/orders/new?phone=${body.phone}`, { jar: shopper })).status).toBe(403);
    const [variant] = await db.select().from(productVariants).where(eq(productVariants.productId, item.id));
    const url = `/dashboard/orders/new?phone=${encodeURIComponent(`+88${body.phone}`)}&q=${encodeURIComponent(item.name.slice(0, 6))}&line=${item.id}.${variant!.id}:2`;
    const page = await request(url, { jar: admin });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Nasima Begum");
    expect(html).toContain(DHAKA_ADDRESS.line);
    expect(html).toContain(`data-desk-customer="${body.phone}"`);
    expect(html).toContain(item.name);
    expect(html).toContain(`value="${item.id}.${variant!.id}"`);

    // The form as a browser posts it before the page is interactive: a wallet order to be paid by link.
    const form = new URLSearchParams({
      phone: body.phone,
      line: `${item.id}.${variant!.id}`,
      qty: "2",
      name: "Nasima Begum",
      districtId: String(DHAKA_ADDRESS.districtId),
      areaId: String(DHAKA_ADDRESS.areaId),
      addressLine: DHAKA_ADDRESS.line,
      way: "link",
      wallet: "bKash",
      channel: "whatsapp",
      note: "",
      discount: "",
    });
    const posted = await request("/dashboard/orders/new", {
      method: "POST",
      jar: admin,
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    expect(posted.status).toBe(200);
    const answer = await posted.text();
    const [latest] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.mobile, body.phone), eq(orders.channel, "whatsapp")));
    expect(latest).toBeDefined();
    expect(answer).toContain(latest!.reference);
    expect(answer).toContain(`/pay/${latest!.reference}?k=`);

    // A form without lines or channel is refused with the fields' messages, and places nothing.
    const before = await db.$count(orders);
    form.delete("line");
    form.delete("qty");
    form.set("channel", "");
    const refused = await request("/dashboard/orders/new", {
      method: "POST",
      jar: admin,
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    expect(refused.status).toBe(400);
    expect(await db.$count(orders)).toBe(before);
  });
});
