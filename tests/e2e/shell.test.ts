import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium } from "./browser.ts";

const baseURL = inject("baseURL");
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe("the shop shell on the production build", () => {
  it("renders seeded products and categories from D1 with images from R2", async () => {
    const response = await page.goto(baseURL + "/");
    expect(response?.status()).toBe(200);
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
    const button = page.getByRole("button", { name: "Search" });
    expect(await button.isDisabled()).toBe(true);
    await page.getByRole("searchbox").fill("phone");
    expect(await button.isDisabled()).toBe(false);
  });

  it("answers an unknown path with 404 and 'Error 404 !', and /temp with its text", async () => {
    const missing = await page.goto(baseURL + "/no-such-page");
    expect(missing?.status()).toBe(404);
    expect(await page.getByText("Error 404 !").isVisible()).toBe(true);
    await page.goto(baseURL + "/temp");
    expect(await page.getByText("Working on site. comming soon...").isVisible()).toBe(true);
  });
});
