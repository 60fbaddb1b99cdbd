import { createRequire } from "node:module";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { AxeResults } from "axe-core";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import routes from "../../app/routes.ts";
import { fillAddress, launchChromium, bkashTrxId, present } from "./browser.ts";
import { shop } from "./texts.ts";
import { plainProducts } from "../../scripts/lib/plain-products.ts";
import { productWithOptionsPath } from "../../scripts/lib/shop-pages.ts";

/**
 * Issue 13, item 7: axe-core (every rule it runs by default, best practices included) finds nothing on any page of
 * app/routes.ts, as a visitor, a shopper and an admin, on a 375 px phone and at 1280 px; nor in the menus and
 * dialogs the shell opens. And the keyboard: a skip link is the first stop on every page, and the flash-sale rail is
 * one stop, not one per card.
 */
const baseURL = inject("baseURL");
const AXE_SCRIPT = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
] as const;
type Role = "visitor" | "shopper" | "admin";

let browser: Browser;
const contexts = new Map<Role, BrowserContext>();
const ids = { product: "", inOptions: "", flashProduct: "", category: "", order: "" };

/** Who a page is for: anyone, anyone signed in (the dashboard), or admins (the dashboard's admin layout). */
type Guard = "none" | "signed-in" | "admin";
interface PagePattern {
  path: string;
  guard: Guard;
}

/**
 * Every page pattern of the route config: route modules with a component (`.tsx`), nested paths joined. A route
 * with children is a layout: its pages are its children (its index route has its path).
 */
function pagePatterns(entries: RouteConfigEntry[], parent = "", inherited: Guard = "none"): PagePattern[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, "/");
    const guard: Guard = entry.file.endsWith("dashboard.admin.tsx")
      ? "admin"
      : inherited === "none" && path.startsWith("/dashboard")
        ? "signed-in"
        : inherited;
    if (entry.children) return pagePatterns(entry.children, path, guard);
    return (entry.path !== undefined || entry.index) && entry.file.endsWith(".tsx")
      ? [{ path: path || "/", guard }]
      : [];
  });
}

/**
 * The pages a role's sweep opens. A page the role may not see shows the same screen for every such page (the
 * sign-in prompt, or the refusal), so one of them stands for the rest. The pages for anyone show an admin what they
 * show a shopper (the account menu, closed, is the only difference, and the menus' test opens it as each role), so
 * the admin's sweep opens the dashboard's pages only: the shopper's has the rest.
 */
function pagesFor(role: Role): string[] {
  if (role === "admin") return PAGES.filter((page) => page.guard !== "none").map((page) => page.path);
  const barred: Guard[] = role === "visitor" ? ["signed-in", "admin"] : ["admin"];
  const allowed = PAGES.filter((page) => !barred.includes(page.guard)).map((page) => page.path);
  const standIns = barred.map((guard) => PAGES.find((page) => page.guard === guard)!.path);
  return [...allowed, ...standIns];
}

/** The URLs that show a pattern's page, with real records; every pattern must be known here. */
function urlsOf(pattern: string): string[] {
  const known: Record<string, string[]> = {
    "/": ["/"],
    "/home": ["/home"],
    "/products/:findItem?": ["/products", `/products/${encodeURIComponent(ids.category)}`, "/products?q=zzzzqqq"],
    "/shoppingcart": ["/shoppingcart"],
    "/buyproduct/:id": [`/buyproduct/${ids.product}`],
    "/confirmorder/:orderId?": ["/confirmorder", `/confirmorder/${ids.order}`],
    "/productdetails/:id": [
      `/productdetails/${ids.product}`,
      // Sold in options (issue 28): the pickers and the gallery.
      ids.inOptions,
      `/productdetails/${ids.flashProduct}?type=flashsell`,
    ],
    "/productorder/:id": ["/productorder/cart", `/productorder/${ids.product}`],
    "/temp": ["/temp"],
    "/dashboard": ["/dashboard"],
    "/dashboard/myorder": ["/dashboard/myorder"],
    "/dashboard/order/:id": [`/dashboard/order/${ids.order}`],
    "/dashboard/order/:id/invoice": [`/dashboard/order/${ids.order}/invoice`],
    "/dashboard/invoices": [`/dashboard/invoices?ids=${ids.order}`],
    "/dashboard/editproduct/:id": [`/dashboard/editproduct/${ids.product}`],
    "/dashboard/addproduct": ["/dashboard/addproduct"],
    "/dashboard/manageproduct": ["/dashboard/manageproduct"],
    "/dashboard/manageflashsell": ["/dashboard/manageflashsell"],
    "/dashboard/manageorder": [
      "/dashboard/manageorder",
      "/dashboard/manageorder?status=all",
      "/dashboard/manageorder?status=confirmed",
    ],
    "/dashboard/managebanner": ["/dashboard/managebanner"],
    "/dashboard/managecategory": ["/dashboard/managecategory"],
    "/dashboard/addadmin": ["/dashboard/addadmin"],
    "/dashboard/addresses": ["/dashboard/addresses"],
    "/dashboard/delivery": ["/dashboard/delivery"],
    "/dashboard/notifications": ["/dashboard/notifications", "/dashboard/notifications?status=failed"],
    "/dashboard/risk": ["/dashboard/risk"],
    // Every courier's cash and one courier's (issue 51).
    "/dashboard/cash": ["/dashboard/cash", "/dashboard/cash?courier=steadfast"],
    // The desk's first step, and a number looked up with a product search (issue 50).
    "/dashboard/orders/new": ["/dashboard/orders/new", "/dashboard/orders/new?phone=01712345678&q=shirt"],
    // The form, and a pair that matches no order (the found order is checked in its story).
    "/track": ["/track", "/track?phone=01712345678&reference=NOSUCH99"],
    // A link that is not one (the open, paid and expired links are checked in their stories).
    "/pay/:reference": [`/pay/NOSUCH99?k=${"A".repeat(43)}`],
    // A known reference redirects to the order's page (checked above); an unknown one is the 404 page.
    "/o/:reference": ["/o/NOSUCH99"],
    "/newsletter": ["/newsletter"],
    // What a link that is not ours (or none) shows; the confirmed state is the same screen, checked in its story.
    "/verify-email": [`/verify-email?token=${"A".repeat(43)}`, "/verify-email"],
    // Forgot password and a link that is not ours; the form of a live link is checked in its stories.
    "/forgot-password": ["/forgot-password"],
    "/reset-password": [`/reset-password?token=${"A".repeat(43)}`],
    "/payment/:id?": ["/payment/cart", `/payment/${ids.product}`],
    "/*": ["/no-such-page"],
  };
  const urls = known[pattern];
  if (!urls) throw new Error(`No URL for the page ${pattern}: add it to urlsOf`);
  return urls;
}

/** Violations as "rule: the elements", short enough to read in a failure. */
function describeViolations(results: AxeResults): string[] {
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 4)
        .map((node) => `${node.target.join(" ")} ${node.failureSummary?.split("\n")[1]?.trim() ?? ""}`)
        .join(" | ")}`,
  );
}

/**
 * Runs axe-core on the page once its transitions are over (a menu fading in would be measured half transparent),
 * the script injected from node_modules: no network.
 */
async function audit(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => null)),
    ),
  );
  await page.addScriptTag({ path: AXE_SCRIPT });
  const results = await page.evaluate(() => {
    const { axe } = globalThis as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } };
    return axe.run(document, { resultTypes: ["violations"] });
  });
  return describeViolations(results as AxeResults);
}

/**
 * Opens `url` and waits until it is interactive (hydrated: the root's first effect takes the early-taps queue
 * away), has stopped loading, and its DOM has been still for a moment: a sign-in dialog that a page opens once its
 * code has come can take a while on a busy machine, and axe must not run while it appears.
 */
async function open(page: Page, url: string) {
  const response = await page.goto(baseURL + url);
  expect(response, url).not.toBeNull();
  await page.waitForFunction(() => !("__earlyTaps" in window));
  await page.waitForLoadState("networkidle");
  await settle(page);
  // A page that needs a session opens the sign-in dialog over itself: audit it open, not on its way.
  if (await page.getByText(shop.auth.loginRequired).count()) {
    await page.getByRole("dialog").waitFor();
  }
}

/** Waits until the page's DOM has been still for 150 ms (2 s at most). */
async function settle(page: Page) {
  await page.evaluate(
    ([stillMs, limitMs]) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, stillMs);
        const limit = setTimeout(done, limitMs);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, stillMs);
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        function done() {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(limit);
          resolve();
        }
      }),
    [150, 2_000] as const,
  );
}

async function signedInContext(email: string, password: string, register?: string): Promise<BrowserContext> {
  // The shop's CSP admits only its own nonced scripts: bypassed here for the injected axe-core alone.
  const context = await present(await browser.newContext({ bypassCSP: true }));
  const headers = { Origin: baseURL };
  if (register) {
    const created = await context.request.post(`${baseURL}/api/users`, {
      data: { name: register, email, password },
      headers,
    });
    expect(created.status(), `register ${email}`).toBe(201);
  }
  const session = await context.request.post(`${baseURL}/api/session`, { data: { email, password }, headers });
  expect(session.status(), `sign in ${email}`).toBe(200);
  return context;
}

/** Puts a product in the context's cart and fills the checkout's shipping step, so the cart, checkout and payment pages show their content. */
async function fillCart(context: BrowserContext, signedIn: boolean) {
  const page = await context.newPage();
  await page.setViewportSize(VIEWPORTS[1]);
  await open(page, `/productdetails/${ids.product}`);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await page.getByText("Added to your cart.").waitFor();
  if (signedIn) {
    await open(page, "/productorder/cart");
    await page.getByLabel("Customer Name").fill("Axe Shopper");
    await page.getByLabel("Mobile Num").fill("01712345678");
    await fillAddress(page, {
      district: ["dha", "Dhaka"],
      area: ["dhan", "Dhanmondi"],
      line: "House 12, Road 5, Dhanmondi R/A",
    });
    await page.getByRole("button", { name: "Proceed to payment" }).click();
    await page.waitForURL(`${baseURL}/payment/cart`);
  }
  await page.close();
}

beforeAll(async () => {
  browser = await launchChromium();
  const [product] = await plainProducts(baseURL, 5);
  if (!product) throw new Error("No product without options has 5 in stock");
  ids.product = product._id;
  ids.category = product.category;
  const flash = (await (await fetch(`${baseURL}/api/flashsell`)).json()) as { _id: string }[];
  ids.flashProduct = flash[0]?._id ?? product._id;
  ids.inOptions = await productWithOptionsPath(baseURL);

  contexts.set("visitor", await present(await browser.newContext({ bypassCSP: true })));
  const email = `axe-${Date.now()}@example.com`;
  const shopper = await signedInContext(email, "Axe#Shopper26", "Axe Shopper");
  contexts.set("shopper", shopper);
  contexts.set("admin", await signedInContext("admin@example.com", "Admin#2026"));

  // The shopper's own order, for the order and confirmation pages (admins may read it too).
  const placed = await shopper.request.post(`${baseURL}/api/orders`, {
    headers: { Origin: baseURL },
    data: {
      name: "Axe Shopper",
      mobile: "01712345678",
      bkashNum: "01812345678",
      trxID: bkashTrxId("AXE"),
      checkoutKey: crypto.randomUUID().replaceAll("-", ""),
      // Dhanmondi, Dhaka.
      address: { districtId: 47, areaId: 1013, line: "House 12, Road 5, Dhanmondi R/A" },
      orderProduct: [{ product_id: ids.product, product_qty: 1, product_type: "regular" }],
    },
  });
  expect(placed.status()).toBe(201);
  ids.order = ((await placed.json()) as { _id: string })._id;

  for (const [role, context] of contexts) await fillCart(context, role !== "visitor");
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

const PAGES = pagePatterns(routes);

describe("the pages axe-core checks", () => {
  it("are every page of app/routes.ts", () => {
    const paths = PAGES.map((page) => page.path);
    expect(paths).toContain("/dashboard/order/:id");
    expect(paths).toContain("/dashboard/addadmin");
    expect(paths).not.toContain("/api/products");
    // Throws for a page without URLs.
    expect(paths.flatMap(urlsOf).length).toBeGreaterThan(PAGES.length);
    expect(PAGES).toContainEqual({ path: "/dashboard/addadmin", guard: "admin" });
    expect(PAGES).toContainEqual({ path: "/dashboard/myorder", guard: "signed-in" });
    expect(PAGES).toContainEqual({ path: "/shoppingcart", guard: "none" });
    // The shopper sees every page they may see, and one stand-in for the rest; the admin every dashboard page.
    expect(pagesFor("admin")).toEqual(paths.filter((path) => path.startsWith("/dashboard")));
    expect(new Set([...pagesFor("shopper"), ...pagesFor("admin")])).toEqual(new Set(paths));
    expect(pagesFor("shopper")).toContain("/dashboard/myorder");
    expect(
      pagesFor("shopper").filter((path) => PAGES.find((page) => page.path === path)!.guard === "admin"),
    ).toHaveLength(1);
    // A role's two halves are its pages, each once.
    for (const role of ["visitor", "shopper", "admin"] as const) {
      const halves = Array.from({ length: PARTS }, (_, index) => sweepUrls(role, index + 1));
      expect(halves.flat().sort()).toEqual(pagesFor(role).flatMap(urlsOf).sort());
      for (const half of halves) expect(half.length).toBeGreaterThan(0);
    }
    expect(pagesFor("visitor").filter((path) => path.startsWith("/dashboard"))).toEqual([
      "/dashboard",
      "/dashboard/addproduct",
    ]);
  });
});

/** Two sweeps at a time: most of a page's time is waiting on the server and the network, which a second one fills. */
const SWEEPS_AT_ONCE = 2;
const sweepSlots = { free: SWEEPS_AT_ONCE, waiting: [] as (() => void)[] };
async function inSweepSlot<T>(run: () => Promise<T>): Promise<T> {
  if (sweepSlots.free > 0) sweepSlots.free -= 1;
  else await new Promise<void>((resolve) => sweepSlots.waiting.push(resolve));
  try {
    return await run();
  } finally {
    const next = sweepSlots.waiting.shift();
    if (next) next();
    else sweepSlots.free += 1;
  }
}

/**
 * Each role's pages in two halves, six sweeps for the two slots. A sweep opens each page once, on the phone, audits
 * it, widens the window to 1280 px and audits it again: the layout is CSS media queries (and the few components that
 * follow the width listen for its change), so a widened page is the page a desktop opens, for one load instead of two.
 */
const PARTS = 2;
const SWEEPS = (["visitor", "shopper", "admin"] as const).flatMap((role) =>
  Array.from({ length: PARTS }, (_, index) => ({ role, part: index + 1 })),
);

/** The URLs of a role's sweep `part` (1-based): every other one, so both halves mix light and heavy pages. */
const sweepUrls = (role: Role, part: number) =>
  pagesFor(role)
    .flatMap(urlsOf)
    .filter((_, index) => index % PARTS === part - 1);

describe("axe-core on every page", () => {
  it.concurrent.for(SWEEPS)(
    `finds no violation as $role (pages $part of ${PARTS}) at ${VIEWPORTS.map((viewport) => viewport.width).join(" and ")} px`,
    // Counted from the start, waiting for a slot included.
    { timeout: 600_000 },
    async ({ role, part }, { expect }) => {
      const found = await inSweepSlot(async () => {
        const page = await contexts.get(role)!.newPage();
        const violations: string[] = [];
        for (const url of sweepUrls(role, part)) {
          await page.setViewportSize(VIEWPORTS[0]);
          await open(page, url);
          for (const [index, viewport] of VIEWPORTS.entries()) {
            if (index > 0) {
              await page.setViewportSize(viewport);
              await settle(page);
            }
            for (const violation of await audit(page)) violations.push(`${url} at ${viewport.width} px: ${violation}`);
          }
        }
        await page.close();
        return violations;
      });
      expect(found).toEqual([]);
    },
  );
});

describe.each(["visitor", "shopper", "admin"] as const)("axe-core as %s", (role) => {
  it.each(VIEWPORTS)(
    "finds no violation in the shell's menus and dialogs at $width px",
    async (viewport) => {
      const page = await contexts.get(role)!.newPage();
      await page.setViewportSize(viewport);
      const found: string[] = [];
      const check = async (state: string) => {
        for (const violation of await audit(page)) found.push(`${state}: ${violation}`);
      };
      const phone = viewport.width < 600;
      await open(page, "/");
      const banner = page.getByRole("banner");
      if (phone) {
        await banner.getByRole("button", { name: "Open menu" }).click();
        await banner.getByRole("search", { name: "Product search" }).waitFor();
        await check("mobile menu open");
        await banner.getByRole("button", { name: "Close menu" }).click();
      }
      if (role === "visitor") {
        await banner.getByRole("button", { name: "Login" }).click();
        await page.getByRole("dialog").waitFor();
        await check("sign-in dialog open");
        await page.keyboard.press("Escape");
      } else {
        await banner.getByRole("button", { name: /account menu/ }).click();
        await page.getByRole("menu").waitFor();
        await check("account menu open");
        await page.keyboard.press("Escape");
        if (phone) {
          await open(page, "/dashboard");
          await page.getByRole("button", { name: "Open dashboard menu" }).click();
          await page.getByRole("dialog").waitFor();
          await check("dashboard drawer open");
        }
      }
      await page.close();
      expect(found).toEqual([]);
    },
    120_000,
  );
});

describe("the keyboard", () => {
  it("meets a skip link first on every page, which leads to the main content", async () => {
    const page = await contexts.get("shopper")!.newPage();
    await page.setViewportSize(VIEWPORTS[0]);
    for (const url of ["/", "/products", "/dashboard/myorder", "/no-such-page"]) {
      await open(page, url);
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to content" });
      expect(await skip.evaluate((link) => link === document.activeElement), url).toBe(true);
      const box = await skip.boundingBox();
      expect(box!.y, `${url}: shown when focused`).toBeGreaterThanOrEqual(0);
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(() => document.querySelector("main")!.contains(document.activeElement)),
        `${url}: the next stop is in the main content`,
      ).toBe(true);
    }
    await page.close();
  });

  it("passes the flash-sale rail in one Tab, and walks its cards with the arrow keys", async () => {
    const page = await contexts.get("visitor")!.newPage();
    await page.setViewportSize(VIEWPORTS[1]);
    await open(page, "/");
    const rail = page.getByRole("region", { name: "Flash Sale" }).getByRole("list", { name: "Flash Sale" });
    const cards = rail.getByRole("link");
    const count = await cards.count();
    expect(count).toBeGreaterThan(3);
    await cards.first().focus();
    const inRail = () => rail.evaluate((list) => list.contains(document.activeElement));
    const activeName = () => page.evaluate(() => document.activeElement?.textContent ?? "");
    await page.keyboard.press("ArrowRight");
    expect(await activeName()).toBe(await cards.nth(1).textContent());
    await page.keyboard.press("End");
    expect(await activeName()).toBe(await cards.nth(count - 1).textContent());
    // One Tab leaves the rail (its scroll button aside), whichever card had focus.
    await page.keyboard.press("Tab");
    if (await inRail()) throw new Error("Tab stayed in the rail");
    const left = await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
    if (left.startsWith("Scroll Flash Sale")) await page.keyboard.press("Tab");
    expect(await inRail()).toBe(false);
    await page.close();
  });
});

describe("the shell while a page loads", () => {
  it.each(VIEWPORTS)("shows a thin bar along the top at $width px, never over the Login button", async (viewport) => {
    const page = await contexts.get("visitor")!.newPage();
    await page.setViewportSize(viewport);
    await open(page, "/temp");
    // Hold the next page's data, so the shop stays in its loading state while we look.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('footer a[href="/"]');
      link!.click();
    });
    // Other parts of the page may say "Loading..." too (a lazy section): look at the top bar itself.
    const loading = page.getByTestId("navigation-progress");
    await loading.waitFor({ state: "attached" });
    expect(await loading.textContent()).toBe("Loading...");
    const bar = (await loading.boundingBox())!;
    expect(bar.y).toBe(0);
    expect(bar.height).toBeLessThanOrEqual(4);
    const login = (await page.getByRole("banner").getByRole("button", { name: "Login" }).boundingBox())!;
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest("button")?.textContent ?? "",
      [login.x + login.width / 2, login.y + login.height / 2],
    );
    expect(hit).toContain("Login");
    release();
    await loading.waitFor({ state: "detached" });
    await page.close();
  });
});

describe("the order tables with real orders (issue 13, item 6)", () => {
  it.each([
    ["shopper", "/dashboard/myorder", "My Order"],
    ["admin", "/dashboard/manageorder?status=all", "Manage Order"],
  ] as const)(
    "as %s on %s: dates, and Status and Action in view at 1280 px; cards on a phone",
    async (role, url, title) => {
      const page = await contexts.get(role)!.newPage();
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await open(page, url);
        const region = page.getByRole("region", { name: `${title}, scrollable` });
        const fit = await region.evaluate((element) => {
          const frame = element.getBoundingClientRect();
          const inside = (selector: string) =>
            [...element.querySelectorAll(selector)].every((each) => {
              const box = each.getBoundingClientRect();
              return box.left >= frame.left - 0.5 && box.right <= frame.right + 0.5;
            });
          return {
            sideways: element.scrollWidth - element.clientWidth,
            page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            buttons: inside("tbody button, tbody a"),
            cells: inside("tbody td"),
            times: element.querySelectorAll("tbody time").length,
            rows: element.querySelectorAll("tbody tr").length,
            cards: getComputedStyle(element.querySelector("tbody tr")!).display === "grid",
          };
        });
        const label = `${url} at ${viewport.width} px`;
        expect(fit.rows, label).toBeGreaterThan(0);
        expect(fit.times, `${label}: every order's date`).toBe(fit.rows);
        expect(fit.sideways, `${label}: no sideways scroll`).toBeLessThanOrEqual(1);
        expect(fit.page, `${label}: the page does not scroll sideways`).toBeLessThanOrEqual(1);
        expect(fit.cells && fit.buttons, `${label}: every cell and action in view`).toBe(true);
        expect(fit.cards, label).toBe(viewport.width < 600);
      }
      await page.close();
    },
  );
});
