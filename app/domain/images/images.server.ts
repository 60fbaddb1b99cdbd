/**
 * Images live in R2 under content-hashed keys (`<32 hex>.<ext>`), so a key never changes meaning and the
 * worker can let browsers and the edge cache it for a year. A photo may have a small WebP rendition beside it,
 * `<32 hex>-400.webp` (see `~/domain/images/url.ts`); where there is none, that address serves the photo itself.
 */
import { THUMB_SUFFIX } from "./url.ts";

const KEY_PATTERN = /^([0-9a-f]{32})(?:\.(webp|png|jpg|avif)|(-400\.webp))$/;

export const IMAGE_TYPES = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  avif: "image/avif",
} as const;

export type ImageExtension = keyof typeof IMAGE_TYPES;

const ONE_YEAR_SECONDS = 31_536_000;
/** A small rendition that is the photo itself is cached briefly, in case the real one comes. */
export const FALLBACK_SECONDS = 3600;

/** Where a stored image is served; relative, so pages work on any host. */
export function imagePath(key: string): string {
  return `/images/${key}`;
}

export function isImageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The key of a photo's small rendition. */
export function thumbKey(key: string): string {
  return key.slice(0, 32) + THUMB_SUFFIX;
}

export function isThumbKey(key: string): boolean {
  return KEY_PATTERN.exec(key)?.[3] !== undefined;
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

/** Stores a photo's small WebP rendition beside it. */
export async function storeThumb(bucket: R2Bucket, photoKey: string, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const key = thumbKey(photoKey);
  await bucket.put(key, bytes, {
    httpMetadata: { contentType: IMAGE_TYPES.webp, cacheControl: immutableCacheControl },
  });
  return key;
}

/** Content-hashed images never change: browsers and the edge may keep them for a year. */
export const immutableCacheControl = `public, max-age=${ONE_YEAR_SECONDS}, immutable`;
