import { describe, expect, it } from "vitest";
import { seedCategories, seedProducts } from "@db/seed/catalogue.ts";
import { flashSaleProducts, products } from "@db/schema.ts";
import { getHomeSections, HOME_FLASH_SIZE, listProducts, WINTER_WORDS } from "~/domain/catalogue/catalogue.server.ts";
import type { ApiProduct } from "~/server/catalogue-api.ts";
import { parseProductQuery } from "~/schemas/catalogue.ts";
import { db, request, seedDemoShop } from "./helpers.ts";

const query = (search: string, category?: string) => parseProductQuery(new URLSearchParams(search), category);

await seedDemoShop();

describe("search on the server", () => {
  it("finds products by a substring of their name, whatever the case", async () => {
    const expected = seedProducts.filter((product) => product.name.toLowerCase().includes("phone")).map((p) => p.name);
    expect(expected.length).toBeGreaterThan(3);
    const page = await listProducts(db, query("q=PHoNe&pageSize=100"));
    expect(page.items.map((item) => item.name).sort()).toEqual([...expected].sort());
    expect(page.total).toBe(expected.length);
  });

  it("matches inside words and across punctuation (trigram index)", async () => {
    const page = await listProducts(db, query("q=sb-c&pageSize=100"));
    expect(page.total).toBeGreaterThan(0);
    for (const item of page.items) expect(item.name.toLowerCase()).toContain("sb-c");
  });

  it("answers queries under 3 characters too", async () => {
    const expected = seedProducts.filter((product) => product.name.toLowerCase().includes("5g")).length;
    const page = await listProducts(db, query("q=5G&pageSize=100"));
    expect(page.total).toBe(expected);
    expect(expected).toBeGreaterThan(0);
  });

  it("treats search text as text, never as FTS or LIKE syntax", async () => {
    for (const text of ['"', "%", "_", "phone OR laptop", "a*", "NEAR(", "'"]) {
      const page = await listProducts(db, query(`q=${encodeURIComponent(text)}`));
      for (const item of page.items) expect(item.name.toLowerCase()).toContain(text.toLowerCase());
    }
  });

  it("ranks names that start with the text first", async () => {
    const page = await listProducts(db, query("q=wireless&pageSize=100"));
    const startsWith = page.items.findIndex((item) => !item.name.startsWith("wireless"));
    const afterwards = page.items.slice(startsWith === -1 ? page.items.length : startsWith);
    expect(afterwards.every((item) => !item.name.startsWith("wireless"))).toBe(true);
  });

  it("paginates: pages are disjoint and add up to the total", async () => {
    const first = await listProducts(db, query("q=e&pageSize=10&page=1"));
    const second = await listProducts(db, query("q=e&pageSize=10&page=2"));
    expect(first.items).toHaveLength(10);
    expect(second.page).toBe(2);
    const ids = new Set([...first.items, ...second.items].map((item) => item.id));
    expect(ids.size).toBe(first.items.length + second.items.length);
    expect(first.total).toBe(second.total);
  });

  it("answers no match with an empty page, not an error", async () => {
    const page = await listProducts(db, query("q=zzzqqqxxx"));
    expect(page).toMatchObject({ items: [], total: 0, page: 1, pageSize: 24, totalCapped: false, hasNext: false });
  });
});

describe("listing and sorting", () => {
  it("lists one category", async () => {
    const page = await listProducts(db, query("pageSize=100", "laptop"));
    expect(page.total).toBe(seedProducts.filter((product) => product.category === "laptop").length);
    expect(page.items.every((item) => item.category === "laptop")).toBe(true);
  });

  it("sorts by price up and down, rating and newest", async () => {
    const up = (await listProducts(db, query("sort=price-asc&pageSize=100"))).items.map((item) => item.priceCents);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await listProducts(db, query("sort=price-desc&pageSize=100"))).items.map((item) => item.priceCents);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const rating = (await listProducts(db, query("sort=rating&pageSize=100"))).items.map((item) => item.starHalves);
    expect(rating).toEqual([...rating].sort((a, b) => b - a));
    const newest = (await listProducts(db, query("sort=newest&pageSize=3"))).items.map((item) => item.name);
    const byAge = [...seedProducts].sort((a, b) => a.daysAgo - b.daysAgo);
    expect(newest[0]).toBe(byAge[0]!.name);
  });
});

describe("pages", () => {
  it("renders a search's results in the server HTML with the count, and reloads the same", async () => {
    const response = await request("/products?q=Laptop");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("laptop");
    expect(html).toContain('name="robots" content="noindex, follow"');
  });

  it("serves a category page and answers an unknown category with 404", async () => {
    const category = seedCategories[2]!.name;
    expect((await request(`/products/${encodeURIComponent(category)}`)).status).toBe(200);
    const missing = await request("/products/no-such-category");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Error 404 !");
  });

  it("serves a product page with its features and JSON-LD, and 404 for an unknown or malformed id", async () => {
    const page = await listProducts(db, query("q=laptop&pageSize=1"));
    const product = page.items[0]!;
    const response = await request(`/productdetails/${product.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const seeded = seedProducts.find((item) => item.name === product.name)!;
    for (const feature of seeded.features)
      expect(html).toContain(feature.value.replaceAll("&", "&amp;").replaceAll('"', "&quot;"));
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain(`property="og:image" content="http://shop.test/images/`);
    for (const path of ["/productdetails/999999", "/productdetails/abc", "/productdetails/-1", "/buyproduct/999999"]) {
      const missing = await request(path);
      expect(missing.status, path).toBe(404);
    }
    expect((await request(`/buyproduct/${product.id}`)).status).toBe(200);
  });

  it("shows beside a dollar price about how many taka it is, at BKASH_BDT_RATE (issue 30)", async () => {
    // wrangler.toml: SHOP_CURRENCY USD at BKASH_BDT_RATE 122.
    const product = (await listProducts(db, query("q=laptop&pageSize=1"))).items[0]!;
    const taka = Math.round((product.priceCents * 122) / 100);
    const html = await (await request(`/productdetails/${product.id}`)).text();
    expect(html).toContain(`≈ ৳${taka.toLocaleString("en-US")}`);
    const bangla = await (await request(`/productdetails/${product.id}?lang=bn`)).text();
    // Bangla writes the sign after the figure, in Bengali digits: "≈ ১,৯৫,০৭৮৳".
    expect(bangla).toContain(`≈ ${taka.toLocaleString("bn-BD")}৳`);
  });
});

describe("JSON API", () => {
  it("GET /api/products returns {items, total, page, pageSize} in the spec's field names", async () => {
    const response = await request("/api/products?q=phone&pageSize=5&page=1&sort=price-asc");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: ApiProduct[]; total: number; page: number; pageSize: number };
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(5);
    expect(body.items.length).toBeLessThanOrEqual(5);
    const item = body.items[0]!;
    expect(Object.keys(item).sort()).toEqual(
      [
        "_id",
        "category",
        "features",
        "image",
        "name",
        "price",
        // Issue 28: the least and greatest of its variants' prices.
        "priceMax",
        "priceMin",
        "seller",
        "shipping",
        "star",
        "starCount",
        "stock",
      ].sort(),
    );
    expect(typeof item._id).toBe("string");
    expect(item.image).toMatch(/^http:\/\/shop\.test\/images\/[0-9a-f]{32}\.webp$/);
    expect(item.features!.length).toBeGreaterThanOrEqual(2);
    const seeded = seedProducts.find((product) => product.name === item.name)!;
    expect(item.price).toBe(seeded.priceCents / 100);
    expect(item.seller).toBe(seeded.seller);
  });

  it("GET /api/products/:id returns one product, 404 otherwise", async () => {
    const list = (await (await request("/api/products?pageSize=1")).json()) as { items: ApiProduct[] };
    const id = list.items[0]!._id;
    const one = (await (await request(`/api/products/${id}`)).json()) as ApiProduct;
    expect(one._id).toBe(id);
    expect(one.seller).toBeTruthy();
    expect((await request("/api/products/123456789")).status).toBe(404);
  });
});

describe("sitemap and robots", () => {
  it("lists every category and product from D1, in English and in Bangla", async () => {
    const response = await request("/sitemap.xml");
    expect(response.headers.get("Content-Type")).toContain("application/xml");
    const xml = await response.text();
    expect(xml.match(/<loc>[^<]*\/productdetails\/\d+<\/loc>/g)).toHaveLength(seedProducts.length);
    expect(xml.match(/<loc>[^<]*\/productdetails\/\d+\?lang=bn<\/loc>/g)).toHaveLength(seedProducts.length);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="bn" href="http://shop.test/products?lang=bn"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="http://shop.test/products"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="http://shop.test/products"/>');
    for (const category of seedCategories)
      expect(xml).toContain(`/products/${encodeURIComponent(category.name.toLowerCase()).replaceAll("&", "&#38;")}`);
    const robots = await (await request("/robots.txt")).text();
    expect(robots).toContain("Sitemap: http://shop.test/sitemap.xml");
  });
});

describe("product images", () => {
  it("offers cards the 400 px rendition and the photo, sized by the grid", async () => {
    const html = await (await request("/products")).text();
    const card = /<img src="(\/images\/([0-9a-f]{32})\.webp)" srcset="([^"]+)" sizes="([^"]+)"/i.exec(html);
    expect(card).not.toBeNull();
    const [, src, hex, srcSet, sizes] = card!;
    expect(srcSet).toBe(`/images/${hex}-400.webp 400w, ${src} 1200w`);
    expect(sizes).toContain("50vw");
    const small = await request(`/images/${hex}-400.webp`);
    expect(small.status).toBe(200);
    expect(small.headers.get("Cache-Control")).toContain("immutable");
  });
});

describe("the home tiles' filters", () => {
  const ids = (items: { id: number }[]) => items.map((item) => item.id).sort((a, b) => a - b);

  it("offer=flash lists exactly the products with a flash-sale offer", async () => {
    const offered = (await db.select({ id: flashSaleProducts.productId }).from(flashSaleProducts)).map((row) => row.id);
    const page = await listProducts(db, query("offer=flash&pageSize=100"));
    expect(page.total).toBe(offered.length);
    expect(ids(page.items)).toEqual([...offered].sort((a, b) => a - b));
  });

  it("shipping=free lists every product shipped free, and only those", async () => {
    const free = (await db.select({ id: products.id, shippingCents: products.shippingCents }).from(products)).filter(
      (row) => row.shippingCents === 0,
    );
    const page = await listProducts(db, query("shipping=free&pageSize=100"));
    expect(page.total).toBe(free.length);
    expect(page.items.every((item) => item.shippingCents === 0)).toBe(true);
  });

  it("collection=winter lists products with a winter word in their name or category", async () => {
    const names = (await listProducts(db, query("collection=winter&pageSize=100"))).items.map((item) =>
      item.name.toLowerCase(),
    );
    expect(names).toContain("quilted puffer winter jacket");
    expect(names).toContain("wool knit winter beanie");
    expect(names.every((name) => WINTER_WORDS.some((word) => name.includes(word)))).toBe(true);
    expect(names).not.toContain("stretch slim jeans");
  });

  it("combines with search, category, sort and paging", async () => {
    const all = await listProducts(db, query("shipping=free&sort=price-asc&pageSize=100"));
    const second = await listProducts(db, query("shipping=free&sort=price-asc&pageSize=5&page=2"));
    expect(second.total).toBe(all.total);
    expect(ids(second.items)).toEqual(ids(all.items.slice(5, 10)));
    const prices = all.items.map((item) => item.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const laptops = await listProducts(db, query("shipping=free&pageSize=100", "laptop"));
    expect(laptops.items.length).toBeGreaterThan(0);
    expect(laptops.items.every((item) => item.category === "laptop" && item.shippingCents === 0)).toBe(true);
    const searched = await listProducts(db, query("q=jacket&collection=winter&offer=flash"));
    expect(searched.items.map((item) => item.name.toLowerCase())).toEqual(["quilted puffer winter jacket"]);
  });

  it("shows the filter in the list's heading and keeps it in the sort form, the pages and the category links", async () => {
    const response = await request("/products?shipping=free&pageSize=5");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Free shipping<\/h1>/);
    expect(html).toContain("<title>Free shipping | e-Shop</title>");
    expect(html).toContain('<input type="hidden" name="shipping" value="free"/>');
    // The next page also carries where it resumes (the keyset cursor).
    expect(html).toMatch(/href="\/products\?shipping=free&amp;pageSize=5&amp;page=2(&amp;after=[\w-]+)?"/);
    expect(html).toContain('href="/products/laptop?shipping=free&amp;pageSize=5"');
    // The filter can be taken off again.
    expect(html).toMatch(/<a(?=[^>]*href="\/products\?pageSize=5")(?=[^>]*aria-label="Remove filter: Free shipping")/);
    const laptops = await (await request("/products/laptop?collection=winter")).text();
    expect(laptops).toContain("Winter selection: nothing here right now");
  });

  it("GET /api/products takes the same filters", async () => {
    const body = (await (await request("/api/products?offer=flash&shipping=free&pageSize=100")).json()) as {
      items: { _id: string }[];
      total: number;
    };
    const expected = await listProducts(db, query("offer=flash&shipping=free&pageSize=100"));
    expect(body.total).toBe(expected.total);
    expect(body.items.map((item) => Number(item._id)).sort((a, b) => a - b)).toEqual(ids(expected.items));
    const ignored = (await (await request("/api/products?offer=everything")).json()) as { total: number };
    expect(ignored.total).toBe((await listProducts(db, query(""))).total);
  });
});

describe("flash-sale offers", () => {
  it("GET /api/flashsell lists every offer, newest first; the home row shows the newest 24", async () => {
    const offered = new Set(
      (await db.select({ id: flashSaleProducts.productId }).from(flashSaleProducts)).map((row) => row.id),
    );
    const others = (await db.select({ id: products.id, priceCents: products.priceCents }).from(products)).filter(
      (row) => !offered.has(row.id),
    );
    const added = others.slice(0, 20);
    expect(offered.size + added.length).toBeGreaterThan(HOME_FLASH_SIZE);
    for (const product of added) {
      await db
        .insert(flashSaleProducts)
        .values({ productId: product.id, sellPriceCents: 1, sellShippingCents: 0, flashStock: 1 });
    }

    const listed = (await (await request("/api/flashsell")).json()) as ApiProduct[];
    expect(listed).toHaveLength(offered.size + added.length);
    const newestFirst = added.map((product) => String(product.id)).reverse();
    expect(listed.slice(0, added.length).map((item) => item._id)).toEqual(newestFirst);

    const { flashItems } = await getHomeSections(db, 1);
    expect(flashItems).toHaveLength(HOME_FLASH_SIZE);
    expect(flashItems[0]?.id).toBe(added.at(-1)?.id);
  });
});
