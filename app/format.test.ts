import { describe, expect, it } from "vitest";
import { formatMoney, formatStars } from "./format.ts";

describe("format", () => {
  it("writes money with thousands separators and two decimals", () => {
    expect(formatMoney(159900, "USD")).toBe("$1,599.00");
    expect(formatMoney(123456789, "USD")).toBe("$1,234,567.89");
    expect(formatMoney(5, "USD")).toBe("$0.05");
    expect(formatMoney(0, "USD")).toBe("$0.00");
    expect(formatMoney(10 + 20, "USD")).toBe("$0.30");
  });

  it("writes each currency with its narrow symbol", () => {
    expect(formatMoney(125000, "BDT")).toBe("৳1,250.00");
    expect(formatMoney(487756, "BDT")).toBe("৳4,877.56");
    expect(formatMoney(1999, "EUR")).toBe("€19.99");
  });

  it("writes a negative amount with the sign before the symbol, and drops fractions of a cent", () => {
    expect(formatMoney(-250, "USD")).toBe("-$2.50");
    expect(formatMoney(-125000, "BDT")).toBe("-৳1,250.00");
    expect(formatMoney(1999.9, "USD")).toBe("$19.99");
  });

  it("formats half-star ratings", () => {
    expect(formatStars(7)).toBe("3.5");
    expect(formatStars(10)).toBe("5.0");
  });
});
