/**
 * Bangladeshi mobile numbers, however they are written: "+880 1812-345678", "8801812345678", "০১৮১২৩৪৫৬৭৮". Couriers
 * and wallets use the 11-digit local form (01XXXXXXXXX). Pure.
 */
import { localMobile } from "~/schemas/phone.ts";

/** Bengali digits (০-৯) as ASCII. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u09E6-\u09EF]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}

// The local form (01XXXXXXXXX) is the schemas' rule: the checkout's input takes it too.
export { localMobile };

/** Fewer visible digits than this, and a masked sender counts as not shown (issue 46): "***5" could be anyone. */
export const MIN_VISIBLE_DIGITS = 3;

/**
 * The 11-digit mobile number of a payer shown in full: a mobile number however it is written, or a Rocket account,
 * which is the mobile number and one check digit (12 digits, "018123456785"; with the country code 14). Null when
 * the digits are not a Bangladeshi mobile (a stranger's odd account, say): still a sender shown in full.
 */
function payerMobile(digits: string): string | null {
  const whole = localMobile(digits);
  if (whole) return whole;
  const rocket = /^(?:\+?88|0088)?(01\d{9})\d$/.exec(digits)?.[1];
  return rocket ?? null;
}

/**
 * Whether money came from the order's number, as far as the wallet's SMS shows the payer (issue 46):
 * - shown in full (a mobile number, or a Rocket account: the mobile and its check digit): true only when it is the
 *   order's number, whatever the wallet; any other full number is another sender;
 * - masked with at least MIN_VISIBLE_DIGITS visible ("***515"): true when the order's number ends in them, or, for
 *   Rocket, when the order's number followed by a check digit does (the account's last digit is that check digit);
 * - otherwise hidden (a business account's name, a mask with too few digits): null, and the amount and the TrxID
 *   decide alone.
 */
export function sentFromNumber(payerAsShown: string, orderNumber: string, wallet?: string): boolean | null {
  const expected = localMobile(orderNumber);
  const shown = asciiDigits(payerAsShown)
    .replace(/^\s*A\/C:?\s*/i, "")
    .replace(/[\s().-]/g, "");
  if (/^\+?\d{11,16}$/.test(shown)) {
    const payer = payerMobile(shown);
    return expected !== null && payer === expected;
  }
  const masked = /^[*xX•]+(\d+)$/.exec(shown);
  if (!masked) return null;
  const visible = masked[1]!;
  if (visible.length < MIN_VISIBLE_DIGITS) return null;
  if (expected === null) return false;
  if (expected.endsWith(visible)) return true;
  // A Rocket account ends in its check digit: the digits before it are the mobile number's last ones.
  return wallet === "Rocket" && expected.endsWith(visible.slice(0, -1));
}
