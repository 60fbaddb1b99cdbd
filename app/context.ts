import { drizzle } from "drizzle-orm/d1";
import { createContext, type RouterContextProvider } from "react-router";
import * as schema from "@db/schema.ts";
import type { SessionUser } from "./domain/types.ts";

/** What the Worker entry hands to every loader, action and middleware. */
export interface CloudflareContext {
  env: Env;
  ctx: ExecutionContext;
}

export const cloudflareContext = createContext<CloudflareContext>();

export function createDatabase(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Database = ReturnType<typeof createDatabase>;

type ContextReader = Pick<RouterContextProvider, "get">;

export function getEnv(context: ContextReader): Env {
  return context.get(cloudflareContext).env;
}

export function getDatabase(context: ContextReader): Database {
  return createDatabase(getEnv(context).DB);
}

/** Reads the signed-in user at most once per request, and only when something asks. */
export const sessionUserContext = createContext<() => Promise<SessionUser | null>>();

/** This request's Content-Security-Policy nonce: the Worker entry sends it in the header, the HTML puts it on scripts. */
export const cspNonceContext = createContext<string>("");
