import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { plainProducts } from "../../scripts/lib/plain-products.ts";
import { launchChromium, newPage, signInInDialog } from "./browser.ts";
import { fulfilment, LANGUAGE, shop } from "./texts.ts";

/**
 * Booking with a chosen courier at 1280 px (issue 51): the admin ticks a confirmed cash-on-delivery order on Manage
 * Order, chooses Pathao, books it, and follows the result's link; the fake Pathao then reports the parcel delivered
 * through the shop's webhook (its signature, the status re-check), and the order's page says delivered, with the
 * courier's tracking page.
 */
const baseURL = inject("baseURL");
const pathaoUrl = inject("pathaoUrl");
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await newPage(browser, { viewport: { width: 1280, height: 900 } });
  await page.goto(baseURL + "/");
  await page.getByRole("banner").getByRole("button", { name: shop.nav.login }).click();
  await signInInDialog(page, "admin@example.com", "Admin#2026");
});

afterAll(async () => {
  await browser?.close();
});

/** A cash-on-delivery order in Dhanmondi, placed and confirmed through the API: its id and number. */
async function confirmedOrder(): Promise<{ id: string; reference: string }> {
  const [product] = (await plainProducts(baseURL, 3)).sort(
    (a, b) => Number((a as { price?: unknown }).price) - Number((b as { price?: unknown }).price),
  );
  if (!product) throw new Error("No product without options has 3 in stock");
  const headers = { Origin: baseURL };
  // A number of its own: a parcel that came back in another run would make a shared one ask for an advance.
  const mobile = `0191${String(Date.now()).slice(-6)}${LANGUAGE === "bn" ? 3 : 5}`;
  const placed = await page.request.post(`${baseURL}/api/orders`, {
    headers,
    data: {
      name: "Shirin Sultana",
      mobile,
      paymentMethod: "COD",
      checkoutKey: `e2e-couriers-${LANGUAGE}-${Date.now()}`,
      orderProduct: [{ product_id: product._id, product_qty: 1 }],
      address: { districtId: 47, areaId: 1013, line: "House 8, Road 4, Dhanmondi" },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { _id: string; reference: string };
  const confirmed = await page.request.patch(`${baseURL}/api/orders/${order._id}`, {
    headers,
    data: { status: "confirmed" },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { id: order._id, reference: order.reference };
}

describe("booking with a chosen courier", () => {
  it("books a ticked order with Pathao, and Pathao's webhook delivers it", async () => {
    const order = await confirmedOrder();
    await page.goto(`${baseURL}/dashboard/manageorder?status=confirmed`);
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: fulfilment.desk.heading }).waitFor();
    // Every courier is set up locally: the list under the desk says so.
    await main.getByText(fulfilment.desk.ready(fulfilment.courierNames.pathao)).waitFor();

    await main.getByRole("checkbox", { name: fulfilment.desk.select(order.reference) }).check();
    await main.getByLabel(fulfilment.desk.courier, { exact: true }).selectOption("pathao");
    await main.getByRole("button", { name: fulfilment.book(fulfilment.courierNames.pathao), exact: true }).click();

    const result = main.getByRole("link", {
      name: new RegExp(
        fulfilment.desk
          .resultOk(order.reference, "CODE", fulfilment.courierNames.pathao)
          .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
          .replace("CODE", "DP\\w+"),
      ),
    });
    await result.waitFor();
    const href = await result.getAttribute("href");
    expect(href).toMatch(/^https:\/\/merchant\.pathao\.com\/tracking\?consignment_id=DP\w+$/);
    const consignment = new URL(href!).searchParams.get("consignment_id")!;

    // The fake Pathao's parcel is delivered: it calls the shop's webhook as Pathao would.
    const called = await fetch(`${pathaoUrl}/__callback`, {
      method: "POST",
      body: JSON.stringify({ consignment, event: "order.delivered" }),
    });
    const delivery = (await called.json()) as { delivered: boolean; status: number | null; integrated: boolean };
    expect(delivery).toMatchObject({ delivered: true, status: 202, integrated: true });

    await page.goto(`${baseURL}/dashboard/order/${order.id}`);
    await main.getByText(shop.orders.status.delivered, { exact: true }).first().waitFor();
    await expect(
      main.getByRole("link", { name: fulfilment.tracking.follow("Pathao") }).getAttribute("href"),
    ).resolves.toBe(href);
  });
});
