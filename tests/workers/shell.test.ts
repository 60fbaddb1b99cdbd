import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { seedCategories, seedProducts } from "@db/seed/catalogue.ts";
import { fetchPage, seedDemoShop } from "./helpers.ts";

await seedDemoShop();

describe("home page", () => {
  it("renders seeded categories and products from D1 in the server HTML", async () => {
    const response = await fetchPage("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    const html = await response.text();
    for (const category of seedCategories) {
      // Links use the category's key (its name lowercased); the name shows as typed.
      expect(html).toContain(`/products/${encodeURIComponent(category.name.toLowerCase())}`);
      expect(html).toContain(category.name.replaceAll("&", "&amp;"));
    }
    const productNamesInHtml = seedProducts.filter((product) => html.includes(product.name.replaceAll("&", "&amp;")));
    expect(productNamesInHtml.length).toBeGreaterThanOrEqual(8);
    expect(html).toMatch(/<img[^>]+src="\/images\/[0-9a-f]{32}\.webp"/);
  });

  it("serves /home as the same page with / as its canonical URL", async () => {
    const html = await (await fetchPage("/home")).text();
    expect(html).toContain('rel="canonical" href="http://shop.test/"');
  });

  it("lets the edge cache the anonymous catalogue page briefly", async () => {
    const response = await fetchPage("/");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(response.headers.get("Vary")).toContain("Cookie");
  });
});

describe("images", () => {
  it("serves an image from the page with its bytes, type, ETag and an immutable year-long cache", async () => {
    const html = await (await fetchPage("/")).text();
    const src = html.match(/src="(\/images\/[0-9a-f]{32}\.webp)"/)?.[1];
    expect(src).toBeDefined();
    const response = await fetchPage(src!);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const etag = response.headers.get("ETag");
    expect(etag).toBeTruthy();
    const stored = await env.IMAGES.get(src!.slice("/images/".length));
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array(await stored!.arrayBuffer()));

    const revalidated = await fetchPage(src!, { headers: { "If-None-Match": etag! } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
  });

  it("answers 404 for a key that is not stored or not a content hash", async () => {
    expect((await fetchPage(`/images/${"0".repeat(32)}.webp`)).status).toBe(404);
    expect((await fetchPage("/images/..%2Fsecret")).status).toBe(404);
    expect((await fetchPage("/images/not-a-key.png")).status).toBe(404);
  });
});

describe("static pages and errors", () => {
  it("shows the temp page text", async () => {
    const response = await fetchPage("/temp");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Working on site. comming soon...");
  });

  it("answers an unknown path with HTTP 404 and 'Error 404 !'", async () => {
    const response = await fetchPage("/no-such-page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Error 404 !");
  });

  it("gives every page a title and a description", async () => {
    for (const path of ["/", "/temp", "/no-such-page"]) {
      const html = await (await fetchPage(path)).text();
      expect(html, path).toMatch(/<title>[^<]+<\/title>/);
      expect(html, path).toMatch(/<meta name="description" content="[^"]+"/);
    }
  });
});

describe("the phone menu", () => {
  it("lists every category on a page that shows none itself (issue 30)", async () => {
    const html = await (await fetchPage("/temp")).text();
    const menu = html.slice(html.indexOf('id="mobile-menu"'));
    expect(menu).toContain(">Categories</h2>");
    for (const category of seedCategories)
      expect(menu).toContain(`href="/products/${encodeURIComponent(category.name.toLowerCase())}"`);
  });
});
