import { describe, expect, it } from "vitest";
import { orderReference } from "./reference.ts";

describe("the order reference", () => {
  it("is the checkout key's first eight letters and digits, upper-cased", () => {
    expect(orderReference("3f2a9c1b0d4e5f6a7b8c9d0e1f2a3b4c")).toBe("3F2A9C1B");
  });

  it("is the same for the same checkout, so a retry or a reload shows the same reference", () => {
    const key = crypto.randomUUID().replaceAll("-", "");
    expect(orderReference(key)).toBe(orderReference(key));
    expect(orderReference(key)).toMatch(/^[0-9A-F]{8}$/);
  });

  it("leaves out anything bKash's reference field would not take", () => {
    expect(orderReference("checkout-key-1-17000")).toBe("CHECKOUT");
    expect(orderReference("a-b_c.d e/f12")).toBe("ABCDEF12");
  });

  it("is shorter for a short key, never padded", () => {
    expect(orderReference("ab-1")).toBe("AB1");
  });
});
