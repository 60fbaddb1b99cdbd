/** The shop's currency as a money field names it: its code and sign ("USD ($)", "BDT (৳)"; issue 30). */
export function currencyName(currency: string): string {
  const sign = new Intl.NumberFormat("en-US", { style: "currency", currency, currencyDisplay: "narrowSymbol" })
    .formatToParts(0)
    .find((part) => part.type === "currency")?.value;
  return sign && sign !== currency ? `${currency} (${sign})` : currency;
}
