import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fillAddress, launchChromium, bkashTrxId } from "./browser.ts";

const baseURL = inject("baseURL");
let browser: Browser;
let page: Page;
let chosen: { _id: string; name: string; stock: number }[] = [];
const trxID = bkashTrxId("E2E");

beforeAll(async () => {
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const response = await fetch(`${baseURL}/api/products?pageSize=40&sort=newest`);
  const { items } = (await response.json()) as { items: { _id: string; name: string; stock: number }[] };
  chosen = items.filter((item) => item.stock >= 5).slice(0, 2);
});

afterAll(async () => {
  await browser?.close();
});

describe("checkout journey", () => {
  it("adds two products to the cart and changes a quantity", async () => {
    for (const product of chosen) {
      await page.goto(`${baseURL}/productdetails/${product._id}`);
      await page.getByRole("button", { name: "Add to Cart" }).click();
      await page.getByText("Added to your cart.").waitFor();
    }
    await page.goto(`${baseURL}/shoppingcart`);
    const first = chosen[0]!.name;
    await page.getByRole("button", { name: `Increase quantity of ${first}` }).click();
    await expect.poll(() => page.getByRole("spinbutton", { name: `Quantity of ${first}` }).inputValue()).toBe("2");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("shopping_cart"))).toContain('"product_qty":2');
  });

  it("asks to sign in at checkout, then keeps the shipping details across a reload", async () => {
    await page.getByRole("link", { name: "Proceed to order" }).click();
    await page.waitForURL(`${baseURL}/productorder/cart`);
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("tab", { name: "Register" }).click();
    await dialog.getByRole("tabpanel").getByLabel("Name").fill("Checkout Shopper");
    await dialog.getByRole("tabpanel").getByLabel("Email Address").fill(`buyer-${Date.now()}@example.com`);
    await dialog.getByRole("tabpanel").getByLabel("Password").fill("Buyer#2026");
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await dialog.waitFor({ state: "hidden" });

    await page.getByLabel("Customer Name").fill("Checkout Shopper");
    await page.getByLabel("Mobile Num").fill("01712345678");
    await fillAddress(page, { district: ["syl", "Sylhet"], area: ["sad", "Sylhet Sadar"] });
    await page.getByRole("textbox", { name: /^Address/ }).fill("Zindabazar, House 7");
    // Outside Dhaka's charge shows as soon as the area is chosen.
    await page.getByText("Delivery (Outside Dhaka)").waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel("Mobile Num").inputValue()).toBe("01712345678");
    await expect.poll(() => page.getByRole("combobox", { name: /^Area/ }).inputValue()).toBe("Sylhet Sadar");
    await expect.poll(() => page.getByRole("textbox", { name: /^Address/ }).inputValue()).toBe("Zindabazar, House 7");
    await page.getByRole("button", { name: "Proceed to payment" }).click();
    await page.waitForURL(`${baseURL}/payment/cart`);
    await page.getByText("Zindabazar, House 7, Sylhet Sadar, Sylhet").waitFor();
    await page.getByText("Delivery (Outside Dhaka)").waitFor();
  });

  it("refuses a bad bKash number with the spec's message, then pays and confirms", async () => {
    await page.getByRole("textbox", { name: /^bKash Number/ }).fill("01212345678");
    await page.getByLabel("TrxID").fill(trxID);
    await page.getByRole("button", { name: "Confirm order" }).click();
    await page.getByText("Mobile Num is not valid !").waitFor();
    await page.getByRole("textbox", { name: /^bKash Number/ }).fill("01812345678");
    await page.getByRole("button", { name: "Confirm order" }).click();
    await page.waitForURL(/\/confirmorder\/[0-9a-f]{24}$/);
    await page.getByText(/successfully ordered/).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("shopping_cart"))).toBe("[]");
    expect(await page.getByRole("link", { name: "Shopping cart, 0 items" }).count()).toBe(1);
  });

  it("shows the order in My Order and cancels it", async () => {
    await page.goto(`${baseURL}/dashboard/myorder`);
    const cancel = page.getByRole("button", { name: /^Cancle order / });
    await cancel.first().waitFor();
    expect(await cancel.count()).toBe(1);
    expect(await page.getByRole("table").textContent()).toContain(trxID);
    await cancel.first().click();
    const dialog = page.getByRole("alertdialog", { name: "Cancle the Order" });
    await dialog.getByText("Order will be remove from database").waitFor();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Order Cancled Successfully — check it out!").waitFor();
    await expect.poll(() => page.getByRole("button", { name: /^Cancle order / }).count()).toBe(0);
  });
});

describe("checkout on a 390 px phone", () => {
  it("walks from the cart to the confirmation, the delivery to Dhanmondi charged and kept on the order", async () => {
    const phone = await (
      await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    ).newPage();
    const product = chosen[1]!;
    await phone.goto(`${baseURL}/productdetails/${product._id}`);
    await phone.getByRole("button", { name: "Add to Cart" }).click();
    await phone.getByText("Added to your cart.").waitFor();
    await phone.goto(`${baseURL}/shoppingcart`);
    await phone.getByRole("link", { name: "Proceed to order" }).click();
    const dialog = phone.getByRole("dialog");
    await dialog.getByRole("tab", { name: "Register" }).click();
    await dialog.getByRole("tabpanel").getByLabel("Name").fill("Phone Shopper");
    await dialog.getByRole("tabpanel").getByLabel("Email Address").fill(`phone-${Date.now()}@example.com`);
    await dialog.getByRole("tabpanel").getByLabel("Password").fill("Phone#2026");
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await dialog.waitFor({ state: "hidden" });

    await phone.getByLabel("Mobile Num").fill("01712345678");
    await fillAddress(phone, { district: ["dha", "Dhaka"], area: ["dhan", "Dhanmondi"] });
    await phone.getByRole("textbox", { name: /^Address/ }).fill("House 12, Road 5, Dhanmondi R/A");
    await phone.getByText("Delivery (Inside Dhaka)").waitFor();
    await phone.getByRole("checkbox", { name: "Save this address to my address book" }).check();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.getByRole("button", { name: "Proceed to payment" }).click();
    await phone.waitForURL(`${baseURL}/payment/cart`);
    await phone.getByText("House 12, Road 5, Dhanmondi R/A, Dhanmondi, Dhaka").waitFor();
    await phone.getByRole("textbox", { name: /^bKash Number/ }).fill("01812345678");
    await phone.getByLabel("TrxID").fill(`PH${Date.now().toString(36).toUpperCase()}`.slice(0, 20));
    await phone.getByRole("button", { name: "Confirm order" }).click();
    await phone.waitForURL(/\/confirmorder\/[0-9a-f]{24}$/);
    await phone.getByText("House 12, Road 5, Dhanmondi R/A, Dhanmondi, Dhaka").waitFor();
    await phone.getByText("Delivery (Inside Dhaka)").waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The address was saved: the next checkout offers it first.
    await phone.goto(`${baseURL}/dashboard/addresses`);
    await phone.getByText("House 12, Road 5, Dhanmondi R/A").waitFor();
    await phone.context().close();
  });
});
