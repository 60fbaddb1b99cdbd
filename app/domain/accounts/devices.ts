/**
 * Known devices (decision 025): a browser that signed in to an account keeps a signed entry for it in its device
 * cookie, and the per-email sign-in limit never refuses it. An entry is `<nonce>.<signature>`, the signature an
 * HMAC-SHA256 of the email and the nonce under a key derived from AUTH_SECRET: it names no email, cannot be made
 * for another account, and the nonce counts that device's own attempts. A cookie keeps the latest few accounts.
 */
import { toBase64Url } from "../base64.ts";
import { normaliseEmail } from "./email.ts";

export const DEVICE_COOKIE = "device";
export const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Accounts one browser is remembered for (a family's shared phone). */
export const MAX_DEVICE_ENTRIES = 5;
const SIGNATURE_BYTES = 16;

async function signingKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(`e-shop device cookie\n${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
}

async function signature(key: CryptoKey, email: string, nonce: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${normaliseEmail(email)}\n${nonce}`));
  return toBase64Url(new Uint8Array(mac).slice(0, SIGNATURE_BYTES));
}

function entriesOf(cookieValue: string | null): string[] {
  return (cookieValue ?? "").split("~").filter((entry) => /^[\w-]{16}\.[\w-]{22}$/.test(entry));
}

/** Constant-time comparison of two strings of the same shape. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** The nonce of the cookie's valid entry for `email`, or null when this browser never signed in to it. */
export async function knownDeviceNonce(
  secret: string,
  cookieValue: string | null,
  email: string,
): Promise<string | null> {
  const entries = entriesOf(cookieValue);
  if (entries.length === 0) return null;
  const key = await signingKey(secret);
  for (const entry of entries) {
    const [nonce, signed] = entry.split(".") as [string, string];
    if (sameText(signed, await signature(key, email, nonce))) return nonce;
  }
  return null;
}

/**
 * The cookie's value once `email` signed in on this browser: its entry (a kept one, or a new one) first, then the
 * other accounts' entries, at most MAX_DEVICE_ENTRIES.
 */
export async function rememberDevice(secret: string, cookieValue: string | null, email: string): Promise<string> {
  const entries = entriesOf(cookieValue);
  const key = await signingKey(secret);
  let mine: string | null = null;
  const others: string[] = [];
  for (const entry of entries) {
    const [nonce, signed] = entry.split(".") as [string, string];
    if (!mine && sameText(signed, await signature(key, email, nonce))) mine = entry;
    else others.push(entry);
  }
  if (!mine) {
    const nonce = toBase64Url(crypto.getRandomValues(new Uint8Array(12)));
    mine = `${nonce}.${await signature(key, email, nonce)}`;
  }
  return [mine, ...others].slice(0, MAX_DEVICE_ENTRIES).join("~");
}
