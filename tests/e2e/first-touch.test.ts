import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, newPage } from "./browser.ts";
import { shop } from "./texts.ts";

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
  const list = (await (await fetch(baseURL + "/api/products?pageSize=20")).json()) as { items: { _id: string }[] };
  for (const { _id } of list.items) {
    const product = (await (await fetch(`${baseURL}/api/products/${_id}`)).json()) as {
      _id: string;
      name: string;
      options: unknown[];
      stock: number;
    };
    if (product.options.length === 0 && product.stock >= 5) return product;
  }
  throw new Error("the seed has no product without options");
}

/** This browser's stored cart, and (when `mirrored`) the cookies the shop mirrors it to, before the page loads. */
async function withStoredCart(page: Page, lines: object[], { mirrored }: { mirrored: boolean }) {
  await page.context().addInitScript((stored) => {
    if (!sessionStorage.getItem("seeded")) localStorage.setItem("shopping_cart", stored);
    sessionStorage.setItem("seeded", "1");
  }, JSON.stringify(lines));
  const lineCookie = (lines as { product_id: string; product_qty: number }[])
    .map((line) => `${line.product_id}..r.${line.product_qty}`)
    .join("_");
  const count = (lines as { product_qty: number }[]).reduce((total, line) => total + line.product_qty, 0);
  await page
    .context()
    .addCookies([
      { name: "cart_count", value: String(count), url: baseURL },
      ...(mirrored ? [{ name: "cart_lines", value: lineCookie, url: baseURL }] : []),
    ]);
}

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
      mirrored: true,
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

  it("boots the cart at load when its lines are only in this browser's storage", async () => {
    const { page, scripts } = await untouchedPage();
    const product = await productWithoutOptions();
    await withStoredCart(page, [{ product_id: product._id, product_qty: 1, product_type: "regular" }], {
      mirrored: false,
    });
    await page.goto(baseURL + "/shoppingcart");
    await hydrated(page);
    expect(scripts.length).toBeGreaterThan(3);
    await page.getByRole("spinbutton", { name: new RegExp(escape(product.name)) }).waitFor();
    // Once read, the lines are mirrored for the next visit.
    await expect.poll(() => cookie(page, "cart_lines")).toBe(`${product._id}..r.1`);
    await page.context().close();
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
