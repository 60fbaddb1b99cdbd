/**
 * The mobile wallets shoppers pay with, and who texts the merchant phone when money arrives in each: the SMS
 * originator as the phone shows it. A forwarded SMS from anyone else is not a payment, whatever it says. Pure.
 */
export const WALLETS = ["bKash"] as const;
export type Wallet = (typeof WALLETS)[number];

const ORIGINATORS: Record<Wallet, readonly string[]> = {
  bKash: ["bKash"],
};

/** The wallet whose texts come from this originator (compared without case or surrounding spaces), or null. */
export function walletOfOriginator(from: string): Wallet | null {
  const wanted = from.trim().toLowerCase();
  for (const wallet of WALLETS) if (ORIGINATORS[wallet].some((name) => name.toLowerCase() === wanted)) return wallet;
  return null;
}
