import { describe, expect, it } from "vitest";
import { cashIssueOf, courierInstant } from "./updates.ts";

describe("courierInstant", () => {
  it("reads Steadfast's time without a zone as Bangladesh time", () => {
    expect(courierInstant("2026-12-07 14:05:09")).toBe(Date.parse("2026-12-07T08:05:09Z"));
    expect(courierInstant("2026-12-07T14:05")).toBe(Date.parse("2026-12-07T08:05:00Z"));
  });

  it("reads a time with a zone as it says", () => {
    expect(courierInstant("2026-12-07T08:05:09Z")).toBe(Date.parse("2026-12-07T08:05:09Z"));
    expect(courierInstant("2026-12-07T14:05:09.250+06:00")).toBe(Date.parse("2026-12-07T08:05:09.250Z"));
    expect(courierInstant("2026-12-07 02:05:09 -0600")).toBe(Date.parse("2026-12-07T08:05:09Z"));
  });

  it("has no time for a missing or unreadable one", () => {
    for (const text of [null, "", "yesterday", "07/12/2026 14:05", "2026-12-07"])
      expect(courierInstant(text)).toBeNull();
  });
});

describe("cashIssueOf", () => {
  it("flags a full delivery's cash short or in excess of what was to be collected", () => {
    expect(cashIssueOf(1_290, 1, false)).toBe("short");
    expect(cashIssueOf(1_290, 1_390, false)).toBe("excess");
    expect(cashIssueOf(1_290, 1_290, false)).toBeNull();
  });

  it("expects less from a partial delivery: only more than was to be collected is flagged", () => {
    expect(cashIssueOf(1_290, 600, true)).toBeNull();
    expect(cashIssueOf(1_290, 1_300, true)).toBe("excess");
  });
});
