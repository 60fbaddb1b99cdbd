import type { Browser, ConsoleMessage, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, present } from "./browser.ts";

/**
 * The shop in Bangla in Chromium, on the production build (issue 27): the page hydrates in its language without a
 * mismatch, the switch changes it and keeps it, a product goes into the cart, and nothing overflows at 360 px.
 */
const baseURL = inject("baseURL");
let browser: Browser;
let page: Page;
let problems: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  const context = await present(await browser.newContext({ locale: "en-US" }));
  page = await context.newPage();
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error" || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
});

afterAll(async () => {
  await browser?.close();
});

/** The page has loaded its scripts and texts and hydrated (nothing left on the network). */
const hydrated = () => page.waitForLoadState("networkidle");

describe("the shop in Bangla", () => {
  it("opens in Bangla from ?lang=bn, hydrates without a mismatch, and stays in Bangla", async () => {
    problems = [];
    await page.goto(baseURL + "/products?lang=bn");
    expect(await page.getAttribute("html", "lang")).toBe("bn");
    await hydrated();
    await expect.poll(() => page.getByRole("link", { name: "পণ্য", exact: true }).first().isVisible()).toBe(true);
    await page.goto(baseURL + "/");
    expect(await page.getAttribute("html", "lang")).toBe("bn");
    await hydrated();
    expect(problems).toEqual([]);
  });

  it("adds a product to the cart in Bangla, the count in Bengali digits", async () => {
    problems = [];
    await page.goto(baseURL + "/products?inStock=1&lang=bn");
    await hydrated();
    await page.locator('main a[href^="/productdetails/"]').first().click();
    await page.waitForURL(/\/productdetails\//);
    await hydrated();
    await page.getByRole("button", { name: "কার্টে যোগ করুন" }).click();
    await expect.poll(() => page.getByRole("link", { name: /^শপিং কার্ট, ১টি পণ্য$/ }).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it("fits a 360 px phone: no page wider than the screen", async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ["/", "/products", "/shoppingcart"]) {
      await page.goto(baseURL + path);
      await hydrated();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it("switches back to English from the header, and keeps the choice", async () => {
    await page.goto(baseURL + "/products");
    await hydrated();
    await page.getByRole("link", { name: "Read this page in English" }).click();
    await page.waitForURL(/lang=en/);
    expect(await page.getAttribute("html", "lang")).toBe("en");
    await page.goto(baseURL + "/");
    expect(await page.getAttribute("html", "lang")).toBe("en");
    expect(await page.getByRole("link", { name: "এই পাতাটি বাংলায় পড়ুন" }).count()).toBeGreaterThan(0);
  });
});
