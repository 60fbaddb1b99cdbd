import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, newContext, registerInDialog, signInInDialog } from "./browser.ts";
import { dashboard, shop } from "./texts.ts";

const baseURL = inject("baseURL");
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
});

const email = `e2e-${Date.now()}@example.com`;
const password = "E2e#Pass12";

describe("accounts journey", () => {
  it("registers from the top bar and is signed in", async () => {
    await page.goto(baseURL + "/");
    await page.getByRole("banner").getByRole("button", { name: shop.nav.login }).click();
    await registerInDialog(page, "E2E Shopper", email, password);
    await page.getByRole("contentinfo").getByRole("button", { name: shop.footer.logout }).waitFor();
  });

  it("signs out from the footer and signs in again from the footer's Login button", async () => {
    await page.getByRole("contentinfo").getByRole("button", { name: shop.footer.logout }).click();
    const login = page.getByRole("contentinfo").getByRole("button", { name: shop.nav.login });
    await login.waitFor();
    await login.click();
    await signInInDialog(page, email, password);
    await page.getByRole("contentinfo").getByRole("button", { name: shop.footer.logout }).waitFor();
  });

  it("reaches the dashboard with the shopper menu and is refused an admin page", async () => {
    await page.goto(baseURL + "/dashboard");
    const menu = page.getByRole("navigation", { name: dashboard.dashboard.navigation });
    await menu.getByRole("link", { name: dashboard.dashboard.menu.myOrder }).first().waitFor();
    expect(await page.getByRole("link", { name: dashboard.dashboard.menu.addProduct }).count()).toBe(0);
    const refused = await page.goto(baseURL + "/dashboard/addadmin");
    expect(refused?.status()).toBe(403);
    await page.getByText(shop.auth.notAllowed).waitFor();
  });

  it("shows the wrong-password message and keeps the dialog open", async () => {
    const fresh = await newContext(browser);
    const other = await fresh.newPage();
    await other.goto(baseURL + "/");
    await other.getByRole("banner").getByRole("button", { name: shop.nav.login }).click();
    const dialog = other.getByRole("dialog");
    await dialog.getByRole("tabpanel", { name: shop.auth.signInTab }).getByLabel(shop.auth.email).fill(email);
    await dialog
      .getByRole("tabpanel", { name: shop.auth.signInTab })
      .getByLabel(shop.auth.password)
      .fill("Wrong#Pass1");
    await dialog.getByRole("button", { name: shop.auth.signIn }).click();
    await dialog.getByText(shop.auth.errors.invalidCredentials).waitFor();
    await fresh.close();
  });

  it("asks an anonymous visitor of the dashboard to sign in, and closing the dialog goes back", async () => {
    const fresh = await newContext(browser);
    const other = await fresh.newPage();
    await other.goto(baseURL + "/temp");
    await other.goto(baseURL + "/dashboard");
    const dialog = other.getByRole("dialog");
    await dialog.waitFor();
    await dialog.getByRole("button", { name: shop.auth.close }).click();
    await other.waitForURL(baseURL + "/temp");
    await fresh.close();
  });
});
