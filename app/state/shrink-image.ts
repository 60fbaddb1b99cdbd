/**
 * Photos are made web-sized in the admin's browser before they are uploaded: a phone photo of 4000 px and 4 MB
 * becomes a WebP of at most 1200 px, so shoppers on slow phones never download the original. Banners are not
 * touched (they must be exactly 1080 x 344), nor are photos that already fit.
 */

/** The longest side a stored product or category photo may have. */
export const MAX_PHOTO_SIDE = 1200;

/** The size that fits within `max` on its longest side, keeping the aspect ratio; null when it already fits. */
export function fitWithin(width: number, height: number, max = MAX_PHOTO_SIDE): { width: number; height: number } | null {
  const longest = Math.max(width, height);
  if (!(longest > max)) return null;
  const scale = max / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The photo to upload: a smaller WebP when it is larger than `MAX_PHOTO_SIDE`, else the file itself. If the
 * browser cannot decode or encode it (an AVIF it does not know, say), the original goes up and the server judges.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  let bitmap: ImageBitmap | undefined;
  try {
    bitmap = await createImageBitmap(file);
    const size = fitWithin(bitmap.width, bitmap.height);
    if (!size) return file;
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (!context) return file;
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/webp", 0.85));
    if (!blob || blob.type !== "image/webp") return file;
    return new File([blob], file.name.replace(/\.[^.]*$/, "") + ".webp", { type: "image/webp" });
  } catch {
    return file;
  } finally {
    bitmap?.close();
  }
}
