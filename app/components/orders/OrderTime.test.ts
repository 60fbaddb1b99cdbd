import { afterEach, describe, expect, it } from "vitest";
import { setLanguageSource } from "~/i18n/catalogue.ts";
import { formatOrderTime, formatRecentOrderTime } from "./OrderTime.tsx";

/** 27 Nov 2026, 10:00 in Dhaka (UTC+6). */
const NOW = Date.parse("2026-11-27T04:00:00Z");

describe("formatOrderTime", () => {
  afterEach(() => setLanguageSource(() => "en"));

  it("writes the full date without a now, and for days before yesterday", () => {
    expect(formatOrderTime("2026-03-14T09:30:00Z", "Asia/Dhaka")).toBe("14 Mar 2026, 15:30");
    expect(formatRecentOrderTime("2026-11-25T09:30:00Z", "Asia/Dhaka", NOW)).toBe("25 Nov 2026, 15:30");
  });

  it("says today and yesterday, counted in the reader's zone", () => {
    expect(formatRecentOrderTime("2026-11-27T01:15:00Z", "Asia/Dhaka", NOW)).toBe("Today, 07:15");
    expect(formatRecentOrderTime("2026-11-26T09:30:00Z", "Asia/Dhaka", NOW)).toBe("Yesterday, 15:30");
    // 20:00 UTC on the 26th is the 27th in Dhaka, but still the 26th in UTC.
    expect(formatRecentOrderTime("2026-11-26T20:00:00Z", "Asia/Dhaka", NOW)).toBe("Today, 02:00");
    expect(formatRecentOrderTime("2026-11-26T20:00:00Z", "UTC", NOW)).toBe("Yesterday, 20:00");
  });

  it("says them in Bangla with Bengali digits", () => {
    setLanguageSource(() => "bn");
    expect(formatRecentOrderTime("2026-11-26T09:30:00Z", "Asia/Dhaka", NOW)).toBe("গতকাল, ১৫:৩০");
    expect(formatRecentOrderTime("2026-11-27T01:15:00Z", "Asia/Dhaka", NOW)).toBe("আজ, ০৭:১৫");
  });
});
