import { describe, expect, it } from "vitest";
import { amountDuePaisa, approxTaka, DEFAULT_SHOP_MONEY, readShopMoney, toAmountDue } from "./money.ts";

describe("the amount due in taka", () => {
  it("converts cents to paisa at the rate", () => {
    expect(amountDuePaisa(3999, { currency: "USD", bdtRate: 122 })).toBe(487_878);
    expect(amountDuePaisa(0, { currency: "USD", bdtRate: 122 })).toBe(0);
  });

  it("rounds a fraction of a paisa up, so the shop is never short", () => {
    // 3999 x 121.97 = 487,758.03 paisa.
    expect(amountDuePaisa(3999, { currency: "USD", bdtRate: 121.97 })).toBe(487_759);
    expect(amountDuePaisa(1, { currency: "USD", bdtRate: 0.5 })).toBe(1);
  });

  it("does not add a paisa for float noise in the rate", () => {
    // 0.1 + 0.2 is 0.30000000000000004: still exactly 30 paisa for 100 cents.
    expect(amountDuePaisa(100, { currency: "USD", bdtRate: 0.1 + 0.2 })).toBe(30);
    expect(amountDuePaisa(26947, { currency: "USD", bdtRate: 122.1 })).toBe(3_290_229);
  });

  it("passes a taka total through unchanged when the shop prices in taka", () => {
    expect(amountDuePaisa(125_000, { currency: "BDT", bdtRate: 1 })).toBe(125_000);
    // Whatever rate is set: a taka is a taka.
    expect(amountDuePaisa(125_000, { currency: "BDT", bdtRate: 122 })).toBe(125_000);
  });

  it("writes paisa as taka with two decimals on the wire", () => {
    expect(toAmountDue(487_756)).toEqual({ currency: "BDT", amount: 4877.56 });
  });
});

describe("the shop's money settings", () => {
  it("reads the currency code and the rate", () => {
    expect(readShopMoney({ SHOP_CURRENCY: "usd", BKASH_BDT_RATE: " 121.5 " })).toEqual({
      currency: "USD",
      bdtRate: 121.5,
    });
    expect(readShopMoney({ SHOP_CURRENCY: "EUR", BKASH_BDT_RATE: "131" })).toEqual({ currency: "EUR", bdtRate: 131 });
  });

  it("uses a rate of 1 for a shop pricing in taka, whatever the rate says", () => {
    expect(readShopMoney({ SHOP_CURRENCY: "BDT", BKASH_BDT_RATE: "122" })).toEqual({ currency: "BDT", bdtRate: 1 });
    expect(readShopMoney({ SHOP_CURRENCY: " bdt " })).toEqual({ currency: "BDT", bdtRate: 1 });
  });

  it("falls back to the defaults for anything unreadable, never throwing", () => {
    expect(readShopMoney({})).toEqual(DEFAULT_SHOP_MONEY);
    for (const currency of ["", "$", "US", "DOLLAR", "U5D"]) {
      expect(readShopMoney({ SHOP_CURRENCY: currency, BKASH_BDT_RATE: "122" }).currency, currency).toBe("USD");
    }
    for (const rate of ["", "abc", "0", "-5", "Infinity", "NaN", "12O"]) {
      expect(readShopMoney({ SHOP_CURRENCY: "USD", BKASH_BDT_RATE: rate }).bdtRate, rate).toBe(
        DEFAULT_SHOP_MONEY.bdtRate,
      );
    }
  });
});

describe("approxTaka", () => {
  it("is whole taka at the shop's rate, and nothing for a shop that prices in taka", () => {
    expect(approxTaka(26_947, { currency: "USD", bdtRate: 122 })).toBe(32_875);
    expect(approxTaka(9_999, { currency: "USD", bdtRate: 122 })).toBe(12_199);
    expect(approxTaka(1, { currency: "USD", bdtRate: 122 })).toBe(1);
    expect(approxTaka(26_947, { currency: "BDT", bdtRate: 1 })).toBeNull();
  });
});
