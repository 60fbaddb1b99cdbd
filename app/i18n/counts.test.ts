import { describe, expect, it } from "vitest";
import { productsCopy as bn } from "./products.bn.ts";
import { productsCopy as en } from "./products.en.ts";

describe("counts in the catalogue", () => {
  it("words English by its rule: one for 1 alone", () => {
    expect(en.available(1)).toBe("1 piece available");
    expect(en.available(3)).toBe("3 pieces available");
    expect(en.seo.addedToCart(1)).toBe("Added to your cart.");
    expect(en.seo.addedToCart(2)).toBe("Added 2 to your cart.");
  });

  it("words Bangla by Intl.PluralRules('bn'), with Bengali digits", () => {
    expect(bn.seo.addedToCart(1)).toBe("কার্টে যোগ হয়েছে।");
    expect(bn.seo.addedToCart(12)).toBe("১২টি কার্টে যোগ হয়েছে।");
    expect(bn.available(1234)).toBe("১,২৩৪টি স্টকে আছে");
  });
});
