/**
 * A Bangladeshi mobile number however it is written ("+880 1812-345678", "8801812345678", "০১৮১২৩৪৫৬৭৮") in the
 * 11-digit local form the shop stores (01XXXXXXXXX): the schemas and the domain read it here. Pure.
 */
import { toAsciiDigits } from "~/i18n/digits.ts";

/** The 11-digit local form of a Bangladeshi mobile number (01 then 9 digits), or null if it is not one. */
export function localMobile(text: string): string | null {
  const digits = toAsciiDigits(text)
    .trim()
    .replace(/[\s().-]/g, "");
  const local = /^(?:\+?88|0088)?(01\d{9})$/.exec(digits)?.[1];
  return local ?? null;
}
