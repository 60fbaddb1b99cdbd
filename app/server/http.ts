/** Small pieces every JSON API route shares. */
import { shopCopy } from "~/i18n/shop.ts";
import { serverCopy } from "~/i18n/server.ts";
import { cleanStrings } from "~/schemas/text.ts";

/**
 * The request body as a plain object, from JSON or a form, its strings without control characters; null when it
 * cannot be read.
 */
export async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get("Content-Type") ?? "";
  try {
    if (type.includes("application/json")) return cleanStrings(await request.json());
    if (type.includes("form")) return cleanStrings(Object.fromEntries(await request.formData()));
  } catch {
    return null;
  }
  return null;
}

/** JSON text as a value, or null when it is not JSON (a form field carrying JSON, a signed raw body). */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function json(
  body: unknown,
  init: { status?: number; setCookies?: string[]; cacheControl?: string } = {},
): Response {
  const headers = new Headers({ "Cache-Control": init.cacheControl ?? "no-store" });
  for (const cookie of init.setCookies ?? []) headers.append("Set-Cookie", cookie);
  return Response.json(body, { status: init.status ?? 200, headers });
}

/** `{error, ...extra}` with a status: the error shape of every API answer. */
export function jsonError(status: number, error: string, extra?: Record<string, unknown>): Response {
  return json({ error, ...extra }, { status });
}

/**
 * 405 with the methods the route does take in `Allow`: the loader of a write-only route (without one, React Router
 * answers a GET with a 400 "Unexpected Server Error"), or an action asked for a method it does not serve.
 */
export function methodNotAllowed(...allowed: string[]): Response {
  const response = jsonError(405, serverCopy.api.methodNotAllowed);
  response.headers.set("Allow", allowed.join(", "));
  return response;
}

/** 429 with the wait in `Retry-After`: a rate limit's answer (the sign-in limit's words unless told). */
export function tooManyRequests(
  retryAfterSeconds: number,
  error: string = shopCopy.auth.errors.tooManyRequests,
): Response {
  const response = jsonError(429, error);
  response.headers.set("Retry-After", String(retryAfterSeconds));
  return response;
}
