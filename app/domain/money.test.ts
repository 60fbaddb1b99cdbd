import { describe, expect, it } from "vitest";
import { approxTaka, DEFAULT_SHOP_MONEY, minorOfTaka, orderTaka, readShopMoney, takaUp, toAmountDue } from "./money.ts";

describe("the wire shape of taka", () => {
  it("writes paisa as taka with two decimals", () => {
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

describe("whole taka (decision 042)", () => {
  const dollars = { currency: "USD", bdtRate: 122 };
  const taka = { currency: "BDT", bdtRate: 1 };

  it("rounds an amount up to whole taka, at the rate or as it is", () => {
    expect(takaUp(5_498, dollars)).toBe(6_708); // 6,707.56
    expect(takaUp(12_900, dollars)).toBe(15_738);
    expect(takaUp(159_950, taka)).toBe(1_600);
    expect(takaUp(0, dollars)).toBe(0);
  });

  it("writes whole taka in the shop's minor units, to the nearest", () => {
    expect(minorOfTaka(60, dollars)).toBe(49);
    expect(minorOfTaka(130, dollars)).toBe(107);
    expect(minorOfTaka(130, taka)).toBe(13_000);
  });

  it("gives an order's figures that add up: goods - discount + delivery = total", () => {
    // $129.00 of goods with $4.99 of the products' own shipping, to a ৳130 zone.
    const order = orderTaka({ subtotalCents: 12_900, shippingCents: 499, zoneTaka: 130 }, dollars);
    expect(order).toEqual({ goods: 15_738, delivery: 739, discount: 0, total: 16_477 });
    expect(order.goods - order.discount + order.delivery).toBe(order.total);
    // One rounding up of what is priced in dollars: 13,399 cents are ৳16,346.78.
    expect(order.total - 130).toBe(16_347);
  });

  it("takes a discount off the goods, rounded down and never more than them", () => {
    const order = orderTaka({ subtotalCents: 10_000, shippingCents: 0, zoneTaka: 60, discountCents: 1_050 }, dollars);
    expect(order).toEqual({ goods: 12_200, delivery: 60, discount: 1_281, total: 10_979 });
    expect(orderTaka({ subtotalCents: 100, shippingCents: 0, zoneTaka: 0, discountCents: 500 }, taka).discount).toBe(1);
  });
});
