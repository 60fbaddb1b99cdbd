import { describe, expect, it } from "vitest";
import { deliveryCharge } from "./charge.ts";

const zone = { zoneId: 1, zone: "Inside Dhaka", feeCents: 7000, freeOverCents: 300_000 };

describe("deliveryCharge", () => {
  it("charges the zone's fee below its threshold and nothing from it on", () => {
    expect(deliveryCharge(zone, 299_999)).toBe(7000);
    expect(deliveryCharge(zone, 300_000)).toBe(0);
    expect(deliveryCharge(zone, 1_000_000)).toBe(0);
  });

  it("always charges a zone without a threshold", () => {
    expect(deliveryCharge({ ...zone, freeOverCents: null }, 10_000_000)).toBe(7000);
  });
});
