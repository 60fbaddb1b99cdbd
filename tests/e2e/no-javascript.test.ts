/**
 * Decision 011: every form either works before the page is interactive or cannot be sent until it is, and no POST
 * to a page answers the framework's "did not provide an `action`" 405 or a 500. With JavaScript on, the screens'
 * changes go through their route actions (no POST or DELETE to the JSON API except the photo upload's).
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { bkashTrxId, languageCookie, launchChromium, newContext } from "./browser.ts";
import { dashboard, orderScreens, server, shop } from "./texts.ts";

const baseURL = inject("baseURL");
const NO_ACTION = "did not provide an `action`";
let browser: Browser;

type Jar = { name: string; value: string }[];

/** Signs in through the API with fetch and keeps the session cookie (and the run's language cookie). */
async function signIn(email: string, password: string): Promise<Jar> {
  const response = await fetch(`${baseURL}/api/session`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseURL },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status, `sign in ${email}`).toBe(200);
  const jar = response.headers.getSetCookie().map((line) => {
    const [pair = ""] = line.split(";");
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim() };
  });
  expect(jar.length).toBeGreaterThan(0);
  return languageCookie ? [...jar, languageCookie] : jar;
}

const cookieHeader = (jar: Jar) => jar.map(({ name, value }) => `${name}=${value}`).join("; ");

/** A same-origin call to the shop as the jar's user. */
function call(jar: Jar, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("Cookie", cookieHeader(jar));
  headers.set("Origin", baseURL);
  return fetch(baseURL + path, { ...init, headers });
}

async function context(jar: Jar, javaScriptEnabled: boolean): Promise<BrowserContext> {
  const created = await newContext(browser, { javaScriptEnabled, viewport: { width: 1280, height: 900 } });
  await created.addCookies(jar.map(({ name, value }) => ({ name, value, url: baseURL })));
  return created;
}

/** What the shop stores that a form on these pages could change. */
async function snapshot(admin: Jar) {
  const read = async (path: string) => (await (await call(admin, path)).json()) as unknown;
  const [products, categories, banners, flash, window, orders, shopperUser] = await Promise.all([
    read("/api/products?pageSize=1"),
    read("/api/category"),
    read("/api/banner"),
    read("/api/flashsell"),
    read("/api/flashsellTime"),
    read("/api/orders?pageSize=1"),
    read("/api/users/shopper%40example.com"),
  ]);
  const total = (value: unknown) => (value as { total: number }).total;
  const windowTimes = (value: unknown) => {
    const { startTime, endTime } = value as { startTime: string | null; endTime: string | null };
    return { startTime, endTime };
  };
  return {
    products: total(products),
    categories: (categories as unknown[]).length,
    banners: (banners as unknown[]).length,
    flash: (flash as unknown[]).length,
    window: windowTimes(window),
    orders: total(orders),
    shopper: JSON.stringify(shopperUser),
  };
}

/** Every document answer the page gets, as "METHOD status url". */
function recordDocuments(page: Page): string[] {
  const seen: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "document") {
      seen.push(`${response.request().method()} ${response.status()} ${response.url()}`);
    }
  });
  return seen;
}

/**
 * Opens `path` afresh for each of its forms and tries to send that form: its submit button when it is enabled,
 * else Enter in its first enabled text field. Answers what was tried, for the test's message.
 */
async function trySubmittingEveryForm(page: Page, path: string): Promise<string[]> {
  const documents = recordDocuments(page);
  const first = await page.goto(baseURL + path);
  expect(first!.status(), path).toBe(200);
  const count = await page.locator("form").count();
  expect(count, `${path} has forms`).toBeGreaterThan(0);
  const tried: string[] = [];
  for (let index = 0; index < count; index++) {
    await page.goto(baseURL + path);
    const form = page.locator("form").nth(index);
    const label = `${path} form ${index} (${(await form.getAttribute("method")) ?? "get"})`;
    const button = form.locator('button[type="submit"], input[type="submit"]').first();
    const field = form
      .locator('input:enabled:not([type="hidden"]):not([type="file"]):not([type="checkbox"]):not([type="radio"])')
      .first();
    if ((await button.count()) > 0 && (await button.isVisible()) && (await button.isEnabled())) {
      await Promise.all([page.waitForLoadState("load"), button.click()]);
      tried.push(`${label}: clicked`);
    } else if ((await field.count()) > 0 && (await field.isVisible())) {
      await field.press("Enter");
      await page.waitForLoadState("load");
      tried.push(`${label}: Enter`);
    } else {
      tried.push(`${label}: nothing to press`);
      continue;
    }
    const body = (await page.content()) ?? "";
    expect(body, label).not.toContain(NO_ACTION);
    expect(body, label).not.toContain("Unexpected Server Error");
  }
  for (const answer of documents) {
    const status = Number(answer.split(" ")[1]);
    expect(status, answer).not.toBe(405);
    expect(status, answer).toBeLessThan(500);
  }
  return tried;
}

let admin: Jar;
let shopper: Jar;

beforeAll(async () => {
  browser = await launchChromium();
  admin = await signIn("admin@example.com", "Admin#2026");
  shopper = await signIn("shopper@example.com", "Shopper#26");
});

afterAll(async () => {
  await browser?.close();
});

const ADMIN_FORM_PAGES = [
  "/dashboard/addproduct",
  "/dashboard/manageflashsell",
  "/dashboard/managecategory",
  "/dashboard/managebanner",
  "/dashboard/addadmin",
  "/dashboard/manageproduct",
  "/dashboard/manageorder",
  "/dashboard/notifications",
];

describe("without JavaScript", () => {
  it("no admin form answers 405 or 5xx when sent before the page is interactive, and nothing is written", async () => {
    const before = await snapshot(admin);
    const browserContext = await context(admin, false);
    const page = await browserContext.newPage();
    const tried: string[] = [];
    for (const path of ADMIN_FORM_PAGES) tried.push(...(await trySubmittingEveryForm(page, path)));
    // The photo forms cannot be sent before hydration: their button waits for the script.
    for (const path of ["/dashboard/addproduct", "/dashboard/managecategory", "/dashboard/managebanner"]) {
      await page.goto(baseURL + path);
      const submit = page.locator("main form[method=post] button[type=submit]").first();
      expect(await submit.isDisabled(), path).toBe(true);
    }
    await browserContext.close();
    expect(tried.some((line) => line.includes("addadmin") && line.endsWith("clicked"))).toBe(true);
    expect(await snapshot(admin)).toEqual(before);
    // It opens and sends every form of eleven pages: about 20 s alone, minutes on two busy cores.
  }, 180_000);

  it("the shopper's pages and forms (My Order, checkout, payment, the footer's subscription) never answer 405 or 5xx", async () => {
    const before = await snapshot(admin);
    const browserContext = await context(shopper, false);
    const page = await browserContext.newPage();
    for (const path of ["/dashboard/myorder", "/productorder/1", "/payment/1", "/"])
      await trySubmittingEveryForm(page, path);
    await browserContext.close();
    expect(await snapshot(admin)).toEqual(before);
  });

  it("Make Admin works as a plain form post: the action's answer is shown", async () => {
    const browserContext = await context(admin, false);
    const page = await browserContext.newPage();
    await page.goto(baseURL + "/dashboard/addadmin");
    await page.getByRole("main").getByLabel(dashboard.dashboard.makeAdmin.email).fill("nobody-here@example.com");
    const [response] = await Promise.all([
      page.waitForResponse(
        (answer) => answer.request().method() === "POST" && answer.url().endsWith("/dashboard/addadmin"),
      ),
      page.getByRole("main").getByRole("button", { name: dashboard.dashboard.makeAdmin.submit }).click(),
    ]);
    expect(response.status()).toBe(200);
    await page.getByText(server.api.noAccount).waitFor();
    await browserContext.close();
  });

  it("a stray POST to any dashboard page or the payment page is refused as invalid input, not 405 or 500", async () => {
    for (const [jar, path] of [
      ...ADMIN_FORM_PAGES.map((path) => [admin, path] as const),
      [shopper, "/dashboard/myorder"] as const,
      [shopper, "/payment/1"] as const,
    ]) {
      const response = await call(jar, path, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "intent=unknown&a=1",
      });
      expect(response.status, path).toBeGreaterThanOrEqual(200);
      expect(response.status, path).toBeLessThan(500);
      expect(response.status, path).not.toBe(405);
      expect(await response.text(), path).not.toContain(NO_ACTION);
    }
  });
});

async function png(width: number, height: number, colour: string) {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** Uploads a photo through the image API, as the screens do. */
async function upload(purpose: "product" | "banner", buffer: Buffer): Promise<string> {
  const form = new FormData();
  form.set("image", new Blob([new Uint8Array(buffer)], { type: "image/png" }), "photo.png");
  const response = await call(admin, purpose === "banner" ? "/api/images?purpose=banner" : "/api/images", {
    method: "POST",
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { link: string } }).data.link;
}

/** POSTs JSON to the API as `jar`'s user. */
function postJson(jar: Jar, path: string, body: unknown) {
  return call(jar, path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

/**
 * With JavaScript on, `act` on `path` as the admin; answers the JSON API writes the page made meanwhile (the photo
 * upload's aside), which must be none: the screens write through their route actions.
 */
async function apiWritesWhile(path: string, act: (page: Page) => Promise<void>): Promise<string[]> {
  const browserContext = await context(admin, true);
  const page = await browserContext.newPage();
  const writes: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() !== "GET" && url.pathname.startsWith("/api/") && !url.pathname.startsWith("/api/images")) {
      writes.push(`${request.method()} ${url.pathname}`);
    }
  });
  await page.goto(baseURL + path);
  await act(page);
  await browserContext.close();
  return writes;
}

/**
 * Deletes a row through its Delete button, named `button`, and the confirmation dialog titled `dialog`, whose
 * button is `confirm`.
 */
async function deleteRow(page: Page, texts: { button: string; dialog: string; confirm: string; success: string }) {
  await page.getByRole("button", { name: texts.button }).click();
  await page.getByRole("alertdialog", { name: texts.dialog }).getByRole("button", { name: texts.confirm }).click();
  await page.getByText(texts.success).waitFor();
  await expect.poll(() => page.getByRole("button", { name: texts.button }).count()).toBe(0);
}

describe("with JavaScript, through the route actions", () => {
  it("deletes a banner on Manage Banner", async () => {
    const link = await upload("banner", await png(1080, 344, "#0f766e"));
    const created = await postJson(admin, "/api/banner", { name: "Route Action Banner", banner_slide: link });
    expect(created.status).toBe(201);
    const writes = await apiWritesWhile("/dashboard/managebanner", (page) =>
      deleteRow(page, {
        button: dashboard.adminScreens.deleteRecord("Route Action Banner"),
        dialog: dashboard.adminScreens.banner.deleteTitle,
        confirm: dashboard.adminScreens.delete,
        success: dashboard.admin.bannerDeleted,
      }),
    );
    const banners = (await (await call(admin, "/api/banner")).json()) as { name: string }[];
    expect(banners.some((banner) => banner.name === "Route Action Banner")).toBe(false);
    expect(writes).toEqual([]);
  });

  it("deletes a flash-sale product on Manage FlashSell", async () => {
    const link = await upload("product", await png(400, 400, "#7c3aed"));
    const created = await postJson(admin, "/api/flashsell", {
      name: "Route Action Lantern",
      seller: "Fetcher Goods",
      category: "accessories",
      stock: 3,
      price: 20,
      shipping: 1,
      sellprice: 15,
      sellshipping: 0,
      star: 4,
      starCount: 2,
      features: [{ description: "Light", value: "Warm" }],
      image: link,
    });
    expect(created.status).toBe(201);
    const writes = await apiWritesWhile("/dashboard/manageflashsell", (page) =>
      deleteRow(page, {
        button: dashboard.productTable.deleteProduct("Route Action Lantern"),
        dialog: dashboard.productTable.deleteTitle,
        confirm: dashboard.productTable.delete,
        success: dashboard.admin.productDeleted,
      }),
    );
    const flash = (await (await call(admin, "/api/flashsell")).json()) as { name: string }[];
    expect(flash.some((item) => item.name === "Route Action Lantern")).toBe(false);
    expect(writes).toEqual([]);
  });

  it("an admin cancels a customer's order on Manage Order", async () => {
    const trxID = bkashTrxId("NOJS");
    const placed = await postJson(shopper, "/api/orders", {
      name: "Route Action Buyer",
      mobile: "01712345678",
      bkashNum: "01812345678",
      trxID,
      checkoutKey: crypto.randomUUID().replaceAll("-", ""),
      // Dhanmondi, Dhaka.
      address: { districtId: 47, areaId: 1013, line: "House 12, Road 5, Dhanmondi R/A" },
      orderProduct: [{ product_id: "2", product_qty: 1, product_type: "regular" }],
    });
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as { _id: string; reference: string };
    const writes = await apiWritesWhile(`/dashboard/manageorder?q=${trxID}`, async (page) => {
      await page.getByRole("button", { name: orderScreens.myOrders.cancelOrder(order.reference) }).click();
      await page
        .getByRole("alertdialog", { name: orderScreens.myOrders.cancelTitle })
        .getByRole("button", { name: orderScreens.myOrders.delete })
        .click();
      await page.getByText(shop.orders.cancelled).waitFor();
    });
    const after = await call(shopper, `/api/orders/${order._id}`);
    expect(((await after.json()) as { status: string }).status).toBe("cancelled");
    const again = await call(shopper, `/api/orders/${order._id}`, { method: "DELETE" });
    // Already cancelled: nothing to cancel, and the API says so.
    expect(again.status).toBe(409);
    expect(writes).toEqual([]);
  });
});
