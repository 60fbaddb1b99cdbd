/**
 * Bangladeshi mobile numbers, however they are written: "+880 1812-345678", "8801812345678", "০১৮১২৩৪৫৬৭৮". Couriers
 * and wallets use the 11-digit local form (01XXXXXXXXX). Pure.
 */

/** Bengali digits (০-৯) as ASCII. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u09E6-\u09EF]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}

/** The 11-digit local form of a Bangladeshi mobile number (01 then 9 digits), or null if it is not one. */
export function localMobile(text: string): string | null {
  const digits = asciiDigits(text)
    .trim()
    .replace(/[\s().-]/g, "");
  const local = /^(?:\+?88|0088)?(01\d{9})$/.exec(digits)?.[1];
  return local ?? null;
}

/**
 * Whether money came from the order's number, as far as the wallet's SMS shows the payer: true or false when it
 * shows the number (whole, or masked with only some digits visible, as Rocket's "***515"), null when it hides it
 * (a business account's name): then the amount and the TrxID decide alone.
 */
export function sentFromNumber(payerAsShown: string, orderNumber: string): boolean | null {
  const expected = localMobile(orderNumber);
  const whole = localMobile(payerAsShown);
  if (whole) return expected !== null && whole === expected;
  const shown = asciiDigits(payerAsShown).replace(/\s/g, "");
  const masked = /^(?:A\/C:)?[*xX•]+(\d{2,})$/.exec(shown);
  if (masked) return expected !== null && expected.endsWith(masked[1]!);
  return null;
}
