import { describe, expect, it } from "vitest";
import { approxTaka, minorOfTaka, orderTaka, takaUp, toAmountDue } from "./money.ts";

describe("the wire shape of taka", () => {
  it("writes paisa as taka with two decimals", () => {
    expect(toAmountDue(487_756)).toEqual({ currency: "BDT", amount: 4877.56 });
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
