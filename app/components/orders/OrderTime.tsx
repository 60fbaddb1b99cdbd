import { readerDateLocale } from "~/format.ts";

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * "14 Mar 2026, 15:30" (in Bangla "১৪ মার্চ, ২০২৬ ১৫:৩০") in the reader's zone. The zone comes from the loader (the `tz` cookie, else UTC), never
 * from the device, so the server's HTML and the hydrated page agree.
 */
export function formatOrderTime(iso: string, timeZone: string): string {
  const locale = readerDateLocale();
  let format = formats.get(`${locale} ${timeZone}`);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone,
    });
    formats.set(`${locale} ${timeZone}`, format);
  }
  return format.format(new Date(iso));
}

/** When something happened to an order, as a `<time>` element. */
export function OrderTime(props: { at: string; timeZone: string; className?: string }) {
  return (
    <time dateTime={props.at} className={props.className}>
      {formatOrderTime(props.at, props.timeZone)}
    </time>
  );
}
