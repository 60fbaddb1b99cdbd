/**
 * The shop's money: prices are in `SHOP_CURRENCY` minor units (cents); bKash moves taka, so every order also
 * owes an amount in paisa (taka x 100), fixed when it is placed. Pure: the server reads the settings from the
 * Worker's env and hands them in.
 */
export interface ShopMoney {
  /** ISO 4217 code the shop prices in: "USD" (the spec's `$`) or "BDT". */
  currency: string;
  /** Taka per unit of `currency` (1 when the shop prices in taka). */
  bdtRate: number;
}

export const DEFAULT_SHOP_MONEY: ShopMoney = { currency: "USD", bdtRate: 122 };

/** The settings as the Worker's vars spell them; anything unreadable falls back to the default, never throws. */
export function readShopMoney(vars: { SHOP_CURRENCY?: string; BKASH_BDT_RATE?: string }): ShopMoney {
  const code = (vars.SHOP_CURRENCY ?? "").trim().toUpperCase();
  const currency = /^[A-Z]{3}$/.test(code) ? code : DEFAULT_SHOP_MONEY.currency;
  if (currency === "BDT") return { currency, bdtRate: 1 };
  const rate = Number((vars.BKASH_BDT_RATE ?? "").trim());
  return { currency, bdtRate: Number.isFinite(rate) && rate > 0 ? rate : DEFAULT_SHOP_MONEY.bdtRate };
}

/**
 * What a total (in the shop's minor units) costs in paisa. Rounded up to the paisa, so the merchant is never
 * short; the rate is used to four decimals so float noise cannot add a paisa.
 */
export function amountDuePaisa(totalMinor: number, money: ShopMoney): number {
  if (money.currency === "BDT") return totalMinor;
  const rateTenThousandths = Math.round(money.bdtRate * 10_000);
  return Math.ceil((totalMinor * rateTenThousandths) / 10_000);
}

/**
 * About how many whole taka a price in the shop's currency is, for the "≈ ৳18,787" shown beside foreign prices
 * (issue 30); null when the shop prices in taka. Only a guide: what the shopper sends is the order's amount due.
 */
export function approxTaka(totalMinor: number, money: ShopMoney): number | null {
  if (money.currency === "BDT") return null;
  return Math.round((totalMinor * money.bdtRate) / 100);
}

/** The wire shape of an amount due: taka with two decimals. */
export function toAmountDue(paisa: number): { currency: "BDT"; amount: number } {
  return { currency: "BDT", amount: paisa / 100 };
}
