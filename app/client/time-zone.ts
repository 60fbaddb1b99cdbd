/**
 * The browser's time zone, mirrored to the `tz` cookie so the server can show times in it (see
 * `~/domain/time-zone.ts`; the dashboard counts its days in the shop's time, Bangladesh).
 */
import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { deviceTimeZone, parseTimeZone, readTimeZoneCookie, timeZoneCookie } from "~/domain/time-zone.ts";

/**
 * After hydration, stores the browser's zone in the `tz` cookie when it is missing or different, and then reloads
 * the route's data once if it was computed in another zone (`renderedIn`; null when the page's data depends on
 * none). It only reloads after it changed the cookie, and only if the cookie took: the next run finds the cookie
 * equal and does nothing, so there is no loop, even when cookies are blocked or the server refuses the zone.
 */
export function useTimeZoneCookie(renderedIn: string | null) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const zone = parseTimeZone(deviceTimeZone());
    if (zone === null || readTimeZoneCookie(document.cookie) === zone) return;
    document.cookie = timeZoneCookie(zone);
    const stored = readTimeZoneCookie(document.cookie) === zone;
    if (stored && renderedIn !== null && renderedIn !== zone) void revalidate();
  }, [renderedIn, revalidate]);
}
