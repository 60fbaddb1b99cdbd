import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { productsCopy } from "~/i18n/products.ts";
import { COUNT_CAP, countByCategory, listProducts } from "~/domain/catalogue/catalogue.server.ts";
import { HEAD_ROWS } from "~/domain/catalogue/search.server.ts";
import { parseProductQuery } from "~/schemas/catalogue.ts";
import { db, request, seedDemoShop } from "./helpers.ts";

/**
 * Search at scale (issue 15, decision 020) on real D1: the demo shop plus 1,500 generated products, enough to pass
 * the count's cap, so both ways of ordering a search (ranking every match, walking an index) are exercised.
 */

const query = (search: string, category?: string) => parseProductQuery(new URLSearchParams(search), category);
const GENERATED = 1500;

await seedDemoShop();

beforeAll(async () => {
  const image = await env.DB.prepare("SELECT image_key FROM products LIMIT 1").first<string>("image_key");
  // Every generated name has "gadget"; every third is out of stock; ratings and prices vary with the number.
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${GENERATED})
     INSERT INTO products (name, seller, category, price_cents, shipping_cents, stock, star_halves, star_count, image_key)
     SELECT 'Gadget Model ' || i || CASE WHEN i % 10 = 0 THEN ' Rechargeable Torch' ELSE ' Widget' END,
            'Bench Seller', 'accessories', 100 * (i % 500) + 99, CASE WHEN i % 4 = 0 THEN 0 ELSE 500 END,
            CASE WHEN i % 3 = 0 THEN 0 ELSE i % 7 + 1 END, 1 + (i % 10), i % 97, ?
     FROM n`,
  )
    .bind(image)
    .run();
});

describe("counts bounded by a cap", () => {
  it("counts exactly up to the cap, then says there are more", async () => {
    const few = await listProducts(db, query("q=torch"));
    expect(few.total).toBe(GENERATED / 10);
    expect(few.totalCapped).toBe(false);
    const many = await listProducts(db, query("q=gadget"));
    expect(many.total).toBe(COUNT_CAP);
    expect(many.totalCapped).toBe(true);
    const all = await listProducts(db, query(""));
    expect(all.totalCapped).toBe(true);
  });

  it("shows '1,000+' on the page for a count past the cap", async () => {
    const html = await (await request("/products?q=gadget")).text();
    expect(html).toContain("1,000+ products");
  });
});

describe("ranking", () => {
  it("puts out-of-stock products last, whether it ranks every match or walks the index", async () => {
    for (const search of ["q=torch&pageSize=100", "q=gadget&pageSize=100"]) {
      const page = await listProducts(db, query(search));
      const firstOut = page.items.findIndex((item) => item.stock === 0);
      if (firstOut >= 0)
        expect(
          page.items.slice(firstOut).every((item) => item.stock === 0),
          search,
        ).toBe(true);
    }
    // Past the cap the walk is in stock first, then by rating: the first page is all in stock, best rated first.
    const walked = await listProducts(db, query("q=gadget&pageSize=50"));
    expect(walked.items.every((item) => item.stock > 0)).toBe(true);
    const ratings = walked.items.map((item) => item.starHalves);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it("ranks a name that starts with the text before one that has it inside, then by rating", async () => {
    await env.DB.prepare(
      `INSERT INTO products (name, seller, category, price_cents, shipping_cents, stock, star_halves, star_count, image_key)
       VALUES ('Solar Lantern Deluxe', 'S', 'accessories', 1000, 0, 5, 2, 1, 'x'),
              ('Camping Solar Lantern', 'S', 'accessories', 1000, 0, 5, 10, 900, 'x'),
              ('Lanterns Of Solar Kind', 'S', 'accessories', 1000, 0, 5, 9, 10, 'x')`,
    ).run();
    const page = await listProducts(db, query("q=solar lantern"));
    expect(page.items.map((item) => item.name)).toEqual([
      "Solar Lantern Deluxe",
      "Camping Solar Lantern",
      "Lanterns Of Solar Kind",
    ]);
  });

  it("puts the category the text names first: laptops before a better-rated laptop charger", async () => {
    await env.DB.prepare(
      `INSERT INTO products (name, seller, category, price_cents, shipping_cents, stock, star_halves, star_count, image_key)
       VALUES ('Laptop Charger 65W', 'S', 'accessories', 1500, 0, 50, 10, 5000, 'x')`,
    ).run();
    const page = await listProducts(db, query("q=laptop&pageSize=100"));
    const inStock = page.items.filter((item) => item.stock > 0);
    const firstOther = inStock.findIndex((item) => item.category !== "laptop");
    expect(firstOther).toBeGreaterThan(0);
    expect(inStock.slice(firstOther).every((item) => item.category !== "laptop")).toBe(true);
  });

  it("past the cap, ranks the walk's first pages and then follows the walk, with no product twice or left out", async () => {
    const pageSize = 24;
    const headPages = Math.ceil(HEAD_ROWS / pageSize);
    const seen: number[] = [];
    for (let page = 1; page <= headPages + 2; page += 1) {
      const result = await listProducts(db, query(`q=gadget&pageSize=${pageSize}&page=${page}`));
      expect(result.items).toHaveLength(pageSize);
      seen.push(...result.items.map((item) => item.id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    // The same products as the walk's order (in stock, then rating) reads first.
    const walked = await env.DB.prepare(
      `SELECT id FROM products WHERE name LIKE '%gadget%'
       ORDER BY (stock = 0), star_halves DESC, star_count DESC, id LIMIT ?`,
    )
      .bind(seen.length)
      .all<{ id: number }>();
    expect(new Set(seen)).toEqual(new Set(walked.results.map((row) => row.id)));
  });

  it("answers the longest search text (100 characters) and many short words without an error", async () => {
    const long = "rechargeable torch gadget model widget ".repeat(3).slice(0, 100);
    const response = await request(`/api/products?q=${encodeURIComponent(long)}`);
    expect(response.status).toBe(200);
    const shortWords = Array.from(
      { length: 33 },
      (_, index) => `${String.fromCharCode(97 + (index % 26))}${index % 10}`,
    ).join(" ");
    expect((await request(`/api/products?q=${encodeURIComponent(shortWords)}`)).status).toBe(200);
    expect((await request(`/products?q=${encodeURIComponent(long)}`)).status).toBe(200);
  });

  it("matches the words of a query in any order", async () => {
    const page = await listProducts(db, query("q=torch rechargeable&pageSize=100"));
    expect(page.total).toBe(GENERATED / 10);
    for (const item of page.items) expect(item.name.toLowerCase()).toContain("rechargeable torch");
  });
});

describe("the JSON API's list", () => {
  it("gives each item the seller and features, in order, that the product's own answer gives, in one round trip", async () => {
    const list = (await (await request("/api/products?q=laptop&pageSize=6")).json()) as {
      items: { _id: string; seller: string; features: unknown[] }[];
    };
    expect(list.items.length).toBeGreaterThan(0);
    for (const item of list.items) {
      const one = (await (await request(`/api/products/${item._id}`)).json()) as {
        seller: string;
        features: unknown[];
      };
      expect(item.seller).toBe(one.seller);
      expect(item.features).toEqual(one.features);
    }
  });
});

describe("spelling", () => {
  it.each([
    ["labtop", "laptop"],
    ["hedphones", "headphones"],
    ["bakpack", "backpack"],
  ])("finds what %s meant (%s) and says it searched for that", async (typed, meant) => {
    // The demo shop's names have these words (a laptop, headphones, a backpack).
    const page = await listProducts(db, query(`q=${typed}`));
    expect(page.total).toBeGreaterThan(0);
    expect(page.correctedFrom).toBe(typed);
    expect(page.searchedFor).toBe(meant);
    for (const item of page.items) expect(item.name.toLowerCase()).toContain(meant);
  });

  it("counts the category chips of a corrected search by what it shows, not by what was typed (issue 30)", async () => {
    const html = await (await request("/products?q=labtop")).text();
    const shown = await listProducts(db, query("q=laptop&pageSize=100"));
    const counts = await countByCategory(db, query("q=laptop"));
    expect(counts.reduce((total, row) => total + row.count, 0)).toBe(shown.total);
    // The "All" chip counts every result of the corrected text.
    expect(html).toContain(`>${productsCopy.facets.categoryCount(shown.total, false)}</span>`);
    expect(await countByCategory(db, query("q=labtop"))).toEqual([]);
  });

  it("searches exactly what was typed when asked to, and does not correct a search that finds something", async () => {
    const exact = await listProducts(db, query("q=labtop&exact=1"));
    expect(exact.total).toBe(0);
    expect(exact.correctedFrom).toBeUndefined();
    const found = await listProducts(db, query("q=laptop"));
    expect(found.correctedFrom).toBeUndefined();
  });

  it("says 'Showing results for' with a link to search instead for what was typed", async () => {
    const html = await (await request("/products?q=labtop")).text();
    expect(html).toContain("Showing results for");
    expect(html).toMatch(/href="\/products\?q=labtop&amp;exact=1"/);
  });
});

describe("facets", () => {
  it("counts each category's matches for the search and filters, and narrows by category", async () => {
    const counts = await countByCategory(db, query("q=gadget&inStock=1"));
    const accessories = counts.find((row) => row.name === "accessories");
    const inStock = await env.DB.prepare(
      "SELECT count(*) AS n FROM products WHERE name LIKE '%gadget%' AND stock > 0",
    ).first<number>("n");
    expect(accessories?.count).toBe(inStock);
    expect(counts.every((row) => row.name === "accessories")).toBe(true);
  });

  it("narrows by price range, rating, stock, free shipping and flash offers, each in the URL", async () => {
    const page = await listProducts(
      db,
      query("q=gadget&minPrice=10&maxPrice=60.5&rating=4&inStock=1&shipping=free&pageSize=100"),
    );
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) {
      expect(item.priceCents).toBeGreaterThanOrEqual(1000);
      expect(item.priceCents).toBeLessThanOrEqual(6050);
      expect(item.starHalves).toBeGreaterThanOrEqual(8);
      expect(item.stock).toBeGreaterThan(0);
      expect(item.shippingCents).toBe(0);
    }
    const flash = await listProducts(db, query("offer=flash&pageSize=100"));
    const offers = await env.DB.prepare("SELECT count(*) AS n FROM flash_sale_products").first<number>("n");
    expect(flash.total).toBe(offers);
  });

  it("renders the filter panel as a GET form that works without JavaScript and keeps the filters on reload", async () => {
    const html = await (await request("/products?q=gadget&rating=4&inStock=1&minPrice=10")).text();
    expect(html).toMatch(/<form[^>]*action="\/products"[^>]*method="get"[^>]*>(?:(?!<\/form>).)*name="minPrice"/s);
    expect(html).toMatch(/<input(?=[^>]*type="radio")(?=[^>]*name="rating")(?=[^>]*value="4")(?=[^>]*checked)[^>]*>/);
    expect(html).toMatch(/<input(?=[^>]*type="checkbox")(?=[^>]*name="inStock")(?=[^>]*checked)[^>]*>/);
    expect(html).toMatch(/<input(?=[^>]*name="minPrice")(?=[^>]*value="10")[^>]*>/);
    expect(html).toContain("Accessories");
  });
});

describe("paging deep", () => {
  it("walks on from the cursor of the page before: pages follow each other without gaps or repeats", async () => {
    for (const sort of ["rating", "price-asc", "price-desc", "newest", "relevance"]) {
      const byNumber = await listProducts(db, query(`sort=${sort}&pageSize=30&page=2`));
      const first = await listProducts(db, query(`sort=${sort}&pageSize=30`));
      expect(first.nextCursor, sort).toBeTruthy();
      const second = await listProducts(db, query(`sort=${sort}&pageSize=30&page=2&after=${first.nextCursor}`));
      expect(
        second.items.map((item) => item.id),
        sort,
      ).toEqual(byNumber.items.map((item) => item.id));
    }
    const search = await listProducts(db, query("q=gadget&pageSize=40"));
    const next = await listProducts(db, query(`q=gadget&pageSize=40&page=2&after=${search.nextCursor}`));
    const byNumber = await listProducts(db, query("q=gadget&pageSize=40&page=2"));
    expect(next.items.map((item) => item.id)).toEqual(byNumber.items.map((item) => item.id));
  });

  it("ignores a cursor of another sort, or a forged one, and reads the page by its number", async () => {
    const rating = await listProducts(db, query("sort=rating&pageSize=20"));
    const byNumber = await listProducts(db, query("sort=price-asc&pageSize=20&page=2"));
    const misread = await listProducts(db, query(`sort=price-asc&pageSize=20&page=2&after=${rating.nextCursor}`));
    expect(misread.items.map((item) => item.id)).toEqual(byNumber.items.map((item) => item.id));
    const forged = await request("/api/products?page=2&after=bm90LWpzb24");
    expect(forged.status).toBe(200);
  });

  it("links the next page with its cursor, and a deep page by number answers too", async () => {
    const html = await (await request("/products?sort=rating")).text();
    expect(html).toMatch(/href="\/products\?sort=rating&amp;page=2&amp;after=[\w-]+"/);
    const deep = await request("/api/products?sort=rating&page=60");
    expect(deep.status).toBe(200);
    const body = (await deep.json()) as { items: unknown[] };
    expect(body.items.length).toBeGreaterThan(0);
  });
});
