import { describe, expect, it } from "vitest";
import { sayTimeLeft, timeLeft } from "./time-left.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("time left", () => {
  it("splits a span into whole units, rounding seconds up and never below zero", () => {
    expect(timeLeft(2 * DAY + 3 * HOUR + 4 * MINUTE + 5_500)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 6,
      totalSeconds: 2 * 86_400 + 3 * 3600 + 4 * 60 + 6,
    });
    expect(timeLeft(-5_000)).toMatchObject({ totalSeconds: 0, days: 0, seconds: 0 });
  });

  it("says every unit, or only the largest, to the minute", () => {
    expect(sayTimeLeft(2 * DAY + 3 * HOUR + 4 * MINUTE)).toBe("2 days, 3 hours, 4 minutes");
    expect(sayTimeLeft(DAY + MINUTE)).toBe("1 day, 1 minute");
    expect(sayTimeLeft(HOUR)).toBe("1 hour");
    expect(sayTimeLeft(2 * DAY + 3 * HOUR, { largestOnly: true })).toBe("2 days");
    expect(sayTimeLeft(59 * MINUTE + 59_000, { largestOnly: true })).toBe("59 minutes");
    expect(sayTimeLeft(59_000)).toBe("less than a minute");
    expect(sayTimeLeft(-1)).toBe("less than a minute");
  });
});
