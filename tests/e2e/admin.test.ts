import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium } from "./browser.ts";

const baseURL = inject("baseURL");
let browser: Browser;
let page: Page;

async function picture(width: number, height: number, colour: string) {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

beforeAll(async () => {
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(baseURL + "/");
  await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tabpanel").getByLabel("Email Address").fill("admin@example.com");
  await dialog.getByRole("tabpanel").getByLabel("Password").fill("Admin#2026");
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await dialog.waitFor({ state: "hidden" });
});

afterAll(async () => {
  await browser?.close();
});

describe("admin: categories and banners", () => {
  it("adds a category with a photo, sees it on the storefront, and deletes it", async () => {
    await page.goto(baseURL + "/dashboard/managecategory");
    await page.getByLabel("Category Name").fill("Garden Tools");
    await page
      .getByLabel("Photo")
      .setInputFiles({ name: "garden.png", mimeType: "image/png", buffer: await picture(240, 240, "#16a34a") });
    await page.getByRole("button", { name: "Add Category" }).click();
    await page.getByText("This is a success alert — check it out!").waitFor();
    await page.getByRole("button", { name: "Delete Garden Tools" }).waitFor();

    await page.goto(baseURL + "/");
    await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Garden Tools" }).waitFor();

    await page.goto(baseURL + "/dashboard/managecategory");
    await page.getByRole("button", { name: "Delete Garden Tools" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete the Category" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Category Deleted Successfully — check it out!").waitFor();
    await expect.poll(() => page.getByRole("button", { name: "Delete Garden Tools" }).count()).toBe(0);
  });

  it("refuses a banner that is not 1080 x 344 and accepts one that is", async () => {
    await page.goto(baseURL + "/dashboard/managebanner");
    await page.getByText("Banners should be 1080 x 344 pixels.").waitFor();
    await page.getByLabel("Banner Name").fill("Spring Sale");
    await page
      .getByLabel("Photo")
      .setInputFiles({ name: "square.png", mimeType: "image/png", buffer: await picture(600, 600, "#2563eb") });
    await page.getByRole("button", { name: "Add Banner" }).click();
    await page.getByText("Banners must be exactly 1080 x 344 pixels.").first().waitFor();
    expect(await page.getByLabel("Banner Name").inputValue()).toBe("Spring Sale");

    await page
      .getByLabel("Photo")
      .setInputFiles({ name: "spring.png", mimeType: "image/png", buffer: await picture(1080, 344, "#db2777") });
    await page.getByRole("button", { name: "Add Banner" }).click();
    await page.getByText("This is a success alert — check it out!").waitFor();
    await page.getByRole("button", { name: "Delete Spring Sale" }).waitFor();
  });
});

describe("admin: products", () => {
  it("adds a product with two features and a photo (a big one, made web-sized before upload), finds it in search, and deletes it", async () => {
    await page.goto(baseURL + "/dashboard/addproduct");
    await page.getByLabel("Product Name").fill("Cedar Garden Bench");
    await page.getByLabel("Seller").fill("Woodcraft Co");
    await page.getByLabel("Category").selectOption("accessories");
    await page.getByLabel("Stock").fill("7");
    await page.getByLabel("Price", { exact: true }).fill("149.99");
    await page.getByLabel("Shipping", { exact: true }).fill("12.5");
    await page.getByLabel("Number of raters").fill("3");
    await page.getByLabel("Feature 1", { exact: true }).fill("Wood");
    await page.getByLabel("Value 1", { exact: true }).fill("Western red cedar");
    await page.getByRole("button", { name: "Add More" }).click();
    await page.getByLabel("Feature 2", { exact: true }).fill("Seats");
    await page.getByLabel("Value 2", { exact: true }).fill("Three");
    // A GIF disguised by its name is refused before anything is uploaded, even one big enough to be redrawn.
    const gif = await sharp({ create: { width: 1500, height: 1500, channels: 3, background: "#92400e" } })
      .gif()
      .toBuffer();
    await page.getByLabel("Photo").setInputFiles({ name: "bench.png", mimeType: "image/png", buffer: gif });
    await page.getByRole("button", { name: "Add Product" }).click();
    await page.getByText("Only JPEG, PNG, WebP and AVIF images can be uploaded.").first().waitFor();
    expect(await page.getByText("This is a success alert — check it out!").count()).toBe(0);
    await page
      .getByLabel("Photo")
      .setInputFiles({ name: "bench.png", mimeType: "image/png", buffer: await picture(3000, 2000, "#92400e") });
    await page.getByRole("button", { name: "Add Product" }).click();
    await page.getByText("This is a success alert — check it out!").waitFor();

    await page.goto(baseURL + "/products?q=garden%20bench");
    await page.getByRole("link", { name: "Cedar Garden Bench" }).click();
    await page.getByRole("table", { name: "Specification" }).getByText("Western red cedar").waitFor();
    // The stored photo is a WebP of at most 1200 px, not the 3000 x 2000 original.
    const found = (await (await fetch(`${baseURL}/api/products?q=garden%20bench`)).json()) as {
      items: { image: string }[];
    };
    const stored = await fetch(new URL(found.items[0]!.image, baseURL));
    expect(stored.headers.get("content-type")).toBe("image/webp");
    expect(await sharp(Buffer.from(await stored.arrayBuffer())).metadata()).toMatchObject({
      format: "webp",
      width: 1200,
      height: 800,
    });
    // And its 400 px rendition, made in the browser too, for cards and tiles.
    const small = await fetch(new URL(found.items[0]!.image.replace(/\.\w+$/, "-400.webp"), baseURL));
    expect(small.headers.get("cache-control")).toContain("immutable");
    expect(await sharp(Buffer.from(await small.arrayBuffer())).metadata()).toMatchObject({
      format: "webp",
      width: 400,
      height: 267,
    });

    await page.goto(baseURL + "/dashboard/manageproduct");
    await page.getByRole("button", { name: "Delete Cedar Garden Bench" }).click();
    await page.getByRole("alertdialog", { name: "Delete the Product" }).getByRole("button", { name: "Delete" }).click();
    await page.getByText("Product Deleted Successfully — check it out!").waitFor();
    const search = await fetch(`${baseURL}/api/products?q=garden%20bench`);
    expect(((await search.json()) as { total: number }).total).toBe(0);
  });
});

describe("admin: flash sale", () => {
  it("refuses an end before the start, sets a window, and adds a flash product whose sell price the home page shows", async () => {
    await page.goto(baseURL + "/dashboard/manageflashsell");
    const start = page.getByLabel("Sell Start", { exact: true });
    const end = page.getByLabel("Sell End", { exact: true });
    await expect.poll(() => start.inputValue()).not.toBe("");
    await end.fill("2001-01-01");
    await end.press("Tab");
    await page.getByText("End Time must be Bigger.").waitFor();
    expect(await page.getByRole("button", { name: "Set Time" }).isDisabled()).toBe(true);
    await start.fill("2020-01-01");
    await start.press("Tab");
    await page.getByLabel("Sell Start time").fill("00:00");
    // The end date from the calendar: a day picked counts only after OK.
    await page.getByRole("button", { name: "Choose the Sell End date" }).click();
    const calendar = page.getByRole("application", { name: "Sell End calendar" });
    await calendar.getByRole("button", { name: "Cancel" }).click();
    await calendar.waitFor({ state: "hidden" });
    expect(await end.inputValue()).toBe("2001-01-01");
    await end.fill("2098-12-31");
    await end.press("Tab");
    await page.getByLabel("Sell End time").fill("23:00");
    await page.getByText("End Time must be Bigger.").waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Set Time" }).click();
    await page.getByText("Flash Time set - Successfully !").waitFor();

    await page.getByLabel("Product Name").fill("Aurora Travel Mug");
    await page.getByLabel("Seller").fill("Northwind Outfitters");
    await page.getByLabel("Category").selectOption("accessories");
    await page.getByLabel("Stock").fill("9");
    await page.getByLabel("Price", { exact: true }).fill("30");
    await page.getByLabel("Shipping", { exact: true }).fill("2");
    await page.getByLabel("Sell Price").fill("21.5");
    await page.getByLabel("Sell Shipping").fill("0");
    await page.getByLabel("Number of raters").fill("5");
    await page.getByLabel("Feature 1", { exact: true }).fill("Capacity");
    await page.getByLabel("Value 1", { exact: true }).fill("350 ml");
    await page
      .getByLabel("Photo")
      .setInputFiles({ name: "mug.png", mimeType: "image/png", buffer: await picture(600, 600, "#0891b2") });
    await page.getByRole("button", { name: "Add Product" }).click();
    await page.getByText("This is a success alert — check it out!").waitFor();
    // The flash-sale table beside the form shows it without a reload.
    await page.getByRole("button", { name: "Delete Aurora Travel Mug" }).waitFor();

    await page.goto(baseURL + "/");
    const flash = page.getByRole("region", { name: "Flash Sale" });
    await flash.getByText("Aurora Travel Mug").waitFor();
    expect(await flash.textContent()).toContain("$21.50");
  });
});

describe("admin: dashboard home", () => {
  it("counts today and this week in the admin's own time zone, from the first visit on", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: "Pacific/Auckland" });
    const signIn = await context.request.post(baseURL + "/api/session", {
      data: { email: "admin@example.com", password: "Admin#2026" },
      headers: { Origin: baseURL },
    });
    expect(signIn.status()).toBe(200);
    const home = await context.newPage();
    const response = await home.goto(baseURL + "/dashboard");
    // The server cannot know the zone on the first visit: it counts in UTC, then the browser tells it.
    expect(await response!.text()).toContain("in UTC time.");
    await home.getByText("Today and this week (from Monday) in Pacific/Auckland time.").waitFor();
    // From then on the server renders the admin's zone straight away.
    const again = await home.reload();
    expect(await again!.text()).toContain("in Pacific/Auckland time.");
    await context.close();
  });
});
