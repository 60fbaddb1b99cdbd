/**
 * The security headers every response of the Worker carries, set in one place (`workers/app.ts`).
 *
 * Scripts run only with this request's nonce: React Router puts it on its inline and module scripts
 * (`<ServerRouter nonce>`), React on the scripts that stream deferred sections in (`renderToReadableStream`'s
 * `nonce`), and `'strict-dynamic'` lets those scripts load the chunks they import. Styles come from the stylesheet,
 * plus `style` attributes (progress bars, star fills, Ark UI's positioning), which need `'unsafe-inline'` for styles
 * only. See docs/decisions/008-security-headers-and-request-guard.md.
 */
import { randomBase64 } from "~/domain/base64.ts";

export interface SecurityHeaderOptions {
  /** A fresh random value per request; the HTML's scripts carry the same one. */
  nonce: string;
  /** Whether the request came over https: only then is Strict-Transport-Security sent. */
  https: boolean;
  /** Where Google sign-in sends the browser (the form POST's redirect), or null when it is not configured. */
  googleSignInOrigin: string | null;
  /** Vite's dev server: its client talks to it over a WebSocket. */
  dev?: boolean;
}

/** 128 random bits, base64: unguessable, and a new one for every response. */
export function createNonce(): string {
  return randomBase64(16);
}

/** Browser features the shop never uses. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "xr-spatial-tracking=()",
  "browsing-topics=()",
].join(", ");

export function contentSecurityPolicy({ nonce, googleSignInOrigin, dev }: SecurityHeaderOptions): string {
  const formAction = ["'self'", ...(googleSignInOrigin ? [googleSignInOrigin] : [])];
  // Google accounts' profile photos are shown as the avatar of a Google sign-in.
  const images = ["'self'", "data:", "blob:", ...(googleSignInOrigin ? ["https://*.googleusercontent.com"] : [])];
  const connect = ["'self'", ...(dev ? ["ws:", "wss:"] : [])];
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(" ")}`,
    "font-src 'self'",
    `connect-src ${connect.join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action ${formAction.join(" ")}`,
  ].join("; ");
}

/** The headers themselves, for `applySecurityHeaders` and for tests that check them. */
export function securityHeaders(options: SecurityHeaderOptions): [string, string][] {
  const headers: [string, string][] = [
    ["Content-Security-Policy", contentSecurityPolicy(options)],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
  ];
  if (options.https) headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return headers;
}

/** The response with the security headers set (a copy when its headers are immutable, as fetched ones are). */
export function applySecurityHeaders(response: Response, options: SecurityHeaderOptions): Response {
  const secured = new Response(response.body, response);
  for (const [name, value] of securityHeaders(options)) secured.headers.set(name, value);
  return secured;
}

/** The origin Google sign-in redirects the browser to: Google's, or a test stand-in's issuer. */
export function googleSignInOrigin(google: { issuer: string | null } | null): string | null {
  if (!google) return null;
  return google.issuer ? new URL(google.issuer).origin : "https://accounts.google.com";
}
