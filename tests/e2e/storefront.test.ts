import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { bkashTrxId, fillAddress, launchChromium, newContext, newPage, registerInDialog } from "./browser.ts";
import { anyCount, cart, checkout, money, pageDigits, products, shop, startingWith } from "./texts.ts";

const baseURL = inject("baseURL");
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await newPage(browser, { viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
});

describe("storefront journey", () => {
  it("searches from the top bar; the URL holds the search and a reload shows the same results", async () => {
    await page.goto(baseURL + "/");
    await page.getByRole("searchbox").fill("LAPTOP");
    await page.getByRole("button", { name: shop.nav.search }).click();
    await page.waitForURL(/\/products\?q=laptop/i);
    const results = page.getByRole("list", { name: products.resultsFor("laptop") }).getByRole("listitem");
    await results.first().waitFor();
    const count = await results.count();
    expect(count).toBeGreaterThan(0);
    const summary = await page.getByText(anyCount(products.resultCount)).textContent();
    for (const item of await results.allTextContents()) expect(item.toLowerCase()).toContain("laptop");
    await page.reload();
    await results.first().waitFor();
    expect(await results.count()).toBe(count);
    expect(await page.getByText(anyCount(products.resultCount)).textContent()).toBe(summary);
  });

  it("narrows a search with the filter panel; the filters are in the URL, survive a reload and go with Back", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await newContext(browser, { javaScriptEnabled, viewport: { width: 1280, height: 900 } });
      const tab = await context.newPage();
      await tab.goto(baseURL + "/products?q=a");
      await tab.getByText(products.facets.heading).click();
      await tab.getByRole("checkbox", { name: products.facets.inStock }).check();
      await tab.getByRole("radio", { name: products.facets.starsAndUp(4) }).check();
      await tab.getByRole("button", { name: products.facets.apply }).click();
      await tab.waitForURL(/inStock=1/);
      const url = new URL(tab.url());
      expect(url.searchParams.get("q"), `javaScript ${javaScriptEnabled}`).toBe("a");
      expect(url.searchParams.get("rating")).toBe("4");
      await tab.reload();
      await expect.poll(() => tab.getByRole("checkbox", { name: products.facets.inStock }).isChecked()).toBe(true);
      expect(await tab.getByRole("radio", { name: products.facets.starsAndUp(4) }).isChecked()).toBe(true);
      await tab.goBack();
      await tab.waitForURL((target) => !target.search.includes("inStock"));
      expect(new URL(tab.url()).searchParams.get("q")).toBe("a");
      await context.close();
    }
  });

  it("finds what a misspelt search meant, and offers to search for what was typed", async () => {
    await page.goto(baseURL + "/products?q=labtop");
    await page.getByText(products.correction.showingResultsFor).waitFor();
    const results = page.getByRole("list", { name: products.resultsFor("laptop") }).getByRole("listitem");
    expect(await results.count()).toBeGreaterThan(0);
    await page.getByRole("link", { name: "labtop" }).click();
    await page.waitForURL(/exact=1/);
    await page.getByText(products.resultCount(0)).waitFor();
  });

  it("opens a category from the home page's list", async () => {
    await page.goto(baseURL + "/");
    await page.getByRole("navigation", { name: shop.home.categories }).getByRole("link", { name: "Laptop" }).click();
    await page.waitForURL(baseURL + "/products/laptop");
    await page.getByRole("heading", { level: 1, name: "Laptop" }).waitFor();
  });

  it("opens a product page and shows its features", async () => {
    const firstProduct = page
      .getByRole("list", { name: "Laptop" })
      .getByRole("listitem")
      .first()
      .getByRole("link")
      .first();
    const name = (await firstProduct.textContent())!.trim();
    await firstProduct.click();
    await page.waitForURL(/\/productdetails\/\d+/);
    await page.getByRole("heading", { level: 1, name }).waitFor();
    const specification = page.getByRole("table", { name: products.specification });
    await specification.waitFor();
    expect(await specification.getByRole("row").count()).toBeGreaterThanOrEqual(2);
  });

  it("adds to the cart and shows the count in the server-rendered badge after a reload", async () => {
    await page.getByRole("button", { name: products.addToCart }).click();
    await page.getByText(products.seo.addedToCart(1)).waitFor();
    const response = await page.reload();
    const html = await response!.text();
    expect(html).toContain(shop.nav.cartWithCount("1"));
    expect(await page.evaluate(() => localStorage.getItem("shopping_cart"))).toMatch(/"product_qty":1/);
  });

  it("acts on Add to cart pressed before the page is interactive, once its scripts have loaded", async () => {
    const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
    const tab = await context.newPage();
    // The page's scripts are held back until the button has been pressed: a slow phone, made certain.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await tab.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await tab.goto(baseURL + "/productdetails/2", { waitUntil: "domcontentloaded" });
    const addToCart = tab.getByRole("button", { name: products.addToCart });
    await addToCart.click();
    expect(await tab.evaluate(() => localStorage.getItem("shopping_cart"))).toBeNull();
    // The held press shows that the button is getting ready.
    expect(await addToCart.getAttribute("aria-busy")).toBe("true");
    release();
    await tab.getByText(products.seo.addedToCart(1)).waitFor();
    await expect.poll(() => tab.evaluate(() => localStorage.getItem("shopping_cart"))).toMatch(/"product_qty":1/);
    // Pressed once, added once; the button no longer shows it is waiting.
    expect(await tab.evaluate(() => localStorage.getItem("shopping_cart"))).not.toMatch(/"product_qty":2/);
    expect(await addToCart.getAttribute("aria-busy")).toBeNull();
    await context.close();
  });

  it("acts on Add to cart and Buy now pressed as soon as they show, on a phone with its CPU 6x slower", async () => {
    for (const press of ["add", "buy"] as const) {
      const context = await newContext(browser, {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
      await tab.goto(baseURL + "/productdetails/2", { waitUntil: "commit" });
      // Pressed the moment it is drawn (Playwright presses as soon as it is visible and still), long before the
      // page's scripts have run at this speed.
      const name = press === "add" ? products.addToCart : products.buyNow;
      await tab.getByRole("button", { name }).tap();
      if (press === "add") {
        await tab.getByText(products.seo.addedToCart(1)).waitFor({ timeout: 30_000 });
        expect(await tab.evaluate(() => localStorage.getItem("shopping_cart"))).toMatch(/"product_qty":1\b/);
        // The header's count follows.
        await tab
          .getByRole("link", { name: shop.nav.cartWithCount(pageDigits(1)) })
          .first()
          .waitFor();
      } else {
        await tab.waitForURL(/\/productorder\/2\?qty=1/, { timeout: 30_000 });
      }
      await context.close();
    }
  });

  it("sells a product in options: a waist and colour chosen, kept in the link, and that variant in the cart", async () => {
    const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
    const tab = await context.newPage();
    // The seeded Stretch Slim Jeans: waists 30-36 in indigo and black; no black 36, black 34 sold out.
    await tab.goto(baseURL + "/productdetails/11");
    // The pickers answer once their code has loaded and they have hydrated (a chip pressed before is the
    // browser's alone: see the note in OptionPickers.tsx).
    await tab.waitForLoadState("networkidle");
    const sizes = tab.getByRole("radiogroup", { name: /^Waist/ });
    const colours = tab.getByRole("radiogroup", { name: /^Colour/ });
    await sizes.waitFor();
    await tab.getByText(products.chooseOptions(["Waist", "Colour"])).waitFor();
    expect(await tab.getByRole("button", { name: products.addToCart }).isDisabled()).toBe(true);
    // Before a choice: the range of its prices, and the gallery on its first photo.
    await tab.getByText(shop.product.priceRange(money(49.99, "USD"), money(54.99, "USD"))).waitFor();
    const blackPhoto = tab.getByRole("button", { name: products.showPhoto(2, 2) });
    expect(await blackPhoto.getAttribute("aria-current")).toBeNull();
    // A black pair: its price, and its own photo brought into view.
    await sizes.getByText("30", { exact: true }).click();
    await colours.getByText("Black", { exact: true }).click();
    await tab.getByText(money(49.99, "USD"), { exact: true }).first().waitFor();
    await expect.poll(() => blackPhoto.getAttribute("aria-current")).toBe("true");
    await tab.waitForURL(/[?&]variant=\d+/);
    const blackVariant = new URL(tab.url()).searchParams.get("variant");
    // Waist 34 is sold out in black: back to indigo first.
    expect(await sizes.getByRole("radio", { name: products.valueSoldOut("34") }).isDisabled()).toBe(true);
    await colours.getByText("Indigo", { exact: true }).click();
    await sizes.getByText("34", { exact: true }).click();
    await expect
      .poll(() => colours.getByRole("radio", { name: products.valueSoldOut("Black") }).isDisabled())
      .toBe(true);
    await colours.getByText("Indigo", { exact: true }).click();
    await tab.waitForURL(
      (url) => /^\d+$/.test(url.searchParams.get("variant") ?? "") && !url.search.includes(`=${blackVariant}`),
    );
    const variantId = new URL(tab.url()).searchParams.get("variant");
    // (The English run of this journey buys one: the Bangla run, on the same shop, finds 19.)
    await tab.getByText(anyCount(products.available)).waitFor();
    // Its price, and back to the product's photo.
    await tab.getByText(money(52.99, "USD"), { exact: true }).first().waitFor();
    await expect.poll(() => blackPhoto.getAttribute("aria-current")).toBeNull();

    // The link opens the same variant.
    await tab.reload();
    await tab.waitForLoadState("networkidle");
    await expect.poll(() => sizes.getByRole("radio", { name: "34", exact: true }).isChecked()).toBe(true);
    expect(await colours.getByRole("radio", { name: "Indigo", exact: true }).isChecked()).toBe(true);
    await tab.getByRole("button", { name: products.addToCart }).click();
    await tab.getByText(products.seo.addedToCart(1)).waitFor();
    expect(await tab.evaluate(() => localStorage.getItem("shopping_cart"))).toContain(`"variant_id":"${variantId}"`);

    // A second variant of the same jeans, from its own link.
    await tab.goto(baseURL + "/productdetails/11");
    await tab.waitForLoadState("networkidle");
    await sizes.getByText("30", { exact: true }).click();
    await colours.getByText("Black", { exact: true }).click();
    await tab.waitForURL(/[?&]variant=\d+/);
    await tab.getByRole("button", { name: products.addToCart }).click();
    await tab.getByText(products.seo.addedToCart(1)).waitFor();

    // Both in the cart as two lines, and ordered.
    await tab.goto(baseURL + "/shoppingcart");
    await tab.getByText("Waist: 34 / Colour: Indigo").waitFor();
    await tab.getByText("Waist: 30 / Colour: Black").waitFor();
    await tab.getByRole("link", { name: cart.proceed }).click();
    await registerInDialog(tab, "Jeans Shopper", `jeans-${Date.now()}@example.com`, "Jeans#2026");
    await tab.getByLabel(checkout.checkoutPage.mobile).fill("01712345678");
    await fillAddress(tab, { district: ["dha", "Dhaka"], area: ["dhan", "Dhanmondi"] });
    await tab
      .getByRole("textbox", { name: startingWith(checkout.delivery.address) })
      .fill("House 3, Road 9, Dhanmondi");
    await tab.getByRole("button", { name: checkout.checkoutPage.proceedToPayment }).click();
    await tab.waitForURL(`${baseURL}/payment/cart`);
    await tab.getByRole("textbox", { name: startingWith(checkout.checkoutPage.bkashNumber) }).fill("01812345678");
    await tab.getByLabel(checkout.checkoutPage.trxId).fill(bkashTrxId("JNS"));
    await tab.getByRole("button", { name: checkout.checkoutPage.confirmOrder }).click();
    await tab.waitForURL(/\/confirmorder\/[0-9a-f]{24}$/);
    await tab.getByText("Waist: 34 / Colour: Indigo").waitFor();
    await tab.getByText("Waist: 30 / Colour: Black").waitFor();
    await context.close();
  });
});
