import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium } from "./browser.ts";

const baseURL = inject("baseURL");
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe("storefront journey", () => {
  it("searches from the top bar; the URL holds the search and a reload shows the same results", async () => {
    await page.goto(baseURL + "/");
    await page.getByRole("searchbox").fill("LAPTOP");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/products\?q=laptop/i);
    const results = page.getByRole("list", { name: 'Results for "laptop"' }).getByRole("listitem");
    await results.first().waitFor();
    const count = await results.count();
    expect(count).toBeGreaterThan(0);
    const summary = await page.getByText(/^\d+ products?$/).textContent();
    for (const item of await results.allTextContents()) expect(item.toLowerCase()).toContain("laptop");
    await page.reload();
    await results.first().waitFor();
    expect(await results.count()).toBe(count);
    expect(await page.getByText(/^\d+ products?$/).textContent()).toBe(summary);
  });

  it("opens a category from the home page's list", async () => {
    await page.goto(baseURL + "/");
    await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Laptop" }).click();
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
    const specification = page.getByRole("table", { name: "Specification" });
    await specification.waitFor();
    expect(await specification.getByRole("row").count()).toBeGreaterThanOrEqual(2);
  });

  it("adds to the cart and shows the count in the server-rendered badge after a reload", async () => {
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByText("Added to your cart.").waitFor();
    const response = await page.reload();
    const html = await response!.text();
    expect(html).toContain("Shopping cart, 1 item");
    expect(await page.evaluate(() => localStorage.getItem("shopping_cart"))).toMatch(/"product_qty":1/);
  });
});
