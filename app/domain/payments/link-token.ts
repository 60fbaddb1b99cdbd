/**
 * A payment link's token (issue 50): `/pay/<reference>?k=<token>` pays one order without signing in. The token is 32
 * random bytes (base64url, 43 characters), given once; the order keeps only its SHA-256, so a copy of the database
 * opens no link.
 */
import { toBase64Url } from "../base64.ts";

/** A payment link's token as it appears in its URL. */
export const PAY_TOKEN_PATTERN = /^[\w-]{43}$/;

/** What the order keeps of a token: its SHA-256, base64url. */
export async function payTokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return toBase64Url(new Uint8Array(digest));
}

/** A new link's token (for the desk's answer and the SMS only) and its hash (for the order). */
export async function newPayLink(): Promise<{ token: string; hash: string }> {
  const token = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  return { token, hash: await payTokenHash(token) };
}

/** The link's path: the shop's origin goes before it. */
export function payLinkPath(reference: string, token: string): string {
  return `/pay/${encodeURIComponent(reference)}?k=${token}`;
}
