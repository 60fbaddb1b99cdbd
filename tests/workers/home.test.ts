import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { seedBanners, seedCategories } from "@db/seed/catalogue.ts";
import { cloudflareContext, sessionUserContext } from "~/server/context.ts";
import { setFlashSaleWindow } from "~/domain/flash-sale/flash-sale.server.ts";
import { loader as homeLoader } from "~/routes/home.tsx";
import { afterDirectWrite, request, seedDemoShop } from "./helpers.ts";

const RAW = Symbol("unwrapped statement");

/** A D1 binding that counts round trips: each statement run on its own, and each batch, is one. */
function countingD1(d1: D1Database) {
  let roundTrips = 0;
  const wrapStatement = (statement: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, property, receiver) {
        if (property === RAW) return target;
        const value = Reflect.get(target, property, receiver);
        if (typeof value !== "function") return value;
        if (property === "bind") return (...args: unknown[]) => wrapStatement(value.apply(target, args));
        if (["first", "all", "raw", "run"].includes(String(property))) {
          return (...args: unknown[]) => {
            roundTrips += 1;
            return value.apply(target, args);
          };
        }
        return value.bind(target);
      },
    });
  const counted = new Proxy(d1, {
    get(target, property, receiver) {
      if (property === "prepare") return (query: string) => wrapStatement(target.prepare(query));
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) => {
          roundTrips += 1;
          return target.batch(
            statements.map(
              (statement) => (statement as unknown as { [key: symbol]: D1PreparedStatement })[RAW] ?? statement,
            ),
          );
        };
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { d1: counted, roundTrips: () => roundTrips };
}

await seedDemoShop();

describe("home page", () => {
  it("renders banners, categories and the sections below the fold in the server HTML", async () => {
    const html = await (await request("/")).text();
    for (const banner of seedBanners) expect(html.toLowerCase()).toContain(banner.name.toLowerCase());
    for (const category of seedCategories)
      expect(html).toContain(`/products/${encodeURIComponent(category.name.toLowerCase())}`);
    for (const tile of ["Top Rated", "Discount", "Free Shipping", "Winter Exclusive"]) expect(html).toContain(tile);
    for (const section of ["Flash Sale", "Featured Categories", "New Arrivals", "More to Love", "Hot Deals"])
      expect(html).toContain(section);
    for (const deal of ["Torch", "Travel Tools", "WaterProof Tent", "Compus", "Travel Bag"])
      expect(html).toContain(deal);
  });

  it("makes each banner slide a link where Manage Banner says, and leaves a slide without one a picture", async () => {
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    // The slide's link wraps its picture (the tiles below link to some of the same lists).
    const slide = (link: string, name: string) =>
      new RegExp(`<a[^>]*href="${escape(link)}"[^>]*><img[^>]*alt="${escape(name)}"`, "i");
    const html = await (await request("/")).text();
    const [first] = seedBanners;
    // The slide shown is a link (the server shows the first); every slide's link is in the page's data.
    expect(html).toMatch(slide(first!.link, first!.name));
    for (const banner of seedBanners) expect(html).toContain(banner.link);
    await env.DB.prepare("UPDATE banners SET link = NULL WHERE link = ?").bind(first!.link).run();
    await afterDirectWrite();
    const without = await (await request("/")).text();
    expect(without).not.toMatch(slide(first!.link, first!.name));
    expect(without).toMatch(new RegExp(`<img[^>]*alt="${escape(first!.name)}"`, "i"));
    await env.DB.prepare("UPDATE banners SET link = ? WHERE link IS NULL").bind(first!.link).run();
  });

  it("links the four tiles to the product lists they name, and each list answers", async () => {
    const html = await (await request("/")).text();
    const tiles = {
      "Top Rated": "/products?sort=rating",
      Discount: "/products?offer=flash",
      "Free Shipping": "/products?shipping=free",
      "Winter Exclusive": "/products?collection=winter",
    };
    for (const [label, href] of Object.entries(tiles)) {
      expect(html).toMatch(new RegExp(`<a[^>]+href="${href.replace("?", "\\?")}"[^>]*>(?:(?!</a>).)*${label}`, "s"));
      const list = await request(href);
      expect(list.status, href).toBe(200);
      expect(await list.text(), href).not.toContain("nothing here right now");
    }
  });

  it("hides the Flash Sale section while the window is closed", async () => {
    const now = Date.now();
    await setFlashSaleWindow(env, { startsAt: now + 3_600_000, endsAt: now + 7_200_000 }, "test");
    await afterDirectWrite();
    const closed = await (await request("/")).text();
    expect(closed).not.toContain(">Flash Sale<");
    await setFlashSaleWindow(env, { startsAt: now - 60_000, endsAt: now + 7_200_000 }, "test");
    await afterDirectWrite();
    expect(await (await request("/")).text()).toContain(">Flash Sale<");
  });

  it("makes at most 3 D1 round trips", async () => {
    const counter = countingD1(env.DB);
    const context = new RouterContextProvider();
    context.set(cloudflareContext, { env: { ...env, DB: counter.d1 }, ctx: createExecutionContext() });
    context.set(sessionUserContext, async () => null);
    const data = await homeLoader({
      request: new Request("http://shop.test/"),
      params: {},
      context,
      unstable_pattern: "/",
    } as unknown as Parameters<typeof homeLoader>[0]);
    await data.sections;
    expect(data.categories.length).toBe(seedCategories.length);
    expect(counter.roundTrips()).toBeGreaterThan(0);
    expect(counter.roundTrips()).toBeLessThanOrEqual(3);
  });
});
