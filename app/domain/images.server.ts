/**
 * Images live in R2 under content-hashed keys (`<32 hex>.<ext>`), so a key never changes meaning and the
 * worker can let browsers and the edge cache it for a year.
 */
const KEY_PATTERN = /^[0-9a-f]{32}\.(webp|png|jpg|avif)$/;

export const IMAGE_TYPES = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  avif: "image/avif",
} as const;

export type ImageExtension = keyof typeof IMAGE_TYPES;

const ONE_YEAR_SECONDS = 31_536_000;

/** Where a stored image is served; relative, so pages work on any host. */
export function imagePath(key: string): string {
  return `/images/${key}`;
}

export function isImageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export async function contentKey(bytes: Uint8Array<ArrayBuffer>, extension: ImageExtension): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  const hex = Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex}.${extension}`;
}

/** Stores the bytes under their content hash (idempotent: the same bytes always land on the same key). */
export async function storeImage(
  bucket: R2Bucket,
  bytes: Uint8Array<ArrayBuffer>,
  extension: ImageExtension,
): Promise<string> {
  const key = await contentKey(bytes, extension);
  await bucket.put(key, bytes, {
    httpMetadata: { contentType: IMAGE_TYPES[extension], cacheControl: immutableCacheControl },
  });
  return key;
}

const immutableCacheControl = `public, max-age=${ONE_YEAR_SECONDS}, immutable`;

/** Answers GET /images/<key>: the bytes with their type, ETag and a year-long immutable cache; 404 otherwise. */
export async function serveImage(bucket: R2Bucket, key: string, request: Request): Promise<Response> {
  if (!isImageKey(key)) return notFound();
  const ifNoneMatch = request.headers.get("If-None-Match");
  const object = await bucket.get(key, ifNoneMatch ? { onlyIf: { etagDoesNotMatch: stripQuotes(ifNoneMatch) } } : {});
  if (!object) return notFound();

  const headers = new Headers({
    "Content-Type": object.httpMetadata?.contentType ?? IMAGE_TYPES[key.split(".").pop() as ImageExtension],
    "Cache-Control": immutableCacheControl,
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
