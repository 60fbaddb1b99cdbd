/**
 * The mobile wallets shoppers pay with (bKash, Nagad, Rocket): the shape of each one's transaction ids, who texts
 * the merchant phone when money arrives (the SMS originator as the phone shows it; a forwarded SMS from anyone else
 * is not a payment, whatever it says) and the merchant's number in each. Pure.
 */
import { WALLETS, type Wallet } from "@db/enums.ts";

export { WALLETS, type Wallet };

/** A wallet's transaction id, after trimming and upper-casing: bKash 10 letters and digits, Nagad 8, Rocket 10 digits. */
const TRX_ID_PATTERNS: Readonly<Record<Wallet, RegExp>> = {
  bKash: /^[A-Z0-9]{10}$/,
  Nagad: /^[A-Z0-9]{8}$/,
  Rocket: /^\d{10}$/,
};

/** A TrxID as the wallets compare them: trimmed, upper-cased. */
function normaliseTrxId(trxId: string): string {
  return trxId.trim().toUpperCase();
}

export function trxIdFits(wallet: Wallet, trxId: string): boolean {
  return TRX_ID_PATTERNS[wallet].test(normaliseTrxId(trxId));
}

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
