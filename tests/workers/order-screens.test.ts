import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, products } from "@db/schema.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { orderScreensCopy } from "~/i18n/order-screens.ts";
import { ordersCopy } from "~/i18n/orders.ts";
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

/** The order screens: the order page (/dashboard/order/:id), Manage Order's queue and moves, the menu's count. */
const ADMIN_EMAIL = "queue-admin@example.com";
let counter = 0;

await seedDemoShop();
const admin = await registerAdmin("Queue Admin", ADMIN_EMAIL, "Queue#2026");
const owner = await registerAccount("Olive Owner", "olive-screens@example.com", "Owner#2026");
const stranger = await registerAccount("Sid Stranger", "sid-screens@example.com", "Other#2026");

function post(path: string, jar: CookieJar, json: unknown) {
  return request(path, { method: "POST", jar, json, headers: { Origin: ORIGIN } });
}

/** Places an order as `jar` and returns its id and TrxID. */
async function placeOrder(jar: CookieJar) {
  counter += 1;
  const item = (await db.select().from(products)).find((row) => row.stock >= 5);
  const trxId = bkashTrxId("SCR");
  const response = await request("/api/orders", {
    method: "POST",
    jar,
    headers: { Origin: ORIGIN },
    json: {
      name: "Olive Owner",
      mobile: "01712345678",
      bkashNum: "01812345678",
      trxID: trxId,
      checkoutKey: `screens-${counter}-${Date.now()}`,
      address: DHAKA_ADDRESS,
      orderProduct: [{ product_id: String(item!.id), product_qty: 1, product_type: "regular" }],
    },
  });
  expect(response.status).toBe(201);
  return { id: ((await response.json()) as { _id: string })._id, trxId };
}

const statusOf = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]?.status;

describe("the order page", () => {
  it("shows an order to its owner and to admins, and to nobody else (404, as if it did not exist)", async () => {
    const { id, trxId } = await placeOrder(owner);
    const mine = await request(`/dashboard/order/${id}`, { jar: owner });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await mine.text();
    // The page names the order by its number (decision 042).
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    expect(html).toContain(`>${orderScreensCopy.page.heading(row!.reference)}<`);
    expect(html).toContain(trxId);
    expect(html).toContain(`>${shopCopy.orders.status.pending}<`);

    const theirs = await request(`/dashboard/order/${id}`, { jar: stranger });
    expect(theirs.status).toBe(404);
    expect(await theirs.text()).not.toContain(trxId);
    expect((await request(`/dashboard/order/${id}.data`, { jar: stranger })).status).toBe(404);
    expect((await request("/dashboard/order/no-such-order", { jar: owner })).status).toBe(404);

    const asAdmin = await request(`/dashboard/order/${id}`, { jar: admin });
    expect(asAdmin.status).toBe(200);
    expect(await asAdmin.text()).toContain(trxId);
    expect((await request(`/dashboard/order/${id}`, { jar: new CookieJar() })).status).toBe(401);
  });

  it("lets the owner cancel while pending, refuses a stranger and a shopper's move, and acts on its own order only", async () => {
    const { id } = await placeOrder(owner);
    const other = await placeOrder(stranger);
    expect((await post(`/dashboard/order/${id}`, stranger, { intent: "cancel", orderId: id })).status).toBe(404);
    expect((await post(`/dashboard/order/${id}`, owner, { intent: "move", status: "confirmed" })).status).toBe(403);
    expect(await statusOf(id)).toBe("pending");
    // The page's order, whatever orderId the body names.
    expect((await post(`/dashboard/order/${id}`, owner, { intent: "cancel", orderId: other.id })).status).toBe(200);
    expect(await statusOf(id)).toBe("cancelled");
    expect(await statusOf(other.id)).toBe("pending");
    expect((await post(`/dashboard/order/${id}`, owner, { intent: "nothing" })).status).toBe(400);
  });

  it("shows the refund to the payer's number instead of an amount due once a paid order is cancelled (issue 30)", async () => {
    const { id } = await placeOrder(owner);
    const amountDue = `>${orderScreensCopy.page.amountDue}<`;
    const refund = `>${ordersCopy.refundTo}<`;
    const before = await (await request(`/dashboard/order/${id}`, { jar: owner })).text();
    expect(before).toContain(amountDue);
    expect(before).not.toContain(refund);
    expect((await post(`/dashboard/order/${id}`, owner, { intent: "cancel" })).status).toBe(200);
    for (const path of [`/dashboard/order/${id}`, `/confirmorder/${id}`]) {
      const html = await (await request(path, { jar: owner })).text();
      expect(html, path).toContain(refund);
      expect(html, path).toMatch(/ to 01812345678</);
      expect(html, path).not.toContain(amountDue);
    }
  });

  it("names the admin who moved an order to admins only; the owner sees the shop", async () => {
    const { id } = await placeOrder(owner);
    expect((await post(`/dashboard/order/${id}`, admin, { intent: "move", status: "confirmed" })).status).toBe(200);
    expect(await statusOf(id)).toBe("confirmed");
    const ownersPage = await (await request(`/dashboard/order/${id}`, { jar: owner })).text();
    expect(ownersPage).not.toContain(ADMIN_EMAIL);
    expect(ownersPage).toContain(orderScreensCopy.noCancel.confirmed);
    const adminsPage = await (await request(`/dashboard/order/${id}`, { jar: admin })).text();
    expect(adminsPage).toContain(ADMIN_EMAIL);
  });
});

describe("Manage Order", () => {
  it("opens on the pending orders, and ?status= picks another status or all", async () => {
    const waiting = await placeOrder(owner);
    const confirmed = await placeOrder(owner);
    expect(
      (await post("/dashboard/manageorder", admin, { intent: "move", orderId: confirmed.id, status: "confirmed" }))
        .status,
    ).toBe(200);

    const queue = await (await request("/dashboard/manageorder?pageSize=100", { jar: admin })).text();
    expect(queue).toContain(waiting.trxId);
    expect(queue).not.toContain(confirmed.trxId);
    const onlyConfirmed = await (
      await request("/dashboard/manageorder?status=confirmed&pageSize=100", { jar: admin })
    ).text();
    expect(onlyConfirmed).toContain(confirmed.trxId);
    expect(onlyConfirmed).not.toContain(waiting.trxId);
    const all = await (await request("/dashboard/manageorder?status=all&pageSize=100", { jar: admin })).text();
    expect(all).toContain(confirmed.trxId);
    expect(all).toContain(waiting.trxId);
    // Anything else is the queue again, not an error.
    const bogus = await request("/dashboard/manageorder?status=nonsense&pageSize=100", { jar: admin });
    expect(bogus.status).toBe(200);
    expect(await bogus.text()).toContain(waiting.trxId);
    // The search keeps the filter.
    const searched = await (
      await request(`/dashboard/manageorder?status=all&q=${confirmed.trxId}`, { jar: admin })
    ).text();
    expect(searched).toContain(confirmed.trxId);
    expect(searched).not.toContain(waiting.trxId);
  });

  it("moves orders for admins only, with the API's refusals", async () => {
    const { id } = await placeOrder(owner);
    const move = (jar: CookieJar, change: Record<string, unknown>) =>
      post("/dashboard/manageorder", jar, { intent: "move", orderId: id, ...change });

    expect((await move(owner, { status: "confirmed" })).status).toBe(403);
    expect(await statusOf(id)).toBe("pending");

    const noReason = await move(admin, { status: "rejected", note: "  " });
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain(shopCopy.orders.reasonRequired);

    const tooEarly = await move(admin, { status: "shipped", courier: "Pathao", trackingNumber: "PTH-1" });
    expect(tooEarly.status).toBe(409);
    expect(await tooEarly.text()).toContain(shopCopy.orders.notAllowed("pending", shopCopy.orders.moveVerb.shipped));

    expect((await move(admin, { status: "confirmed" })).status).toBe(200);
    // Shipped needs a courier from the list and a tracking number, on the page as on the API (issue 30).
    for (const [change, message] of [
      [{ status: "shipped", courier: "", trackingNumber: "PTH-1" }, shopCopy.orders.validation.courierRequired],
      [{ status: "shipped", courier: "FedEx", trackingNumber: "PTH-1" }, shopCopy.orders.validation.courier],
      [
        { status: "shipped", courier: "Pathao", trackingNumber: " " },
        shopCopy.orders.validation.trackingNumberRequired,
      ],
    ] as const) {
      const refused = await move(admin, change);
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(await refused.text()).toContain(message);
    }
    const fromItsPage = await post(`/dashboard/order/${id}`, admin, { intent: "move", status: "shipped" });
    expect(fromItsPage.status).toBe(400);
    expect(await fromItsPage.text()).toContain(shopCopy.orders.validation.courierRequired);
    expect(await statusOf(id)).toBe("confirmed");
    const shipped = await move(admin, { status: "shipped", courier: "Pathao", trackingNumber: "PTH-1" });
    expect(shipped.status).toBe(200);
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    expect([row?.status, row?.courier, row?.trackingNumber]).toEqual(["shipped", "Pathao", "PTH-1"]);
    expect((await move(admin, { status: "delivered" })).status).toBe(200);
    expect(await statusOf(id)).toBe("delivered");
  });

  it("says who confirmed an order by hand where the payment would be, to admins only (issue 30)", async () => {
    const { id } = await placeOrder(owner);
    const byHand = orderScreensCopy.queue.confirmedByHand(ADMIN_EMAIL);
    const before = await (await request("/dashboard/manageorder?status=pending", { jar: admin })).text();
    expect(before).not.toContain(byHand);
    expect(
      (await request(`/api/orders/${id}`, { method: "PATCH", jar: admin, json: { status: "confirmed" } })).status,
    ).toBe(200);
    const queue = await (await request("/dashboard/manageorder?status=confirmed", { jar: admin })).text();
    expect(queue).toContain(byHand);
    const page = await (await request(`/dashboard/order/${id}`, { jar: admin })).text();
    expect(page).toContain(byHand);
    const own = await (await request(`/dashboard/order/${id}`, { jar: owner })).text();
    expect(own).not.toContain(ADMIN_EMAIL);
  });

  it("shows admins how many payments wait to be checked, beside Manage Order and on the dashboard home", async () => {
    await placeOrder(owner);
    const pending = (await db.select().from(orders).where(eq(orders.status, "pending"))).length;
    expect(pending).toBeGreaterThan(0);
    const home = await (await request("/dashboard", { jar: admin })).text();
    expect(home).toContain(dashboardCopy.dashboard.menuWaiting(pending));
    expect(home).toContain(`>${dashboardCopy.dashboardFigures.paymentChecks.awaiting}<`);
    expect(home).toContain(`>${dashboardCopy.dashboardFigures.paymentChecks.count(pending)}<`);
    const shoppers = await (await request("/dashboard", { jar: owner })).text();
    expect(shoppers).not.toContain(dashboardCopy.dashboard.menuWaiting(pending));
  });
});
