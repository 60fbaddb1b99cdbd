/**
 * Control characters (C0 but tab, line feed and carriage return; DEL; C1) never belong in what a person types, and a
 * NUL makes D1 fail the whole statement ("unterminated string"). Every text input loses them before it reaches
 * SQL: request bodies in `readBody`, URL queries in their schemas, emails in `normaliseEmail`; a path that holds
 * one is refused in the Worker entry.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, "");
}

export function hasControlCharacters(text: string): boolean {
  CONTROL_CHARACTERS.lastIndex = 0;
  return CONTROL_CHARACTERS.test(text);
}

/** A parsed JSON value or form with every string (keys too) cleaned of control characters. */
export function cleanStrings(value: unknown): unknown {
  if (typeof value === "string") return withoutControlCharacters(value);
  if (Array.isArray(value)) return value.map(cleanStrings);
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [withoutControlCharacters(key), cleanStrings(item)]),
    );
  }
  return value;
}

/**
 * Characters nobody sees that change what a reader sees (decision 044): the bidi embeddings, overrides and
 * isolates (U+202A-U+202E, U+2066-U+2069) and the other direction marks (U+200E, U+200F, U+061C), and zero-width
 * characters (U+200B, U+2060-U+2064, U+FEFF, U+180E). ZERO WIDTH JOINER and NON-JOINER (U+200D, U+200C) stay:
 * Bangla needs them (র‍্যাব, conjuncts shown apart).
 */
const INVISIBLE_CHARACTERS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B\u2060-\u2064\uFEFF\u180E]/g;

/** A name, an address or a note without bidi controls and zero-width characters (ZWJ and ZWNJ kept). */
export function withoutInvisibleCharacters(text: string): string {
  return text.replace(INVISIBLE_CHARACTERS, "");
}

/** Whether a text has something to read: at least one letter or digit, in any script. */
export function hasLetterOrDigit(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}
