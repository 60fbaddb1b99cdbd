import { describe, expect, it } from "vitest";
import { copy as bn } from "./shop.bn.ts";
import { copy as en } from "./shop.en.ts";
import { plural } from "./plural.ts";

describe("plural", () => {
  const forms = { one: "one", other: "other" };

  it("follows English's rules: one for 1 alone", () => {
    expect([0, 1, 2, 21].map((count) => plural("en", count, forms))).toEqual(["other", "one", "other", "other"]);
  });

  it("follows Bangla's rules: one for 0 and 1", () => {
    expect([0, 1, 2, 21].map((count) => plural("bn", count, forms))).toEqual(["one", "one", "other", "other"]);
  });

  it("falls back to other for a category without a form", () => {
    expect(plural("en", 1, { other: "many" })).toBe("many");
  });

  it("words the catalogue's counts", () => {
    expect(en.catalogue.available(1)).toBe("1 piece available");
    expect(en.catalogue.available(3)).toBe("3 pieces available");
    expect(en.seo.addedToCart(1)).toBe("Added to your cart.");
    expect(bn.seo.addedToCart(1)).toBe("কার্টে যোগ হয়েছে।");
    expect(bn.seo.addedToCart(12)).toBe("১২টি কার্টে যোগ হয়েছে।");
  });
});
