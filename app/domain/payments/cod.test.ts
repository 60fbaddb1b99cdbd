import { describe, expect, it } from "vitest";
import { codTerms } from "./cod.ts";

describe("codTerms", () => {
  const dhaka = { enabled: true, maxTotalCents: 10_000_00, advance: "none" } as const;
  const outside = { enabled: true, maxTotalCents: 10_000_00, advance: "delivery" } as const;

  it("collects everything on delivery where no advance is asked", () => {
    expect(codTerms(dhaka, 1_570_00, 70_00)).toEqual({ offered: true, advanceCents: 0, collectCents: 1_570_00 });
  });

  it("asks the delivery charge first where the zone wants it, and nothing when delivery is free", () => {
    expect(codTerms(outside, 1_630_00, 130_00)).toEqual({
      offered: true,
      advanceCents: 130_00,
      collectCents: 1_500_00,
    });
    expect(codTerms(outside, 6_000_00, 0)).toEqual({ offered: true, advanceCents: 0, collectCents: 6_000_00 });
  });

  it("takes a total equal to the limit and refuses one above it", () => {
    expect(codTerms(dhaka, 10_000_00, 0).offered).toBe(true);
    expect(codTerms(dhaka, 10_000_01, 0)).toEqual({ offered: false, reason: "over-limit", maxTotalCents: 10_000_00 });
  });

  it("is not offered where the zone turned it off, in a shop without zones, or where everything is paid first", () => {
    expect(codTerms({ ...dhaka, enabled: false }, 100, 0)).toMatchObject({ offered: false, reason: "not-here" });
    expect(codTerms(null, 100, 0)).toMatchObject({ offered: false, reason: "not-here" });
    expect(codTerms({ ...dhaka, advance: "full" }, 100, 0)).toMatchObject({ offered: false, reason: "pay-first" });
  });
});
