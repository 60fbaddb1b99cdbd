/**
 * Reading a courier's update (issue 46): its own time, and what its cash says against what was to be collected.
 * Pure.
 */
import type { CashIssue } from "@db/enums.ts";

/** Bangladesh time, in which Steadfast writes its times without a zone ("2026-12-07 14:05:09"). */
const BANGLADESH_OFFSET_MS = 6 * 3_600_000;

/**
 * The instant of a courier's `updated_at`: ISO 8601 with a zone as it says, one without a zone ("2026-12-07
 * 14:05:09", Steadfast's way) in Bangladesh time; null when it is missing or unreadable (such an update is applied as
 * it comes, and does not move the order's courier clock).
 */
export function courierInstant(text: string | null): number | null {
  const match =
    /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i.exec(
      text?.trim() ?? "",
    );
  if (!match) return null;
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  const local = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second ?? 0),
    Math.round(Number(`0.${fraction ?? 0}`) * 1000),
  );
  if (Number.isNaN(local)) return null;
  if (!zone) return local - BANGLADESH_OFFSET_MS;
  if (zone.toUpperCase() === "Z") return local;
  const sign = zone.startsWith("-") ? -1 : 1;
  const digits = zone.slice(1).replace(":", "");
  return local - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
}

/**
 * How the cash a courier reports for a delivery differs from what it was to collect (whole taka): a full delivery
 * any difference; a partial one (units came back, so less is expected) only more than was to be collected.
 */
export function cashIssueOf(collectTaka: number, cashTaka: number, partial: boolean): CashIssue | null {
  if (cashTaka > collectTaka) return "excess";
  if (cashTaka < collectTaka && !partial) return "short";
  return null;
}
