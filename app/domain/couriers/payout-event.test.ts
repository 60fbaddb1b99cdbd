import { describe, expect, it } from "vitest";
import type { CourierEvent } from "./courier.ts";
import { payoutOfEvent } from "./payout-event.ts";

const paid: CourierEvent = {
  courier: "pathao",
  consignmentId: "DL121224VS8TTJ",
  kind: "delivery_status",
  courierStatus: "order.paid",
  state: null,
  cashTaka: 1100,
  chargeTaka: 70,
  message: null,
  updatedAt: "2026-12-01T10:00:00Z",
  payout: { id: "INV-88213", date: null, paidTaka: null },
};

describe("a paid event's payout", () => {
  it("is the payout of its one parcel, paid the cash less the charge unless it says", () => {
    expect(payoutOfEvent(paid)).toEqual({
      externalId: "INV-88213",
      paidOn: "2026-12-01",
      taka: 1030,
      parcels: [{ consignmentId: "DL121224VS8TTJ", collectedTaka: 1100, chargeTaka: 70, paidTaka: 1030 }],
    });
    const said = payoutOfEvent({ ...paid, payout: { id: "INV-1", date: "2026-12-02 09:00:00", paidTaka: 1000 } });
    expect(said).toMatchObject({ paidOn: "2026-12-02", taka: 1000, parcels: [{ paidTaka: 1000 }] });
  });

  it("is none for an event without a payout, or without any amount", () => {
    expect(payoutOfEvent({ ...paid, payout: null })).toBeNull();
    expect(payoutOfEvent({ ...paid, cashTaka: null })).toBeNull();
  });
});
