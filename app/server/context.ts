/**
 * The router context the Worker entry fills for every request: bindings, the configuration, the session user, the
 * CSP nonce.
 */
import { createContext, type RouterContextProvider } from "react-router";
import { createDatabase, type Database } from "~/domain/database.ts";
import { getFlashSaleStatus, type FlashSaleStatus } from "~/domain/flash-sale/flash-sale.server.ts";
import type { CheckoutDeps } from "~/domain/workflows/checkout.server.ts";
import type { SessionClaim, SessionUser } from "~/domain/accounts/types.ts";
import { readConfig, type ShopConfig } from "./config.ts";
import { askCourierScore } from "./courier-checks.ts";

/** What the Worker entry hands to every loader, action and middleware. */
export interface CloudflareContext {
  env: Env;
  ctx: ExecutionContext;
}

export const cloudflareContext = createContext<CloudflareContext>();

export type ContextReader = Pick<RouterContextProvider, "get">;

/** The Worker's bindings (D1, R2, the Durable Object, the queue, email); settings come from `getConfig`. */
export function getEnv(context: ContextReader): Env {
  return context.get(cloudflareContext).env;
}

/** The configuration the Worker entry read for this request (decision 048). */
export const configContext = createContext<ShopConfig | null>(null);

/**
 * The shop's settings (app/server/config.ts), read once per isolate: what the Worker entry put in the context, or
 * (tests calling a loader with their own context) read from its `env`.
 */
export function getConfig(context: ContextReader): ShopConfig {
  return context.get(configContext) ?? readConfig(getEnv(context));
}

/**
 * What the domain's order functions take (checkout, moves, payments, couriers): the FLASH_SALE binding and the
 * settings they need, by name (decision 048).
 */
export function orderDepsOf(env: Env, config: ShopConfig): CheckoutDeps {
  return {
    FLASH_SALE: env.FLASH_SALE,
    notify: config.notifications,
    limits: config.limits,
    money: config.money,
    merchantNumbers: config.payments.merchantNumbers,
    referenceSecret: config.auth.secret,
    askCourierScore: (phone) => askCourierScore(env.NOTIFICATIONS, phone),
  };
}

/** `orderDepsOf` for this request. */
export function getOrderDeps(context: ContextReader): CheckoutDeps {
  return orderDepsOf(getEnv(context), getConfig(context));
}

const databases = new WeakMap<D1Database, Database>();

/**
 * The drizzle database over a D1 binding, for work outside a request's D1 session (the crons, the queue, the
 * outbox flush, the catalogue version), made once per binding and shared; the instance holds no state of its own.
 */
export function databaseFor(d1: D1Database): Database {
  let database = databases.get(d1);
  if (!database) databases.set(d1, (database = createDatabase(d1)));
  return database;
}

/** This request's D1 session (app/server/d1-session.ts), when the Worker entry opened one. */
export const databaseContext = createContext<Database | null>(null);

/** The database this request reads and writes: its D1 session, or (tests calling a loader) the binding itself. */
export function getDatabase(context: ContextReader): Database {
  return context.get(databaseContext) ?? databaseFor(getEnv(context).DB);
}

/** Reads the signed-in user at most once per request, and only when something asks. */
export const sessionUserContext = createContext<() => Promise<SessionUser | null>>();

/**
 * Reads the session cookie's claim (its account and session, not yet checked against D1) at most once per request.
 * The session user is read from it; an order confirms it in its own first read instead (decision 040).
 */
export const sessionClaimContext = createContext<() => Promise<SessionClaim | null>>();

/** This request's Content-Security-Policy nonce: the Worker entry sends it in the header, the HTML puts it on scripts. */
export const cspNonceContext = createContext<string>("");

/**
 * This request's flash-sale status, asked of the Durable Object at most once. The Worker entry sets it: the page
 * cache learns from it whether a page showed the window (decision 016). Unset (tests calling a loader), pages ask
 * the Durable Object themselves.
 */
export const flashSaleStatusContext = createContext<(() => Promise<FlashSaleStatus>) | null>(null);

/** The flash-sale window and its state for this request; pages read it through here. */
export function getRequestFlashSaleStatus(context: ContextReader): Promise<FlashSaleStatus> {
  const read = context.get(flashSaleStatusContext);
  return read ? read() : getFlashSaleStatus(getEnv(context));
}
