import { CalendarDate } from "@internationalized/date";
import { describe, expect, it } from "vitest";
import { DATE_WRITING } from "./DateTimeField.tsx";

describe("the date field's writing", () => {
  const day = new CalendarDate(2026, 12, 16);

  it("writes and reads ISO dates in English", () => {
    expect(DATE_WRITING.en.format(day)).toBe("2026-12-16");
    expect(DATE_WRITING.en.parse("2026-12-16")).toEqual(day);
    expect(DATE_WRITING.en.parse("16/12/2026")).toBeUndefined();
  });

  it("writes day/month/year in Bengali digits in Bangla, and reads Bengali or ASCII digits", () => {
    expect(DATE_WRITING.bn.format(day)).toBe("১৬/১২/২০২৬");
    expect(DATE_WRITING.bn.format(new CalendarDate(2027, 1, 5))).toBe("০৫/০১/২০২৭");
    expect(DATE_WRITING.bn.parse("১৬/১২/২০২৬")).toEqual(day);
    expect(DATE_WRITING.bn.parse("5/1/2027")).toEqual(new CalendarDate(2027, 1, 5));
  });

  it("refuses a day that does not exist rather than moving it", () => {
    expect(DATE_WRITING.bn.parse("৩১/০২/২০৩০")).toBeUndefined();
    expect(DATE_WRITING.bn.parse("২০২৬-১২-১৬")).toBeUndefined();
  });
});
