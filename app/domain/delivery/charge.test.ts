import { describe, expect, it } from "vitest";
import { deliveryCharge } from "./charge.ts";

const zone = { feeTaka: 70, freeOverTaka: 3_000 };

describe("deliveryCharge", () => {
  it("charges the zone's taka below its threshold and nothing from it on", () => {
    expect(deliveryCharge(zone, 2_999)).toBe(70);
    expect(deliveryCharge(zone, 3_000)).toBe(0);
    expect(deliveryCharge(zone, 10_000)).toBe(0);
  });

  it("always charges a zone without a threshold", () => {
    expect(deliveryCharge({ ...zone, freeOverTaka: null }, 100_000)).toBe(70);
  });
});
