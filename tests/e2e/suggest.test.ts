import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { launchChromium, newPage } from "./browser.ts";
import { anyCount, anyMoney, products, shop } from "./texts.ts";

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

beforeEach(async () => {
  await page.goto(baseURL + "/");
});

/** The top bar's search field: a search box until its suggestions load, a combobox after (its list shares its label). */
const searchInput = () =>
  page.getByRole("search", { name: shop.nav.productSearch }).getByPlaceholder(shop.nav.searchPlaceholder);
const suggestions = () => page.getByRole("listbox", { name: shop.nav.searchLabel });

async function typeInSearch(text: string) {
  await searchInput().click();
  await searchInput().pressSequentially(text, { delay: 60 });
}

describe("predictive search in the top bar", () => {
  it("suggests products as the shopper types; ArrowDown and Enter open the highlighted one", async () => {
    await typeInSearch("lap");
    const first = suggestions().getByRole("option").first();
    await first.waitFor();
    expect(
      await suggestions().getByRole("group", { name: shop.suggest.products }).getByRole("option").count(),
    ).toBeGreaterThan(0);
    const name = (await first.locator("[data-part=item-text]").textContent())!;
    expect(name.toLowerCase()).toContain("lap");
    expect(await first.textContent()).toMatch(anyMoney("USD"));
    expect(await first.locator("img").getAttribute("src")).toMatch(/\/images\/[0-9a-f]{32}-400\.webp$/);
    await expect
      .poll(() =>
        suggestions().getByRole("group", { name: shop.suggest.categories }).getByRole("option").allTextContents(),
      )
      .toContain("Laptop");
    expect(
      await page
        .getByRole("status")
        .filter({ hasText: anyCount(shop.suggest.count) })
        .textContent(),
    ).toMatch(anyCount(shop.suggest.count));

    await page.keyboard.press("ArrowDown");
    await expect.poll(() => first.getAttribute("data-highlighted")).toBe("");
    expect(await searchInput().getAttribute("aria-activedescendant")).toBe(await first.getAttribute("id"));
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/productdetails\/\d+$/);
    await page.getByRole("heading", { level: 1, name }).waitFor();
  });

  it("submits the search as typed when Enter is pressed with no suggestion highlighted", async () => {
    await typeInSearch("lap");
    await suggestions().getByRole("option").first().waitFor();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/products\?q=lap$/);
    await page
      .getByRole("list", { name: products.resultsFor("lap") })
      .getByRole("listitem")
      .first()
      .waitFor();
    expect(await searchInput().inputValue()).toBe("lap");
  });

  it("opens a category from its suggestion", async () => {
    await typeInSearch("lapt");
    await suggestions().getByRole("option", { name: "Laptop", exact: true }).click();
    await page.waitForURL(baseURL + "/products/laptop");
    await page.getByRole("heading", { level: 1, name: "Laptop" }).waitFor();
  });

  it("closes on Escape, keeping the text and the focus", async () => {
    await typeInSearch("pho");
    await suggestions().getByRole("option").first().waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => suggestions().isVisible()).toBe(false);
    expect(await searchInput().getAttribute("aria-expanded")).toBe("false");
    expect(await searchInput().inputValue()).toBe("pho");
    expect(await searchInput().evaluate((input) => input === document.activeElement)).toBe(true);
  });

  it("keeps what was typed and the focus while the suggestions' code arrives", async () => {
    await searchInput().focus();
    await page.keyboard.type("watch");
    expect(await searchInput().inputValue()).toBe("watch");
    await suggestions().getByRole("option").first().waitFor();
    expect(await searchInput().inputValue()).toBe("watch");
    expect(await searchInput().evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await searchInput().getAttribute("role")).toBe("combobox");
  });

  it("loads no combobox code until the shopper reaches for the search", async () => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(baseURL + "/products");
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((url) => url.includes("SearchSuggestions"))).toEqual([]);
    expect(await searchInput().getAttribute("role")).toBeNull();
    await searchInput().hover();
    await expect.poll(() => scripts.filter((url) => url.includes("SearchSuggestions")).length).toBe(1);
    await expect.poll(() => searchInput().getAttribute("role")).toBe("combobox");
  });
});
