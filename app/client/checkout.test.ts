import { describe, expect, it } from "vitest";
import { type CheckoutDraft, finishedDraft, shippedDraft } from "./checkout.ts";

const typed = { districtId: 8, areaId: 1116, line: "Jahan Building 5, Sheikh Mujib Road", note: "Call before coming" };
const draft: CheckoutDraft = {
  name: "Ayesha Rahman",
  mobile: "01712345678",
  checkoutKey: "k1",
  addressId: null,
  address: typed,
};
const empty = { districtId: null, areaId: null, line: "", note: "" };

describe("the checkout draft's address (issue 45: a courier note stayed for the next address)", () => {
  it("keeps a new address as typed when the order goes to it", () => {
    expect(shippedDraft(draft, { name: "Ayesha", mobile: "01812345678", address: typed }, null)).toEqual({
      ...draft,
      name: "Ayesha",
      mobile: "01812345678",
    });
  });

  it("empties the typed address, note and all, once the order goes to a saved address (chosen or just saved)", () => {
    const saved = shippedDraft(draft, draft, 42);
    expect(saved).toEqual({ ...draft, addressId: 42, address: empty });
  });

  it("starts the next checkout with a new key and without the last parcel's note", () => {
    expect(finishedDraft(draft, "k2")).toEqual({ ...draft, checkoutKey: "k2", address: { ...typed, note: "" } });
    expect(finishedDraft(shippedDraft(draft, draft, 42), "k2")).toEqual({
      ...draft,
      checkoutKey: "k2",
      addressId: 42,
      address: empty,
    });
  });
});
