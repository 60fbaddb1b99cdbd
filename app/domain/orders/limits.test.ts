import { describe, expect, it } from "vitest";
import { DEFAULT_ORDER_LIMITS, paymentWindowMs, waitWindowMs } from "./limits.ts";

// How the vars are read (defaults, a malformed value): app/server/config.test.ts.
describe("order limits", () => {
  it("gives an order with flash-sale lines minutes to pay, any other order hours", () => {
    expect(paymentWindowMs(DEFAULT_ORDER_LIMITS, true)).toBe(15 * 60_000);
    expect(paymentWindowMs(DEFAULT_ORDER_LIMITS, false)).toBe(24 * 3_600_000);
  });

  it("gives cash on delivery with nothing to pay first COD_CONFIRM_HOURS to be confirmed by the shop", () => {
    expect(waitWindowMs(DEFAULT_ORDER_LIMITS, { awaitsMoney: false, hasFlashLines: false })).toBe(48 * 3_600_000);
    expect(waitWindowMs(DEFAULT_ORDER_LIMITS, { awaitsMoney: true, hasFlashLines: true })).toBe(15 * 60_000);
    expect(waitWindowMs(DEFAULT_ORDER_LIMITS, { awaitsMoney: true, hasFlashLines: false })).toBe(24 * 3_600_000);
  });
});
