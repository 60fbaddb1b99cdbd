import { holdsStock } from "~/domain/orders/status.ts";
import type { OrderView } from "~/domain/orders/types.ts";
import type { Wallet } from "@db/enums.ts";
import { ordersCopy } from "~/i18n/orders.ts";
import { formatWholeTaka } from "~/format.ts";

type Terms = Pick<OrderView, "status" | "paymentMethod" | "trxWallet">;

/** How the order is paid, as the screens name it: bKash, Nagad, Rocket or Cash on delivery. */
export function methodName(order: Pick<OrderView, "paymentMethod">): string {
  return ordersCopy.methods[order.paymentMethod];
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

/**
 * What happens to the money of a paid order that came back (issue 45), as its shopper reads it: the refund and
 * where it goes, or that the advance covered the delivery; null for an order that is not returned, was paid
 * nothing by wallet, or is being sent again.
 */
export function returnedMoney(
  order: Pick<
    OrderView,
    "status" | "paymentMethod" | "trxWallet" | "amountDuePaisa" | "bkashNumber" | "returnSettlement" | "taka"
  >,
): { kind: "pending" | "refund" | "refund-less-delivery" | "nothing"; taka: number; number: string } | null {
  if (order.status !== "returned" || walletOf(order) === null || order.returnSettlement === "ship-again") return null;
  const paid = order.amountDuePaisa / 100;
  const number = order.bkashNumber;
  if (order.returnSettlement === "refund-less-delivery") {
    const back = Math.max(0, paid - order.taka.delivery);
    return { kind: back > 0 ? "refund-less-delivery" : "nothing", taka: back, number };
  }
  return { kind: order.returnSettlement === "refund" ? "refund" : "pending", taka: paid, number };
}

/** `returnedMoney` in the shopper's words, or null. */
export function returnedMoneyText(order: Parameters<typeof returnedMoney>[0]): string | null {
  const money = returnedMoney(order);
  if (!money) return null;
  const words = ordersCopy.returnedMoney;
  const amount = formatWholeTaka(money.taka);
  switch (money.kind) {
    case "pending":
      return words.pending(amount, money.number);
    case "refund":
      return words.refund(amount, money.number);
    case "refund-less-delivery":
      return words.refundLessDelivery(amount, formatWholeTaka(order.taka.delivery), money.number);
    case "nothing":
      return words.nothingBack(formatWholeTaka(order.amountDuePaisa / 100));
  }
}

/** A pending order that waits for the shop's confirmation call rather than for a payment check. */
export function awaitsCall(order: Terms): boolean {
  return order.status === "pending" && cashOnly(order);
}
