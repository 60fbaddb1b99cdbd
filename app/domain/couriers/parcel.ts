/**
 * What every courier is told about an order's parcel, whichever way it gets there (Steadfast's API, a courier's
 * bulk-upload sheet): the cash to collect in whole taka, and the note with the order's reference.
 */
import type { Order } from "@db/schema.ts";

/** The cash to collect in whole taka, as fixed on the order when it was placed (decision 042). */
export function codTaka(order: Pick<Order, "collectTaka">): number {
  return order.collectTaka;
}

/** "Ref <reference>. <the shopper's note for the courier>". */
export function parcelNote(order: Pick<Order, "reference" | "addressNote">): string {
  return [`Ref ${order.reference}`, order.addressNote?.trim()].filter(Boolean).join(". ");
}
