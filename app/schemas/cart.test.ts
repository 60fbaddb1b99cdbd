import { describe, expect, it } from "vitest";
import {
  addToCart,
  cartCookies,
  cartCountFromCookie,
  cartItemCount,
  cartLinesCookieValue,
  cartLinesFromCookie,
  parseCart,
  parseQuantity,
  removeLine,
  setLineQuantity,
} from "./cart.ts";

describe("stored cart", () => {
  it("parses quantities as integers, default 1, at most 99", () => {
    expect(parseQuantity("3")).toBe(3);
    expect(parseQuantity("2.9")).toBe(2);
    expect(parseQuantity("abc")).toBe(1);
    expect(parseQuantity(undefined)).toBe(1);
    expect(parseQuantity(-4)).toBe(1);
    expect(parseQuantity(1e9)).toBe(99);
  });

  it("adds to the quantity of a line with the same product and type, and keeps types apart", () => {
    let cart = addToCart([], { product_id: "7", product_qty: 1, product_type: "regular" });
    cart = addToCart(cart, { product_id: "7", product_qty: 2, product_type: "regular" });
    cart = addToCart(cart, { product_id: "7", product_qty: 1, product_type: "flashsell" });
    expect(cart).toEqual([
      { product_id: "7", product_qty: 3, product_type: "regular" },
      { product_id: "7", product_qty: 1, product_type: "flashsell" },
    ]);
    expect(cartItemCount(cart)).toBe(4);
  });

  it("repairs a corrupt or hand-edited value instead of failing", () => {
    expect(parseCart("not json")).toEqual([]);
    expect(parseCart('{"product_id":1}')).toEqual([]);
    expect(
      parseCart(
        JSON.stringify([
          { product_id: 5, product_qty: "2" },
          null,
          { product_qty: 3 },
          { product_id: "5", product_type: "regular" },
          { product_id: "9", product_type: "weird" },
        ]),
      ),
    ).toEqual([
      { product_id: "5", product_qty: 3, product_type: "regular" },
      { product_id: "9", product_qty: 1, product_type: "regular" },
    ]);
  });

  it("changes and removes exactly the line asked for", () => {
    const cart = parseCart(
      JSON.stringify([{ product_id: "1" }, { product_id: "2" }, { product_id: "1", product_type: "flashsell" }]),
    );
    expect(setLineQuantity(cart, { product_id: "1", product_type: "flashsell" }, 5)[2]?.product_qty).toBe(5);
    expect(
      removeLine(cart, { product_id: "1", product_type: "regular" }).map(
        (line) => `${line.product_id}:${line.product_type}`,
      ),
    ).toEqual(["2:regular", "1:flashsell"]);
  });

  it("reads the badge count from the cookie", () => {
    expect(cartCountFromCookie("a=1; cart_count=12; b=2")).toBe(12);
    expect(cartCountFromCookie("cart_count=abc")).toBe(0);
    expect(cartCountFromCookie(null)).toBe(0);
  });

  it("keeps a line per variant (issue 28), and drops a variant id that is not one", () => {
    const lines = parseCart(
      JSON.stringify([
        { product_id: "7", product_qty: 1, variant_id: "71" },
        { product_id: "7", product_qty: 2, variant_id: 72 },
        { product_id: "7", product_qty: 1, variant_id: "71" },
        { product_id: "8", product_qty: 1, variant_id: { evil: true } },
      ]),
    );
    expect(lines).toEqual([
      { product_id: "7", product_qty: 2, product_type: "regular", variant_id: "71" },
      { product_id: "7", product_qty: 2, product_type: "regular", variant_id: "72" },
      { product_id: "8", product_qty: 1, product_type: "regular" },
    ]);
  });

  it("mirrors the lines to a cookie the server reads back as they were (decision 036)", () => {
    const lines = parseCart(
      JSON.stringify([
        { product_id: "12", product_qty: 3 },
        { product_id: "45", product_qty: 1, product_type: "flashsell", variant_id: "678" },
      ]),
    );
    expect(cartLinesCookieValue(lines)).toBe("12..r.3_45.678.f.1");
    expect(cartLinesFromCookie(`a=1; cart_lines=${cartLinesCookieValue(lines)}; cart_count=4`)).toEqual(lines);
    const [count, mirrored] = cartCookies(lines);
    expect(count).toMatch(/^cart_count=4; Path=\/; SameSite=Lax; Max-Age=31536000$/);
    expect(mirrored).toMatch(/^cart_lines=12\.\.r\.3_45\.678\.f\.1; /);
  });

  it("leaves the lines out of the cookie, and clears it, when they cannot be held there", () => {
    const odd = [{ product_id: "abc", product_qty: 1, product_type: "regular" as const }];
    expect(cartLinesCookieValue(odd)).toBe("");
    expect(cartCookies(odd)[1]).toMatch(/^cart_lines=; .*Max-Age=0$/);
    expect(cartCookies([])[1]).toMatch(/Max-Age=0$/);
  });

  it("reads no lines from a cookie it did not write", () => {
    expect(cartLinesFromCookie(null)).toBeNull();
    expect(cartLinesFromCookie("cart_lines=")).toBeNull();
    expect(cartLinesFromCookie("cart_lines=12..r.3_oops")).toBeNull();
    expect(cartLinesFromCookie("cart_lines=12..x.3")).toBeNull();
    expect(cartLinesFromCookie("cart_lines=12..r.300")).toBeNull();
    expect(
      cartLinesFromCookie(`cart_lines=${Array.from({ length: 51 }, (_, i) => `${i + 1}..r.1`).join("_")}`),
    ).toBeNull();
    expect(cartLinesFromCookie("my_cart_lines=12..r.3")).toBeNull();
  });
});
