/** The payment step's fixtures (issue 23): the shop's wallet numbers and quotes with cash-on-delivery terms. */
import type { CartQuote, CodQuote } from "~/domain/types.ts";
import type { MerchantNumbers } from "~/domain/payments/wallets.ts";
import { headphonesLine, merchantNumber, quoteOf, storyBdtRate, watchLine } from "./fixtures-checkout.ts";

/** The shop's number in each wallet (BKASH_, NAGAD_ and ROCKET_MERCHANT_NUMBER); Rocket's has 12 digits. */
export const merchantNumbers: MerchantNumbers = {
  bKash: merchantNumber,
  Nagad: "01898765433",
  Rocket: "018987654321",
};

/** A quote with these cash-on-delivery terms (amounts in paisa follow the fixtures' rate). */
export function withCod(quote: CartQuote, cod: CodQuote | null): CartQuote {
  return { ...quote, cod };
}

const inside = { zoneId: 1, zone: "Inside Dhaka", feeCents: 57, freeOverCents: 4098 };
const outside = { zoneId: 3, zone: "Outside Dhaka", feeCents: 107, freeOverCents: null };

/** Dhanmondi (Inside Dhaka): everything in cash on delivery, nothing first. */
export const insideDhakaCodQuote: CartQuote = (() => {
  const quote = quoteOf([headphonesLine, watchLine], storyBdtRate, inside);
  return withCod(quote, { offered: true, advanceCents: 0, advancePaisa: 0, collectCents: quote.totalCents });
})();

/** Sylhet (Outside Dhaka): the delivery charge first by wallet, the rest in cash. */
export const outsideDhakaCodQuote: CartQuote = (() => {
  const quote = quoteOf([headphonesLine, watchLine], storyBdtRate, outside);
  return withCod(quote, {
    offered: true,
    advanceCents: outside.feeCents,
    advancePaisa: Math.ceil(outside.feeCents * storyBdtRate),
    collectCents: quote.totalCents - outside.feeCents,
  });
})();

/** An order above the zone's ৳10,000 limit: cash on delivery is not offered, and the card says why. */
export const overCodLimitQuote: CartQuote = withCod(quoteOf([headphonesLine, watchLine], storyBdtRate, inside), {
  offered: false,
  reason: "over-limit",
  maxTotalCents: 8197,
});
