import { describe, expect, it } from "vitest";
import { NO_FILTERS, parseProductQuery, priceField, productListHref } from "./catalogue.ts";

/** The filter panel's fields and the paging extras, none set. */
const NOTHING_ELSE = {
  minPriceCents: null,
  maxPriceCents: null,
  minStars: null,
  inStock: false,
  after: null,
  exact: false,
};

describe("product list query", () => {
  it("reads a search with its page, size and sort, lowercasing the text", () => {
    const query = parseProductQuery(new URLSearchParams("q=  USB-C &page=3&pageSize=12&sort=price-asc"));
    expect(query).toEqual({
      ...NO_FILTERS,
      ...NOTHING_ELSE,
      q: "usb-c",
      category: null,
      page: 3,
      pageSize: 12,
      sort: "price-asc",
    });
  });

  it("falls back to defaults for values that make no sense", () => {
    const query = parseProductQuery(new URLSearchParams("page=abc&pageSize=100000&sort=cheapest&q=" + "x".repeat(200)));
    expect(query).toEqual({
      ...NO_FILTERS,
      ...NOTHING_ELSE,
      q: "",
      category: null,
      page: 1,
      pageSize: 24,
      sort: "relevance",
    });
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

  it("reads the filter panel's price range, rating and in-stock choice, and writes them back in list URLs", () => {
    const query = parseProductQuery(new URLSearchParams("minPrice=12.5&maxPrice=100&rating=4&inStock=1&q=bag"));
    expect(query).toMatchObject({ minPriceCents: 1250, maxPriceCents: 10000, minStars: 4, inStock: true });
    expect(productListHref(query, { page: 2 })).toBe(
      "/products?q=bag&minPrice=12.50&maxPrice=100&rating=4&inStock=1&page=2",
    );
    expect(priceField(1250)).toBe("12.50");
    expect(priceField(null)).toBe("");
  });

  it("drops what is not a price, a rating of 1 to 4 or a cursor", () => {
    const query = parseProductQuery(new URLSearchParams("minPrice=abc&maxPrice=-5&rating=5&inStock=yes&after=<x>"));
    expect(query).toMatchObject({
      minPriceCents: null,
      maxPriceCents: null,
      minStars: null,
      inStock: false,
      after: null,
    });
  });

  it("keeps a cursor only on the page it was given for", () => {
    const query = parseProductQuery(new URLSearchParams("sort=rating&page=2&after=abc"));
    expect(productListHref(query)).toBe("/products?sort=rating&page=2");
    expect(productListHref(query, { page: 3, after: "def" })).toBe("/products?sort=rating&page=3&after=def");
  });
});
