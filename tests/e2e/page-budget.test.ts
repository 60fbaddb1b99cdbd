import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { pageWeight, readClientManifest, stylesheets, withLazyChunk } from "../../scripts/lib/page-weight.ts";

/**
 * Byte budgets per page, read from the production build's manifest (the end-to-end run builds it first): the
 * JavaScript a page loads before it is interactive (the entry, the root route, every route of its match and their
 * static imports; code loaded on intent is not counted) and the stylesheet, gzip.
 *
 * The shop's pages link their own stylesheet and the dashboard's the full one (decision 029): each page's is
 * counted.
 *
 * Issue 14's goal is 130 KB of JS on every page. The browsing pages (home, the product list and search, a product)
 * load none with the page: their modules load on the visitor's first touch (decision 035), and the served pages are
 * checked for it below. Every page's whole set of modules is held by these limits, so no change makes a page
 * heavier; lower them as pages get lighter. The shop's are never raised; the dashboard's were raised once, for the
 * product form's options editor and gallery (decision 031).
 */
const KB = 1024;
const WITH_PAGE_JS_LIMIT = 130 * KB;
const CSS_LIMIT = 20 * KB;
/**
 * Raised by 0.05 KB for the home page's below-the-fold rule (decision 035): the full sheet carries every class. Raised
 * by 0.15 KB for issue 50's screens (the order desk, the payment link, /track, mobile sign-in): measured 20.32 KB.
 */
const DASHBOARD_CSS_LIMIT = 20.4 * KB;
const SHOP_JS_LIMIT = 178 * KB;
const DASHBOARD_JS_LIMIT = 231 * KB;
/**
 * Pages in Bangla (issue 27) load the Bangla catalogue instead of the English one (Bengali script is 3 bytes a
 * letter: the shop's texts are 8.8 KB gzip against 7.2) and the Bangla font's rules. Measured when they came: the
 * heaviest shop page 181.9 KB, Manage Flashsell 227.8 KB, CSS 20.2 KB. Issue 29 brings both languages under 130.
 * Lowered after decision 029 (minimal style props; 2026-11-27): the heaviest shop page 178.3 KB in English (a
 * product) and 179.9 KB in Bangla (payment), Manage Flashsell 222.0 / 225.0 KB.
 */
const BANGLA_LIMITS = { shop: 181 * KB, dashboard: 234 * KB, css: 20.3 * KB, dashboardCss: 20.65 * KB };
/**
 * A product sold in options (issue 28) loads its option pickers (Ark's radio group) once interactive, on top of the
 * product page's modules and only there: 6.3 KB. Measured 2026-11-28: 182.1 KB in English, 183.5 KB in Bangla.
 * None of it comes with the page (its 130 KB budget above holds at 0), and Lighthouse scores that page 100 / 99
 * (`npm run bench:lighthouse`; docs/performance.md, 2026-11-28 late evening). Raised by 1 KB for issue 50 (the
 * sign-in dialog's mobile-number panel): measured 2026-12-08 at 183.9 KB in English, 185.5 KB in Bangla.
 */
const IN_OPTIONS_LIMITS = { en: 184 * KB, bn: 186 * KB };

const baseURL = inject("baseURL");
const manifest = readClientManifest();
const pages = Object.values(manifest.routes).filter(
  (route) => route.hasDefaultExport && route.id !== "root" && !route.id.startsWith("routes/api."),
);

describe("page weight budgets (production build, gzip)", () => {
  it("finds the pages in the manifest", () => {
    expect(pages.map((route) => route.id)).toEqual(
      expect.arrayContaining(["routes/home", "routes/products", "routes/productdetails.$id", "routes/shoppingcart"]),
    );
  });

  it.each(pages.map((route) => route.id))("%s stays within its JS and CSS budget", (routeId) => {
    const weight = pageWeight(routeId, manifest);
    const dashboard = routeId.startsWith("routes/dashboard");
    const limit = dashboard ? DASHBOARD_JS_LIMIT : SHOP_JS_LIMIT;
    expect(weight.jsBytes, `${routeId}: ${(weight.jsBytes / KB).toFixed(1)} KB of JS`).toBeLessThanOrEqual(limit);
    expect(weight.cssBytes, `${routeId}: ${(weight.cssBytes / KB).toFixed(1)} KB of CSS`).toBeLessThanOrEqual(
      dashboard ? DASHBOARD_CSS_LIMIT : CSS_LIMIT,
    );
  });

  it("a product sold in options stays within its budget with its option pickers, in either language", () => {
    // The pickers load once the page is interactive, and only for products with options (issue 28).
    for (const language of ["en", "bn"] as const) {
      const plain = pageWeight("routes/productdetails.$id", manifest, undefined, language);
      const inOptions = withLazyChunk(plain, "OptionPickers");
      expect(inOptions.jsBytes).toBeGreaterThan(plain.jsBytes);
      expect(inOptions.jsBytes, `${language}: ${(inOptions.jsBytes / KB).toFixed(1)} KB of JS`).toBeLessThanOrEqual(
        IN_OPTIONS_LIMITS[language],
      );
    }
  });

  it.each(pages.map((route) => route.id))("%s in Bangla stays within its budget", (routeId) => {
    const weight = pageWeight(routeId, manifest, undefined, "bn");
    const dashboard = routeId.startsWith("routes/dashboard");
    const limit = dashboard ? BANGLA_LIMITS.dashboard : BANGLA_LIMITS.shop;
    expect(
      weight.files.some((file) => /\/shop\.bn-/.test(file.path)),
      "its Bangla texts are counted",
    ).toBe(true);
    expect(weight.jsBytes, `${routeId}: ${(weight.jsBytes / KB).toFixed(1)} KB of JS`).toBeLessThanOrEqual(limit);
    expect(weight.cssBytes).toBeLessThanOrEqual(dashboard ? BANGLA_LIMITS.dashboardCss : BANGLA_LIMITS.css);
  });

  it("counts every script and stylesheet the served home page asks for, at once or on the first touch", async () => {
    const html = await (await fetch(baseURL + "/")).text();
    const asked = new Set<string>();
    const links =
      /<link[^>]+rel="(?:modulepreload|x-modulepreload-on-intent|stylesheet)"[^>]+href="(\/assets\/[^"]+)"/g;
    for (const match of html.matchAll(links)) asked.add(match[1]!);
    for (const match of html.matchAll(/import\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)) asked.add(match[1]!);
    expect(asked.size).toBeGreaterThan(2);
    const counted = new Set([...pageWeight("routes/home", manifest).files.map((file) => file.path), ...stylesheets()]);
    expect([...asked].filter((path) => !counted.has(path))).toEqual([]);
  });

  it("serves the browsing pages and the cart with no module loading before the first touch", async () => {
    const product = (await (await fetch(baseURL + "/api/products?pageSize=1")).json()) as { items: { _id: string }[] };
    const item = product.items[0]!._id;
    const cart = { Cookie: `cart_count=1; cart_lines=${item}..r.1` };
    for (const [path, headers] of [
      ["/"],
      ["/products"],
      ["/products?q=phone"],
      [`/productdetails/${item}`],
      ["/shoppingcart"],
      ["/shoppingcart", cart],
    ] as const) {
      const html = await (await fetch(baseURL + path, { headers })).text();
      expect(html, path).not.toMatch(/rel="modulepreload"|type="module"/);
      expect(html, path).toContain('type="text/x-module-on-intent"');
      expect(html, path).toContain("__bootOnIntent");
    }
    // A cart the cookie mirrors is rendered priced; one it does not is rendered as waiting for this browser's script.
    const served = await (await fetch(baseURL + "/shoppingcart", { headers: cart })).text();
    expect(served).not.toContain(`data-needs-script=""`);
    expect(served).toMatch(/role="spinbutton"/);
    const waiting = await (await fetch(baseURL + "/shoppingcart", { headers: { Cookie: "cart_count=1" } })).text();
    expect(waiting).toContain(`data-needs-script=""`);
  });

  it.each(["routes/home", "routes/products", "routes/productdetails.$id", "routes/shoppingcart"])(
    "%s loads at most 130 KB of JS with the page, in either language",
    (routeId) => {
      for (const language of ["en", "bn"] as const) {
        const weight = pageWeight(routeId, manifest, undefined, language);
        expect(weight.bootsOnTouch).toBe(true);
        expect(weight.jsWithPageBytes, `${routeId} in ${language}`).toBeLessThanOrEqual(WITH_PAGE_JS_LIMIT);
      }
    },
  );
});

describe("the latency benchmark's delay (issue 29)", () => {
  it("is not in the production build's Worker: no variable can switch it on", () => {
    const files = [
      "build/server/index.js",
      ...readdirSync("build/server/assets").map((name) => join("build/server/assets", name)),
    ];
    const scripts = files.filter((path) => path.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(1);
    for (const path of scripts) {
      const code = readFileSync(path, "utf8");
      expect(code.includes("X-D1-Round-Trips") || code.includes("BENCH_D1_DELAY_MS"), path).toBe(false);
    }
    // The sessions themselves are in it (decision 032).
    expect(readFileSync("build/server/index.js", "utf8")).toContain("d1_bookmark");
  });
});
