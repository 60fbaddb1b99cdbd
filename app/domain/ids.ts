/** A numeric record id from a URL: a positive integer, or null for anything else (a record that does not exist). */
export function parseRecordId(value: string | undefined | null): number | null {
  return value && /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}
