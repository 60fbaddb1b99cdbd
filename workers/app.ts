import { createRequestHandler, RouterContextProvider } from "react-router";
import { cloudflareContext, createDatabase, sessionUserContext } from "~/context.ts";
import { copy } from "~/copy.ts";
import { hasSessionCookie, readSessionUser } from "~/domain/auth.server.ts";
import { cartCountFromCookie } from "~/domain/cart.ts";
import type { SessionUser } from "~/domain/types.ts";
import { sweepOrphanImages } from "~/domain/image-sweep.server.ts";
import { isCrossSiteMutation } from "~/domain/same-origin.server.ts";

export { FlashSale } from "./flash-sale.ts";

const requestHandler = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/api/") && isCrossSiteMutation(request)) {
      return Response.json({ error: copy.api.crossSite }, { status: 403 });
    }

    const context = new RouterContextProvider();
    context.set(cloudflareContext, { env, ctx });
    let sessionUser: Promise<SessionUser | null> | undefined;
    context.set(sessionUserContext, () => (sessionUser ??= readSessionUser(request, env, createDatabase(env.DB))));

    const response = await requestHandler(request, context);
    // Pages show the visitor's name and cart count: only anonymous, empty-cart pages may be shared by a cache.
    const personal = hasSessionCookie(request) || cartCountFromCookie(request.headers.get("Cookie")) > 0;
    return personal ? keepPrivate(response) : response;
  },

  /** The nightly cron (wrangler.toml `[triggers]`): removes photos nothing uses. */
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(sweepOrphanImages(createDatabase(env.DB), env.IMAGES).then(() => undefined));
  },
} satisfies ExportedHandler<Env>;

/**
 * Pages and data rendered for a signed-in user carry their name: never let a shared cache keep them.
 * Content-addressed assets (immutable) are the same for everyone and keep their caching.
 */
function keepPrivate(response: Response): Response {
  const cacheControl = response.headers.get("Cache-Control");
  if (!cacheControl || !/\b(public|s-maxage)\b/.test(cacheControl) || /\bimmutable\b/.test(cacheControl)) return response;
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "private, no-store");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
