import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { plainProducts } from "../../scripts/lib/plain-products.ts";
import { launchChromium, newPage, signInInDialog } from "./browser.ts";
import { cash, LANGUAGE, shop } from "./texts.ts";

/**
 * The couriers' cash at 390 px (issue 51): a cash-on-delivery order booked with Steadfast is paid out by the fake
 * courier; the admin opens /dashboard/cash, presses "Check payouts" and sees the payout listed.
 */
const baseURL = inject("baseURL");
const steadfastUrl = inject("steadfastUrl");
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await newPage(browser, { viewport: { width: 390, height: 844 } });
  await page.goto(baseURL + "/");
  await page.getByRole("banner").getByRole("button", { name: shop.nav.login }).click();
  await signInInDialog(page, "admin@example.com", "Admin#2026");
});

afterAll(async () => {
  await browser?.close();
});

function priceOf(product: object): number {
  return Number((product as { price?: unknown }).price ?? Infinity);
}

/** A cash-on-delivery order in Dhaka, placed, confirmed and booked with Steadfast through the API: its parcel id. */
async function bookedParcel(): Promise<string> {
  // The cheapest: cash on delivery has a limit.
  const [product] = (await plainProducts(baseURL, 3)).sort((a, b) => priceOf(a) - priceOf(b));
  if (!product) throw new Error("No product without options has 3 in stock");
  const headers = { Origin: baseURL };
  const placed = await page.request.post(`${baseURL}/api/orders`, {
    headers,
    data: {
      name: "Rupa Akter",
      mobile: "01712345678",
      paymentMethod: "COD",
      checkoutKey: `e2e-cash-${LANGUAGE}-${Date.now()}`,
      orderProduct: [{ product_id: product._id, product_qty: 1 }],
      address: { districtId: 47, areaId: 1013, line: "House 3, Road 9, Dhanmondi" },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { _id: string };
  const confirmed = await page.request.patch(`${baseURL}/api/orders/${order._id}`, {
    headers,
    data: { status: "confirmed" },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const booked = await page.request.post(`${baseURL}/api/orders/book`, {
    headers,
    data: { courier: "steadfast", orderIds: [order._id] },
  });
  const { results } = (await booked.json()) as { results: { ok: boolean; consignmentId?: string; error?: string }[] };
  expect(results[0], JSON.stringify(results)).toMatchObject({ ok: true });
  return results[0]!.consignmentId!;
}

describe("the couriers' cash", () => {
  it("shows a Steadfast payout once the admin checks for payouts", async () => {
    const consignmentId = await bookedParcel();
    const made = await fetch(`${steadfastUrl}/api/v1/__payout`, {
      method: "POST",
      body: JSON.stringify({ consignment_ids: [consignmentId], collected: { [consignmentId]: 1000 } }),
    });
    expect(made.status).toBe(201);
    const payout = ((await made.json()) as { data: { id: number } }).data;

    await page.goto(`${baseURL}/dashboard/cash?courier=steadfast`);
    const main = page.getByRole("main");
    await main.getByRole("heading", { level: 1, name: cash.heading }).waitFor();
    await main.getByRole("button", { name: cash.sync.button, exact: true }).click();
    await main.getByText(cash.sync.result(cash.couriers.steadfast, 1, 1)).waitFor();
    const payouts = main.getByRole("table", { name: cash.payouts.heading, exact: true });
    await payouts.getByRole("cell", { name: String(payout.id), exact: true }).waitFor();
    // The page fits the phone: nothing wider than the screen but the tables' own scroll areas.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
