import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fillAddress, launchChromium, bkashTrxId, newPage, placeName, registerInDialog } from "./browser.ts";
import { plainProducts } from "../../scripts/lib/plain-products.ts";
import { cart, checkout, orderScreens, pageDigits, payment, products, shop, startingWith, withAny } from "./texts.ts";

const baseURL = inject("baseURL");
let browser: Browser;
let page: Page;
let chosen: { _id: string; name: string; stock: number }[] = [];
const trxID = bkashTrxId("E2E");

beforeAll(async () => {
  browser = await launchChromium();
  page = await newPage(browser, { viewport: { width: 1280, height: 900 } });
  chosen = (await plainProducts(baseURL, 5)).slice(0, 2);
});

afterAll(async () => {
  await browser?.close();
});

describe("checkout journey", () => {
  it("adds two products to the cart and changes a quantity", async () => {
    for (const product of chosen) {
      await page.goto(`${baseURL}/productdetails/${product._id}`);
      await page.getByRole("button", { name: products.addToCart }).click();
      await page.getByText(products.seo.addedToCart(1)).waitFor();
    }
    await page.goto(`${baseURL}/shoppingcart`);
    const first = chosen[0]!.name;
    await page.getByRole("button", { name: cart.increaseQuantityOf(first) }).click();
    await expect
      .poll(() => page.getByRole("spinbutton", { name: cart.quantityOf(first) }).inputValue())
      .toBe(pageDigits(2));
    await expect.poll(() => page.evaluate(() => localStorage.getItem("shopping_cart"))).toContain('"product_qty":2');
  });

  it("asks to sign in at checkout, then keeps the shipping details across a reload", async () => {
    await page.getByRole("link", { name: cart.proceed }).click();
    await page.waitForURL(`${baseURL}/productorder/cart`);
    await registerInDialog(page, "Checkout Shopper", `buyer-${Date.now()}@example.com`, "Buyer#2026");

    await page.getByLabel(checkout.checkoutPage.customerName).fill("Checkout Shopper");
    await page.getByLabel(checkout.checkoutPage.mobile).fill("01712345678");
    await fillAddress(page, { district: ["syl", "Sylhet"], area: ["sad", "Sylhet Sadar"] });
    await page.getByRole("textbox", { name: startingWith(checkout.delivery.address) }).fill("Zindabazar, House 7");
    // Outside Dhaka's charge shows as soon as the area is chosen.
    await page.getByText(checkout.delivery.deliveryIn("Outside Dhaka")).waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel(checkout.checkoutPage.mobile).inputValue()).toBe("01712345678");
    await expect
      .poll(() => page.getByRole("combobox", { name: startingWith(checkout.delivery.area) }).inputValue())
      .toBe(await placeName("Sylhet", "Sylhet Sadar"));
    await expect
      .poll(() => page.getByRole("textbox", { name: startingWith(checkout.delivery.address) }).inputValue())
      .toBe("Zindabazar, House 7");
    await page.getByRole("button", { name: checkout.checkoutPage.proceedToPayment }).click();
    await page.waitForURL(`${baseURL}/payment/cart`);
    // The payment step names the district and area in the page's language, as the address fields do.
    await page
      .getByText(`Zindabazar, House 7, ${await placeName("Sylhet", "Sylhet Sadar")}, ${await placeName("Sylhet")}`)
      .waitFor();
    await page.getByText(checkout.delivery.deliveryIn("Outside Dhaka")).waitFor();
  });

  it("refuses a bad bKash number with the spec's message, then pays and confirms", async () => {
    await page.getByRole("textbox", { name: startingWith(checkout.checkoutPage.bkashNumber) }).fill("01212345678");
    await page.getByLabel(checkout.checkoutPage.trxId).fill(trxID);
    await page.getByRole("button", { name: checkout.checkoutPage.confirmOrder }).click();
    await page.getByText(shop.checkout.validation.mobile).waitFor();
    await page.getByRole("textbox", { name: startingWith(checkout.checkoutPage.bkashNumber) }).fill("01812345678");
    await page.getByRole("button", { name: checkout.checkoutPage.confirmOrder }).click();
    await page.waitForURL(/\/confirmorder\/[0-9a-f]{24}$/);
    await page.getByText(checkout.checkoutPage.confirmedHeading).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("shopping_cart"))).toBe("[]");
    expect(await page.getByRole("link", { name: shop.nav.cartWithCount("0") }).count()).toBe(1);
  });

  it("shows the order in My Order and cancels it", async () => {
    await page.goto(`${baseURL}/dashboard/myorder`);
    const cancel = page.getByRole("button", { name: withAny(orderScreens.myOrders.cancelOrder) });
    await cancel.first().waitFor();
    expect(await cancel.count()).toBe(1);
    expect(await page.getByRole("table").textContent()).toContain(trxID);
    await cancel.first().click();
    const dialog = page.getByRole("alertdialog", { name: orderScreens.myOrders.cancelTitle });
    await dialog.getByText(orderScreens.myOrders.cancelDescription).waitFor();
    await dialog.getByRole("button", { name: orderScreens.myOrders.delete }).click();
    await page.getByText(shop.orders.cancelled).waitFor();
    await expect
      .poll(() => page.getByRole("button", { name: withAny(orderScreens.myOrders.cancelOrder) }).count())
      .toBe(0);
  });
});

describe("checkout on a 390 px phone", () => {
  it("walks from the cart to the confirmation, the delivery to Dhanmondi charged and kept on the order", async () => {
    const phone = await newPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const product = chosen[1]!;
    await phone.goto(`${baseURL}/productdetails/${product._id}`);
    await phone.getByRole("button", { name: products.addToCart }).click();
    await phone.getByText(products.seo.addedToCart(1)).waitFor();
    await phone.goto(`${baseURL}/shoppingcart`);
    await phone.getByRole("link", { name: cart.proceed }).click();
    await registerInDialog(phone, "Phone Shopper", `phone-${Date.now()}@example.com`, "Phone#2026");

    await phone.getByLabel(checkout.checkoutPage.mobile).fill("01712345678");
    await fillAddress(phone, { district: ["dha", "Dhaka"], area: ["dhan", "Dhanmondi"] });
    await phone
      .getByRole("textbox", { name: startingWith(checkout.delivery.address) })
      .fill("House 12, Road 5, Dhanmondi R/A");
    await phone.getByText(checkout.delivery.deliveryIn("Inside Dhaka")).waitFor();
    await phone.getByRole("checkbox", { name: checkout.delivery.saveThisAddress }).check();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.getByRole("button", { name: checkout.checkoutPage.proceedToPayment }).click();
    await phone.waitForURL(`${baseURL}/payment/cart`);
    // The payment step and the confirmation name the place in the page's language.
    const deliverTo = `House 12, Road 5, Dhanmondi R/A, ${await placeName("Dhaka", "Dhanmondi")}, ${await placeName("Dhaka")}`;
    await phone.getByText(deliverTo).waitFor();
    await phone.getByRole("textbox", { name: startingWith(checkout.checkoutPage.bkashNumber) }).fill("01812345678");
    await phone.getByLabel(checkout.checkoutPage.trxId).fill(`PH${Date.now().toString(36).toUpperCase()}`.slice(0, 20));
    await phone.getByRole("button", { name: checkout.checkoutPage.confirmOrder }).click();
    await phone.waitForURL(/\/confirmorder\/[0-9a-f]{24}$/);
    await phone.getByText(deliverTo).waitFor();
    await phone.getByText(checkout.delivery.deliveryIn("Inside Dhaka")).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The address was saved: the next checkout offers it first.
    await phone.goto(`${baseURL}/dashboard/addresses`);
    await phone.getByText("House 12, Road 5, Dhanmondi R/A").waitFor();
    await phone.context().close();
  });
});

/**
 * Issue 45: cash on delivery placed from the payment page, as a shopper does it, with nothing paid first in Dhaka
 * on a phone, and with the delivery charge sent first by Nagad outside Dhaka at a laptop's width. The amounts are
 * whole taka, the same on the payment step and the confirmation.
 */
describe("cash on delivery from the payment page", () => {
  async function toPayment(
    width: number,
    place: { district: [string, string]; area: [string, string]; line: string },
  ): Promise<Page> {
    const shopper = await newPage(browser, {
      viewport: { width, height: 900 },
      ...(width < 500 ? { isMobile: true, hasTouch: true } : {}),
    });
    // Cash on delivery takes orders up to ৳10,000: a cheap product.
    const cheap = (await (await fetch(`${baseURL}/api/products?pageSize=40&sort=price-asc`)).json()) as {
      items: { _id: string; stock: number }[];
    };
    let product: { _id: string } | undefined;
    for (const item of cheap.items.filter((each) => each.stock >= 5)) {
      const detail = (await (await fetch(`${baseURL}/api/products/${item._id}`)).json()) as { options?: unknown[] };
      if ((detail.options ?? []).length === 0) {
        product = item;
        break;
      }
    }
    if (!product) throw new Error("no cheap product without options");
    await shopper.goto(`${baseURL}/productdetails/${product._id}`);
    await shopper.getByRole("button", { name: products.addToCart }).click();
    await shopper.getByText(products.seo.addedToCart(1)).waitFor();
    await shopper.goto(`${baseURL}/shoppingcart`);
    await shopper.getByRole("link", { name: cart.proceed }).click();
    await registerInDialog(shopper, "Cash Shopper", `cod-${width}-${Date.now()}@example.com`, "CashCod#2026");
    await shopper.getByLabel(checkout.checkoutPage.customerName).fill("Cash Shopper");
    await shopper.getByLabel(checkout.checkoutPage.mobile).fill("01712345678");
    await fillAddress(shopper, { district: place.district, area: place.area });
    await shopper.getByRole("textbox", { name: startingWith(checkout.delivery.address) }).fill(place.line);
    await shopper.getByRole("button", { name: checkout.checkoutPage.proceedToPayment }).click();
    await shopper.waitForURL(`${baseURL}/payment/cart`);
    return shopper;
  }

  /** The whole taka in a text, as the page writes them (Bengali digits on Bangla pages). */
  const takaIn = (text: string) =>
    [...text.matchAll(/([\d০-৯][\d০-৯,]*)\s?৳|৳\s?([\d০-৯][\d০-৯,]*)/g)].map((match) =>
      (match[1] ?? match[2]!).replace(/[০-৯]/g, (digit) => String("০১২৩৪৫৬৭৮৯".indexOf(digit))).replaceAll(",", ""),
    );

  it("places COD with nothing first in Dhaka on a 390 px phone, the cash the same on the confirmation", async () => {
    const phone = await toPayment(390, {
      district: ["dha", "Dhaka"],
      area: ["dhan", "Dhanmondi"],
      line: "House 3, Road 2",
    });
    await phone
      .getByRole("radiogroup", { name: payment.chooseHeading })
      .getByText(payment.methodName.COD, { exact: true })
      .click();
    const terms = await phone.getByText(startingWith(payment.codHeading)).first().locator("xpath=..").textContent();
    const cash = takaIn(terms ?? "").at(-1);
    expect(cash).toBeDefined();
    await phone.getByRole("button", { name: checkout.checkoutPage.confirmOrder }).click();
    await phone.waitForURL(/\/confirmorder\/[0-9a-f]{24}/);
    await phone.getByText(checkout.checkoutPage.confirmedHeading).waitFor();
    const confirmation = (await phone.locator("main").textContent()) ?? "";
    expect(takaIn(confirmation)).toContain(cash);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.context().close();
  });

  it("places COD outside Dhaka at 1280 px with the delivery charge sent first by Nagad", async () => {
    const laptop = await toPayment(1280, {
      district: ["syl", "Sylhet"],
      area: ["sad", "Sylhet Sadar"],
      line: "Zindabazar, House 9",
    });
    await laptop
      .getByRole("radiogroup", { name: payment.chooseHeading })
      .getByText(payment.methodName.COD, { exact: true })
      .click();
    await laptop.getByText(payment.advanceHeading).first().waitFor();
    await laptop
      .getByRole("radiogroup", { name: payment.advanceWallet })
      .getByText(payment.methodName.Nagad, { exact: true })
      .click();
    await laptop
      .getByRole("textbox", { name: startingWith(payment.walletNumber(payment.methodName.Nagad)) })
      .fill("01634358056");
    await laptop.getByLabel(checkout.checkoutPage.trxId).fill(bkashTrxId("N").slice(0, 8));
    await laptop.getByRole("button", { name: checkout.checkoutPage.confirmOrder }).click();
    await laptop.waitForURL(/\/confirmorder\/[0-9a-f]{24}/);
    await laptop.getByText(checkout.checkoutPage.confirmedHeading).waitFor();
    await laptop.context().close();
  });
});
