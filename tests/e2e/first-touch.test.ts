import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, newPage } from "./browser.ts";
import { products, shop } from "./texts.ts";

/**
 * Decision 035: the browsing pages load their script on a person's first touch. These tests open them as a
 * visitor who is not there yet (every other end-to-end test's visitor is present from the first moment).
 */
const baseURL = inject("baseURL");
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** A page whose visitor has not touched it yet, recording the scripts it asks for and the errors it reports. */
async function untouchedPage(viewport = { width: 1280, height: 900 }) {
  const page = await newPage(browser, { viewport }, { absent: true });
  const scripts: string[] = [];
  const problems: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return { page, scripts, problems };
}

/** A product the seed sells without options, with stock for a few. */
async function productWithoutOptions(): Promise<{ _id: string; name: string }> {
  return (await productsWithoutOptions(1))[0]!;
}

/** `count` products the seed sells without options, each with stock for a few. */
async function productsWithoutOptions(count: number): Promise<{ _id: string; name: string }[]> {
  const found: { _id: string; name: string }[] = [];
  const list = (await (await fetch(baseURL + "/api/products?pageSize=20")).json()) as { items: { _id: string }[] };
  for (const { _id } of list.items) {
    const product = (await (await fetch(`${baseURL}/api/products/${_id}`)).json()) as {
      _id: string;
      name: string;
      options: unknown[];
      stock: number;
    };
    if (product.options.length === 0 && product.stock >= 5) found.push(product);
    if (found.length === count) return found;
  }
  throw new Error(`the seed has no ${count} products without options`);
}

/**
 * This browser's stored cart, and the cookies the shop mirrors it to, before the page loads: `both` (as the shop
 * writes them), `count` (only the item count: a cart saved before decision 036) or `none` (every cart saved before
 * the count cookie, or cookies cleared since).
 */
async function withStoredCart(page: Page, lines: object[], { cookies }: { cookies: "both" | "count" | "none" }) {
  await page.context().addInitScript((stored) => {
    if (!sessionStorage.getItem("seeded")) localStorage.setItem("shopping_cart", stored);
    sessionStorage.setItem("seeded", "1");
  }, JSON.stringify(lines));
  const count = (lines as { product_qty: number }[]).reduce((total, line) => total + line.product_qty, 0);
  if (cookies === "none") return;
  await page
    .context()
    .addCookies([
      { name: "cart_count", value: String(count), url: baseURL },
      ...(cookies === "both" ? [{ name: "cart_lines", value: cookieLines(lines), url: baseURL }] : []),
    ]);
}

/** The cart-lines cookie for these lines (products without options), as the shop writes it. */
const cookieLines = (lines: object[]) =>
  (lines as { product_id: string; product_qty: number }[])
    .map((line) => `${line.product_id}..r.${line.product_qty}`)
    .join("_");

const cookie = async (page: Page, name: string) =>
  (await page.context().cookies(baseURL)).find((candidate) => candidate.name === name)?.value;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const hydrated = (page: Page) => page.waitForFunction(() => !("__earlyTaps" in window));
const isHydrated = (page: Page) => page.evaluate(() => !("__earlyTaps" in window));

describe("the browsing pages on the first touch", () => {
  it("load no script until a person shows up, then boot and hydrate without an error", async () => {
    const { page, scripts, problems } = await untouchedPage();
    for (const path of ["/", "/products?q=phone", "/productdetails/11"]) {
      scripts.length = 0;
      await page.goto(baseURL + path);
      await page.waitForLoadState("networkidle");
      expect(scripts, path).toEqual([]);
      expect(await isHydrated(page), path).toBe(false);
      // The mouse moves over the page: the script loads and the page hydrates.
      await page.mouse.move(200, 300);
      await page.mouse.move(240, 340);
      await hydrated(page);
      expect(scripts.length, path).toBeGreaterThan(3);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("renders the cart priced by the server and loads no script until touched; a step pressed before counts", async () => {
    const { page, scripts, problems } = await untouchedPage();
    const product = await productWithoutOptions();
    await withStoredCart(page, [{ product_id: product._id, product_qty: 2, product_type: "regular" }], {
      cookies: "both",
    });
    await page.goto(baseURL + "/shoppingcart");
    await page.waitForLoadState("networkidle");
    const quantity = page.getByRole("spinbutton", { name: new RegExp(escape(product.name)) });
    expect(await quantity.inputValue()).toBe("2");
    expect(scripts).toEqual([]);
    expect(await isHydrated(page)).toBe(false);
    // The first touch is a press on "+": held while the page boots, then made.
    await page
      .getByRole("button", { name: /increase/i })
      .first()
      .click();
    await hydrated(page);
    await expect.poll(() => quantity.inputValue()).toBe("3");
    await expect.poll(() => cookie(page, "cart_lines")).toBe(`${product._id}..r.3`);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("shows a cart saved without its cookies on any page, before the page boots, and writes the cookies", async () => {
    const [first, second] = await productsWithoutOptions(2);
    const lines = [
      { product_id: first!._id, product_qty: 2, product_type: "regular" },
      { product_id: second!._id, product_qty: 1, product_type: "regular" },
    ];
    // No cookie at all, or only the count (before decision 036); a visitor not there yet, or one there at once.
    for (const [cookies, absent] of [
      ["none", true],
      ["count", true],
      ["none", false],
    ] as const) {
      const page = await newPage(browser, { viewport: { width: 390, height: 844 } }, { absent });
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await withStoredCart(page, lines, { cookies });
      const start = cookies === "count" ? "/shoppingcart" : "/";
      await page.goto(baseURL + start);
      // The header counts it, and the cookies mirror it for every page the server renders after.
      expect(await page.getByRole("link", { name: shop.nav.cartWithCount("3") }).count(), cookies).toBe(1);
      expect(await cookie(page, "cart_count")).toBe("3");
      expect(await cookie(page, "cart_lines")).toBe(cookieLines(lines));
      if (start === "/") await page.goto(baseURL + "/shoppingcart");
      // The cart page lists it, priced by the server.
      const quantity = page.getByRole("spinbutton", { name: new RegExp(escape(first!.name)) });
      expect(await quantity.inputValue()).toBe("2");
      expect(await page.getByRole("spinbutton").count()).toBe(2);
      if (absent) {
        // All of it before the page's script: none was loaded.
        await page.waitForLoadState("networkidle");
        expect(scripts).toEqual([]);
        expect(await isHydrated(page)).toBe(false);
      } else {
        await hydrated(page);
        await expect.poll(() => page.getByRole("link", { name: shop.nav.cartWithCount("3") }).count()).toBe(1);
      }
      await page.context().close();
    }
  });

  it("acts on an option's chip pressed before the page has booted", async () => {
    const { page, problems } = await untouchedPage({ width: 390, height: 844 });
    // The seeded Stretch Slim Jeans: waists 30-36 in indigo and black.
    await page.goto(baseURL + "/productdetails/11");
    await page.waitForLoadState("networkidle");
    const sizes = page.getByRole("radiogroup", { name: /^Waist/ });
    // The first touch is this press: it is held while the page boots, then made.
    await sizes.getByText("34", { exact: true }).click();
    await hydrated(page);
    await expect.poll(() => sizes.getByRole("radio", { name: "34", exact: true }).isChecked()).toBe(true);
    await page
      .getByRole("radiogroup", { name: /^Colour/ })
      .getByText("Indigo", { exact: true })
      .click();
    await page.waitForURL(/[?&]variant=\d+/);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("keeps what was typed in the search before the page booted, and suggests for it", async () => {
    const { page, problems } = await untouchedPage();
    await page.goto(baseURL + "/");
    await page.waitForLoadState("networkidle");
    const input = page
      .getByRole("search", { name: shop.nav.productSearch })
      .getByPlaceholder(shop.nav.searchPlaceholder);
    // The click is the first touch; the typing starts at once, before the page has hydrated.
    await input.click();
    await input.pressSequentially("lap", { delay: 20 });
    await page.getByRole("listbox", { name: shop.nav.searchLabel }).getByRole("option").first().waitFor();
    expect(await input.inputValue()).toBe("lap");
    expect(await page.getByRole("button", { name: shop.nav.search, exact: true }).isDisabled()).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("ticks the flash sale's countdown before the page has booted", async () => {
    const { page, scripts } = await untouchedPage();
    await page.goto(baseURL + "/");
    await page.waitForLoadState("networkidle");
    const digits = () =>
      page.evaluate(() =>
        [...document.querySelectorAll("time[data-ends-at] [data-unit]")].map((unit) => unit.textContent).join(":"),
      );
    const before = await digits();
    expect(before).toMatch(/^[\d০-৯]{2,}(:[\d০-৯]{2}){3}$/);
    await expect.poll(digits, { timeout: 5_000 }).not.toBe(before);
    expect(await isHydrated(page)).toBe(false);
    expect(scripts).toEqual([]);
    await page.context().close();
  });
});

/** A present visitor's page whose scripts are held back until `release()`: a slow phone, made certain. */
async function heldPage(viewport = { width: 1280, height: 900 }) {
  const page = await newPage(browser, { viewport });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { page, release };
}

/** Slows the page down as a cheap phone on a slow link: the CPU 6 times, 1.6 Mbps down, 150 ms round trips. */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
}

describe("what is typed and sent before the page is interactive (issue 45)", () => {
  it("searches from the header on a slowed phone, Enter or the button pressed right after the first touch", async () => {
    for (const send of ["Enter", "button"] as const) {
      const page = await newPage(
        browser,
        { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
        { absent: true },
      );
      await slowPhone(page);
      await page.goto(baseURL + "/", { waitUntil: "domcontentloaded" });
      const search = page.getByRole("search", { name: shop.nav.productSearch });
      const input = search.getByPlaceholder(shop.nav.searchPlaceholder);
      // The tap is the first touch (the page starts to boot); the search is typed and sent at once.
      await input.tap();
      await input.pressSequentially("lap", { delay: 20 });
      const beforeHydration = await page.evaluate(() => "__earlyTaps" in window);
      if (send === "Enter") await input.press("Enter");
      else await search.getByRole("button", { name: shop.nav.search }).tap();
      await page.waitForURL(/\/products\?q=lap$/, { timeout: 30_000 });
      await page
        .getByRole("list", { name: products.resultsFor("lap") })
        .getByRole("listitem")
        .first()
        .waitFor({ timeout: 30_000 });
      expect(beforeHydration, send).toBe(true);
      await page.context().close();
    }
  });

  it("keeps the newsletter's email typed before hydration, and sends a form submitted before it natively", async () => {
    for (const send of ["after", "before"] as const) {
      const { page, release } = await heldPage();
      await page.goto(baseURL + "/", { waitUntil: "domcontentloaded" });
      const email = `early.${send}@example.com`;
      const field = page.getByPlaceholder(shop.footer.emailPlaceholder);
      await field.fill(email);
      expect(await isHydrated(page)).toBe(false);
      if (send === "before") {
        // Enter in the field, the page still without its script: the plain form post answers on its own page.
        await field.press("Enter");
        await page.waitForURL(/\/newsletter$/, { waitUntil: "commit" });
        await page.getByText(shop.newsletter.thanks(email)).waitFor();
        release();
      } else {
        release();
        await hydrated(page);
        expect(await field.inputValue()).toBe(email);
        await page.getByRole("button", { name: shop.footer.submit }).click();
        await page.getByText(shop.newsletter.thanks(email)).waitFor();
        expect(new URL(page.url()).pathname).toBe("/");
      }
      await page.context().close();
    }
  });

  it("acts on a cart quantity typed and a sort chosen before hydration, once the page is interactive", async () => {
    const product = await productWithoutOptions();
    const cart = await heldPage({ width: 390, height: 844 });
    await withStoredCart(cart.page, [{ product_id: product._id, product_qty: 2, product_type: "regular" }], {
      cookies: "both",
    });
    await cart.page.goto(baseURL + "/shoppingcart", { waitUntil: "domcontentloaded" });
    const quantity = cart.page.getByRole("spinbutton", { name: new RegExp(escape(product.name)) });
    await quantity.fill("4");
    expect(await isHydrated(cart.page)).toBe(false);
    cart.release();
    await hydrated(cart.page);
    await expect.poll(() => cookie(cart.page, "cart_lines")).toBe(`${product._id}..r.4`);
    expect(await quantity.inputValue()).toBe("4");
    await cart.page.context().close();

    const list = await heldPage();
    await list.page.goto(baseURL + "/products", { waitUntil: "domcontentloaded" });
    await list.page.getByLabel(products.sortLabel).selectOption("price-asc");
    expect(await isHydrated(list.page)).toBe(false);
    list.release();
    await list.page.waitForURL(/[?&]sort=price-asc/);
    await list.page.context().close();
  });
});
