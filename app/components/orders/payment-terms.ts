import { holdsStock } from "~/domain/orders/status.ts";
import type { OrderView } from "~/domain/types.ts";
import type { Wallet } from "@db/enums.ts";
import { orderPaymentCopy } from "~/copy-orders.ts";

type Terms = Pick<OrderView, "status" | "paymentMethod" | "trxWallet">;

/** How the order is paid, as the screens name it: bKash, Nagad, Rocket or Cash on delivery. */
export function methodName(order: Pick<OrderView, "paymentMethod">): string {
  return orderPaymentCopy.methods[order.paymentMethod];
}

/** The wallet the order's TrxID belongs to (the advance's, for cash on delivery); null when nothing went by wallet. */
export function walletOf(order: Pick<OrderView, "paymentMethod" | "trxWallet">): Wallet | null {
  return order.trxWallet ?? (order.paymentMethod === "COD" ? null : order.paymentMethod);
}

/** Cash on delivery with nothing paid first by wallet: no TrxID, no amount due, no payment to check. */
export function cashOnly(order: Pick<OrderView, "paymentMethod" | "trxWallet">): boolean {
  return order.paymentMethod === "COD" && walletOf(order) === null;
}

/**
 * Cash on delivery still to be paid to the courier (or paid, once delivered): not for an order that closed without
 * reaching its customer (returned, rejected, cancelled).
 */
export function collectsCash(order: Pick<OrderView, "status" | "paymentMethod">): boolean {
  return order.paymentMethod === "COD" && holdsStock(order.status);
}

/**
 * A wallet order cancelled after its money was sent (it carries a TrxID): the money goes back to the number it came
 * from, so the screens show the refund instead of an amount due (issue 30).
 */
export function refundOwed(order: Pick<OrderView, "status" | "paymentMethod" | "trxId" | "bkashNumber">): boolean {
  return order.status === "cancelled" && order.paymentMethod !== "COD" && Boolean(order.trxId && order.bkashNumber);
}

/** A pending order that waits for the shop's confirmation call rather than for a payment check. */
export function awaitsCall(order: Terms): boolean {
  return order.status === "pending" && cashOnly(order);
}
