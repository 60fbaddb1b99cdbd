import * as v from "valibot";
import { toAsciiDigits } from "~/i18n/digits.ts";
// Control characters are stripped by the domain's own rule (app/domain/text.ts); the schemas and the server layer
// read it here with the rest of the text rules.
export { cleanStrings, hasControlCharacters, withoutControlCharacters } from "~/domain/text.ts";

/**
 * Bengali digits typed on a Bangla keyboard ("০১৭১২৩৪৫৬৭৮") read as the ASCII digits the shop stores: for every
 * field that holds a number, a mobile number or a TrxID.
 */
export const asciiDigits = v.transform((value: string) => toAsciiDigits(value));

/** The same for a field that may arrive as a number or as text. */
export const asciiDigitsIn = v.transform((value: string | number) =>
  typeof value === "string" ? toAsciiDigits(value) : value,
);
