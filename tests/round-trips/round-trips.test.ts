/**
 * The round-trip budget (issue 29): the sequential D1 round trips a page needs on a cache miss, counted by the Worker
 * as `npm run bench:latency` builds it (vitest.round-trips.config.ts; no delay here). Anonymous: at most one for
 * home, products, a product and search. Signed in: at most two (the session row, then the page).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { ORIGIN, request, seedDemoShop, signIn, type CookieJar } from "../workers/helpers.ts";

const ANONYMOUS_LIMIT = 1;
const SIGNED_IN_LIMIT = 2;

let shopper: CookieJar;
let paths: string[];

beforeAll(async () => {
  await seedDemoShop();
  shopper = await signIn("shopper@example.com", "Shopper#26");
  const product = await env.DB.prepare("SELECT id FROM products ORDER BY id LIMIT 1").first<{ id: number }>();
  paths = ["/", "/products", `/productdetails/${product!.id}`, "/products?q=phone"];
});

let bust = 0;
/** The page past the cache (a query string of its own), as the Worker counted it. */
async function roundTrips(path: string, jar?: CookieJar): Promise<number> {
  const url = new URL(path, ORIGIN);
  url.searchParams.set("bust", String(++bust));
  const response = await request(url.pathname + url.search, jar ? { jar } : {});
  await response.arrayBuffer();
  expect(response.status, path).toBe(200);
  const counted = response.headers.get("X-D1-Round-Trips");
  expect(counted, path).not.toBeNull();
  return Number(counted);
}

describe("sequential D1 round trips per page on a cache miss", () => {
  it(`anonymous: at most ${ANONYMOUS_LIMIT}`, async () => {
    for (const path of paths) {
      // The first page of an isolate (or after a second without one) waits for the catalogue version too.
      await roundTrips(path);
      const counted = await roundTrips(path);
      expect(counted, path).toBeGreaterThan(0);
      expect(counted, path).toBeLessThanOrEqual(ANONYMOUS_LIMIT);
    }
  });

  it(`signed in: at most ${SIGNED_IN_LIMIT}`, async () => {
    for (const path of paths) {
      await roundTrips(path, shopper);
      const counted = await roundTrips(path, shopper);
      expect(counted, path).toBeGreaterThan(0);
      expect(counted, path).toBeLessThanOrEqual(SIGNED_IN_LIMIT);
    }
  });

  it("counts the catalogue version a cold isolate waits for: a page is one more", async () => {
    // Past the time the version is used for, the next anonymous page reads it before it renders.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await roundTrips("/products")).toBe(ANONYMOUS_LIMIT + 1);
  });
});
