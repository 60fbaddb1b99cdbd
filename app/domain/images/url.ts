/**
 * Addresses of stored images, for pages and components. A stored photo `/images/<32 hex>.<ext>` has a small WebP
 * rendition at `/images/<32 hex>-400.webp` (at most 400 px on its longest side; the photo itself where none was
 * made), for places that show it small: product cards on phones, category tiles, cart lines.
 */

/** The longest side of a small rendition, in pixels. */
export const THUMB_SIDE = 400;
export const THUMB_SUFFIX = `-${THUMB_SIDE}.webp`;
/** The longest side a stored product or category photo may have (made so in `~/client/shrink-image.ts`), also its `srcset` width. */
export const PHOTO_SIDE = 1200;

const STORED = /^(.*\/images\/[0-9a-f]{32})\.(?:webp|png|jpg|avif)$/;

/** The small rendition's address of a stored photo; any other address (hot deals' artwork) as it is. */
export function thumbUrl(url: string): string {
  const match = STORED.exec(url);
  return match ? match[1] + THUMB_SUFFIX : url;
}

/** `srcset` for a stored photo: the small rendition and the photo; undefined for any other address. */
export function photoSrcSet(url: string): string | undefined {
  return STORED.test(url) ? `${thumbUrl(url)} ${THUMB_SIDE}w, ${url} ${PHOTO_SIDE}w` : undefined;
}
