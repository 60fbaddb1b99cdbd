import { describe, expect, it } from "vitest";
import { codTerms } from "./cod.ts";

describe("codTerms", () => {
  const dhaka = { enabled: true, maxTotalTaka: 10_000, advance: "none" } as const;
  const outside = { enabled: true, maxTotalTaka: 10_000, advance: "delivery" } as const;

  it("collects everything on delivery where no advance is asked", () => {
    expect(codTerms(dhaka, 1_570, 70)).toEqual({ offered: true, advanceTaka: 0, collectTaka: 1_570 });
  });

  it("asks the delivery charge first where the zone wants it, and nothing when delivery is free", () => {
    expect(codTerms(outside, 1_630, 130)).toEqual({ offered: true, advanceTaka: 130, collectTaka: 1_500 });
    expect(codTerms(outside, 6_000, 0)).toEqual({ offered: true, advanceTaka: 0, collectTaka: 6_000 });
  });

  it("takes a total equal to the limit and refuses one above it", () => {
    expect(codTerms(dhaka, 10_000, 0).offered).toBe(true);
    expect(codTerms(dhaka, 10_001, 0)).toEqual({ offered: false, reason: "over-limit", maxTotalTaka: 10_000 });
  });

  it("is not offered where the zone turned it off, in a shop without zones, or where everything is paid first", () => {
    expect(codTerms({ ...dhaka, enabled: false }, 100, 0)).toMatchObject({ offered: false, reason: "not-here" });
    expect(codTerms(null, 100, 0)).toMatchObject({ offered: false, reason: "not-here" });
    expect(codTerms({ ...dhaka, advance: "full" }, 100, 0)).toMatchObject({ offered: false, reason: "pay-first" });
  });

  it("asks an order with flash-sale lines its delivery line first, and refuses it cash when delivery is free", () => {
    expect(codTerms(dhaka, 1_570, 70, { flashSale: true })).toEqual({
      offered: true,
      advanceTaka: 70,
      collectTaka: 1_500,
    });
    expect(codTerms(outside, 1_630, 130, { flashSale: true })).toMatchObject({ advanceTaka: 130 });
    expect(codTerms(dhaka, 6_000, 0, { flashSale: true })).toEqual({
      offered: false,
      reason: "flash-sale",
      maxTotalTaka: 10_000,
    });
  });
});
