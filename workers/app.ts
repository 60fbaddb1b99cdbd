import { createRequestHandler, RouterContextProvider } from "react-router";
import { cloudflareContext, cspNonceContext, sessionUserContext } from "~/server/context.ts";
import { createDatabase } from "~/domain/database.ts";
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

export { FlashSale } from "./flash-sale.ts";

/** The nightly trigger in wrangler.toml. */
const NIGHTLY = "30 3 * * *";

const requestHandler = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

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
    const db = createDatabase(env.DB);
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

  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env, ctx });
  context.set(cspNonceContext, nonce);
  let sessionUser: Promise<SessionUser | null> | undefined;
  context.set(sessionUserContext, () => (sessionUser ??= readSessionUser(request, env, createDatabase(env.DB))));

  const response = await requestHandler(request, context);
  // Pages show the visitor's name and cart count: only anonymous, empty-cart pages may be shared by a cache.
  const personal = hasSessionCookie(request) || cartCountFromCookie(request.headers.get("Cookie")) > 0;
  return personal ? keepPrivate(response) : response;
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
