/**
 * The reader's time zone, for times shown and figures counted by calendar day and week. The browser knows it, the
 * server does not: the browser mirrors it to the `tz` cookie (see `~/client/time-zone.ts`), the server reads it from
 * there. No calendar library here: every page that shows a time loads this module.
 */
export const TIME_ZONE_COOKIE = "tz";
/** Used when the request carries no (valid) zone: the server's own clock has no meaningful one. */
export const DEFAULT_TIME_ZONE = "UTC";

/**
 * The shop's own time: Bangladesh, UTC+6 all year (no daylight saving). The shop's days are counted in it
 * wherever the dashboard says "today" or counts by day (the home's figures, Manage Order's cash by day, the dates in
 * downloaded sheets' names), whatever zone the admin's device is in; times shown stay in the reader's zone.
 */
export const SHOP_TIME_ZONE = "Asia/Dhaka";
export const SHOP_UTC_OFFSET_MS = 6 * 3_600_000;
export const DAY_MS = 86_400_000;

/** The shop's day (days since 1970-01-01 in Bangladesh time) of an instant. */
export function shopDay(ms: number): number {
  return Math.floor((ms + SHOP_UTC_OFFSET_MS) / DAY_MS);
}

/** The instant a shop day (see `shopDay`) begins: its midnight in Bangladesh. */
export function shopDayStart(day: number): Date {
  return new Date(day * DAY_MS - SHOP_UTC_OFFSET_MS);
}

/** The date (YYYY-MM-DD) of a shop day (see `shopDay`). */
export function shopDayDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The shop's date (YYYY-MM-DD, Bangladesh time) of an instant: "today" in a downloaded sheet's name. */
export function shopDate(ms: number = Date.now()): string {
  return shopDayDate(shopDay(ms));
}
/** The longest IANA names are about 30 characters; anything much longer is not a zone. */
const MAX_LENGTH = 64;
const ONE_YEAR_S = 31_536_000;

/**
 * An IANA time zone name the runtime knows (e.g. "Asia/Dhaka"), as given, or null. Not the runtime's canonical
 * spelling: ICU's is often the old name ("Europe/Kiev" for "Europe/Kyiv"), which the screen would then show.
 */
export function parseTimeZone(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const name = value.trim();
  // Names start with a letter ("UTC", "Etc/GMT+6"); this also keeps out bare offsets such as "+06:00".
  if (name.length === 0 || name.length > MAX_LENGTH || !/^[A-Za-z]/.test(name)) return null;
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: name });
    return name;
  } catch {
    return null;
  }
}

/** The zone in a Cookie header (`document.cookie` has the same shape), or null when missing or not a zone. */
export function readTimeZoneCookie(cookieHeader: string | null | undefined): string | null {
  const match = (cookieHeader ?? "").match(new RegExp(`(?:^|;\\s*)${TIME_ZONE_COOKIE}=([^;]*)`));
  if (!match) return null;
  try {
    return parseTimeZone(decodeURIComponent(match[1]!));
  } catch {
    return null; // malformed percent-encoding
  }
}

/** The zone a request's figures are counted in: the `tz` cookie's, else UTC. */
export function requestTimeZone(request: Request): string {
  return readTimeZoneCookie(request.headers.get("Cookie")) ?? DEFAULT_TIME_ZONE;
}

/** The `document.cookie` assignment that stores a zone for a year. */
export function timeZoneCookie(timeZone: string): string {
  return `${TIME_ZONE_COOKIE}=${encodeURIComponent(timeZone)}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}

/** The browser's time zone, or UTC when the platform does not say. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}
