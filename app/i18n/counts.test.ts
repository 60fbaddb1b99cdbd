import { describe, expect, it } from "vitest";
import { productsCopy as productsBn } from "./products.bn.ts";
import { productsCopy as productsEn } from "./products.en.ts";
import { shopCopy as bn } from "./shop.bn.ts";
import { shopCopy as en } from "./shop.en.ts";

describe("counts in the catalogue", () => {
  it("words English by its rule: one for 1 alone", () => {
    expect(productsEn.available(1)).toBe("1 piece available");
    expect(productsEn.available(3)).toBe("3 pieces available");
    expect(en.seo.addedToCart(1)).toBe("Added to your cart.");
    expect(en.seo.addedToCart(2)).toBe("Added 2 to your cart.");
  });

  it("words Bangla by Intl.PluralRules('bn'), with Bengali digits", () => {
    expect(bn.seo.addedToCart(1)).toBe("কার্টে যোগ হয়েছে।");
    expect(bn.seo.addedToCart(12)).toBe("১২টি কার্টে যোগ হয়েছে।");
    expect(productsBn.available(1234)).toBe("১,২৩৪টি স্টকে আছে");
  });
});
