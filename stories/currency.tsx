import type { Decorator } from "@storybook/react-vite";
import { CurrencyProvider } from "~/client/currency.tsx";

/**
 * A story in a shop pricing in `currency` at `bdtRate` taka per unit, as the root layout provides it from
 * SHOP_CURRENCY and BKASH_BDT_RATE (null when it prices in taka).
 */
export function inShopMoney(currency: string, bdtRate: number | null): Decorator {
  return (Story) => (
    <CurrencyProvider currency={currency} bdtRate={bdtRate}>
      <Story />
    </CurrencyProvider>
  );
}
