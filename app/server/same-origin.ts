/**
 * Refuses state-changing requests that a browser sent from another site, for pages and the API alike (checked once,
 * in the Worker entry, before routing). Browsers send `Origin` on cross-origin POST/PUT/PATCH/DELETE and
 * `Sec-Fetch-Site` on every request; a request that says it came from another site by either is refused, with or
 * without the other. Non-browser clients send neither and cannot carry a victim's cookies, so they pass.
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
