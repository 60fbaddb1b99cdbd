/**
 * What a delivery costs: the zone's fee, nothing once the order's subtotal reaches the zone's free-delivery
 * threshold. Once per order, whatever its lines. Pure.
 */
import type { CodRules } from "../payments/cod.ts";

export interface DeliveryZoneCharge {
  zoneId: number;
  /** The zone's name, which the order keeps. */
  zone: string;
  feeCents: number;
  freeOverCents: number | null;
  /** Whether and how the zone takes cash on delivery. */
  cod: CodRules;
}

/** The charge an order with this subtotal (items only, in the shop's minor units) pays in this zone. */
export function deliveryCharge(zone: DeliveryZoneCharge, subtotalCents: number): number {
  return zone.freeOverCents !== null && subtotalCents >= zone.freeOverCents ? 0 : zone.feeCents;
}
