/**
 * Image uploads to R2: the type is read from the bytes (JPEG, PNG, WebP or AVIF), never from the name; at most
 * 5 MB; banners must be 1080 x 344. Keys are content hashes, so the same image uploaded twice is stored once.
 */
import { banners, categories, orderLines, productImages, products, productVariants } from "@db/schema.ts";
import { inList, type Database } from "../database.ts";
import { sniffImage, type SniffedImage } from "./check.ts";
import { checkPhoto, MAX_UPLOAD_BYTES, type PhotoProblem } from "./rules.ts";
import { THUMB_SIDE } from "./url.ts";
import { imagePath, storeImage, storeThumb, thumbKey } from "./images.server.ts";

export type UploadResult =
  { ok: true; key: string; path: string; image: SniffedImage } | { ok: false; reason: UploadProblem };

export type UploadProblem = PhotoProblem | "thumb-invalid";

/** The largest small rendition accepted: a 400 px WebP is far below it. */
export const MAX_THUMB_BYTES = 512 * 1024;

/**
 * Stores an uploaded photo, and its small rendition when the browser made one (`thumb`: a WebP of at most
 * 400 px; banners have none). Both are checked before either is stored.
 */
export async function storeUpload(
  bucket: R2Bucket,
  file: unknown,
  purpose: "product" | "category" | "banner",
  thumb: unknown = null,
): Promise<UploadResult> {
  if (!(file instanceof File) || file.size === 0) return { ok: false, reason: "image-required" };
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, reason: "image-too-large" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const checked = checkPhoto(bytes, purpose);
  if (!checked.ok) return checked;
  const { image } = checked;
  let thumbBytes: Uint8Array<ArrayBuffer> | null = null;
  if (thumb !== null && purpose !== "banner") {
    thumbBytes =
      thumb instanceof File && thumb.size <= MAX_THUMB_BYTES ? new Uint8Array(await thumb.arrayBuffer()) : null;
    const small = thumbBytes ? sniffImage(thumbBytes) : null;
    if (!small || small.extension !== "webp" || Math.max(small.width, small.height) > THUMB_SIDE) {
      return { ok: false, reason: "thumb-invalid" };
    }
  }
  const key = await storeImage(bucket, bytes, image.extension);
  if (thumbBytes) await storeThumb(bucket, key, thumbBytes);
  return { ok: true, key, path: imagePath(key), image };
}

/** What a stored image is (type and size, read from its bytes), or null if there is no such image. */
export async function storedImage(bucket: R2Bucket, key: string): Promise<SniffedImage | null> {
  const object = await bucket.get(key);
  return object ? sniffImage(new Uint8Array(await object.arrayBuffer())) : null;
}

/**
 * Which of these image keys a product (its photo, its gallery, a variant's image), category, banner or order line
 * uses (orders keep what was bought).
 */
export async function imagesInUse(db: Database, keys: string[]): Promise<Set<string>> {
  const used = new Set<string>();
  // Each part's keys go as one JSON parameter (D1 binds at most 100 a statement): one round trip per thousand keys.
  for (let start = 0; start < keys.length; start += 1000) {
    const part = keys.slice(start, start + 1000);
    const results = await db.batch([
      db.selectDistinct({ key: products.imageKey }).from(products).where(inList(products.imageKey, part)),
      db.selectDistinct({ key: categories.imageKey }).from(categories).where(inList(categories.imageKey, part)),
      db.selectDistinct({ key: banners.imageKey }).from(banners).where(inList(banners.imageKey, part)),
      db.selectDistinct({ key: orderLines.imageKey }).from(orderLines).where(inList(orderLines.imageKey, part)),
      db
        .selectDistinct({ key: productImages.imageKey })
        .from(productImages)
        .where(inList(productImages.imageKey, part)),
      db
        .selectDistinct({ key: productVariants.imageKey })
        .from(productVariants)
        .where(inList(productVariants.imageKey, part)),
    ]);
    for (const rows of results) for (const row of rows) if (row.key !== null) used.add(row.key);
  }
  return used;
}

/** Deletes an image (and its small rendition) when nothing uses it any more. */
export async function deleteImageIfUnused(db: Database, bucket: R2Bucket, key: string): Promise<boolean> {
  if ((await imagesInUse(db, [key])).size > 0) return false;
  await bucket.delete([key, thumbKey(key)]);
  return true;
}
