/**
 * The mobile wallets shoppers pay with (bKash, Nagad, Rocket): who texts the merchant phone when money arrives (the
 * SMS originator as the phone shows it; a forwarded SMS from anyone else is not a payment, whatever it says) and the
 * merchant's number in each. Pure. The shape of each one's transaction ids is the order schema's (`trxIdFits`).
 */
import { WALLETS, type Wallet } from "@db/enums.ts";

export { WALLETS, type Wallet };

const ORIGINATORS: Record<Wallet, readonly string[]> = {
  bKash: ["bKash"],
  Nagad: ["NAGAD"],
  // Rocket (Dutch-Bangla Bank's mobile banking) texts from its short code.
  Rocket: ["16216"],
};

/** The wallet whose texts come from this originator (compared without case or surrounding spaces), or null. */
export function walletOfOriginator(from: string): Wallet | null {
  const wanted = from.trim().toLowerCase();
  for (const wallet of WALLETS) if (ORIGINATORS[wallet].some((name) => name.toLowerCase() === wanted)) return wallet;
  return null;
}

/**
 * The merchant's number in each wallet (BKASH_MERCHANT_NUMBER, NAGAD_MERCHANT_NUMBER, ROCKET_MERCHANT_NUMBER, read
 * once by app/server/config.ts); a wallet without one is not offered.
 */
export type MerchantNumbers = Partial<Record<Wallet, string>>;

/** The wallets the shop takes money in, in the order screens offer them. */
export function offeredWallets(numbers: MerchantNumbers): Wallet[] {
  return WALLETS.filter((wallet) => numbers[wallet] !== undefined);
}
