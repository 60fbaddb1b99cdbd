/**
 * Refuses state-changing API requests that a browser sent from another site. Browsers always send `Origin` on
 * cross-origin POST/PUT/DELETE and `Sec-Fetch-Site` on every request; non-browser clients send neither and
 * cannot carry a victim's cookies, so they pass. Page actions get the same check from React Router itself.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isCrossSiteMutation(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const url = new URL(request.url);
  const origin = request.headers.get("Origin");
  if (origin !== null && origin !== url.origin) return true;
  const site = request.headers.get("Sec-Fetch-Site");
  return site !== null && site !== "same-origin" && site !== "none";
}
