import { describe, expect, it } from "vitest";
import { NO_FILTERS, parseProductQuery, productListHref } from "./catalogue.ts";

describe("product list query", () => {
  it("reads a search with its page, size and sort, lowercasing the text", () => {
    const query = parseProductQuery(new URLSearchParams("q=  USB-C &page=3&pageSize=12&sort=price-asc"));
    expect(query).toEqual({ ...NO_FILTERS, q: "usb-c", category: null, page: 3, pageSize: 12, sort: "price-asc" });
  });

  it("falls back to defaults for values that make no sense", () => {
    const query = parseProductQuery(new URLSearchParams("page=abc&pageSize=100000&sort=cheapest&q=" + "x".repeat(200)));
    expect(query).toEqual({ ...NO_FILTERS, q: "", category: null, page: 1, pageSize: 24, sort: "relevance" });
    expect(parseProductQuery(new URLSearchParams("page=0")).page).toBe(1);
    expect(parseProductQuery(new URLSearchParams("page=-2")).page).toBe(1);
  });

  it("takes the category from the path over the query string", () => {
    expect(parseProductQuery(new URLSearchParams("category=laptop"), "Phone And Parts").category).toBe(
      "phone and parts",
    );
    expect(parseProductQuery(new URLSearchParams("category=laptop")).category).toBe("laptop");
  });

  it("builds short list URLs that keep the other parameters", () => {
    const query = parseProductQuery(new URLSearchParams("q=phone&sort=rating"), "jewelry & watch");
    expect(productListHref(query, { page: 2 })).toBe("/products/jewelry%20%26%20watch?q=phone&sort=rating&page=2");
    expect(productListHref(parseProductQuery(new URLSearchParams()))).toBe("/products");
  });

  it("reads the home tiles' filters, drops unknown values, and keeps them in list URLs", () => {
    const query = parseProductQuery(new URLSearchParams("offer=flash&shipping=free&collection=winter&sort=rating"));
    expect(query).toMatchObject({ offer: "flash", shipping: "free", collection: "winter", sort: "rating" });
    expect(productListHref(query, { page: 3 })).toBe(
      "/products?sort=rating&offer=flash&shipping=free&collection=winter&page=3",
    );
    const odd = parseProductQuery(new URLSearchParams("offer=FLASH&shipping=paid&collection=summer"));
    expect(odd).toMatchObject(NO_FILTERS);
    expect(productListHref(parseProductQuery(new URLSearchParams("shipping=free")), { category: "laptop" })).toBe(
      "/products/laptop?shipping=free",
    );
  });
});
