/**
 * What every courier is told about an order's parcel, whichever way it gets there (Steadfast's API, a courier's
 * bulk-upload sheet): the cash to collect in whole taka, and the note with the order's reference.
 */
import type { Order } from "@db/schema.ts";
import { amountDuePaisa, type ShopMoney } from "../money.ts";

/** The cash to collect in whole taka (couriers collect taka), converted at the shop's rate for another currency. */
export function codTaka(order: Pick<Order, "collectCents" | "currency">, money: ShopMoney): number {
  return Math.round(amountDuePaisa(order.collectCents, { ...money, currency: order.currency }) / 100);
}

/** "Ref <reference>. <the shopper's note for the courier>". */
export function parcelNote(order: Pick<Order, "reference" | "addressNote">): string {
  return [`Ref ${order.reference}`, order.addressNote?.trim()].filter(Boolean).join(". ");
}
