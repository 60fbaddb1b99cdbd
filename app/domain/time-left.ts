/** How long until an instant, split into units and said in words ("2 days, 3 hours, 4 minutes"). */
import { shopCopy } from "~/i18n/shop.ts";

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  totalSeconds: number;
}

/** The whole units in a span of time (never negative; seconds rounded up, so 0 means "reached"). */
export function timeLeft(milliseconds: number): TimeLeft {
  const totalSeconds = Math.max(0, Math.ceil(milliseconds / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalSeconds,
  };
}

/**
 * The span in words to the minute: every unit ("2 days, 3 hours, 4 minutes"), or only the biggest one
 * ("2 days") with `largestOnly`. Under a minute it is "less than a minute".
 */
export function sayTimeLeft(milliseconds: number, options: { largestOnly?: boolean } = {}): string {
  const { duration } = shopCopy;
  const left = timeLeft(milliseconds);
  if (left.totalSeconds < 60) return duration.lessThanAMinute;
  const parts: string[] = [];
  if (left.days > 0) parts.push(duration.days(left.days));
  if (left.hours > 0) parts.push(duration.hours(left.hours));
  if (left.minutes > 0) parts.push(duration.minutes(left.minutes));
  return options.largestOnly ? parts[0]! : parts.join(", ");
}
