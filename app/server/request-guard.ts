/**
 * What the Worker entry checks before any route runs, for pages and the API alike: a path without control
 * characters, a same-origin mutation, and a body that arrives whole. Each refusal is a 4xx the caller can read
 * (JSON under /api, plain text elsewhere), answered only after the body was read or cancelled.
 */
import { serverCopy } from "~/i18n/server.ts";
import { hasControlCharacters } from "~/schemas/text.ts";
import { jsonError } from "./http.ts";
import { isCrossSiteMutation } from "./same-origin.ts";

/** The largest body any route takes: a 5 MB photo and its small rendition in one multipart form, with room. */
export const MAX_BODY_BYTES = 12 * 1024 * 1024;

export type GuardVerdict = { ok: true; request: Request } | { ok: false; response: Response };

function refuse(request: Request, status: number, message: string): GuardVerdict {
  const response = new URL(request.url).pathname.startsWith("/api/")
    ? jsonError(status, message)
    : new Response(message, {
        status,
        headers: { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
      });
  return { ok: false, response };
}

/**
 * Reads the rest of a body that will not be used and drops it. Reading, not cancelling: a body cancelled under a
 * sender still streaming it turns the answer into a dropped connection (locally, wrangler's proxy reports a 500).
 * The platform caps request bodies (100 MB), which bounds the reading.
 */
async function discardBody(body: ReadableStream<Uint8Array> | null): Promise<void> {
  if (!body) return;
  try {
    const reader = body.getReader();
    for (;;) {
      const { done } = await reader.read();
      if (done) return;
    }
  } catch {
    // A broken body is already over.
  }
}

/** The decoded path, or null when its percent-encoding is broken. */
function decodedPath(url: URL): string | null {
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
}

/**
 * Reads the whole body into memory (at most `max` bytes), so a body cut short of its Content-Length, an unfinished
 * chunked body or a stream that fails is a 400 here and never half-reaches a route; a body no route reads is
 * consumed all the same.
 */
async function readWholeBody(
  request: Request,
  max: number,
): Promise<{ ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; status: 400 | 413 }> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (Number.isFinite(declared) && declared > max) {
    await discardBody(request.body);
    return { ok: false, status: 413 };
  }
  const reader = request.body!.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > max) {
        reader.releaseLock();
        await discardBody(request.body);
        return { ok: false, status: 413 };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, status: 400 };
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

export async function guardRequest(request: Request, max = MAX_BODY_BYTES): Promise<GuardVerdict> {
  const url = new URL(request.url);
  const path = decodedPath(url);
  if (path === null || hasControlCharacters(path)) {
    await discardBody(request.body);
    return refuse(request, 400, serverCopy.api.badPath);
  }
  if (isCrossSiteMutation(request)) {
    await discardBody(request.body);
    return refuse(request, 403, serverCopy.api.crossSite);
  }
  if (!request.body) return { ok: true, request };
  const method = request.method.toUpperCase();
  if (method === "GET" || method === "HEAD") {
    await discardBody(request.body);
    return { ok: true, request: new Request(request.url, { method, headers: request.headers }) };
  }
  const body = await readWholeBody(request, max);
  if (!body.ok) {
    return refuse(
      request,
      body.status,
      body.status === 413 ? serverCopy.api.bodyTooLarge : serverCopy.api.bodyUnreadable,
    );
  }
  return { ok: true, request: new Request(request, { body: body.bytes }) };
}
