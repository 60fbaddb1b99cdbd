import { describe, expect, it, vi } from "vitest";
import { calendarStarts } from "./date-time.ts";
import {
  parseTimeZone,
  readTimeZoneCookie,
  requestTimeZone,
  SHOP_TIME_ZONE,
  shopDate,
  shopDay,
  shopDayDate,
  shopDayStart,
  timeZoneCookie,
} from "./time-zone.ts";

describe("parseTimeZone", () => {
  it("accepts IANA names the runtime knows, as given", () => {
    expect(parseTimeZone("Asia/Dhaka")).toBe("Asia/Dhaka");
    expect(parseTimeZone("America/New_York")).toBe("America/New_York");
    expect(parseTimeZone("UTC")).toBe("UTC");
    expect(parseTimeZone("Europe/Kyiv")).toBe("Europe/Kyiv");
    expect(parseTimeZone(" Asia/Dhaka ")).toBe("Asia/Dhaka");
  });

  it("refuses garbage", () => {
    expect(parseTimeZone("Mars/Olympus_Mons")).toBeNull();
    expect(parseTimeZone("not a zone")).toBeNull();
    expect(parseTimeZone("<script>")).toBeNull();
    expect(parseTimeZone("+06:00")).toBeNull();
    expect(parseTimeZone(undefined)).toBeNull();
    expect(parseTimeZone(6)).toBeNull();
  });

  it("refuses an empty value", () => {
    expect(parseTimeZone("")).toBeNull();
    expect(parseTimeZone("   ")).toBeNull();
  });

  it("refuses a value that is too long, before asking Intl", () => {
    const format = vi.spyOn(Intl, "DateTimeFormat");
    try {
      expect(parseTimeZone(`Asia/Dhaka${"/x".repeat(30)}`)).toBeNull();
      expect(parseTimeZone("A".repeat(65))).toBeNull();
      expect(format).not.toHaveBeenCalled();
      expect(parseTimeZone("America/Argentina/ComodRivadavia")).toBe("America/Argentina/ComodRivadavia");
      expect(format).toHaveBeenCalledTimes(1);
    } finally {
      format.mockRestore();
    }
  });
});

describe("the tz cookie", () => {
  it("reads an encoded zone among other cookies", () => {
    expect(readTimeZoneCookie("cart_count=2; tz=Asia%2FDhaka; session=abc")).toBe("Asia/Dhaka");
    expect(readTimeZoneCookie("tz=America%2FNew_York")).toBe("America/New_York");
  });

  it("is null when missing, not a zone or badly encoded", () => {
    expect(readTimeZoneCookie(null)).toBeNull();
    expect(readTimeZoneCookie("")).toBeNull();
    expect(readTimeZoneCookie("notz=Asia%2FDhaka")).toBeNull();
    expect(readTimeZoneCookie("tz=Nowhere%2FLand")).toBeNull();
    expect(readTimeZoneCookie("tz=%E0%A4%A")).toBeNull();
    expect(readTimeZoneCookie("tz=")).toBeNull();
  });

  it("falls back to UTC for a request without a valid zone", () => {
    const withCookie = (cookie: string) => new Request("http://shop.test/dashboard", { headers: { Cookie: cookie } });
    expect(requestTimeZone(withCookie("tz=Asia%2FDhaka"))).toBe("Asia/Dhaka");
    expect(requestTimeZone(withCookie("tz=garbage"))).toBe("UTC");
    expect(requestTimeZone(new Request("http://shop.test/dashboard"))).toBe("UTC");
  });

  it("writes a cookie that reads back", () => {
    const cookie = timeZoneCookie("America/Argentina/Buenos_Aires");
    expect(cookie).toBe("tz=America%2FArgentina%2FBuenos_Aires; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(readTimeZoneCookie(cookie)).toBe("America/Argentina/Buenos_Aires");
  });
});

describe("calendarStarts", () => {
  const iso = (value: { today: Date; week: Date }) => ({
    today: value.today.toISOString(),
    week: value.week.toISOString(),
  });

  it("starts the day at local midnight and the week on Monday (Dhaka, UTC+6)", () => {
    // Wednesday 2026-11-18 00:30 in Dhaka is still Tuesday 18:30 in UTC.
    expect(iso(calendarStarts(Date.parse("2026-11-17T18:30:00Z"), "Asia/Dhaka"))).toEqual({
      today: "2026-11-17T18:00:00.000Z",
      week: "2026-11-15T18:00:00.000Z",
    });
    expect(iso(calendarStarts(Date.parse("2026-11-17T18:30:00Z"), "UTC"))).toEqual({
      today: "2026-11-17T00:00:00.000Z",
      week: "2026-11-16T00:00:00.000Z",
    });
  });

  it("counts a Monday as the first day of its own week and a Sunday as the last", () => {
    const monday = calendarStarts(Date.parse("2026-11-16T00:00:00Z"), "UTC");
    expect(monday.week.toISOString()).toBe("2026-11-16T00:00:00.000Z");
    const sunday = calendarStarts(Date.parse("2026-11-22T23:59:59Z"), "UTC");
    expect(sunday.week.toISOString()).toBe("2026-11-16T00:00:00.000Z");
  });

  it("follows daylight saving time (New York, spring forward on Sunday 2026-03-08)", () => {
    // Tuesday noon EDT: today began at 04:00Z (EDT), the week on Monday at 04:00Z too.
    expect(iso(calendarStarts(Date.parse("2026-03-10T16:00:00Z"), "America/New_York"))).toEqual({
      today: "2026-03-10T04:00:00.000Z",
      week: "2026-03-09T04:00:00.000Z",
    });
    // Sunday noon EDT: the day began before the change (05:00Z, EST) and so did the week.
    expect(iso(calendarStarts(Date.parse("2026-03-08T16:00:00Z"), "America/New_York"))).toEqual({
      today: "2026-03-08T05:00:00.000Z",
      week: "2026-03-02T05:00:00.000Z",
    });
  });

  it("starts a day whose midnight is skipped at its first instant (Santiago, 2026-09-06)", () => {
    expect(calendarStarts(Date.parse("2026-09-06T15:00:00Z"), "America/Santiago").today.toISOString()).toBe(
      "2026-09-06T04:00:00.000Z",
    );
  });
});

describe("the shop's day (Bangladesh, UTC+6)", () => {
  it("starts at 18:00 UTC the evening before", () => {
    // 2026-11-17 17:30 UTC is 23:30 on the 17th in Dhaka; 18:30 UTC is 00:30 on the 18th.
    expect(shopDate(Date.parse("2026-11-17T17:30:00Z"))).toBe("2026-11-17");
    expect(shopDate(Date.parse("2026-11-17T18:30:00Z"))).toBe("2026-11-18");
    const day = shopDay(Date.parse("2026-11-17T18:30:00Z"));
    expect(shopDayStart(day).toISOString()).toBe("2026-11-17T18:00:00.000Z");
    expect(shopDayDate(day)).toBe("2026-11-18");
    // The same midnight as the calendar library finds for Asia/Dhaka.
    expect(shopDayStart(day)).toEqual(calendarStarts(Date.parse("2026-11-17T18:30:00Z"), SHOP_TIME_ZONE).today);
  });
});
