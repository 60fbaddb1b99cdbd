/**
 * Bengali digits (০-৯) and ASCII digits. Shoppers type either on a Bangla keyboard; the shop stores ASCII and shows
 * Bengali on Bangla pages. Pure, no Intl.
 */
const BENGALI_ZERO = 0x09e6;

/** "০১৭১২৩৪৫৬৭৮" -> "01712345678"; every other character is kept. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
}

/** "01712" -> "০১৭১২"; every other character is kept. */
export function toBengaliDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (digit) => String.fromCharCode(BENGALI_ZERO + Number(digit)));
}

const bnNumberFormat = new Intl.NumberFormat("bn-BD");

/** A count as a Bangla reader writes it: Bengali digits, lakh grouping (1234567 -> "১২,৩৪,৫৬৭"). */
export function bnNumber(value: number): string {
  return bnNumberFormat.format(value);
}

/**
 * A phone number as a Bangla page shows it, in Bengali digits ("01712345678" -> "০১৭১২৩৪৫৬৭৮", "+880..." too); any
 * other text, such as an email address where a recipient may be either, as it is.
 */
export function bnPhone(text: string): string {
  return /^\+?[\d\s-]+$/.test(text) ? toBengaliDigits(text) : text;
}
