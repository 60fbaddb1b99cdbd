import { describe, expect, it } from "vitest";
import { parcelAddress, steadfastTrackingUrl } from "./steadfast.ts";

describe("Steadfast's parcel fields", () => {
  it("cuts the address line, never the area and district, to 250 characters", () => {
    const address = parcelAddress("x".repeat(400), "Dhanmondi", "Dhaka");
    expect(address).toHaveLength(250);
    expect(address.endsWith("…, Dhanmondi, Dhaka")).toBe(true);
    expect(parcelAddress("  House 1,\n Road 2 ", "Mirpur", "Dhaka")).toBe("House 1, Road 2, Mirpur, Dhaka");
    expect(parcelAddress("House 1", null, "Dhaka")).toBe("House 1, Dhaka");
  });

  it("links a tracking code to Steadfast's public tracking page", () => {
    expect(steadfastTrackingUrl("SFR12 3")).toBe("https://steadfast.com.bd/t/SFR12%203");
  });
});
