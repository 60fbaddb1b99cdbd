/**
 * Password hashing with WebCrypto PBKDF2-SHA256. 100,000 iterations: the most Workers allow in production.
 * Stored as `pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>` so the cost can be raised later.
 */
import { toBase64 } from "../base64.ts";

const ALGORITHM = "pbkdf2-sha256";
export const PASSWORD_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PASSWORD_ITERATIONS);
  return [ALGORITHM, PASSWORD_ITERATIONS, toBase64(salt), toBase64(hash)].join("$");
}

/** Compares in constant time for a given hash length, so timing does not reveal how much matched. */
function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ (b[i % b.length] ?? 0);
  return difference === 0;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, iterationText, saltText, hashText] = stored.split("$");
  const iterations = Number(iterationText);
  if (algorithm !== ALGORITHM || !Number.isInteger(iterations) || !saltText || !hashText) return false;
  const expected = fromBase64(hashText);
  const actual = await derive(password, fromBase64(saltText), iterations);
  return equalBytes(actual, expected);
}
