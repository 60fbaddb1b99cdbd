/**
 * The shop under its Content-Security-Policy in Chromium: no page, anonymous, shopper or admin, logs a violation,
 * and Google sign-in's redirects go through. Then bodies cut short over a real socket answer 400.
 */
import { connect } from "node:net";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, newContext, signInInDialog } from "./browser.ts";
import { products, shop, withAny } from "./texts.ts";

const baseURL = inject("baseURL");
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** A page that records every CSP violation: the console's report and the DOM's `securitypolicyviolation` event. */
async function watchedPage(context: BrowserContext): Promise<{ page: Page; violations: string[] }> {
  const violations: string[] = [];
  await context.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI} on ${location.pathname}`,
      );
    });
  });
  const page = await context.newPage();
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  return { page, violations };
}

async function visit(page: Page, path: string) {
  await page.goto(baseURL + path, { waitUntil: "networkidle" });
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await visit(page, "/");
  await page.getByRole("banner").getByRole("button", { name: shop.nav.login }).click();
  await signInInDialog(page, email, password);
}

const storefront = [
  "/",
  "/products",
  "/products?q=laptop",
  "/products/laptop",
  "/productdetails/1",
  "/buyproduct/1",
  "/shoppingcart",
  "/temp",
  "/no-such-page",
];
const dashboard = [
  "/dashboard",
  "/dashboard/myorder",
  "/dashboard/addproduct",
  "/dashboard/manageproduct",
  "/dashboard/manageflashsell",
  "/dashboard/manageorder",
  "/dashboard/managebanner",
  "/dashboard/managecategory",
  "/dashboard/addadmin",
];

describe("the Content-Security-Policy in Chromium", () => {
  it("sends the headers with every page and logs no violation on any storefront page, with the sign-in dialog open", async () => {
    const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
    const { page, violations } = await watchedPage(context);
    const response = await page.goto(baseURL + "/");
    const headers = response!.headers();
    expect(headers["content-security-policy"]).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    for (const path of storefront) await visit(page, path);
    await visit(page, "/");
    await page.getByRole("banner").getByRole("button", { name: shop.nav.login }).click();
    await page.getByRole("dialog").getByRole("tab", { name: shop.auth.registerTab }).click();
    expect(violations).toEqual([]);
    await context.close();
  });

  it("logs no violation for an admin across checkout and every dashboard screen", async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const { page, violations } = await watchedPage(context);
    await signInWithPassword(page, "admin@example.com", "Admin#2026");
    await visit(page, "/productdetails/1");
    await page.getByRole("button", { name: products.addToCart }).first().click();
    for (const path of [...storefront, "/productorder/1", "/payment/1", ...dashboard]) await visit(page, path);
    await page
      .getByRole("button", { name: withAny(shop.nav.accountMenu) })
      .first()
      .click();
    expect(violations).toEqual([]);
    await context.close();
  });

  it("lets Google sign-in's form post and redirects through, and signs the shopper in", async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const { page, violations } = await watchedPage(context);
    await visit(page, "/");
    await page.getByRole("banner").getByRole("button", { name: shop.nav.login }).click();
    await page.getByRole("dialog").getByRole("button", { name: shop.auth.google }).click();
    await page.getByRole("contentinfo").getByRole("button", { name: shop.footer.logout }).waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });
});

describe("sign out of all devices", () => {
  it("signs the account out in another browser too, from the account menu", async () => {
    const email = `everywhere-${Date.now()}@example.com`;
    const register = await fetch(`${baseURL}/api/users`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Every Where", email, password: "Every#Where1" }),
    });
    expect(register.status).toBe(201);
    const phone = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const laptop = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const phonePage = await phone.newPage();
    const laptopPage = await laptop.newPage();
    await signInWithPassword(phonePage, email, "Every#Where1");
    await signInWithPassword(laptopPage, email, "Every#Where1");

    await laptopPage.getByRole("button", { name: shop.nav.accountMenu("Every Where") }).click();
    await laptopPage.getByRole("menuitem", { name: shop.nav.logoutEverywhere }).click();
    await laptopPage.getByText(shop.auth.signedOutEverywhere).waitFor();
    await laptopPage.getByRole("banner").getByRole("button", { name: shop.nav.login }).waitFor();

    await phonePage.reload();
    await phonePage.getByRole("banner").getByRole("button", { name: shop.nav.login }).waitFor();
    await phone.close();
    await laptop.close();
  });
});

/** Sends raw bytes over a socket, half-closes it, and returns the status line of the answer (or what happened). */
function rawExchange(bytes: string): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let answer = "";
    socket.setTimeout(15_000, () => {
      socket.destroy();
      resolve(answer.split("\r\n")[0] || "timeout");
    });
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("end", () => resolve(answer.split("\r\n")[0] || "closed without an answer"));
    socket.on("error", (error) => resolve(answer.split("\r\n")[0] || `error: ${error.message}`));
    socket.write(bytes, () => socket.end());
  });
}

describe("bodies cut short over a real socket", () => {
  const host = new URL(baseURL).host;
  const cases: [string, string][] = [
    [
      "a form cut short of its Content-Length, to a page action",
      `POST /dashboard/addadmin HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 500\r\nConnection: close\r\n\r\nemail=short`,
    ],
    [
      "JSON cut short of its Content-Length, to the API",
      `POST /api/users HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 400\r\nConnection: close\r\n\r\n{"name":"Cut","email":"cut@example.com","password":"Cut#Pass12"`,
    ],
    [
      "an unfinished chunked body, to Auth.js",
      `POST /api/auth/callback/credentials HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n10\r\nemail=a%40b.c&pa\r\n`,
    ],
  ];
  for (const [name, bytes] of cases) {
    it(`answers 400 to ${name}, and stores nothing`, async () => {
      expect(await rawExchange(bytes)).toMatch(/^HTTP\/1\.1 400/);
    });
  }

  it("stored no account from the cut-short registration", async () => {
    const response = await fetch(`${baseURL}/api/session`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "cut@example.com", password: "Cut#Pass12" }),
    });
    expect(response.status).toBe(401);
  });
});
