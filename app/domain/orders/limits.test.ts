import { describe, expect, it } from "vitest";
import { DEFAULT_ORDER_LIMITS, paymentWindowMs, readOrderLimits, readPaymentHours, waitWindowMs } from "./limits.ts";

describe("readOrderLimits", () => {
  it("reads the vars, each falling back to its default when missing or unreadable", () => {
    expect(readOrderLimits({})).toEqual(DEFAULT_ORDER_LIMITS);
    expect(
      readOrderLimits({
        MAX_PENDING_ORDERS: " 3 ",
        FLASH_LIMIT_PER_SHOPPER: "1",
        FLASH_PAYMENT_MINUTES: "7.5",
        ORDER_PAYMENT_HOURS: "48",
        MAX_UNITS_PER_PRODUCT: "4",
        COD_CONFIRM_HOURS: "12",
      }),
    ).toEqual({
      maxPendingOrders: 3,
      flashLimitPerShopper: 1,
      flashPaymentMinutes: 7.5,
      paymentHours: 48,
      maxUnitsPerProduct: 4,
      codConfirmHours: 12,
    });
    for (const value of ["", "0", "-2", "2.5", "many", "Infinity"]) {
      const limits = readOrderLimits({
        MAX_PENDING_ORDERS: value,
        FLASH_LIMIT_PER_SHOPPER: value,
        MAX_UNITS_PER_PRODUCT: value,
      });
      expect(limits.maxPendingOrders, value).toBe(5);
      expect(limits.flashLimitPerShopper, value).toBe(2);
      expect(limits.maxUnitsPerProduct, value).toBe(10);
    }
  });

  it("reads how many hours an order waits for its payment, 24 when unreadable", () => {
    expect(readPaymentHours({ ORDER_PAYMENT_HOURS: "48" })).toBe(48);
    expect(readPaymentHours({ ORDER_PAYMENT_HOURS: "1.5" })).toBe(1.5);
    for (const value of [undefined, "", "0", "-3", "soon"]) {
      expect(readPaymentHours({ ORDER_PAYMENT_HOURS: value }), String(value)).toBe(24);
    }
  });

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
