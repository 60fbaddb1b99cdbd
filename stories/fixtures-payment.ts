/**
 * The payment step's fixtures (issues 23 and 45): the shop's wallet numbers and quotes with cash-on-delivery terms,
 * priced as the server prices them (whole taka, decision 042) in a shop pricing in dollars at the fixtures' rate.
 */
import type { CartQuote } from "~/domain/orders/types.ts";
import type { MerchantNumbers } from "~/domain/payments/wallets.ts";
import {
  headphonesLine,
  insideDhakaZone,
  merchantNumber,
  onlyTwoLeftLine,
  outsideDhakaZone,
  quoteOf,
  storyBdtRate,
  watchLine,
} from "./fixtures-checkout.ts";

/** The shop's number in each wallet (BKASH_, NAGAD_ and ROCKET_MERCHANT_NUMBER); Rocket's has 12 digits. */
export const merchantNumbers: MerchantNumbers = {
  bKash: merchantNumber,
  Nagad: "01898765433",
  Rocket: "018987654321",
};

/** Two serums ($14.50 each, $1.00 shipping): small enough for cash on delivery (up to ৳10,000). */
export const serumPairLine = { ...onlyTwoLeftLine, quantity: 2, available: 20, problem: null };

/**
 * Dhanmondi (Inside Dhaka): everything in cash on delivery, nothing first. $29.00 of goods (৳3,538) and one delivery
 * line of the zone's ৳70 ($0.57) and the serum's own $1.00 (৳122): $1.57, ৳192. $30.57 in all, ৳3,730 in cash.
 */
export const insideDhakaCodQuote: CartQuote = quoteOf([serumPairLine], storyBdtRate, insideDhakaZone);

/**
 * Sylhet (Outside Dhaka): the delivery line first by wallet (the zone's ৳130 and the shipping's ৳122: ৳252), the
 * goods' ৳3,538 in cash. ৳3,790 in all.
 */
export const outsideDhakaCodQuote: CartQuote = quoteOf([serumPairLine], storyBdtRate, outsideDhakaZone);

/** ৳23,728 to Dhanmondi, above the zone's ৳10,000 limit: cash on delivery is not offered, and the card says why. */
export const overCodLimitQuote: CartQuote = quoteOf([headphonesLine, watchLine], storyBdtRate, insideDhakaZone);
