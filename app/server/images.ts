/** GET /images/<key>: stored images over HTTP, with their type, ETag and caching. */
import {
  FALLBACK_SECONDS,
  IMAGE_TYPES,
  immutableCacheControl,
  isImageKey,
  isThumbKey,
  type ImageExtension,
} from "~/domain/images/images.server.ts";

/** Answers GET /images/<key>: the bytes with their type, ETag and a year-long immutable cache; 404 otherwise. */
export async function serveImage(bucket: R2Bucket, key: string, request: Request): Promise<Response> {
  if (!isImageKey(key)) return notFound();
  const ifNoneMatch = request.headers.get("If-None-Match");
  const conditions = ifNoneMatch ? { onlyIf: { etagDoesNotMatch: stripQuotes(ifNoneMatch) } } : {};
  let object = await bucket.get(key, conditions);
  let cacheControl = immutableCacheControl;
  if (!object && isThumbKey(key)) {
    // No small rendition (an image uploaded without one): the photo itself, cached briefly in case one comes.
    const photo = (await bucket.list({ prefix: `${key.slice(0, 32)}.`, limit: 1 })).objects[0];
    if (photo) {
      object = await bucket.get(photo.key, conditions);
      cacheControl = `public, max-age=${FALLBACK_SECONDS}`;
    }
  }
  if (!object) return notFound();

  const headers = new Headers({
    "Content-Type": object.httpMetadata?.contentType ?? IMAGE_TYPES[object.key.split(".").pop() as ImageExtension],
    "Cache-Control": cacheControl,
    ETag: object.httpEtag,
    "X-Content-Type-Options": "nosniff",
  });
  if (!("body" in object) || request.method === "HEAD") {
    const status = "body" in object ? 200 : 304;
    if (status === 200) headers.set("Content-Length", String(object.size));
    return new Response(null, { status, headers });
  }
  headers.set("Content-Length", String(object.size));
  return new Response(object.body, { headers });
}

function stripQuotes(etag: string): string {
  return etag.replace(/^W\//, "").replace(/^"|"$/g, "");
}

function notFound(): Response {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
