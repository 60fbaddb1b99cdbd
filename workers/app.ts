import { createRequestHandler, type RequestHandler, RouterContextProvider } from "react-router";
import {
  cloudflareContext,
  cspNonceContext,
  databaseFor,
  flashSaleStatusContext,
  sessionUserContext,
} from "~/server/context.ts";
import { getFlashSaleStatus, type FlashSaleStatus } from "~/domain/flash-sale.server.ts";
import { hasSessionCookie, readSessionUser } from "~/server/auth.ts";
import { cartCountFromCookie } from "~/domain/cart.ts";
import type { SessionUser } from "~/domain/types.ts";
import { sweepOrphanImages } from "~/domain/image-sweep.server.ts";
import { sweepExpiredSessions } from "~/domain/sessions.server.ts";
import { expireUnpaidOrders } from "~/domain/order-lifecycle.server.ts";
import { readPaymentHours } from "~/domain/money.ts";
import { copy } from "~/copy.ts";
import { guardRequest } from "~/server/request-guard.ts";
import { applySecurityHeaders, createNonce, googleSignInOrigin } from "~/server/security-headers.ts";
import {
  bumpCatalogueVersion,
  CACHE_STATUS_HEADER,
  changesPagesOutsideD1,
  configFingerprint,
  edgeCache,
  isDocumentRequest,
  isStorablePage,
  matchPage,
  pageCacheKey,
  pageExpiry,
  readCatalogueVersion,
  storePage,
} from "~/server/page-cache.ts";

export { FlashSale } from "./flash-sale.ts";

/** The nightly trigger in wrangler.toml. */
const NIGHTLY = "30 3 * * *";

/**
 * Anonymous page HTML is cached at the edge (decision 016), except under the Vite dev server, which renders every
 * page afresh. Vitest builds the Worker in dev mode too (mode "test"), and its workers tests check the cache.
 */
const PAGE_CACHE = !import.meta.env.DEV || import.meta.env.MODE === "test";

const loadBuild = () => import("virtual:react-router/server-build");
const requestHandler = routerRequestHandler();

/**
 * React Router's handler. Given a function, it asks for the build on every request and derives its routes and
 * static handler again each time, which the dev server's hot reload needs; the production build never changes, so
 * there the handler is made once per isolate from the build itself.
 */
function routerRequestHandler(): RequestHandler {
  if (import.meta.env.DEV) return createRequestHandler(loadBuild, import.meta.env.MODE);
  let handler: RequestHandler | undefined;
  return async (request, context) => {
    handler ??= createRequestHandler(await loadBuild(), import.meta.env.MODE);
    return handler(request, context);
  };
}

export default {
  /** Every response, page, API, image or refusal, leaves through here and carries the security headers. */
  async fetch(request, env, ctx) {
    const nonce = createNonce();
    const response = await handle(request, env, ctx, nonce);
    return applySecurityHeaders(response, {
      nonce,
      https: new URL(request.url).protocol === "https:",
      googleSignInOrigin: googleSignInOrigin(env),
      dev: import.meta.env.DEV,
    });
  },

  /**
   * The crons (wrangler.toml `[triggers]`): every run cancels pending orders not paid within ORDER_PAYMENT_HOURS;
   * the nightly one also removes photos nothing uses and sessions past their expiry.
   */
  async scheduled(controller, env, ctx) {
    const db = databaseFor(env.DB);
    const hours = readPaymentHours(env);
    const work: Promise<unknown>[] = [
      expireUnpaidOrders(db, {
        hours,
        now: new Date(controller.scheduledTime),
        note: copy.orders.notes.expired(hours),
      }),
    ];
    if (controller.cron === NIGHTLY) work.push(sweepOrphanImages(db, env.IMAGES), sweepExpiredSessions(db));
    ctx.waitUntil(Promise.all(work).then(() => undefined));
  },
} satisfies ExportedHandler<Env>;

async function handle(incoming: Request, env: Env, ctx: ExecutionContext, nonce: string): Promise<Response> {
  const guarded = await guardRequest(incoming);
  if (!guarded.ok) return guarded.response;
  const request = guarded.request;

  const database = () => databaseFor(env.DB);
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env, ctx });
  context.set(cspNonceContext, nonce);
  let sessionUser: Promise<SessionUser | null> | undefined;
  context.set(sessionUserContext, () => (sessionUser ??= readSessionUser(request, env, database())));
  // Asked of the Durable Object once per request, by the page or by the page cache; the cache learns whether the
  // page read it (and so may show a clock).
  let flashStatus: Promise<FlashSaleStatus> | undefined;
  let pageReadFlashStatus = false;
  const readFlashStatus = () => (flashStatus ??= getFlashSaleStatus(env));
  context.set(flashSaleStatusContext, () => {
    pageReadFlashStatus = true;
    return readFlashStatus();
  });

  // Pages show the visitor's name and cart count: only anonymous, empty-cart pages may be shared by a cache.
  const personal = hasSessionCookie(request) || cartCountFromCookie(request.headers.get("Cookie")) > 0;
  const build = await loadBuild();
  const document = PAGE_CACHE && isDocumentRequest(request, build);
  let cacheKey: Request | null = null;
  let version: number | null = null;
  if (document && !personal) {
    cacheKey = pageCacheKey(request, await configFingerprint(env, build.assets.version));
    const lookup = await matchPage(edgeCache(), cacheKey, readCatalogueVersion(database()), nonce);
    if (lookup.page) return lookup.page;
    version = lookup.version;
    // The entry's lifetime depends on the window: ask now, beside the render, not after it.
    readFlashStatus().catch(() => undefined);
  }

  const renderedAt = Date.now();
  let response = await requestHandler(request, context);
  if (changesPagesOutsideD1(request, response, build)) await bumpCatalogueVersion(database());
  if (personal) response = keepPrivate(response);
  if (!document) return response;

  response = new Response(response.body, response);
  response.headers.set(CACHE_STATUS_HEADER, cacheKey ? "MISS" : "BYPASS");
  if (!cacheKey || version === null || !isStorablePage(response)) return response;
  const [toBrowser, toCache] = response.body!.tee();
  const expiresAt = () =>
    readFlashStatus().then(
      (status) => pageExpiry(renderedAt, status, pageReadFlashStatus),
      () => renderedAt,
    );
  ctx.waitUntil(
    storePage(
      edgeCache(),
      cacheKey,
      { status: response.status, headers: response.headers, body: toCache, nonce, version },
      expiresAt,
    ),
  );
  return new Response(toBrowser, response);
}

/**
 * Pages and data rendered for a signed-in user carry their name: never let a shared cache keep them.
 * Content-addressed assets (immutable) are the same for everyone and keep their caching.
 */
function keepPrivate(response: Response): Response {
  const cacheControl = response.headers.get("Cache-Control");
  if (!cacheControl || !/\b(public|s-maxage)\b/.test(cacheControl) || /\bimmutable\b/.test(cacheControl))
    return response;
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "private, no-store");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
