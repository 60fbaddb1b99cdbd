/**
 * Cash on delivery, as each delivery zone allows it (decision 023): offered or not, up to an order total, and with
 * an advance the shopper pays first by wallet (nothing, the delivery charge, or everything: then COD is not really
 * offered and the order is paid in full first). The courier collects the rest. Every figure is whole taka
 * (decision 042). Pure.
 */
import type { CodAdvance } from "@db/enums.ts";

export interface CodRules {
  enabled: boolean;
  /** The largest order total (whole taka) taken in cash; null: no limit. */
  maxTotalTaka: number | null;
  advance: CodAdvance;
}

export type CodRefusal =
  /** The zone does not take cash on delivery (or the shop has no zones). */
  | "not-here"
  /** The order's total is above the zone's limit. */
  | "over-limit"
  /** The zone asks everything in advance: pay by wallet instead. */
  | "pay-first"
  /**
   * Flash-sale units are never held by cash on delivery without an advance (issue 46), and this order's delivery is
   * free, so there is no delivery charge to pay first: pay by wallet instead.
   */
  | "flash-sale";

export type CodTerms =
  | {
      offered: true;
      /** Paid first by wallet (whole taka); 0 when nothing is asked. */
      advanceTaka: number;
      /** What the courier collects (whole taka). */
      collectTaka: number;
    }
  | { offered: false; reason: CodRefusal; maxTotalTaka: number | null };

/**
 * The terms a cash-on-delivery order of this total, with this delivery line, gets under these rules (all taka). An
 * order with flash-sale lines always pays its delivery line first, whatever the zone asks (issue 46: otherwise it
 * would hold the sale's units for nothing), and cannot be paid in cash when its delivery is free.
 */
export function codTerms(
  rules: CodRules | null,
  totalTaka: number,
  deliveryTaka: number,
  { flashSale = false }: { flashSale?: boolean } = {},
): CodTerms {
  if (!rules || !rules.enabled) return { offered: false, reason: "not-here", maxTotalTaka: null };
  if (rules.advance === "full") return { offered: false, reason: "pay-first", maxTotalTaka: rules.maxTotalTaka };
  if (rules.maxTotalTaka !== null && totalTaka > rules.maxTotalTaka)
    return { offered: false, reason: "over-limit", maxTotalTaka: rules.maxTotalTaka };
  const delivery = Math.min(deliveryTaka, totalTaka);
  if (flashSale && delivery <= 0) return { offered: false, reason: "flash-sale", maxTotalTaka: rules.maxTotalTaka };
  // A free delivery asks nothing in advance.
  const advanceTaka = rules.advance === "delivery" || flashSale ? delivery : 0;
  return { offered: true, advanceTaka, collectTaka: totalTaka - advanceTaka };
}
