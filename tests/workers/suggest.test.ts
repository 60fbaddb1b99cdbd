import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCategories, seedProducts } from "@db/seed/catalogue.ts";
import { createDatabase } from "~/domain/database.ts";
import { SUGGEST_CANDIDATES, suggest } from "~/domain/catalogue/suggest.server.ts";
import type { SuggestResponse } from "~/schemas/suggest.ts";

const db = createDatabase(env.DB);
import { db, ORIGIN, request, seedDemoShop, signIn } from "./helpers.ts";

async function suggestions(q: string): Promise<SuggestResponse> {
  const response = await request(`/api/suggest?q=${encodeURIComponent(q)}`);
  expect(response.status, q).toBe(200);
  return (await response.json()) as SuggestResponse;
}

/** Whether no product in stock comes after one that is out of stock. */
function inStockFirst(items: { stock: number }[]): boolean {
  const firstOut = items.findIndex((item) => item.stock === 0);
  return firstOut === -1 || items.slice(firstOut).every((item) => item.stock === 0);
}

await seedDemoShop();

describe("suggest (domain)", () => {
  it("suggests products whose names contain the text and categories whose names contain it", async () => {
    const found = await suggest(db, "Laptop", { products: 50 });
    const expected = seedProducts.filter((product) => product.name.toLowerCase().includes("laptop"));
    expect(found.products.map((product) => product.name).sort()).toEqual(expected.map((p) => p.name).sort());
    expect(found.categories.map((category) => category.displayName)).toEqual(["Laptop"]);
    expect(found.products[0]).toMatchObject({ imageUrl: expect.stringMatching(/^\/images\//) });
  });

  it("matches every word, in any order", async () => {
    const found = await suggest(db, "laptop gaming", { products: 50 });
    expect(found.products.map((product) => product.name)).toEqual(["Titan 16 Gaming Laptop"]);
    expect((await suggest(db, "gaming laptop")).products).toEqual(found.products);
  });

  it("lists products in stock first, then the best rated", async () => {
    const found = await suggest(db, "lap", { products: 50 });
    expect(found.products.some((product) => product.stock === 0)).toBe(true);
    expect(inStockFirst(found.products)).toBe(true);
    const inStock = found.products.filter((product) => product.stock > 0);
    const ratings = inStock.map((product) => [product.starHalves, product.starCount] as const);
    const sorted = [...ratings].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
    expect(ratings).toEqual(sorted);
  });

  it("puts a product that sold out after every product in stock, however well rated", async () => {
    const [best] = (await suggest(db, "laptop")).products;
    await env.DB.prepare("UPDATE products SET stock = 0 WHERE id = ?").bind(best!.id).run();
    try {
      const found = await suggest(db, "laptop", { products: 50 });
      expect(found.products.at(-1)?.stock).toBe(0);
      expect(found.products.findIndex((product) => product.id === best!.id)).toBeGreaterThan(
        found.products.findLastIndex((product) => product.stock > 0),
      );
    } finally {
      await env.DB.prepare("UPDATE products SET stock = ? WHERE id = ?").bind(best!.stock, best!.id).run();
    }
  });

  it("answers text under 3 characters from the start of the names' words", async () => {
    const found = await suggest(db, "Ba", { products: 50 });
    expect(found.products.length).toBeGreaterThan(0);
    for (const product of found.products) expect(product.name.toLowerCase()).toMatch(/(^|\s)ba/);
    expect(found.categories.map((category) => category.displayName)).toContain("Bag & Bagpack");
  });

  it("keeps to the limits it is given, 6 products and 3 categories by default", async () => {
    const found = await suggest(db, "e");
    expect(found.products).toHaveLength(6);
    expect(found.categories).toHaveLength(3);
    const fewer = await suggest(db, "e", { products: 2, categories: 1 });
    expect(fewer.products).toHaveLength(2);
    expect(fewer.categories).toHaveLength(1);
  });

  it("corrects a misspelling as the results page does: 'phnoe' suggests phones (issue 30)", async () => {
    const found = await suggest(db, "phnoe", { products: 50 });
    expect(found.products.length).toBeGreaterThan(0);
    for (const product of found.products) expect(product.name.toLowerCase()).toContain("phone");
    expect((await suggestions("phnoe")).products.length).toBe(Math.min(found.products.length, 6));
    // Text that matches as typed is not corrected, and nonsense still suggests nothing.
    expect((await suggest(db, "phone")).products.length).toBeGreaterThan(0);
    expect(await suggest(db, "qqqqzzzz")).toEqual({ products: [], categories: [] });
  });

  it("suggests nothing for empty or blank text", async () => {
    expect(await suggest(db, "")).toEqual({ products: [], categories: [] });
    expect(await suggest(db, "  \t ")).toEqual({ products: [], categories: [] });
  });

  it("treats the text as text, never as FTS or LIKE syntax", async () => {
    for (const text of ['"', "%", "_", "\\", "phone OR laptop", "a*", "NEAR(", "'", '"laptop', "50%"]) {
      const found = await suggest(db, text, { products: 50 });
      for (const product of found.products) {
        for (const word of text.toLowerCase().split(/\s+/)) expect(product.name.toLowerCase(), text).toContain(word);
      }
    }
    expect((await suggest(db, "%")).products).toEqual([]);
  });
});

describe("GET /api/suggest", () => {
  it("answers anyone with a few products (id, name, image, price, page) and categories (key, name, page)", async () => {
    const body = await suggestions("laptop");
    const aero = seedProducts.find((product) => product.name === "Aero 14 Ultrabook Laptop")!;
    const product = body.products.find((item) => item.name === aero.name);
    expect(body.q).toBe("laptop");
    expect(product).toEqual({
      _id: expect.stringMatching(/^\d+$/),
      name: aero.name,
      image: expect.stringMatching(new RegExp(`^${ORIGIN}/images/[0-9a-f]{32}-400\\.webp$`)),
      price: aero.priceCents / 100,
      href: `/productdetails/${product!._id}`,
    });
    expect(body.products.length).toBeLessThanOrEqual(6);
    expect(body.categories).toEqual([{ name: "laptop", displayName: "Laptop", href: "/products/laptop" }]);
  });

  it("lets browsers keep the answer for a minute, and needs no sign-in", async () => {
    const response = await request("/api/suggest?q=phone");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(response.headers.get("Content-Type")).toContain("application/json");
    const shopper = await signIn("shopper@example.com", "Shopper#26");
    const signedIn = await request("/api/suggest?q=phone", { jar: shopper });
    expect(await signedIn.json()).toEqual(await response.json());
  });

  it("reads the text as the product list does: trimmed, in any case, control characters dropped", async () => {
    const body = await suggestions("  PhO\u0000nE ");
    expect(body.q).toBe("phone");
    expect(body.products.length).toBeGreaterThan(0);
    for (const product of body.products) expect(product.name.toLowerCase()).toContain("phone");
  });

  it("suggests from 2 characters, and nothing for no text", async () => {
    const two = await suggestions("ba");
    expect(two.products.length).toBeGreaterThan(0);
    expect(two.categories.map((category) => category.href)).toContain(
      `/products/${encodeURIComponent("bag & bagpack")}`,
    );
    expect(await suggestions("")).toEqual({ q: "", products: [], categories: [] });
    expect(await suggestions("   ")).toEqual({ q: "", products: [], categories: [] });
    const none = await request("/api/suggest");
    expect(await none.json()).toEqual({ q: "", products: [], categories: [] });
  });

  it("reads text over 100 characters as none, as the product list does", async () => {
    expect(await suggestions("laptop ".repeat(20))).toEqual({ q: "", products: [], categories: [] });
    expect((await suggestions("l".repeat(100))).q).toBe("l".repeat(100));
    // Longer than a LIKE pattern may be in D1 (50 bytes), and many short words.
    expect((await suggestions(`${"x".repeat(60)} la`)).products).toEqual([]);
    const shortWords = await suggestions("a b c d e f g h i j k l m n o p q r s t u v w x y z 0 1 2 3 4 5 6 7 8 9 é ü");
    expect(shortWords.products).toEqual([]);
  });

  it("answers an unknown category or product name with empty lists", async () => {
    expect(await suggestions("zzqx")).toEqual({ q: "zzqx", products: [], categories: [] });
  });

  it("refuses other methods with 405 and the methods it takes", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const response = await request("/api/suggest?q=laptop", { method, json: {} });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("Allow")).toBe("GET, HEAD");
    }
  });

  it("knows every demo category by part of its name", async () => {
    for (const category of seedCategories) {
      const body = await suggestions(category.name.slice(0, 4));
      expect(
        body.categories.map((item) => item.displayName),
        category.name,
      ).toContain(category.name);
    }
  });
});

describe("suggest at 100,000 products", () => {
  const TOTAL = 100_000;
  const rowsRead: number[] = [];
  /** The database as the domain sees it, summing what D1 reports it read for each batch. */
  const counted = createDatabase(
    new Proxy(env.DB, {
      get(target, key) {
        if (key === "batch") {
          return async (statements: D1PreparedStatement[]) => {
            const results = await target.batch(statements);
            rowsRead.push(results.reduce((sum, result) => sum + (result.meta.rows_read ?? 0), 0));
            return results;
          };
        }
        const value = Reflect.get(target, key) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    }),
  );

  beforeAll(async () => {
    // Names from a few common words, so common terms match tens of thousands of products.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO products (name, seller, category, price_cents, shipping_cents, stock, star_halves, star_count, image_key)
       SELECT
         CASE i % 5 WHEN 0 THEN 'Slim' WHEN 1 THEN 'Pro' WHEN 2 THEN 'Wireless' WHEN 3 THEN 'Classic' ELSE 'Travel' END
           || ' ' ||
         CASE i % 7 WHEN 0 THEN 'Laptop Sleeve' WHEN 1 THEN 'Laptop Stand' WHEN 2 THEN 'Mouse' WHEN 3 THEN 'Backpack'
           WHEN 4 THEN 'Headphones' WHEN 5 THEN 'Phone Case' ELSE 'Watch' END
           || ' ' || i,
         'Generated Goods', 'accessories', 100 + i % 90000, 0, i % 4, 1 + (i / 35) % 10, i % 997,
         '00000000000000000000000000000000.webp'
       FROM n`,
    )
      .bind(TOTAL)
      .run();
  }, 120_000);

  it("reads a bounded number of rows for common terms, whatever the catalogue's size", async () => {
    const { count } = (await env.DB.prepare("SELECT count(*) AS count FROM products").first<{ count: number }>())!;
    expect(count).toBeGreaterThan(TOTAL);
    for (const term of ["laptop", "lap", "wireless mouse", "phone case", "watch", "pro"]) {
      rowsRead.length = 0;
      const started = performance.now();
      const found = await suggest(counted, term);
      const elapsed = performance.now() - started;
      expect(found.products, term).toHaveLength(6);
      expect(inStockFirst(found.products), term).toBe(true);
      expect(
        found.products.every((product) => product.stock > 0 && product.starHalves === 10),
        term,
      ).toBe(true);
      // The candidates, their rows and the index pages that list them; the catalogue has 100,000.
      expect(rowsRead[0], `${term}: rows read`).toBeLessThan(SUGGEST_CANDIDATES * 10);
      expect(elapsed, `${term}: ${elapsed.toFixed(1)} ms`).toBeLessThan(100);
    }
  });

  it("answers text under 3 characters from the word index's prefixes, reading a bounded number of rows", async () => {
    rowsRead.length = 0;
    const found = await suggest(counted, "wi");
    expect(found.products).toHaveLength(6);
    for (const product of found.products) expect(product.name.toLowerCase()).toMatch(/(^|\s)wi/);
    expect(found.products.every((product) => product.stock > 0 && product.starHalves === 10)).toBe(true);
    // A text no name has is where a plain scan would read every product.
    await suggest(counted, "zq");
    await suggest(counted, "q");
    for (const read of rowsRead) expect(read).toBeLessThan(SUGGEST_CANDIDATES * 10);
  });
});
