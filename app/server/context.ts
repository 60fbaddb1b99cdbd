/** The router context the Worker entry fills for every request: bindings, the session user, the CSP nonce. */
import { createContext, type RouterContextProvider } from "react-router";
import { createDatabase, type Database } from "~/domain/database.ts";
import { getFlashSaleStatus, type FlashSaleStatus } from "~/domain/flash-sale/flash-sale.server.ts";
import type { SessionClaim, SessionUser } from "~/domain/types.ts";

/** What the Worker entry hands to every loader, action and middleware. */
export interface CloudflareContext {
  env: Env;
  ctx: ExecutionContext;
}

export const cloudflareContext = createContext<CloudflareContext>();

export type ContextReader = Pick<RouterContextProvider, "get">;

export function getEnv(context: ContextReader): Env {
  return context.get(cloudflareContext).env;
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
