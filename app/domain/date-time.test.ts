import { CalendarDate } from "@internationalized/date";
import { describe, expect, it } from "vitest";
import { joinInstant, oneMonthLater, parseIsoDate, splitInstant } from "./date-time.ts";

describe("date-time parts in a time zone", () => {
  it("splits an instant into the date and time it shows in the zone", () => {
    const ms = Date.UTC(2030, 4, 10, 20, 15); // 02:15 on 11 May in Dhaka (UTC+6)
    const dhaka = splitInstant(ms, "Asia/Dhaka");
    expect(dhaka.date?.toString()).toBe("2030-05-11");
    expect(dhaka.time).toBe("02:15");
    expect(splitInstant(ms, "UTC")).toMatchObject({ time: "20:15" });
  });

  it("joins them back to the same instant", () => {
    for (const zone of ["Asia/Dhaka", "America/New_York", "UTC", "Australia/Adelaide"]) {
      const ms = Date.UTC(2031, 0, 31, 23, 59);
      expect(joinInstant(splitInstant(ms, zone), zone)).toBe(ms);
    }
  });

  it("reads a wall-clock time in the zone, daylight saving included", () => {
    const date = new CalendarDate(2030, 7, 1);
    expect(joinInstant({ date, time: "12:00" }, "America/New_York")).toBe(Date.UTC(2030, 6, 1, 16, 0));
    const winter = new CalendarDate(2030, 1, 15);
    expect(joinInstant({ date: winter, time: "12:00" }, "America/New_York")).toBe(Date.UTC(2030, 0, 15, 17, 0));
    // 02:30 does not exist on 10 March 2030 in New York: like a browser, it moves forward an hour.
    expect(joinInstant({ date: new CalendarDate(2030, 3, 10), time: "02:30" }, "America/New_York")).toBe(
      Date.UTC(2030, 2, 10, 7, 30),
    );
  });

  it("has no instant without a date or with a malformed time", () => {
    expect(joinInstant({ date: null, time: "10:00" }, "UTC")).toBeNull();
    for (const time of ["", "24:00", "9:00", "10:60", "10:00:00", "ab:cd"]) {
      expect(joinInstant({ date: new CalendarDate(2030, 1, 1), time }, "UTC")).toBeNull();
    }
  });

  it("adds one calendar month at the same wall-clock time", () => {
    const start = Date.UTC(2030, 0, 31, 6, 0); // 12:00 on 31 Jan in Dhaka
    expect(splitInstant(oneMonthLater(start, "Asia/Dhaka"), "Asia/Dhaka")).toMatchObject({ time: "12:00" });
    expect(splitInstant(oneMonthLater(start, "Asia/Dhaka"), "Asia/Dhaka").date?.toString()).toBe("2030-02-28");
    // Across the spring change in New York the clock time stays 09:00, so the gap is 31 days minus an hour.
    const before = Date.UTC(2030, 2, 1, 14, 0);
    expect(oneMonthLater(before, "America/New_York") - before).toBe(31 * 86_400_000 - 3_600_000);
  });

  it("parses only real YYYY-MM-DD dates", () => {
    expect(parseIsoDate(" 2030-05-10 ")?.toString()).toBe("2030-05-10");
    expect(parseIsoDate("1900-01-01")?.toString()).toBe("1900-01-01");
    for (const text of ["", "2030-02-31", "2030-13-01", "10/05/2030", "2030-5-10", "20300-01-01", "tomorrow"]) {
      expect(parseIsoDate(text)).toBeUndefined();
    }
  });
});
