import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { getHomeSections, listProducts } from "~/domain/catalogue/catalogue.server.ts";
import { createDatabase } from "~/domain/database.ts";
import { parseProductQuery } from "~/schemas/catalogue.ts";
import { afterDirectWrite, db, request, seedDemoShop } from "./helpers.ts";

/**
 * Issue 28: cards in the lists show a product's colours, read with the list (the seed's Stretch Slim Jeans has
 * Colour [Indigo, Black]), and only the colours some variant has.
 */
const JEANS = "Stretch Slim Jeans";
const JACKET = "Denim Trucker Jacket";
const ids: Record<string, number> = {};

/** The swatch row's name on a card: one image to screen readers. */
const swatchLabel = (names: string[]) => `role="img" aria-label="Colours: ${names.join(", ")}"`;

/** The markup of the card whose link names `name` (each card is an article). */
function card(html: string, name: string): string {
  const found = html.split("<article").find((part) => part.includes(`>${name}</a>`));
  expect(found, `a card for ${name}`).toBeDefined();
  return found!.slice(0, found!.indexOf("</article>"));
}

async function page(path: string): Promise<string> {
  const response = await request(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

await seedDemoShop();

beforeAll(async () => {
  for (const name of [JEANS, JACKET]) {
    const row = await env.DB.prepare("SELECT id FROM products WHERE name = ?").bind(name).first<{ id: number }>();
    ids[name] = row!.id;
  }
});

describe("colour swatches on product cards", () => {
  it("seeds the jeans as product 11, in indigo and black", () => {
    expect(ids[JEANS]).toBe(11);
  });

  it("shows the jeans' colours on /products and in search results, and no row on a product without colours", async () => {
    // A category's list walks an index; a search ranks its matches (the colours are read for the page's rows).
    for (const path of [
      "/products?category=fashion",
      "/products?category=fashion&sort=price-desc",
      "/products?q=jeans",
    ]) {
      const html = await page(path);
      const jeans = card(html, JEANS);
      expect(jeans, path).toContain(swatchLabel(["Indigo", "Black"]));
      // Two dots, each in its colour; under the price (between it and the rating).
      expect(jeans.match(/style="background:#[0-9a-f]{6}"/g), path).toHaveLength(2);
      const row = jeans.indexOf('aria-label="Colours:');
      expect(row).toBeGreaterThan(jeans.indexOf("$49.99"));
      expect(row).toBeLessThan(jeans.indexOf("out of 5 stars"));
      if (html.includes(`>${JACKET}</a>`)) expect(card(html, JACKET), path).not.toContain('aria-label="Colours:');
    }
  });

  it("shows them in the home page's sections", async () => {
    const sections = await getHomeSections(db, 1);
    const jeans = sections.moreToLove.items.find((product) => product.id === ids[JEANS]);
    expect(jeans?.colours).toEqual([
      { name: "Indigo", css: expect.stringMatching(/^#/) },
      { name: "Black", css: expect.stringMatching(/^#/) },
    ]);
    const jacket = sections.moreToLove.items.find((product) => product.id === ids[JACKET]);
    expect(jacket).toBeDefined();
    expect(jacket).not.toHaveProperty("colours");
    expect(await page("/")).toContain(swatchLabel(["Indigo", "Black"]));
  });

  it("gives the list API's items their colour names, and leaves the field out without a Colour option", async () => {
    const response = await request("/api/products?category=fashion&pageSize=50");
    const body = (await response.json()) as { items: { _id: string; colours?: string[] }[] };
    const jeans = body.items.find((item) => item._id === String(ids[JEANS]));
    expect(jeans?.colours).toEqual(["Indigo", "Black"]);
    const jacket = body.items.find((item) => item._id === String(ids[JACKET]));
    expect(jacket).toBeDefined();
    expect(jacket).not.toHaveProperty("colours");
  });

  it("shows only the colours some variant has, in the option's order", async () => {
    // Red and White are values of the option that no variant has.
    await env.DB.prepare(
      `UPDATE product_options SET "values" = '["Red","Black","White","Indigo"]' WHERE product_id = ? AND name = 'Colour'`,
    )
      .bind(ids[JEANS])
      .run();
    await afterDirectWrite();
    try {
      const html = await page("/products?category=fashion");
      expect(card(html, JEANS)).toContain(swatchLabel(["Black", "Indigo"]));
      const listed = await listProducts(db, parseProductQuery(new URLSearchParams("q=slim jeans")));
      expect(listed.items.find((item) => item.id === ids[JEANS])?.colours?.map((colour) => colour.name)).toEqual([
        "Black",
        "Indigo",
      ]);
    } finally {
      await env.DB.prepare(
        `UPDATE product_options SET "values" = '["Indigo","Black"]' WHERE product_id = ? AND name = 'Colour'`,
      )
        .bind(ids[JEANS])
        .run();
      await afterDirectWrite();
    }
  });

  it("finds the option by name in either language and any case; a name it does not know gets its first letter", async () => {
    const id = ids[JACKET]!;
    // The jacket in one colour of two, its option named in Bangla; then in English, lower case, a colour unknown.
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO product_options (product_id, position, name, "values") VALUES (?, 0, 'রং', '["লাল","নীল"]')`,
      ).bind(id),
      env.DB.prepare(`UPDATE product_variants SET option_values = '["নীল"]' WHERE product_id = ?`).bind(id),
    ]);
    await afterDirectWrite();
    try {
      const jacket = card(await page("/products?category=fashion"), JACKET);
      expect(jacket).toContain(swatchLabel(["নীল"]));
      await env.DB.prepare(`UPDATE product_options SET name = 'COLOR', "values" = '["Mustard"]' WHERE product_id = ?`)
        .bind(id)
        .run();
      await env.DB.prepare(`UPDATE product_variants SET option_values = '["Mustard"]' WHERE product_id = ?`)
        .bind(id)
        .run();
      await afterDirectWrite();
      const unknown = card(await page("/products?category=fashion"), JACKET);
      expect(unknown).toContain(swatchLabel(["Mustard"]));
      expect(unknown).not.toContain('style="background');
      expect(unknown).not.toContain('style=""');
      expect(unknown).toMatch(/>M<\/span>/);
    } finally {
      await env.DB.batch([
        env.DB.prepare(`DELETE FROM product_options WHERE product_id = ?`).bind(id),
        env.DB.prepare(`UPDATE product_variants SET option_values = '[]' WHERE product_id = ?`).bind(id),
      ]);
      await afterDirectWrite();
    }
  });

  it("reads the colours in the list's one round trip", async () => {
    let roundTrips = 0;
    const counted = new Proxy(env.DB, {
      get(target, property) {
        if (property === "batch")
          return (statements: D1PreparedStatement[]) => {
            roundTrips += 1;
            return target.batch(statements);
          };
        if (property === "prepare")
          return (query: string) => {
            const statement = target.prepare(query);
            // Statements run on their own count too; in a batch they are only its parts.
            return new Proxy(statement, {
              get(inner, name) {
                const value = Reflect.get(inner, name, inner) as unknown;
                if (typeof value !== "function") return value;
                if (["first", "all", "raw", "run"].includes(String(name)))
                  return (...args: unknown[]) => {
                    roundTrips += 1;
                    return (value as (...a: unknown[]) => unknown).apply(inner, args);
                  };
                return (value as (...a: unknown[]) => unknown).bind(inner);
              },
            });
          };
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === "function" ? (value as () => unknown).bind(target) : value;
      },
    });
    const listed = await listProducts(createDatabase(counted), parseProductQuery(new URLSearchParams(""), "fashion"));
    expect(listed.items.find((item) => item.id === ids[JEANS])?.colours).toHaveLength(2);
    expect(roundTrips).toBe(1);
  });
});
