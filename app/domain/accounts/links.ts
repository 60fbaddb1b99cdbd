/**
 * The tokens of the links the shop emails about an account (decision 044): `verify-email` and `password-reset`.
 * A token is never stored anywhere. Each link has a random id (kept beside its message in the log); its token is an
 * HMAC of that id under a key derived from AUTH_SECRET, so only the Worker can make it again, and only its SHA-256
 * is kept with the link's row. The log holds the message with `token=…`; the queue's consumer puts the token in
 * when it sends (`withLinkToken`).
 */
import { toBase64Url } from "../base64.ts";

export type LinkKind = "verify-email" | "password-reset";

/** What the log shows in place of a token. */
export const MASKED_TOKEN = "…";

/** A link's token as it appears in a URL: 43 base64url characters (32 bytes). */
export const TOKEN_PATTERN = /^[\w-]{43}$/;

async function linkKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(`e-shop account links\n${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
}

/** A new link's id: 16 random bytes, base64url. Not a secret: the token needs AUTH_SECRET too. */
export function newLinkId(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
}

/** The token of link `linkId`: HMAC-SHA256(key from AUTH_SECRET, kind and id), base64url (43 characters). */
export async function linkToken(secret: string, kind: LinkKind, linkId: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await linkKey(secret), new TextEncoder().encode(`${kind}\n${linkId}`));
  return toBase64Url(new Uint8Array(mac));
}

/** What the links' tables keep: the token's SHA-256, base64url. */
export async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return toBase64Url(new Uint8Array(digest));
}

/** A new link: its id (for the log), token (for the email only) and hash (for the links' table). */
export async function newLink(
  secret: string,
  kind: LinkKind,
): Promise<{ linkId: string; token: string; hash: string }> {
  const linkId = newLinkId();
  const token = await linkToken(secret, kind, linkId);
  return { linkId, token, hash: await tokenHash(token) };
}

/** Every `token=<anything>` in a text, masked. */
export function maskTokens(text: string): string {
  return text.replace(/([?&]token=)[^&"'<>\s]+/g, `$1${MASKED_TOKEN}`);
}

/** A masked text with the token put back in place of every `token=…`. */
export function withLinkToken(text: string, token: string): string {
  return text.replaceAll(`token=${MASKED_TOKEN}`, `token=${encodeURIComponent(token)}`);
}
