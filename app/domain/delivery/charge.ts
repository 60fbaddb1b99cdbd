/**
 * What a delivery costs: the zone's charge in whole taka, nothing once the order's goods reach the zone's
 * free-delivery threshold (in taka). Once per order, whatever its lines (decision 042). Pure.
 */
import type { CodRules } from "../payments/cod.ts";

export interface DeliveryZoneCharge {
  zoneId: number;
  /** The zone's name, which the order keeps. */
  zone: string;
  feeTaka: number;
  freeOverTaka: number | null;
  /** Whether and how the zone takes cash on delivery. */
  cod: CodRules;
}

/** The charge, in whole taka, an order whose goods come to `goodsTaka` pays in this zone. */
export function deliveryCharge(zone: Pick<DeliveryZoneCharge, "feeTaka" | "freeOverTaka">, goodsTaka: number): number {
  return zone.freeOverTaka !== null && goodsTaka >= zone.freeOverTaka ? 0 : zone.feeTaka;
}
