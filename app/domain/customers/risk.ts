/**
 * Whether a phone is risky for cash on delivery (issue 49), and what that changes: its own record with the shop or
 * its courier's score has at least `minParcels` parcels and a delivered share under `minDeliveredShare`. A risky
 * phone's COD order pays its delivery charge (or everything) first, or is not taken in cash, as the merchant set.
 * Pure.
 */
import type { CodTerms } from "../payments/cod.ts";
import type { RiskSettings, RiskyCod } from "./settings.ts";

/** Parcels that reached the customer's door with this shop: delivered, or returned. */
export interface ShopHistory {
  delivered: number;
  returned: number;
}

/** A courier's delivery record of the phone (all its merchants); null: not known (yet). */
export interface CourierScore {
  courier: string;
  delivered: number;
  total: number;
  checkedAt: Date;
}

/**
 * Why the order was treated as it was, kept on the order (orders.risk, JSON) so its page can say so: what the rule
 * asked and the records it read.
 */
export interface RiskDecision {
  action: RiskyCod;
  shop: { returned: number; parcels: number } | null;
  courier: { courier: string; delivered: number; total: number } | null;
}

function tooFewDelivered(delivered: number, parcels: number, settings: RiskSettings): boolean {
  return parcels >= settings.minParcels && parcels > 0 && delivered / parcels < settings.minDeliveredShare;
}

/** The decision for a risky phone; null when neither record makes it risky. */
export function riskOf(shop: ShopHistory, courier: CourierScore | null, settings: RiskSettings): RiskDecision | null {
  const parcels = shop.delivered + shop.returned;
  const shopRisky = tooFewDelivered(shop.delivered, parcels, settings);
  const courierRisky = courier !== null && tooFewDelivered(courier.delivered, courier.total, settings);
  if (!shopRisky && !courierRisky) return null;
  return {
    action: settings.riskyCod,
    shop: parcels > 0 ? { returned: shop.returned, parcels } : null,
    courier:
      courier && courier.total > 0
        ? { courier: courier.courier, delivered: courier.delivered, total: courier.total }
        : null,
  };
}

/**
 * A zone's cash-on-delivery terms for a risky phone: at least the delivery charge first, or everything first
 * (nothing left to collect), or none (`refused`). Terms that do not offer COD stay as they are.
 */
export function riskyCodTerms(
  terms: CodTerms,
  action: RiskyCod,
  taka: { total: number; delivery: number },
): CodTerms | "refused" {
  if (!terms.offered) return terms;
  if (action === "refuse") return "refused";
  const advanceTaka =
    action === "advance-full" ? taka.total : Math.max(terms.advanceTaka, Math.min(taka.delivery, taka.total));
  return { offered: true, advanceTaka, collectTaka: taka.total - advanceTaka };
}

export function parseRiskDecision(json: string | null | undefined): RiskDecision | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as RiskDecision;
  } catch {
    return null;
  }
}

/**
 * An order the phone's risk refused (issue 49): the number is on the blocklist (403: call the shop), it has had
 * `limit` orders in the last hour (429), or (422) its cash-on-delivery order must pay `advanceTaka` first, or
 * cannot be paid in cash at all.
 */
export type RiskRefusal =
  | { kind: "blocked" }
  | { kind: "cooldown"; limit: number }
  | { kind: "advance"; advanceTaka: number; decision: RiskDecision }
  | { kind: "no-cod"; decision: RiskDecision };
