/**
 * An order's number (decision 042): eight characters the server makes, shown on every page, message and document,
 * in `/o/<reference>` and in Manage Order's search, and written by the shopper in a wallet's reference field. The
 * shopper pays before the order exists, so the payment step shows it first: it is the keyed hash of the account
 * and the checkout's key, the same for the same checkout (a reload shows the same number), and nobody without the
 * shop's secret can choose or predict it. The orders table keeps it unique; in the rare case two checkouts hash
 * alike, the next `attempt` gives the order another.
 */

/** Crockford's base-32 digits: no I, L, O or U, so a reference read aloud or typed by hand is not misread. */
const DIGITS = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

export const REFERENCE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{8}$/;

export async function orderReference(
  secret: string,
  userId: number,
  checkoutKey: string,
  attempt = 0,
): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(`order-reference:${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(
    await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${userId}:${checkoutKey}:${attempt}`)),
  );
  // 40 bits: eight digits of five bits each.
  let bits = 0n;
  for (const byte of mac.subarray(0, 5)) bits = (bits << 8n) | BigInt(byte);
  let reference = "";
  for (let index = 7; index >= 0; index -= 1) reference += DIGITS[Number((bits >> BigInt(index * 5)) & 31n)];
  return reference;
}

/** A reference as a person may type it: trimmed, upper-cased, with O read as 0 and I or L as 1 (Crockford's rule). */
export function normaliseReference(typed: string): string {
  return typed.trim().toUpperCase().replace(/O/g, "0").replace(/[IL]/g, "1");
}
