import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { afterDirectWrite, ORIGIN, registerAccount, request, seedDemoShop, signIn, DHAKA_ADDRESS } from "./helpers.ts";
import { VERSION_STALE_MS, VERSION_TRUST_MS } from "~/server/page-cache.ts";

/**
 * The edge cache of anonymous page HTML (app/server/page-cache.ts, decision 016), through the real Worker with real
 * D1, the Durable Object and workerd's Cache API.
 */

const HOUR = 3_600_000;

await seedDemoShop();
const admin = await signIn("admin@example.com", "Admin#2026");
const shopper = await registerAccount("Rahim Uddin", "rahim@example.com", "Rahim#2026");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function get(path: string, init: Parameters<typeof request>[1] = {}) {
  const response = await request(path, init);
  return { response, status: response.headers.get("X-Cache"), html: await response.text() };
}

/** The page once it comes from the cache: its copy is stored after the response that rendered it. */
async function untilHit(path: string) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const page = await get(path);
    if (page.status === "HIT") return page;
    await sleep(25);
  }
  throw new Error(`${path} never came from the cache`);
}

function cspNonce(response: Response): string {
  const match = /script-src 'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "");
  if (!match) throw new Error("no nonce in the CSP header");
  return match[1]!;
}

function nonceAttributes(html: string): string[] {
  return Array.from(html.matchAll(/\snonce="([^"]*)"/g), (match) => match[1]!);
}

async function catalogueVersion(): Promise<number> {
  const version = await env.DB.prepare("SELECT version FROM catalogue_version WHERE id = 1").first<number>("version");
  if (version === null) throw new Error("no catalogue version row");
  return version;
}

async function firstProduct(query: string, minimumStock = 0) {
  const body = (await (await request(`/api/products?pageSize=48&${query}`)).json()) as {
    items: { _id: string; name: string; stock: number }[];
  };
  const product = body.items.find((item) => item.stock >= minimumStock);
  if (!product) throw new Error(`no product with ${minimumStock} in stock`);
  return product;
}

function setWindow(startsAt: number, endsAt: number) {
  return request("/api/flashsellTime", {
    method: "POST",
    jar: admin,
    headers: { Origin: ORIGIN },
    json: { startTime: new Date(startsAt).toISOString(), endTime: new Date(endsAt).toISOString() },
  });
}

describe("the edge cache of anonymous pages", () => {
  it("renders the first anonymous request (MISS) and answers the next from the cache (HIT): the same bytes but the nonce", async () => {
    const path = "/products?sort=price-asc";
    const first = await get(path);
    expect(first.response.status).toBe(200);
    expect(first.status).toBe("MISS");
    const hit = await untilHit(path);
    const firstNonce = cspNonce(first.response);
    const hitNonce = cspNonce(hit.response);
    expect(hitNonce).not.toBe(firstNonce);
    expect(hit.html).not.toContain(firstNonce);
    expect(hit.html.replaceAll(hitNonce, "NONCE")).toBe(first.html.replaceAll(firstNonce, "NONCE"));
    // Browsers still revalidate every use; the edge entry's own lifetime is not theirs.
    for (const header of ["Cache-Control", "Vary", "Content-Type"])
      expect(hit.response.headers.get(header), header).toBe(first.response.headers.get(header));
    expect(hit.response.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    for (const internal of ["X-Page-Cache-Expires", "X-Page-Cache-Nonce", "X-Page-Cache-Browser-Cache-Control"])
      expect(hit.response.headers.has(internal), internal).toBe(false);
  });

  it("gives every hit its own nonce, the one its CSP header names, on every script and link", async () => {
    const one = await untilHit("/");
    const two = await get("/");
    expect(two.status).toBe("HIT");
    const nonces = [cspNonce(one.response), cspNonce(two.response)];
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const [index, page] of [one, two].entries()) {
      const attributes = nonceAttributes(page.html);
      expect(attributes.length).toBeGreaterThan(5);
      expect(new Set(attributes)).toEqual(new Set([nonces[index]]));
      expect(page.html).not.toContain(nonces[1 - index]!);
    }
  });

  it("shows an admin's edit on the very next anonymous request", async () => {
    const product = await firstProduct("sort=rating");
    const pages = [`/productdetails/${product._id}`, "/products?sort=rating"];
    for (const path of pages) expect((await untilHit(path)).html).toContain(product.name);

    const renamed = "Edge Cache Renamed Lamp";
    const patched = await request(`/api/products/${product._id}`, {
      method: "PATCH",
      jar: admin,
      headers: { Origin: ORIGIN },
      json: { name: renamed },
    });
    expect(patched.status).toBe(200);
    for (const path of pages) {
      const page = await get(path);
      expect(page.status, path).toBe("MISS");
      expect(page.html, path).toContain(renamed);
      expect(page.html, path).not.toContain(`>${product.name}<`);
    }
  });

  it("answers requests that arrive together, and shows a write made outside the Worker within VERSION_STALE_MS", async () => {
    const product = await firstProduct("sort=rating", 3);
    const path = `/productdetails/${product._id}`;
    await untilHit(path);
    // Arriving together, most take the version the isolate read a moment ago: every one is answered, from the cache.
    const together = await Promise.all(Array.from({ length: 30 }, () => get(path)));
    expect(together.map((page) => page.response.status)).toEqual(together.map(() => 200));
    expect(together.map((page) => page.status)).toEqual(together.map(() => "HIT"));

    // A write straight to D1, outside the Worker: no request of the Worker knows of it but through the version.
    const renamed = "Grouped Read Renamed Kettle";
    await env.DB.prepare("UPDATE products SET name = ? WHERE id = ?").bind(renamed, Number(product._id)).run();
    // This isolate did not make the write: it shows once the version it read is older than VERSION_STALE_MS. Each
    // page is then rendered afresh, or is a copy one of them rendered and stored under the new version.
    await afterDirectWrite();
    const after = await Promise.all(Array.from({ length: 30 }, () => get(path)));
    for (const page of after) {
      expect(page.html).toContain(renamed);
      expect(page.html).not.toContain(`>${product.name}<`);
    }
  });

  it("serves the version it read a moment ago while it reads it again, and shows a write made elsewhere right after", async () => {
    const product = await firstProduct("sort=price-asc", 4);
    const path = `/productdetails/${product._id}`;
    await untilHit(path);
    const renamed = "Revalidated Renamed Teapot";
    await env.DB.prepare("UPDATE products SET name = ? WHERE id = ?").bind(renamed, Number(product._id)).run();
    // Past VERSION_TRUST_MS, within VERSION_STALE_MS: the page does not wait for D1, and the version is read behind it.
    await sleep(VERSION_TRUST_MS + 20);
    const stale = await get(path);
    expect(stale.status).toBe("HIT");
    expect(stale.html).toContain(`>${product.name}<`);
    // The read behind it has landed: the next visitors get the write.
    await expect.poll(async () => (await get(path)).html.includes(renamed), { timeout: VERSION_STALE_MS }).toBe(true);
  });

  it("shows the stock an order took on the very next anonymous request", async () => {
    const product = await firstProduct("sort=newest", 3);
    const path = `/productdetails/${product._id}`;
    const before = await untilHit(path);
    const stock = Number(/(\d+) pieces? available/.exec(before.html)?.[1]);
    expect(stock).toBeGreaterThan(1);
    const placed = await request("/api/orders", {
      method: "POST",
      jar: shopper,
      json: {
        name: "Rahim Uddin",
        mobile: "01712345678",
        bkashNum: "+8801812345678",
        trxID: "TRXEDGE001",
        orderProduct: [{ product_id: Number(product._id), product_qty: 1 }],
        checkoutKey: `edge-cache-${Date.now()}`,
        address: DHAKA_ADDRESS,
      },
    });
    expect(placed.status).toBe(201);
    const after = await get(path);
    expect(after.status).toBe("MISS");
    expect(after.html).toContain(stock - 1 === 1 ? "1 piece available" : `${stock - 1} pieces available`);
  });

  it("never serves or keeps a signed-in visitor's page, and shows them their own name", async () => {
    const shared = await untilHit("/");
    expect(shared.html).not.toContain("Rahim Uddin");
    const own = await get("/", { jar: shopper });
    expect(own.status).toBe("BYPASS");
    expect(own.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(own.html).toContain("Rahim Uddin");
    const again = await get("/");
    expect(again.status).toBe("HIT");
    expect(again.html).not.toContain("Rahim Uddin");

    // A page first asked for by a signed-in visitor is not stored for anyone.
    const path = "/products?sort=price-desc";
    expect((await get(path, { jar: shopper })).status).toBe("BYPASS");
    await sleep(100);
    const anonymous = await get(path);
    expect(anonymous.status).toBe("MISS");
    expect(anonymous.html).not.toContain("Rahim Uddin");
  });

  it("never serves or keeps a page for a cart, and shows its own count", async () => {
    const cart = { headers: { Cookie: "cart_count=3" } };
    expect((await untilHit("/")).html).toContain('aria-label="Shopping cart, 0 items"');
    const own = await get("/", cart);
    expect(own.status).toBe("BYPASS");
    expect(own.html).toContain('aria-label="Shopping cart, 3 items"');
    expect((await get("/")).html).toContain('aria-label="Shopping cart, 0 items"');

    const path = "/products?sort=newest";
    expect((await get(path, cart)).status).toBe("BYPASS");
    await sleep(100);
    expect((await get(path)).status).toBe("MISS");
    // An empty cart's count is everyone's: that page is shared.
    expect((await untilHit(path)).html).toContain('aria-label="Shopping cart, 0 items"');
    expect((await get(path, { headers: { Cookie: "cart_count=0" } })).status).toBe("HIT");
  });

  it("never keeps private pages, error pages, API answers or .data requests", async () => {
    const product = await firstProduct("sort=rating");
    // Pages whose own headers allow no shared cache (private ones are 401 for a visitor), and error pages.
    const uncached = {
      "/shoppingcart": 200,
      "/temp": 200,
      "/dashboard": 401,
      "/dashboard/myorder": 401,
      "/payment": 401,
      "/confirmorder": 401,
      "/productorder/cart": 401,
      [`/productorder/${product._id}`]: 401,
      "/productdetails/999999": 404,
      "/no-such-page": 404,
    };
    for (const [path, status] of Object.entries(uncached)) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const page = await get(path);
        expect(page.response.status, path).toBe(status);
        expect(page.status, path).toBe("MISS");
        if (status !== 404) expect(page.response.headers.get("Cache-Control") ?? "", path).not.toMatch(/public/);
        await sleep(50);
      }
    }
    // Signed in, they are the visitor's own, and never looked up.
    for (const path of ["/dashboard", "/dashboard/myorder", "/payment", "/productorder/cart"]) {
      const page = await get(path, { jar: shopper });
      expect(page.response.status, path).toBe(200);
      expect(page.status, path).toBe("BYPASS");
      expect(page.response.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
    expect((await get("/dashboard", { jar: admin })).status).toBe("BYPASS");
    for (const path of ["/api/products", "/products.data", "/robots.txt", "/sitemap.xml"]) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const page = await get(path);
        expect(page.status, path).toBeNull();
        await sleep(50);
      }
    }
    // Only GET: a HEAD of a cached page is rendered as before.
    await untilHit("/");
    const head = await request("/", { method: "HEAD" });
    expect(head.headers.get("X-Cache")).toBeNull();
  });

  it("shows a flash-sale window change at once, and keeps a page that shows the sale's clock for at most a second", async () => {
    const now = Date.now();
    let version = await catalogueVersion();
    expect((await setWindow(now - 60_000, now + 2 * HOUR)).status).toBe(200);
    expect(await catalogueVersion()).toBeGreaterThan(version);
    const open = await untilHit("/");
    expect(open.html).toContain(">Flash Sale<");

    // The countdown starts from the moment the page was rendered: after a second the page is rendered again.
    await untilHit("/products?sort=rating");
    await sleep(1_100);
    expect((await get("/")).status).toBe("MISS");
    // A page without the clock is kept longer.
    expect((await get("/products?sort=rating")).status).toBe("HIT");

    await untilHit("/");
    version = await catalogueVersion();
    expect((await setWindow(now + HOUR, now + 2 * HOUR)).status).toBe(200);
    expect(await catalogueVersion()).toBeGreaterThan(version);
    const upcoming = await get("/");
    expect(upcoming.status).toBe("MISS");
    expect(upcoming.html).not.toContain(">Flash Sale<");

    // Clearing the window changes only the Durable Object: the Worker entry moves the version itself.
    version = await catalogueVersion();
    const cleared = await request("/api/flashsellTime", { method: "DELETE", jar: admin, headers: { Origin: ORIGIN } });
    expect(cleared.status).toBe(200);
    expect(await catalogueVersion()).toBeGreaterThan(version);
    expect((await get("/")).status).toBe("MISS");

    // A refused change moves nothing.
    version = await catalogueVersion();
    expect(
      (await request("/api/flashsellTime", { method: "DELETE", jar: shopper, headers: { Origin: ORIGIN } })).status,
    ).toBe(403);
    expect(await catalogueVersion()).toBe(version);
  });

  it("has a version trigger for every write to every table pages show, and none on the others", async () => {
    const { results } = await env.DB.prepare(
      "SELECT tbl_name AS tableName, sql FROM sqlite_master WHERE type = 'trigger' AND sql LIKE '%catalogue_version%'",
    ).all<{ tableName: string; sql: string }>();
    const shown = [
      "banners",
      "categories",
      "flash_sale_products",
      "flash_sale_windows",
      "product_features",
      "product_images",
      "product_options",
      "product_variants",
      "products",
    ];
    expect([...new Set(results.map((row) => row.tableName))].sort()).toEqual(shown);
    for (const table of shown) {
      for (const event of ["INSERT", "UPDATE", "DELETE"]) {
        expect(
          results.some((row) => row.tableName === table && new RegExp(`AFTER ${event} ON`, "i").test(row.sql)),
          `${event} on ${table}`,
        ).toBe(true);
      }
    }
    // A hand-run edit moves it too (more than once: the product's variant follows it, and the product its variant);
    // a write to a table no page shows does not.
    const version = await catalogueVersion();
    await env.DB.prepare("UPDATE products SET stock = stock + 1 WHERE id = (SELECT min(id) FROM products)").run();
    const moved = await catalogueVersion();
    expect(moved).toBeGreaterThan(version);
    await env.DB.prepare("INSERT INTO subscribers (email) VALUES ('edge@example.com')").run();
    expect(await catalogueVersion()).toBe(moved);
  });
});
