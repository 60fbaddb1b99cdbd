import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { plainProducts } from "../../scripts/lib/plain-products.ts";
import { fillAddress, launchChromium, newPage, signInInDialog } from "./browser.ts";
import { desk, fulfilment, LANGUAGE, shop } from "./texts.ts";

/**
 * The order desk at 1280 px (issue 50): the merchant takes a Facebook order by its phone, finds the product,
 * types the address, and places it; the order is in Manage Order under its channel.
 */
const baseURL = inject("baseURL");
let browser: Browser;
let page: Page;
/** A number of its own in each language's run (both runs share a server). */
const phone = LANGUAGE === "en" ? "01755501234" : "01755501235";

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

describe("the order desk", () => {
  it("takes an order phone first, and Manage Order finds it under its channel", async () => {
    const [product] = await plainProducts(baseURL, 5);
    if (!product) throw new Error("No product without options has 5 in stock");
    await page.goto(`${baseURL}/dashboard/orders/new`);
    // The desk's own fields: the header has a product search too.
    const main = page.getByRole("main");
    await main.getByLabel(desk.phone.label).fill(`+88 ${phone.slice(0, 5)}-${phone.slice(5)}`);
    await main.getByRole("button", { name: desk.phone.lookUp, exact: true }).click();
    await main.getByText(fulfilment.customer.newCustomer).waitFor();

    await page
      .getByRole("main")
      .getByRole("searchbox", { name: desk.products.search, exact: true })
      .fill(product.name.slice(0, 8));
    await main.getByRole("button", { name: desk.products.searchButton, exact: true }).click();
    await page
      .getByRole("link", { name: desk.products.addNamed(product.name) })
      .first()
      .click();
    await main.getByRole("spinbutton", { name: desk.products.quantity }).fill("2");

    await main.getByLabel(desk.customerName).fill("Nasima Begum");
    await fillAddress(page, {
      district: ["dha", "Dhaka"],
      area: ["dhan", "Dhanmondi"],
      line: "House 7, Road 2, Dhanmondi",
    });
    // Paid later by bKash through a payment link (a laptop is past cash on delivery's limit).
    await main.getByLabel(desk.payment.how).selectOption("link");
    await main.getByLabel(desk.channel.label).selectOption("facebook");
    await main.getByLabel(desk.note).fill("Asked on the page's chat");
    await main.getByRole("button", { name: desk.submit }).click();
    const placed = main.getByText(new RegExp(desk.placed("(\\w{8})").replace(/[.]/g, "\\.")));
    // Placed, or the page's answer says why not.
    await placed.waitFor().catch(async (error: unknown) => {
      throw new Error(`not placed: ${(await main.innerText()).slice(0, 1500)}`, { cause: error });
    });
    const reference = /\b([A-Z0-9]{8})\b/.exec((await placed.textContent()) ?? "")?.[1];
    expect(reference).toBeTruthy();
    await main.getByText(new RegExp(`/pay/${reference}\\?k=`)).waitFor();

    await page.goto(`${baseURL}/dashboard/manageorder?status=all&channel=facebook`);
    await page.getByRole("row").filter({ hasText: reference! }).first().waitFor();
  });
});
