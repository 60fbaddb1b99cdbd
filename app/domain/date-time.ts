/**
 * Instants (UTC ms) shown and edited as a calendar date and a wall-clock time in a time zone. Used by the
 * date-time fields and the dashboard's day and week; daylight-saving gaps and overlaps resolve the way browsers do
 * ("compatible").
 */
import {
  type CalendarDate,
  CalendarDateTime,
  fromAbsolute,
  fromDate,
  parseDate,
  startOfWeek,
  toCalendarDate,
  toZoned,
} from "@internationalized/date";

export interface DateTimeParts {
  date: CalendarDate | null;
  /** "HH:mm", or "" when not chosen. */
  time: string;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const pad = (n: number) => String(n).padStart(2, "0");

/** The date and "HH:mm" an instant shows in a time zone. */
export function splitInstant(ms: number, timeZone: string): DateTimeParts {
  const zoned = fromDate(new Date(ms), timeZone);
  return { date: toCalendarDate(zoned), time: `${pad(zoned.hour)}:${pad(zoned.minute)}` };
}

/** The instant of a date and an "HH:mm" time in a time zone, or null when either is missing or malformed. */
export function joinInstant(parts: DateTimeParts, timeZone: string): number | null {
  const match = TIME.exec(parts.time);
  if (!parts.date || !match) return null;
  const { year, month, day } = parts.date;
  const local = new CalendarDateTime(year, month, day, Number(match[1]), Number(match[2]));
  return toZoned(local, timeZone, "compatible").toDate().getTime();
}

/** The same wall-clock time one calendar month later in the time zone (31 Jan + 1 month = 28/29 Feb). */
export function oneMonthLater(ms: number, timeZone: string): number {
  return fromDate(new Date(ms), timeZone).add({ months: 1 }).toDate().getTime();
}

/** A date typed as YYYY-MM-DD (the field's format), or undefined when it is not a real date. */
export function parseIsoDate(text: string): CalendarDate | undefined {
  const trimmed = text.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return undefined;
  try {
    const date = parseDate(trimmed);
    // parseDate clamps 2030-02-31 to 2030-02-28; a typo must not silently become another day.
    return date.toString() === trimmed ? date : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The instants today and this week (ISO: from Monday) began at `now` in `timeZone`. Midnight that does not exist
 * (a daylight-saving jump at 00:00) resolves to the first instant of the day, as `toZoned` does by default.
 */
export function calendarStarts(now: number, timeZone: string): { today: Date; week: Date } {
  const date = toCalendarDate(fromAbsolute(now, timeZone));
  return {
    today: toZoned(date, timeZone).toDate(),
    week: toZoned(startOfWeek(date, "en-GB", "mon"), timeZone).toDate(),
  };
}
