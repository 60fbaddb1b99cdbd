import { createRequestHandler, type RequestHandler, RouterContextProvider } from "react-router";
import {
  cloudflareContext,
  configContext,
  databaseContext,
  cspNonceContext,
  databaseFor,
  flashSaleStatusContext,
  orderDepsOf,
  sessionClaimContext,
  sessionUserContext,
} from "~/server/context.ts";
import { readConfig, type ShopConfig } from "~/server/config.ts";
import { getFlashSaleStatus, type FlashSaleStatus } from "~/domain/flash-sale/flash-sale.server.ts";
import { hasSessionCookie, readSessionClaim, sessionUserOf } from "~/server/auth.ts";
import { cartCountFromCookie } from "~/schemas/cart.ts";
import type { SessionClaim, SessionUser } from "~/domain/accounts/types.ts";
import { sweepOrphanImages } from "~/domain/images/sweep.server.ts";
import { sweepExpiredSessions } from "~/domain/accounts/sessions.server.ts";
import { sweepVerificationLinks } from "~/domain/accounts/verification.server.ts";
import { sweepPasswordResets } from "~/domain/accounts/password-reset.server.ts";
import { expireUnpaidOrders } from "~/domain/orders/expiry.server.ts";
import { matchWaitingPayments } from "~/domain/workflows/payment-receipt.server.ts";
import { markUnclaimedPayments } from "~/domain/payments/refunds.server.ts";
import { expiryNote, paymentNotes } from "~/server/order-api.ts";
import { announce, handleNotificationBatch } from "~/server/notifications.ts";
import { handleCourierChecks } from "~/server/courier-checks.ts";
import { payoutSources } from "~/server/cash.ts";
import { syncPayouts } from "~/domain/couriers/payouts.server.ts";
import { guardRequest } from "~/server/request-guard.ts";
import { bookmarkFrom, openD1Session } from "~/server/d1-session.ts";
import { type RoundTripCounter, withInjectedLatency } from "~/server/d1-latency.ts";
import { applySecurityHeaders, createNonce, googleSignInOrigin } from "~/server/security-headers.ts";
import {
  bumpCatalogueVersion,
  CACHE_STATUS_HEADER,
  changesPagesOutsideD1,
  configFingerprint,
  edgeCache,
  documentRoute,
  forgetCatalogueVersion,
  isStorablePage,
  learnRoute,
  matchPage,
  pageCacheKey,
  pageExpiry,
  readCatalogueVersion,
  storePage,
  worthLookingUp,
} from "~/server/page-cache.ts";

import { inLanguage } from "~/i18n/scope.server.ts";
import { languageCookieFor, requestLanguage } from "~/server/language.ts";
import type { Language } from "@db/enums.ts";

export { FlashSale } from "./flash-sale.ts";

/** The nightly trigger in wrangler.toml. */
const NIGHTLY = "30 3 * * *";
/** The hourly trigger in wrangler.toml: the couriers' payouts (issue 51). */
const HOURLY = "0 * * * *";

/**
 * Anonymous page HTML is cached at the edge (decision 016), except under the Vite dev server, which renders every
 * page afresh. Vitest builds the Worker in dev mode too (mode "test"), and its workers tests check the cache.
 */
const PAGE_CACHE = !import.meta.env.DEV || import.meta.env.MODE === "test";
/**
 * The latency benchmark's own build (`VITE_LATENCY_BENCH=1 react-router build`, scripts/bench-latency.ts) delays
 * every D1 call and counts the round trips; in every other build this is `false` at compile time.
 */
const LATENCY_BENCH = import.meta.env.VITE_LATENCY_BENCH === "1";
const ROUND_TRIPS_HEADER = "X-D1-Round-Trips";

/** The delay the latency benchmark's build puts before every D1 call (`BENCH_D1_DELAY_MS`, default 150 ms). */
function benchDelayMs(env: Env): number {
  const delayMs = Number((env as unknown as Record<string, unknown>).BENCH_D1_DELAY_MS ?? 150);
  return Number.isFinite(delayMs) ? delayMs : 150;
}

/** In the latency benchmark's build, the delay a D1 session's calls go through; in any other, none. */
function latencyBenchDelay(env: Env) {
  if (!LATENCY_BENCH) return undefined;
  return (session: D1DatabaseSession) => withInjectedLatency(session, benchDelayMs(env)).session;
}

/**
 * The shop's configuration (decision 048), read once per isolate. A var set to something unreadable is logged in one
 * line naming it, and thrown: the request answers 500 (`fetch`), the cron run and the queue batch fail.
 */
function configOf(env: Env): ShopConfig {
  try {
    return readConfig(env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    throw error;
  }
}

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
    const https = new URL(request.url).protocol === "https:";
    let config: ShopConfig;
    try {
      config = configOf(env);
    } catch {
      // Misconfigured: the log names the var to fix; nothing is served until it is.
      const failed = new Response("Internal Server Error", { status: 500 });
      return applySecurityHeaders(failed, { nonce, https, googleSignInOrigin: null, dev: import.meta.env.DEV });
    }
    // Everything this request does reads its texts in the shopper's language (app/i18n/scope.server.ts).
    const language = requestLanguage(request);
    const response = withLanguage(
      await inLanguage(language, () => handle(request, env, config, ctx, nonce, language)),
      language,
      languageCookieFor(request),
    );
    return applySecurityHeaders(response, {
      nonce,
      https,
      googleSignInOrigin: googleSignInOrigin(config.auth.google),
      dev: import.meta.env.DEV,
    });
  },

  /**
   * The crons (wrangler.toml `[triggers]`). Every minute: payments still waiting for an order that exists are
   * matched, then pending orders past their payment deadline are cancelled (in that order, so a payment that came
   * in is never beaten by the clock; decision 021), then payments no order took within ORDER_PAYMENT_HOURS are
   * noted as owed back (issue 46). Nightly: photos nothing uses and sessions past their expiry
   * are removed. Hourly: the couriers' new payouts are recorded from their APIs (Steadfast's `/payments`, issue 51).
   */
  async scheduled(controller, env, ctx) {
    const config = configOf(env);
    const deps = orderDepsOf(env, config);
    const db = databaseFor(env.DB);
    if (controller.cron === HOURLY) {
      // A courier that failed is logged; its payouts are asked for again the next hour.
      const synced = syncPayouts(db, payoutSources(config.couriers)).then((report) => {
        for (const courier of report) if (!courier.ok) console.error(`payouts: ${courier.courier}: ${courier.error}`);
      });
      ctx.waitUntil(synced);
      return;
    }
    const work =
      controller.cron === NIGHTLY
        ? Promise.all([
            sweepOrphanImages(db, env.IMAGES),
            sweepExpiredSessions(db),
            sweepVerificationLinks(db),
            sweepPasswordResets(db),
          ])
        : matchWaitingPayments(db, deps, paymentNotes)
            .then(() => expireUnpaidOrders(db, deps, { now: new Date(controller.scheduledTime), note: expiryNote }))
            .then(() => markUnclaimedPayments(db, config.limits.paymentHours, new Date(controller.scheduledTime)));
    ctx.waitUntil(
      work.then(() => {
        forgetCatalogueVersion(env.DB);
        return announce(env, db);
      }),
    );
  },

  /**
   * The NOTIFICATIONS queue and its dead-letter queue (wrangler.toml): sends the shop's SMS and emails, and asks
   * the courier for the phone numbers of new orders (issue 49).
   */
  async queue(batch, env) {
    const config = configOf(env);
    const db = databaseFor(env.DB);
    await Promise.all([
      handleNotificationBatch(batch, env.EMAIL, config.notifications, config.auth.secret, db),
      handleCourierChecks(batch, db, config.couriers),
    ]);
  },
} satisfies ExportedHandler<Env>;

async function handle(
  incoming: Request,
  env: Env,
  config: ShopConfig,
  ctx: ExecutionContext,
  nonce: string,
  language: Language,
): Promise<Response> {
  const guarded = await guardRequest(incoming);
  if (!guarded.ok) return guarded.response;
  const request = guarded.request;

  // Pages show the visitor's name and cart count: only anonymous, empty-cart pages may be shared by a cache.
  // A shopper carrying a D1 bookmark has just written: their next pages read from it, not from the cache.
  const personal =
    hasSessionCookie(request) ||
    cartCountFromCookie(request.headers.get("Cookie")) > 0 ||
    bookmarkFrom(request.headers.get("Cookie")) !== null;
  const build = await loadBuild();
  const routeId = PAGE_CACHE ? documentRoute(request, build) : null;
  if (routeId === null || personal) {
    let { response } = await render(request, env, config, ctx, nonce, { cacheCandidate: false });
    const mayWrite = request.method !== "GET" && request.method !== "HEAD";
    if (changesPagesOutsideD1(request, response, build)) await bumpCatalogueVersion(env.DB, databaseFor(env.DB));
    // It may have written to D1: this isolate's next page reads the catalogue version afresh.
    else if (mayWrite) forgetCatalogueVersion(env.DB);
    // Any messages it wrote go on the queue once the answer is on its way (decision 024). A refusal (4xx, 5xx) wrote
    // nothing, so it does not look: a flash sale's hundreds of refused orders would each write to D1 for nothing.
    // Whatever a refusal did leave in the outbox goes with the next write's flush or the cron's, within a minute.
    if (mayWrite && response.status < 400) ctx.waitUntil(announce(env, databaseFor(env.DB)));
    if (personal) response = keepPrivate(response);
    return routeId === null ? response : withCacheStatus(response, "BYPASS");
  }
  if (!worthLookingUp(routeId)) {
    const { response } = await render(request, env, config, ctx, nonce, { cacheCandidate: false });
    learnRoute(routeId, response);
    return withCacheStatus(response, "MISS");
  }

  const cacheKey = pageCacheKey(request, await configFingerprint(env, build.assets.version), language);
  // The version, as this isolate knows it or read beside the cache lookup; a miss renders from its bookmark.
  const known = readCatalogueVersion(env.DB, (work) => ctx.waitUntil(work), latencyBenchDelay(env)).catch(
    (error: unknown) => {
      console.error("page cache: version read failed", error);
      return { version: null, bookmark: null, waited: true };
    },
  );
  const lookup = await matchPage(
    edgeCache(),
    cacheKey,
    known.then((read) => read.version),
    nonce,
  );
  const read = await known;
  if (lookup.page) {
    // Rendered again in the background shortly before it expires, so a page kept for a second (the sale's clock)
    // is replaced before visitors find it gone. One refresh per page at a time in this isolate.
    if (lookup.refreshDue && lookup.version !== null && !refreshing.has(cacheKey.url)) {
      refreshing.add(cacheKey.url);
      const again = new Request(request.url, { headers: request.headers });
      ctx.waitUntil(
        renderAndStore(again, env, config, ctx, createNonce(), routeId, cacheKey, lookup.version, read)
          .then(({ page, stored }) => Promise.all([page.arrayBuffer(), stored]))
          .catch((error: unknown) => console.error("page cache: refresh failed", cacheKey.url, error))
          .finally(() => refreshing.delete(cacheKey.url)),
      );
    }
    return lookup.page;
  }
  const { page, stored } = await renderAndStore(
    request,
    env,
    config,
    ctx,
    nonce,
    routeId,
    cacheKey,
    lookup.version,
    read,
  );
  ctx.waitUntil(stored);
  return page;
}

/** Cache keys of pages being rendered again ahead of their expiry in this isolate (plain strings, no promises). */
const refreshing = new Set<string>();

/**
 * Renders a cacheable page and keeps a copy once its body is whole (`stored`), when its own headers allow it and the
 * catalogue version is known.
 */
async function renderAndStore(
  request: Request,
  env: Env,
  config: ShopConfig,
  ctx: ExecutionContext,
  nonce: string,
  routeId: string,
  cacheKey: Request,
  version: number | null,
  read: { bookmark: string | null; waited: boolean },
): Promise<{ page: Response; stored: Promise<void> }> {
  const { response, expiresAt } = await render(request, env, config, ctx, nonce, {
    cacheCandidate: true,
    startAt: read.bookmark,
    versionRoundTrips: read.waited ? 1 : 0,
  });
  learnRoute(routeId, response);
  const page = withCacheStatus(response, "MISS");
  if (version === null || !isStorablePage(page)) return { page, stored: Promise.resolve() };
  const [toBrowser, toCache] = page.body!.tee();
  const stored = storePage(
    edgeCache(),
    cacheKey,
    { status: page.status, headers: page.headers, body: toCache, nonce, version },
    expiresAt,
  );
  return { page: new Response(toBrowser, page), stored };
}

/**
 * React Router with this request's context: bindings, the configuration, the nonce, the session user and the flash-sale status, each
 * read at most once. `expiresAt` says until when the page may be served from the cache; a cache candidate asks the
 * Durable Object for the window beside the render, as its lifetime depends on it.
 */
async function render(
  request: Request,
  env: Env,
  config: ShopConfig,
  ctx: ExecutionContext,
  nonce: string,
  {
    cacheCandidate,
    startAt = null,
    versionRoundTrips = 0,
  }: {
    cacheCandidate: boolean;
    /** Where a session without a bookmark of its own starts: the catalogue version's (decision 033). */
    startAt?: string | null;
    /** The version read the request waited for before it rendered, counted by the latency benchmark. */
    versionRoundTrips?: number;
  },
): Promise<{ response: Response; expiresAt: () => Promise<number> }> {
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env, ctx });
  context.set(configContext, config);
  context.set(cspNonceContext, nonce);
  // Reads near the shopper, and one's own writes on the next page (decision 032).
  let roundTrips: RoundTripCounter | null = null;
  const d1 = LATENCY_BENCH
    ? openD1Session(
        env.DB,
        request,
        (session) => {
          const delayed = withInjectedLatency(session, benchDelayMs(env));
          roundTrips = delayed.counter;
          return delayed.session;
        },
        startAt,
      )
    : openD1Session(env.DB, request, undefined, startAt);
  context.set(databaseContext, d1.db);
  let sessionClaim: Promise<SessionClaim | null> | undefined;
  const readClaim = () => (sessionClaim ??= readSessionClaim(request, config.auth));
  context.set(sessionClaimContext, readClaim);
  let sessionUser: Promise<SessionUser | null> | undefined;
  context.set(
    sessionUserContext,
    () => (sessionUser ??= readClaim().then((claim) => sessionUserOf(claim, config.auth, d1.db))),
  );
  // Whether the page itself read the window tells a page that may show the sale's clock.
  let flashStatus: Promise<FlashSaleStatus> | undefined;
  let pageReadFlashStatus = false;
  const readFlashStatus = () => (flashStatus ??= getFlashSaleStatus(env));
  context.set(flashSaleStatusContext, () => {
    pageReadFlashStatus = true;
    return readFlashStatus();
  });
  if (cacheCandidate) readFlashStatus().catch(() => undefined);

  const renderedAt = Date.now();
  let response = await requestHandler(request, context);
  if (LATENCY_BENCH && roundTrips) {
    response = new Response(response.body, response);
    response.headers.set(ROUND_TRIPS_HEADER, String(versionRoundTrips + (roundTrips as RoundTripCounter).roundTrips));
  }
  if (request.method !== "GET" && request.method !== "HEAD") {
    const cookie = d1.bookmarkCookie(new URL(request.url).protocol === "https:");
    if (cookie) {
      response = new Response(response.body, response);
      response.headers.append("Set-Cookie", cookie);
    }
  }
  const expiresAt = () =>
    readFlashStatus().then(
      (status) => pageExpiry(renderedAt, status, pageReadFlashStatus),
      () => renderedAt,
    );
  return { response, expiresAt };
}

/**
 * A page says its language (Content-Language) and that it depends on the shopper's (Vary), so no cache in between
 * serves one shopper's language to another; a `?lang=` choice is kept in the `lang` cookie.
 */
function withLanguage(response: Response, language: Language, cookie: string | null): Response {
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html") && cookie === null) return response;
  const marked = new Response(response.body, response);
  if ((response.headers.get("Content-Type") ?? "").startsWith("text/html")) {
    marked.headers.set("Content-Language", language);
    marked.headers.append("Vary", "Accept-Language, Cookie");
  }
  if (cookie) marked.headers.append("Set-Cookie", cookie);
  return marked;
}

function withCacheStatus(response: Response, status: "MISS" | "BYPASS"): Response {
  const marked = new Response(response.body, response);
  marked.headers.set(CACHE_STATUS_HEADER, status);
  return marked;
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
