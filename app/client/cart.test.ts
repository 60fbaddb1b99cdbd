import { describe, expect, it } from "vitest";
import { cartItemCount, cartLinesCookieValue, parseCart } from "~/schemas/cart.ts";
import { cartCookiesScript, storedCartMirror } from "./cart.ts";

/** The inline script's reading of a stored cart, as the page runs it. */
const mirror = new Function(`return (${storedCartMirror()})`)() as (raw: string) => [number, string] | null;

/** What the app's own reading makes of it (null for no lines). */
function expected(raw: string): [number, string] | null {
  const lines = parseCart(raw);
  return lines.length === 0 ? null : [cartItemCount(lines), cartLinesCookieValue(lines)];
}

/** A small deterministic generator, so a failure names a cart that can be run again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe("the inline cart mirror (decision 036, amended)", () => {
  it("reads stored carts as the app does", () => {
    const carts: unknown[] = [
      [],
      [{ product_id: "12", product_qty: 3, product_type: "regular" }],
      [{ product_id: 12, product_qty: "2", product_type: "flashsell", variant_id: "678" }],
      // Duplicates merged (capped at 99), bad entries dropped, odd quantities read as the app reads them.
      [
        { product_id: "7", product_qty: 60, product_type: "regular" },
        { product_id: " 7 ", product_qty: 60, product_type: "regular" },
        { product_id: "", product_qty: 1 },
        null,
        "x",
        { product_id: "8", product_qty: "2.9" },
        { product_id: "9", product_qty: -3, variant_id: " 4 " },
        { product_id: "10", product_qty: Number.POSITIVE_INFINITY, variant_id: "L" },
        { product_id: { id: 1 } },
      ],
      // Lines the cookie cannot hold: the count only.
      [{ product_id: "abc", product_qty: 1, product_type: "regular" }],
      [{ product_id: "12.5", product_qty: 1 }],
      // More than 50 lines: the first 50.
      Array.from({ length: 60 }, (_, index) => ({ product_id: String(index + 1), product_qty: 1 })),
    ];
    const next = random(45);
    for (let index = 0; index < 300; index++) {
      carts.push(
        Array.from({ length: Math.floor(next() * 8) }, () => ({
          product_id: next() < 0.9 ? String(1 + Math.floor(next() * 4)) : "p" + Math.floor(next() * 3),
          product_qty: next() < 0.8 ? 1 + Math.floor(next() * 120) : String(next() * 5),
          product_type: next() < 0.7 ? "regular" : next() < 0.5 ? "flashsell" : "other",
          ...(next() < 0.4 ? { variant_id: next() < 0.8 ? String(Math.floor(next() * 3)) : "x" } : {}),
        })),
      );
    }
    for (const cart of carts) {
      const raw = JSON.stringify(cart);
      expect(mirror(raw), raw).toEqual(expected(raw));
    }
    expect(mirror("{}")).toBeNull();
    expect(() => mirror("not json")).toThrow();
  });

  it("is an inline script that parses", () => {
    expect(() => new Function(cartCookiesScript())).not.toThrow();
    expect(cartCookiesScript().length).toBeLessThan(1500);
  });
});
