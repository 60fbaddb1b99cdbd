/** Display formatting, done once at the edge of the UI. */

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * The one way the shop writes an amount of money: minor units (cents, paisa) in a currency, as people read it,
 * with thousands separators and the narrow symbol. 159900 USD -> "$1,599.00"; 125000 BDT -> "৳1,250.00".
 */
export function formatMoney(minor: number, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { style: "currency", currency, currencyDisplay: "narrowSymbol" });
    moneyFormats.set(currency, format);
  }
  return format.format(Math.trunc(minor) / 100);
}

/** 7 -> "3.5" */
export function formatStars(starHalves: number): string {
  return (starHalves / 2).toFixed(1);
}
