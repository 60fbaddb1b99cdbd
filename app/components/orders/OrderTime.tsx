import { readerDateLocale } from "~/format.ts";
import { useNow } from "~/client/clock.tsx";

const formats = new Map<string, Intl.DateTimeFormat>();
const relativeDays = new Map<string, Intl.RelativeTimeFormat>();
const DAY = 86_400_000;

function cached(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** The calendar day `at` falls on in `timeZone`, as a day count (for differences between days). */
function dayNumber(at: Date, timeZone: string): number {
  const [year, month, day] = cached(
    `day ${timeZone}`,
    () => new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone }),
  )
    .format(at)
    .split("-")
    .map(Number);
  return Date.UTC(year!, month! - 1, day!) / DAY;
}

/** "Today" / "Yesterday" (in Bangla "আজ" / "গতকাল"), from `Intl.RelativeTimeFormat`. */
function relativeDay(locale: string, daysAgo: number): string {
  let format = relativeDays.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
    relativeDays.set(locale, format);
  }
  const word = format.format(-daysAgo, "day");
  return word.charAt(0).toLocaleUpperCase(locale) + word.slice(1);
}

/**
 * "14 Mar 2026, 15:30" (in Bangla "১৪ মার্চ, ২০২৬ ১৫:৩০") in the reader's zone. The zone comes from the loader (the
 * `tz` cookie, else UTC), never from the device, so the server's HTML and the hydrated page agree.
 */
export function formatOrderTime(iso: string, timeZone: string): string {
  const locale = readerDateLocale();
  return cached(
    `${locale} ${timeZone}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
        timeZone,
      }),
  ).format(new Date(iso));
}

/**
 * As `formatOrderTime`, but a time today or yesterday (in that zone, at `now`) reads "Today, 15:30" /
 * "Yesterday, 15:30" ("আজ, ১৫:৩০" / "গতকাল, ১৫:৩০").
 */
export function formatRecentOrderTime(iso: string, timeZone: string, now: number): string {
  const locale = readerDateLocale();
  const at = new Date(iso);
  const daysAgo = dayNumber(new Date(now), timeZone) - dayNumber(at, timeZone);
  if (daysAgo !== 0 && daysAgo !== 1) return formatOrderTime(iso, timeZone);
  const time = cached(
    `${locale} ${timeZone} time`,
    () => new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }),
  );
  return `${relativeDay(locale, daysAgo)}, ${time.format(at)}`;
}

/**
 * When something happened to an order, as a `<time>` element: today's and yesterday's said so, the full date in
 * its title.
 */
export function OrderTime(props: { at: string; timeZone: string; className?: string }) {
  const now = useNow();
  const shown = formatRecentOrderTime(props.at, props.timeZone, now);
  const full = formatOrderTime(props.at, props.timeZone);
  return (
    <time dateTime={props.at} className={props.className} title={shown === full ? undefined : full}>
      {shown}
    </time>
  );
}
