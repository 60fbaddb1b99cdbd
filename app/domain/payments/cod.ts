/**
 * Cash on delivery, as each delivery zone allows it (decision 023): offered or not, up to an order total, and with
 * an advance the shopper pays first by wallet (nothing, the delivery charge, or everything: then COD is not really
 * offered and the order is paid in full first). The courier collects the rest. Pure.
 */
import type { CodAdvance } from "@db/enums.ts";

export interface CodRules {
  enabled: boolean;
  /** The largest order total (the shop's minor units) taken in cash; null: no limit. */
  maxTotalCents: number | null;
  advance: CodAdvance;
}

export type CodRefusal =
  /** The zone does not take cash on delivery (or the shop has no zones). */
  | "not-here"
  /** The order's total is above the zone's limit. */
  | "over-limit"
  /** The zone asks everything in advance: pay by wallet instead. */
  | "pay-first";

export type CodTerms =
  | {
      offered: true;
      /** Paid first by wallet (the shop's minor units); 0 when nothing is asked. */
      advanceCents: number;
      /** What the courier collects. */
      collectCents: number;
    }
  | { offered: false; reason: CodRefusal; maxTotalCents: number | null };

/** The terms a cash-on-delivery order of this total, with this delivery charge, gets under these rules. */
export function codTerms(rules: CodRules | null, totalCents: number, deliveryCents: number): CodTerms {
  if (!rules || !rules.enabled) return { offered: false, reason: "not-here", maxTotalCents: null };
  if (rules.advance === "full") return { offered: false, reason: "pay-first", maxTotalCents: rules.maxTotalCents };
  if (rules.maxTotalCents !== null && totalCents > rules.maxTotalCents)
    return { offered: false, reason: "over-limit", maxTotalCents: rules.maxTotalCents };
  // A free delivery asks nothing in advance.
  const advanceCents = rules.advance === "delivery" ? Math.min(deliveryCents, totalCents) : 0;
  return { offered: true, advanceCents, collectCents: totalCents - advanceCents };
}
