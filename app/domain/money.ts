/**
 * The shop's money: prices are in `SHOP_CURRENCY` minor units (cents); everything a Bangladeshi pays or collects
 * (wallet amounts, advances, cash on delivery, refunds) is whole taka, fixed on the order when it is placed
 * (decision 042). Delivery zones charge in taka. Pure: the server reads the settings and hands them in.
 */
export interface ShopMoney {
  /** ISO 4217 code the shop prices in: "USD" (the spec's `$`) or "BDT". */
  currency: string;
  /** Taka per unit of `currency` (1 when the shop prices in taka). */
  bdtRate: number;
}

export const DEFAULT_SHOP_MONEY: ShopMoney = { currency: "USD", bdtRate: 122 };

/** The rate in ten-thousandths of a taka per unit: float noise in the rate cannot add a taka. */
function rateTenThousandths(money: ShopMoney): number {
  return Math.round(money.bdtRate * 10_000);
}

/**
 * Whole taka for an amount in the shop's minor units, rounded up so the merchant is never short (decision 042):
 * what a Bangladeshi pays is always whole taka, whatever the shop prices in.
 */
export function takaUp(minor: number, money: ShopMoney): number {
  if (money.currency === "BDT") return Math.ceil(minor / 100);
  return Math.ceil((minor * rateTenThousandths(money)) / 1_000_000);
}

/** What a wallet sends for an amount in the shop's minor units: its whole taka rounded up, in paisa. */
export function amountDuePaisa(minor: number, money: ShopMoney): number {
  return takaUp(minor, money) * 100;
}

/**
 * An amount of whole taka in the shop's minor units, to the nearest (a zone's ৳60 is $0.49 in a shop pricing in
 * dollars at 122): what a document in the shop's currency shows beside the taka.
 */
export function minorOfTaka(taka: number, money: ShopMoney): number {
  if (money.currency === "BDT") return taka * 100;
  return Math.round((taka * 1_000_000) / rateTenThousandths(money));
}

/**
 * An order's money in whole taka, fixed when it is placed (decision 042): the goods, the one delivery line (the
 * zone's charge plus the products' own shipping), what a code took off the goods, and the total, which is exactly
 * goods - discount + delivery. Every amount paid or collected comes from these.
 */
export interface OrderTaka {
  goods: number;
  delivery: number;
  discount: number;
  total: number;
}

export function orderTaka(
  amounts: { subtotalCents: number; shippingCents: number; zoneTaka: number; discountCents?: number },
  money: ShopMoney,
): OrderTaka {
  // One rounding, up, of everything priced in the shop's currency; the zone's charge is whole taka already.
  const items = takaUp(amounts.subtotalCents + amounts.shippingCents, money);
  const shipping = Math.min(items, Math.round(takaOf(amounts.shippingCents, money)));
  const goods = items - shipping;
  // A discount is rounded down: never more off than the code says, never more than the goods.
  const discount = Math.min(goods, amounts.discountCents ? Math.floor(takaOf(amounts.discountCents, money)) : 0);
  const delivery = amounts.zoneTaka + shipping;
  return { goods, delivery, discount, total: goods - discount + delivery };
}

/** The exact (fractional) taka of an amount in the shop's minor units. */
function takaOf(minor: number, money: ShopMoney): number {
  if (money.currency === "BDT") return minor / 100;
  return (minor * rateTenThousandths(money)) / 1_000_000;
}

/**
 * About how many whole taka a price in the shop's currency is, for the "≈ ৳18,787" shown beside foreign prices
 * (issue 30); null when the shop prices in taka. Only a guide: what the shopper sends is the order's amount due.
 */
export function approxTaka(totalMinor: number, money: ShopMoney): number | null {
  if (money.currency === "BDT") return null;
  return Math.round(takaOf(totalMinor, money));
}

/** The wire shape of an amount of taka: `{ currency: "BDT", amount }` (paisa as two decimals, for payments). */
export function toAmountDue(paisa: number): { currency: "BDT"; amount: number } {
  return { currency: "BDT", amount: paisa / 100 };
}

/** The wire shape of whole taka. */
export function toTaka(taka: number): { currency: "BDT"; amount: number } {
  return { currency: "BDT", amount: taka };
}

/**
 * How far below its amount due a wallet payment may fall and still pay the order (issue 45): less than one taka,
 * which a shopper rounding the amount they type, or a wallet's own rounding, can take off.
 */
export const PAYMENT_TOLERANCE_PAISA = 100;
