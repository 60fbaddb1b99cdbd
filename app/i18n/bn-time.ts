/**
 * A moment as a Bangla reader writes it (issue 45): the date from `Intl` in `bn-BD`, then a 12-hour time named by
 * the part of the day ("রাত ১২:৩০", "বিকাল ৩:০৫"), all in Bengali digits. `Intl`'s own bn-BD time writes "AM" and
 * "PM" in Latin letters, and its long day periods ("রাত্রিবেলায়") read oddly after the time. Pure.
 */
import { toBengaliDigits } from "./digits.ts";

/** The part of the day an hour (0-23) falls in, as Bangla names it before the time. */
export function bnDayPeriod(hour: number): string {
  if (hour >= 4 && hour < 6) return "ভোর";
  if (hour >= 6 && hour < 12) return "সকাল";
  if (hour >= 12 && hour < 15) return "দুপুর";
  if (hour >= 15 && hour < 18) return "বিকাল";
  if (hour >= 18 && hour < 20) return "সন্ধ্যা";
  return "রাত";
}

const formats = new Map<string, Intl.DateTimeFormat>();

function format(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let found = formats.get(key);
  if (!found) {
    found = make();
    formats.set(key, found);
  }
  return found;
}

/** "রাত ১২:৩০": the time of `at` in `timeZone`, on a 12-hour clock after the part of the day. */
export function bnTime(at: Date, timeZone: string): string {
  const parts = format(
    `clock ${timeZone}`,
    () => new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }),
  ).formatToParts(at);
  const hour = Number(parts.find((part) => part.type === "hour")?.value ?? 0);
  const minute = parts.find((part) => part.type === "minute")?.value ?? "00";
  return `${bnDayPeriod(hour)} ${toBengaliDigits(hour % 12 || 12)}:${toBengaliDigits(minute)}`;
}

/** "২৭ নভে, ২০২৬, রাত ১২:৩০": the date (`Intl`'s bn-BD medium date) and the time of `at` in `timeZone`. */
export function bnDateTime(at: Date, timeZone: string): string {
  const date = format(`date ${timeZone}`, () => new Intl.DateTimeFormat("bn-BD", { dateStyle: "medium", timeZone }));
  return `${date.format(at)}, ${bnTime(at, timeZone)}`;
}
