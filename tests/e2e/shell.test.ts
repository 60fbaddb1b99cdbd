import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, newPage } from "./browser.ts";
import { LANGUAGE, shop } from "./texts.ts";

const baseURL = inject("baseURL");
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await newPage(browser);
});

afterAll(async () => {
  await browser?.close();
});

describe("the shop shell on the production build", () => {
  it("renders seeded products and categories from D1 with images from R2", async () => {
    const response = await page.goto(baseURL + "/");
    expect(response?.status()).toBe(200);
    // The run's language: its contexts read the shop in it.
    expect(await page.getAttribute("html", "lang")).toBe(LANGUAGE);
    await expect.poll(() => page.getByRole("link", { name: /fashion/i }).count()).toBeGreaterThan(0);
    const images = page.locator("main img");
    expect(await images.count()).toBeGreaterThan(4);
    const firstImage = images.first();
    await firstImage.scrollIntoViewIfNeeded();
    await expect
      .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  it("keeps the search button disabled until text is typed", async () => {
    await page.goto(baseURL + "/");
    await page.setViewportSize({ width: 1280, height: 800 });
    const button = page.getByRole("button", { name: shop.nav.search });
    expect(await button.isDisabled()).toBe(true);
    await page.getByRole("searchbox").fill("phone");
    expect(await button.isDisabled()).toBe(false);
  });

  it("on a 390 px phone, searches from the header and opens a category from the menu", async () => {
    const phone = await newPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.goto(baseURL + "/temp");
    // The search field is in the header, not behind the menu.
    const search = phone.getByRole("searchbox", { name: shop.nav.searchLabel });
    expect(await search.isVisible()).toBe(true);
    await phone.getByRole("button", { name: shop.nav.openMenu }).click();
    const categories = phone.getByRole("list", { name: shop.nav.categories });
    await categories.waitFor();
    await categories.getByRole("link", { name: /fashion/i }).click();
    await phone.waitForURL(/\/products\/fashion$/);
    expect(await phone.getByRole("list", { name: shop.nav.categories }).isVisible()).toBe(false);
    await phone.context().close();
  });

  it("answers an unknown path with 404 and 'Error 404 !', and /temp with its text", async () => {
    const missing = await page.goto(baseURL + "/no-such-page");
    expect(missing?.status()).toBe(404);
    expect(await page.getByText(shop.notFound.text).isVisible()).toBe(true);
    await page.goto(baseURL + "/temp");
    expect(await page.getByText(shop.temp.text).isVisible()).toBe(true);
  });
});
