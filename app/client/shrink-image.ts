/**
 * Photos are made web-sized in the admin's browser before they are uploaded: a phone photo of 4000 px and 4 MB
 * becomes a WebP of at most 1200 px, so shoppers on slow phones never download the original, plus a 400 px
 * rendition for the places that show it small. Banners are not touched (they must be exactly 1080 x 344).
 */

import { PHOTO_SIDE, THUMB_SIDE } from "~/domain/images/url.ts";

/** The size that fits within `max` on its longest side, keeping the aspect ratio; null when it already fits. */
export function fitWithin(width: number, height: number, max = PHOTO_SIDE): { width: number; height: number } | null {
  const longest = Math.max(width, height);
  if (!(longest > max)) return null;
  const scale = max / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A decoded image drawn at a size and encoded as WebP, or null when the browser cannot encode WebP. */
async function encodeWebp(
  bitmap: ImageBitmap,
  size: { width: number; height: number },
  name: string,
): Promise<File | null> {
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext("2d");
  if (!context) return null;
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/webp", 0.85));
  return blob && blob.type === "image/webp" ? new File([blob], name, { type: "image/webp" }) : null;
}

/**
 * What to upload for a product or category photo: the photo (a WebP of `PHOTO_SIDE` when it is larger, else
 * the file itself) and its small rendition (a WebP of at most `THUMB_SIDE`). If the browser cannot decode or
 * encode it (an AVIF it does not know, say), the original goes up alone and the server judges it.
 */
export async function preparePhoto(file: File): Promise<{ photo: File; thumb: File | null }> {
  let bitmap: ImageBitmap | undefined;
  try {
    bitmap = await createImageBitmap(file);
    const base = file.name.replace(/\.[^.]*$/, "");
    const size = fitWithin(bitmap.width, bitmap.height);
    const photo = size ? ((await encodeWebp(bitmap, size, `${base}.webp`)) ?? file) : file;
    const thumbSize = fitWithin(bitmap.width, bitmap.height, THUMB_SIDE) ?? {
      width: bitmap.width,
      height: bitmap.height,
    };
    const thumb = await encodeWebp(bitmap, thumbSize, `${base}-${THUMB_SIDE}.webp`);
    return { photo, thumb };
  } catch {
    return { photo: file, thumb: null };
  } finally {
    bitmap?.close();
  }
}
