import * as v from "valibot";
import { toAsciiDigits } from "~/i18n/digits.ts";
// The characters' own rules (control and invisible characters, letters) are characters.ts, which the domain reads too;
// the schemas and the server layer read them here with the rest of the text rules.
export { cleanStrings, hasControlCharacters, withoutControlCharacters } from "~/schemas/characters.ts";
import { hasLetterOrDigit, withoutInvisibleCharacters } from "~/schemas/characters.ts";
export { hasLetterOrDigit, withoutInvisibleCharacters };

/**
 * Bengali digits typed on a Bangla keyboard ("০১৭১২৩৪৫৬৭৮") read as the ASCII digits the shop stores: for every
 * field that holds a number, a mobile number or a TrxID.
 */
export const asciiDigits = v.transform((value: string) => toAsciiDigits(value));

/** The same for a field that may arrive as a number or as text. */
export const asciiDigitsIn = v.transform((value: string | number) =>
  typeof value === "string" ? toAsciiDigits(value) : value,
);

/**
 * Names, addresses and notes as they are kept (decision 044): without bidi controls and zero-width characters, which
 * could make a packing slip read other than it is stored (ZWJ and ZWNJ stay: Bangla needs them). Put it before
 * `v.trim()`, so a field of only such characters is empty.
 */
export const visibleText = v.transform((value: string) => withoutInvisibleCharacters(value));

/** A name, address or note must keep at least one letter or digit (any script); else `message`, a 400. */
export const readable = (message: () => string) => v.check((value: string) => hasLetterOrDigit(value), message);
