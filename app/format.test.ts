import { describe, expect, it } from "vitest";
import { formatCents, formatStars, titleCase } from "./format.ts";

describe("format", () => {
  it("formats integer cents as dollars without float drift", () => {
    expect(formatCents(1999)).toBe("19.99");
    expect(formatCents(5)).toBe("0.05");
    expect(formatCents(0)).toBe("0.00");
    expect(formatCents(10 + 20)).toBe("0.30");
    expect(formatCents(-250)).toBe("-2.50");
  });

  it("formats half-star ratings and title-cases names", () => {
    expect(formatStars(7)).toBe("3.5");
    expect(formatStars(10)).toBe("5.0");
    expect(titleCase("jewelry & watch")).toBe("Jewelry & Watch");
  });
});
