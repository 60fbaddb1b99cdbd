import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium } from "./browser.ts";

const baseURL = inject("baseURL");
let browser: Browser;
let page: Page;

async function picture(width: number, height: number, colour: string) {
  return sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
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
    await page.getByLabel("Photo").setInputFiles({ name: "garden.png", mimeType: "image/png", buffer: await picture(240, 240, "#16a34a") });
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
    await page.getByLabel("Photo").setInputFiles({ name: "square.png", mimeType: "image/png", buffer: await picture(600, 600, "#2563eb") });
    await page.getByRole("button", { name: "Add Banner" }).click();
    await page.getByText("Banners must be exactly 1080 x 344 pixels.").first().waitFor();
    expect(await page.getByLabel("Banner Name").inputValue()).toBe("Spring Sale");

    await page.getByLabel("Photo").setInputFiles({ name: "spring.png", mimeType: "image/png", buffer: await picture(1080, 344, "#db2777") });
    await page.getByRole("button", { name: "Add Banner" }).click();
    await page.getByText("This is a success alert — check it out!").waitFor();
    await page.getByRole("button", { name: "Delete Spring Sale" }).waitFor();
  });
});
