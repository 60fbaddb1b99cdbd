/**
 * The money lines every document of an order shows (decision 042): the goods, the one delivery line (the zone's
 * charge and the products' own shipping), a discount, the total, then what is paid by wallet and what is collected
 * in cash. Each line has its whole taka, and in a shop pricing in another currency its amount in that currency, so
 * either column adds up: subtotal - discount + delivery = total, and paid + cash = total for cash on delivery.
 * The confirmation, the order page, the invoice and the emails all read these. Pure.
 */
import type { PaymentMethod } from "@db/enums.ts";
import type { OrderTaka } from "../money.ts";

export type MoneyLineKey = "subtotal" | "delivery" | "discount" | "total" | "walletDue" | "advance" | "cash";

export interface MoneyLine {
  key: MoneyLineKey;
  /** The amount in the order's currency (minor units); null where only taka applies. */
  cents: number | null;
  /** Whole taka; a discount is positive and taken off. */
  taka: number;
}

/** What an order's lines need of it: a row of `orders`, or the view of one. */
export interface MoneyLineOrder {
  paymentMethod: PaymentMethod;
  subtotalCents: number;
  shippingCents: number;
  deliveryCents: number;
  totalCents: number;
  taka: OrderTaka;
  advanceTaka: number | null;
  collectTaka: number;
}

export function orderMoneyLines(order: MoneyLineOrder): MoneyLine[] {
  const { taka } = order;
  const lines: MoneyLine[] = [
    { key: "subtotal", cents: order.subtotalCents, taka: taka.goods },
    { key: "delivery", cents: order.shippingCents + order.deliveryCents, taka: taka.delivery },
  ];
  if (taka.discount > 0) lines.push({ key: "discount", cents: null, taka: taka.discount });
  lines.push({ key: "total", cents: order.totalCents, taka: taka.total });
  if (order.paymentMethod !== "COD") lines.push({ key: "walletDue", cents: null, taka: taka.total });
  else {
    if (order.advanceTaka !== null && order.advanceTaka > 0)
      lines.push({ key: "advance", cents: null, taka: order.advanceTaka });
    lines.push({ key: "cash", cents: null, taka: order.collectTaka });
  }
  return lines;
}

/** An order's whole-taka figures as its row keeps them: goods - discount + delivery = total. */
export function takaOfOrder(order: { totalTaka: number; deliveryTaka: number; discountTaka: number }): OrderTaka {
  return {
    goods: order.totalTaka - order.deliveryTaka + order.discountTaka,
    delivery: order.deliveryTaka,
    discount: order.discountTaka,
    total: order.totalTaka,
  };
}
