import { describe, expect, it } from "vitest";
import { normaliseReference, orderReference, REFERENCE_PATTERN } from "./reference.ts";

describe("the order reference", () => {
  it("is eight of Crockford's digits, the same for the same account and checkout", async () => {
    const key = crypto.randomUUID();
    const first = await orderReference("secret", 7, key);
    expect(first).toMatch(REFERENCE_PATTERN);
    expect(await orderReference("secret", 7, key)).toBe(first);
  });

  it("differs for another account, another checkout, another secret and another attempt", async () => {
    const key = "checkout-1";
    const first = await orderReference("secret", 7, key);
    expect(await orderReference("secret", 8, key)).not.toBe(first);
    expect(await orderReference("secret", 7, "checkout-2")).not.toBe(first);
    expect(await orderReference("another secret", 7, key)).not.toBe(first);
    expect(await orderReference("secret", 7, key, 1)).not.toBe(first);
  });

  it("cannot be chosen through the checkout key", async () => {
    // The old reference was the key's first eight letters: a key of another order's reference no longer gives it.
    expect(await orderReference("secret", 7, "72BFD8B0")).not.toBe("72BFD8B0");
  });

  it("reads a typed reference as its digits", () => {
    expect(normaliseReference(" 7abfd8bo ")).toBe("7ABFD8B0");
    expect(normaliseReference("il23")).toBe("1123");
  });
});
