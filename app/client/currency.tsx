/**
 * The currency the shop prices in, handed down from the root loader (`SHOP_CURRENCY`), so every price on a screen
 * is written by `formatMoney` in that currency. Without a provider (stories, tests) it is USD, the spec's `$`.
 * An order keeps the currency it was placed in: a screen showing an order's money wraps it in a provider with
 * `order.currency`.
 *
 * With the shop's taka rate (`BKASH_BDT_RATE`, given only when it prices in another currency), prices can also be
 * shown in about how many taka they are (`useApproxTaka`, issue 30).
 */
import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import { approxTaka, DEFAULT_SHOP_MONEY } from "~/domain/money.ts";
import { formatMoney, formatWholeTaka } from "~/format.ts";

const CurrencyContext = createContext<string>(DEFAULT_SHOP_MONEY.currency);
const RateContext = createContext<number | null>(null);

export function CurrencyProvider(props: { currency: string; bdtRate?: number | null; children: ReactNode }) {
  return (
    <CurrencyContext value={props.currency}>
      <RateContext value={props.bdtRate ?? null}>{props.children}</RateContext>
    </CurrencyContext>
  );
}

/** The ISO 4217 code prices are in here ("USD", "BDT"). */
export function useCurrency(): string {
  return useContext(CurrencyContext);
}

/** Writes an amount in minor units (cents, paisa) in the shop's currency: 159900 -> "$1,599.00" or "৳1,599.00". */
export function useMoney(): (minor: number) => string {
  const currency = useContext(CurrencyContext);
  return useCallback((minor: number) => formatMoney(minor, currency), [currency]);
}

/**
 * About how many taka an amount in the shop's currency is, in whole taka ("৳18,787"); null when prices are in
 * taka already or no rate was given.
 */
export function useApproxTaka(): ((minor: number) => string) | null {
  const currency = useContext(CurrencyContext);
  const bdtRate = useContext(RateContext);
  return useMemo(() => {
    if (bdtRate === null || currency === "BDT") return null;
    return (minor: number) => formatWholeTaka(approxTaka(minor, { currency, bdtRate }) ?? 0);
  }, [currency, bdtRate]);
}
