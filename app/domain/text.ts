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
