/**
 * The currency the shop prices in, handed down from the root loader (`SHOP_CURRENCY`), so every price on a screen
 * is written by `formatMoney` in that currency. Without a provider (stories, tests) it is USD, the spec's `$`.
 * An order keeps the currency it was placed in: a screen showing an order's money wraps it in a provider with
 * `order.currency`.
 */
import { createContext, useCallback, useContext, type ReactNode } from "react";
import { DEFAULT_SHOP_MONEY } from "~/domain/money.ts";
import { formatMoney } from "~/format.ts";

const CurrencyContext = createContext<string>(DEFAULT_SHOP_MONEY.currency);

export function CurrencyProvider(props: { currency: string; children: ReactNode }) {
  return <CurrencyContext value={props.currency}>{props.children}</CurrencyContext>;
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
