/**
 * The codes the shop texts to a mobile number (issue 50): to sign in with it, or to add it to an account. Like an
 * account link's token (decision 044, links.ts), a code is never stored: its message names a random id (kept beside
 * it in the log, whose text shows the code masked), the code is an HMAC of that id under a key from AUTH_SECRET, and
 * the queue's consumer makes it again when it sends the SMS. The codes' table keeps only an HMAC of the number and
 * the code, so a copy of the database, without AUTH_SECRET, cannot test the million codes offline.
 */
import { toBase64Url } from "../base64.ts";

export const CODE_LENGTH = 6;
/** What the log shows in place of a code. */
export const MASKED_CODE = "••••••";
/** A code as typed, once its digits are ASCII. */
export const CODE_PATTERN = /^\d{6}$/;

async function hmac(secret: string, purpose: string, text: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(`e-shop ${purpose}\n${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(text)));
}

/** The code of message `linkId`: six digits from HMAC-SHA256(key from AUTH_SECRET, id). */
export async function phoneCodeOf(secret: string, linkId: string): Promise<string> {
  const mac = await hmac(secret, "phone codes", `phone-code\n${linkId}`);
  const number = new DataView(mac.buffer).getUint32(0) % 10 ** CODE_LENGTH;
  return String(number).padStart(CODE_LENGTH, "0");
}

/** What the codes' table keeps: HMAC-SHA256(key from AUTH_SECRET, number and code), base64url. */
export async function phoneCodeHash(secret: string, phone: string, code: string): Promise<string> {
  return toBase64Url(await hmac(secret, "phone code hashes", `${phone}\n${code}`));
}

/** A masked text with the code put in. */
export function withPhoneCode(text: string, code: string): string {
  return text.replaceAll(MASKED_CODE, code);
}
