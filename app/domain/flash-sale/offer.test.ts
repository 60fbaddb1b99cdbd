import { describe, expect, it } from "vitest";
import { offerCovers } from "./offer.ts";

describe("offerCovers (issue 28)", () => {
  it("covers every variant when the offer names none", () => {
    expect(offerCovers({ variantId: null }, 7)).toBe(true);
    expect(offerCovers({}, 7)).toBe(true);
  });

  it("covers only the variant it names", () => {
    expect(offerCovers({ variantId: 7 }, 7)).toBe(true);
    expect(offerCovers({ variantId: 7 }, 8)).toBe(false);
  });

  it("covers a product without options, whose one variant is the one sold", () => {
    expect(offerCovers({ variantId: 7 }, null)).toBe(true);
  });
});
