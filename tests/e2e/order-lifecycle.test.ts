import { createHmac } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fillAddress, KEEP_ALIVE_RACE, launchChromium, bkashTrxId, newContext } from "./browser.ts";
import { plainProducts } from "../../scripts/lib/plain-products.ts";
import {
  anyMoney,
  checkout,
  fulfilment,
  LANGUAGE,
  orderScreens,
  pageDigits,
  shop,
  startingWith,
  withAny,
} from "./texts.ts";

/**
 * An order's whole life in Chromium against `npm start`: a shopper orders and pays by bKash, the merchant phone
 * forwards the signed bKash SMS, the order is confirmed by itself, the admin ships it with tracking and marks it
 * delivered, and the shopper sees each step.
 */
const baseURL = inject("baseURL");
const smsSecret = inject("smsSecret");
const trxID = bkashTrxId("LIFE");
let browser: Browser;
let shopperContext: BrowserContext;
let shopper: Page;
let admin: Page;
let orderId = "";
let orderNumber = "";
/** The shopper's mobile: one per language's run, as both runs share a server and the badge counts its parcels. */
const mobile = LANGUAGE === "en" ? "01911223344" : "01911223355";

async function signedIn(email: string, password: string, register?: string): Promise<BrowserContext> {
  const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
  const headers = { Origin: baseURL };
  const response = register
    ? await context.request.post(`${baseURL}/api/users`, { data: { name: register, email, password }, headers })
    : await context.request.post(`${baseURL}/api/session`, { data: { email, password }, headers });
  expect(response.ok()).toBe(true);
  return context;
}

/**
 * Posts a bKash SMS to the shop as an SMS forwarder would: its text and originator (`from`), signed with the shop's
 * BKASH_SMS_SECRET.
 */
async function forwardSms(text: string) {
  const body = JSON.stringify({ from: "bKash", text });
  const signature = createHmac("sha256", smsSecret).update(body).digest("hex");
  return fetch(`${baseURL}/api/payments/bkash/sms`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Signature": `sha256=${signature}` },
    body,
  });
}

beforeAll(async () => {
  browser = await launchChromium();
  shopperContext = await signedIn(`life-${Date.now()}@example.com`, "Life#2026", "Lifecycle Shopper");
  shopper = await shopperContext.newPage();
  admin = await (await signedIn("admin@example.com", "Admin#2026")).newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe("an order's life", () => {
  it("shows the whole merchant number and the amount in taka, and places the order pending", async () => {
    const [product] = await plainProducts(baseURL, 3);
    if (!product) throw new Error("No product without options has 3 in stock");
    await shopper.goto(`${baseURL}/productorder/${product._id}?qty=1`);
    await shopper.getByLabel(checkout.checkoutPage.customerName).fill("Lifecycle Shopper");
    await shopper.getByLabel(checkout.checkoutPage.mobile).fill(mobile);
    await fillAddress(shopper, {
      district: ["dha", "Dhaka"],
      area: ["dhan", "Dhanmondi"],
      line: "House 12, Road 5, Dhanmondi R/A",
    });
    await shopper.getByRole("button", { name: checkout.checkoutPage.proceedToPayment }).click();
    await shopper.waitForURL(/\/payment\//);
    // The shop's number in full, in the digits the wallet app takes (the shopper types or pastes it there).
    await shopper.getByText("01712345678", { exact: true }).first().waitFor();
    expect(await shopper.getByText(/017\*+678/).count()).toBe(0);
    expect(await shopper.getByText(pageDigits("017*****678")).count()).toBe(0);
    await shopper.getByText(anyMoney("BDT")).first().waitFor();
    await shopper.getByRole("textbox", { name: startingWith(checkout.checkoutPage.bkashNumber) }).fill("01812345678");
    await shopper.getByLabel(checkout.checkoutPage.trxId).fill(trxID);
    await shopper.getByRole("button", { name: checkout.checkoutPage.confirmOrder }).click();
    await shopper.waitForURL(/\/confirmorder\/[0-9a-f]{24}$/);
    orderId = new URL(shopper.url()).pathname.split("/").pop()!;
    await shopper.getByText(checkout.checkoutPage.awaitingHelp).first().waitFor();

    const order = (await (
      await shopperContext.request.get(`${baseURL}/api/orders/${orderId}`, KEEP_ALIVE_RACE)
    ).json()) as {
      reference: string;
      status: string;
      amountDue: { currency: string; amount: number };
      events: { status: string; by: string }[];
    };
    expect(order.status).toBe("pending");
    expect(order.amountDue.currency).toBe("BDT");
    // The screens name the order by its number (decision 042).
    orderNumber = order.reference;
    expect(order.events).toEqual([expect.objectContaining({ status: "pending", by: "shopper" })]);
  });

  it("confirms the order when the signed bKash SMS arrives; an unsigned one does nothing", async () => {
    const order = (await (
      await shopperContext.request.get(`${baseURL}/api/orders/${orderId}`, KEEP_ALIVE_RACE)
    ).json()) as {
      amountDue: { amount: number };
    };
    const taka = order.amountDue.amount.toLocaleString("en-US", { minimumFractionDigits: 2 });
    const text = `You have received Tk ${taka} from 01812345678. Fee Tk 0.00. Balance Tk 12,345.67. TrxID ${trxID} at 22/11/2026 10:15`;
    const unsigned = await fetch(`${baseURL}/api/payments/bkash/sms`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ text }),
    });
    expect(unsigned.status).toBe(401);
    const response = await forwardSms(text);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { state: string }).state).toBe("matched");

    await shopper.goto(`${baseURL}/dashboard/myorder`);
    const row = shopper.getByRole("row").filter({ hasText: trxID });
    await row.getByText(shop.orders.status.confirmed, { exact: true }).waitFor();
    // Confirmed: the shopper can no longer cancel it.
    expect(await row.getByRole("button", { name: withAny(orderScreens.myOrders.cancelOrder) }).count()).toBe(0);
  });

  it("lets the admin ship it with tracking and mark it delivered from Manage Order", async () => {
    await admin.goto(`${baseURL}/dashboard/manageorder?status=confirmed`);
    // The customer behind the phone, on the order's row (issue 49): nothing delivered to this number yet.
    const badge = (label: string) =>
      admin
        .getByRole("row")
        .filter({ hasText: orderNumber })
        .locator("[data-customer-badge]")
        .filter({ hasText: label });
    await badge(fulfilment.customer.newCustomer).waitFor();
    expect(await badge(fulfilment.customer.newCustomer).getAttribute("aria-label")).toBe(
      fulfilment.customer.label(pageDigits(mobile), 1, 0, 0),
    );
    await admin.getByRole("button", { name: orderScreens.actions.named.ship(orderNumber) }).click();
    const ship = admin.getByRole("alertdialog", { name: orderScreens.dialogs.ship.title });
    // Both are needed: sent without them, the dialog says so and nothing moves.
    await ship.getByRole("button", { name: orderScreens.dialogs.ship.submit }).click();
    await ship.getByText(shop.orders.validation.courierRequired).waitFor();
    await ship.getByLabel(orderScreens.dialogs.courier).selectOption("Pathao");
    await ship.getByLabel(orderScreens.dialogs.trackingNumber).fill("PTH-20261122");
    await ship.getByRole("button", { name: orderScreens.dialogs.ship.submit }).click();
    await admin.getByText(orderScreens.done.ship(orderNumber)).waitFor();

    await admin.goto(`${baseURL}/dashboard/manageorder?status=shipped`);
    await admin.getByRole("button", { name: orderScreens.actions.named.deliver(orderNumber) }).click();
    await admin
      .getByRole("alertdialog", { name: orderScreens.dialogs.deliver.title })
      .getByRole("button", { name: orderScreens.dialogs.deliver.submit })
      .click();
    await admin.getByText(orderScreens.done.deliver(orderNumber)).waitFor();
    // Delivered: the badge counts the parcel.
    await admin.goto(`${baseURL}/dashboard/manageorder?status=delivered`);
    await badge(fulfilment.customer.delivered(1)).waitFor();
  });

  it("shows the shopper every step on the order page", async () => {
    await shopper.goto(`${baseURL}/dashboard/order/${orderId}`);
    await shopper.getByText("PTH-20261122").first().waitFor();
    const text = (await shopper.getByRole("main").textContent()) ?? "";
    const { pending, confirmed, shipped, delivered } = shop.orders.status;
    for (const step of [pending, confirmed, shipped, delivered, "Pathao"]) expect(text).toContain(step);
  });
});
