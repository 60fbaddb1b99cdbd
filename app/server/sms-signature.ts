/**
 * The signature of forwarded wallet SMS, every wallet's (bKash, Nagad, Rocket): the forwarder signs the raw body as
 * `X-Signature: sha256=<hex HMAC-SHA256>` under the secret `BKASH_SMS_SECRET`. The comparison is constant-time (Web
 * Crypto's verify), so a wrong guess learns nothing.
 */
const encoder = new TextEncoder();

export async function verifySmsSignature(rawBody: string, header: string | null, secret: string): Promise<boolean> {
  const match = /^sha256=([0-9a-fA-F]{64})$/.exec((header ?? "").trim());
  if (!match || !secret) return false;
  const signature = Uint8Array.from(match[1]!.match(/../g)!, (pair) => Number.parseInt(pair, 16));
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "verify",
  ]);
  return crypto.subtle.verify("HMAC", key, signature, encoder.encode(rawBody));
}

/** The signature a forwarder sends (used by tests; the `openssl` example in docs/guide-orders.md makes the same). */
export async function signSms(rawBody: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(rawBody)));
  return `sha256=${Array.from(mac, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}
