import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { seedProducts } from "@db/seed/catalogue.ts";
import { ORIGIN, request, seedDemoShop, signIn } from "./helpers.ts";

/**
 * The shop in English or Bangla (issue 27, decision 027), through the real Worker: how the language is chosen,
 * what a page says about it, the page cache per language, Bangla numbers, and Bengali digits typed into forms.
 */

await seedDemoShop();

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await request(path, { headers });
  return { response, html: await response.text() };
}

const htmlLang = (html: string) => /<html lang="(\w+)"/.exec(html)?.[1];

describe("choosing the language", () => {
  it("is English by default, and Bangla when the browser prefers it", async () => {
    expect(htmlLang((await page("/products")).html)).toBe("en");
    const bangla = await page("/products", { "Accept-Language": "bn-BD,bn;q=0.9,en;q=0.8" });
    expect(htmlLang(bangla.html)).toBe("bn");
    expect(bangla.response.headers.get("Content-Language")).toBe("bn");
    expect(bangla.html).toContain(">পণ্য<");
    expect(htmlLang((await page("/products", { "Accept-Language": "en-GB,bn;q=0.5" })).html)).toBe("en");
  });

  it("keeps a ?lang= choice in the lang cookie for a year, and the cookie wins over the browser", async () => {
    const chosen = await page("/products?lang=bn", { "Accept-Language": "en" });
    expect(htmlLang(chosen.html)).toBe("bn");
    expect(chosen.response.headers.get("Set-Cookie")).toMatch(/^lang=bn; Path=\/; Max-Age=31536000; SameSite=Lax/);
    expect(htmlLang((await page("/products", { Cookie: "lang=bn", "Accept-Language": "en" })).html)).toBe("bn");
    expect(htmlLang((await page("/products", { Cookie: "lang=en", "Accept-Language": "bn" })).html)).toBe("en");
    // Already chosen: no cookie again.
    expect((await page("/products?lang=en", { Cookie: "lang=en" })).response.headers.get("Set-Cookie")).toBeNull();
    // A language the shop does not have is ignored.
    expect(htmlLang((await page("/products?lang=fr")).html)).toBe("en");
  });

  it("names the page in each language (hreflang) and offers the other one in the header", async () => {
    const { html } = await page("/products?q=phone&page=1");
    expect(html).toContain('<link rel="alternate" hrefLang="en" href="http://shop.test/products?q=phone&amp;page=1"/>');
    // Each language's page is its own canonical: Bangla with ?lang=bn, English at the plain address.
    expect((await page("/?lang=bn")).html).toContain('rel="canonical" href="http://shop.test/?lang=bn"');
    expect((await page("/?lang=en")).html).toContain('rel="canonical" href="http://shop.test/"');
    expect(html).toContain(
      '<link rel="alternate" hrefLang="bn" href="http://shop.test/products?q=phone&amp;page=1&amp;lang=bn"/>',
    );
    expect(html).toContain(
      '<link rel="alternate" hrefLang="x-default" href="http://shop.test/products?q=phone&amp;page=1"/>',
    );
    expect(html).toMatch(
      /<a href="\/products\?q=phone&amp;page=1&amp;lang=bn" hrefLang="bn" lang="bn"[^>]*>বাংলা<\/a>/,
    );
  });

  it("loads the Bangla font and its rules on Bangla pages only", async () => {
    const english = await page("/");
    expect(english.html).not.toMatch(/noto-sans-bengali|bangla/);
    const bangla = await page("/?lang=bn");
    expect(bangla.html).toMatch(/<link rel="preload" href="[^"]*noto-sans-bengali-bengali-400-normal[^"]*" as="font"/);
  });
});

describe("the page cache", () => {
  it("never serves one shopper's language to another", async () => {
    for (let round = 0; round < 3; round += 1) {
      const bangla = await page("/products", { "Accept-Language": "bn" });
      const english = await page("/products", { "Accept-Language": "en" });
      expect(htmlLang(bangla.html)).toBe("bn");
      expect(htmlLang(english.html)).toBe("en");
      expect(bangla.response.headers.get("Vary")).toContain("Accept-Language");
    }
  });
});

describe("numbers, money and dates in Bangla", () => {
  it("writes prices with Bengali digits", async () => {
    const product = seedProducts[0]!;
    const row = await env.DB.prepare("SELECT id FROM products WHERE name = ?").bind(product.name).first<number>("id");
    const { html } = await page(`/productdetails/${row}?lang=bn`);
    const prices = html.match(/[০-৯][০-৯,]*\.[০-৯]{2}/g) ?? [];
    expect(prices.length).toBeGreaterThan(0);
    const english = await page(`/productdetails/${row}?lang=en`);
    expect(english.html).not.toMatch(/[০-৯]/);
  });

  it("answers the API's refusals in the shopper's language", async () => {
    const refuse = (language: string) =>
      request("/api/cart/quote", {
        method: "POST",
        json: { orderProduct: [{ product_id: "1", product_qty: 0 }] },
        headers: { "Accept-Language": language },
      });
    const bangla = await refuse("bn");
    expect(bangla.status).toBe(400);
    expect(((await bangla.json()) as { error: string }).error).toMatch(/[\u0980-\u09FF]/);
    const english = await refuse("en");
    expect(((await english.json()) as { error: string }).error).not.toMatch(/[\u0980-\u09FF]/);
  });
});

describe("Bengali digits typed into forms", () => {
  it("reads a quantity typed in Bengali digits as the number", async () => {
    const product = await env.DB.prepare("SELECT id FROM products WHERE stock > 5 LIMIT 1").first<{ id: number }>();
    const response = await request("/api/cart/quote", {
      method: "POST",
      json: { orderProduct: [{ product_id: String(product!.id), product_qty: "২" }] },
    });
    expect(response.status).toBe(200);
    const one = await request("/api/cart/quote", {
      method: "POST",
      json: { orderProduct: [{ product_id: String(product!.id), product_qty: 1 }] },
    });
    const two = (await response.json()) as { subtotalCents: number };
    expect(two.subtotalCents).toBe(2 * ((await one.json()) as { subtotalCents: number }).subtotalCents);
  });

  it("stores an admin's price and stock typed in Bengali digits as numbers", async () => {
    const admin = await signIn("admin@example.com", "Admin#2026");
    const product = await env.DB.prepare("SELECT id FROM products ORDER BY id DESC LIMIT 1").first<number>("id");
    const patched = await request(`/api/products/${product}`, {
      method: "PATCH",
      jar: admin,
      headers: { Origin: ORIGIN },
      json: { price: "৪৯.৯৯", stock: "১২" },
    });
    expect(patched.status).toBe(200);
    const stored = (await (await request(`/api/products/${product}`)).json()) as { price: number; stock: number };
    expect(stored).toMatchObject({ price: 49.99, stock: 12 });
  });

  it("finds products by a query in Bengali digits, and a Bangla name by its words", async () => {
    // A product renamed in Bangla (the name is data: an admin types it so); the search indexes follow the name.
    const product = await env.DB.prepare("SELECT id FROM products ORDER BY id LIMIT 1").first<number>("id");
    await env.DB.prepare("UPDATE products SET name = ? WHERE id = ?").bind("সুতির পাঞ্জাবি 5050", product).run();
    const byName = (await (await request(`/api/products?q=${encodeURIComponent("পাঞ্জাবি")}`)).json()) as {
      items: { name: string }[];
    };
    expect(byName.items.map((item) => item.name)).toContain("সুতির পাঞ্জাবি 5050");
    const byDigits = (await (await request(`/api/products?q=${encodeURIComponent("৫০৫০")}`)).json()) as {
      items: { name: string }[];
    };
    expect(byDigits.items.map((item) => item.name)).toContain("সুতির পাঞ্জাবি 5050");
  });
});
