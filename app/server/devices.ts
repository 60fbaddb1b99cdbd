/**
 * The device cookie (decision 025) on the wire: read from a request, and the Set-Cookie that remembers an account
 * on this browser after it signed in. One year, HttpOnly, SameSite=Lax, Secure over https.
 */
import { DEVICE_COOKIE, DEVICE_MAX_AGE_SECONDS, knownDeviceNonce, rememberDevice } from "~/domain/accounts/devices.ts";

function deviceCookieValue(request: Request): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === DEVICE_COOKIE) return part.slice(index + 1).trim();
  }
  return null;
}

/** This browser's device nonce for `email`, when it signed in to that account before. */
export function knownDevice(request: Request, secret: string, email: string): Promise<string | null> {
  return knownDeviceNonce(secret, deviceCookieValue(request), email);
}

/** The Set-Cookie header that remembers `email` on this browser. */
export async function deviceCookie(request: Request, secret: string, email: string): Promise<string> {
  const value = await rememberDevice(secret, deviceCookieValue(request), email);
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${DEVICE_COOKIE}=${value}; Path=/; Max-Age=${DEVICE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}
