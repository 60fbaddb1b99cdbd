/**
 * The courier's cash against what it was to collect (issue 46), for the API and the screens: the difference in
 * whole taka (what the courier handed over less `collect_taka`: negative when short, positive in excess), and the
 * same in the order's currency (minor units), at the order's own taka per unit (its total's), so a shop pricing in
 * dollars reads it in dollars as it reads the order. Null while no cash is recorded. Pure.
 */
import type { CashIssue } from "@db/enums.ts";

export interface CashCheckOrder {
  cashCollectedTaka: number | null;
  collectTaka: number;
  currency: string;
  totalCents: number;
  totalTaka: number;
}

export interface CashDifference {
  /** Whole taka: collected less to collect. */
  taka: number;
  /** The same in the order's currency, minor units (cents; paisa for a taka shop). */
  minor: number;
}

export function cashDifferenceOf(order: CashCheckOrder): CashDifference | null {
  if (order.cashCollectedTaka === null) return null;
  const taka = order.cashCollectedTaka - order.collectTaka;
  const minor =
    order.currency === "BDT" || order.totalTaka <= 0
      ? taka * 100
      : Math.round((taka * order.totalCents) / order.totalTaka);
  return { taka, minor };
}

export type { CashIssue };
