import { describe, expect, it } from "vitest";
import { orderMoneyLines, type MoneyLine, type MoneyLineOrder } from "./money-lines.ts";

const amount = (lines: MoneyLine[], key: MoneyLine["key"]) => lines.find((line) => line.key === key);

/** Checks both columns: goods - discount + delivery = total, and for COD advance + cash = total. */
function expectAddsUp(lines: MoneyLine[]) {
  const taka = (key: MoneyLine["key"]) => amount(lines, key)?.taka ?? 0;
  expect(taka("subtotal") - taka("discount") + taka("delivery")).toBe(taka("total"));
  const cents = (key: MoneyLine["key"]) => amount(lines, key)?.cents ?? 0;
  expect(cents("subtotal") + cents("delivery")).toBe(cents("total"));
  if (amount(lines, "cash")) expect(taka("advance") + taka("cash")).toBe(taka("total"));
}

describe("an order's money lines", () => {
  const order: MoneyLineOrder = {
    paymentMethod: "COD",
    subtotalCents: 12_900,
    shippingCents: 499,
    deliveryCents: 107,
    totalCents: 13_506,
    taka: { goods: 15_739, delivery: 739, discount: 0, total: 16_478 },
    advanceTaka: 739,
    collectTaka: 15_739,
  };

  it("has one delivery line, the zone's charge and the products' shipping, adding up in both currencies", () => {
    const lines = orderMoneyLines(order);
    expect(lines.map((line) => line.key)).toEqual(["subtotal", "delivery", "total", "advance", "cash"]);
    expect(amount(lines, "delivery")).toEqual({ key: "delivery", cents: 606, taka: 739 });
    expectAddsUp(lines);
  });

  it("asks a wallet order its total, and collects nothing", () => {
    const lines = orderMoneyLines({ ...order, paymentMethod: "Nagad", advanceTaka: null, collectTaka: 0 });
    expect(lines.map((line) => line.key)).toEqual(["subtotal", "delivery", "total", "walletDue"]);
    expect(amount(lines, "walletDue")?.taka).toBe(16_478);
    expectAddsUp(lines);
  });

  it("collects everything in cash when nothing is paid first", () => {
    const lines = orderMoneyLines({ ...order, advanceTaka: null, collectTaka: 16_478 });
    expect(amount(lines, "advance")).toBeUndefined();
    expectAddsUp(lines);
  });
});
