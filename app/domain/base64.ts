/** Bytes as base64 (and its URL-safe form), for password hashes, session ids and CSP nonces. */
export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** URL- and cookie-safe base64 without padding. */
export function toBase64Url(bytes: Uint8Array): string {
  return toBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** `byteCount` random bytes from the platform's CSPRNG, as base64. */
export function randomBase64(byteCount: number): string {
  return toBase64(crypto.getRandomValues(new Uint8Array(byteCount)));
}
