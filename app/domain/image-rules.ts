/**
 * What the shop accepts as a photo, shared by the admin screens (which check before uploading anything) and
 * `POST /api/images` (which checks again): JPEG, PNG, WebP or AVIF by their bytes, at most 5 MB, at most 40
 * megapixels as their header states (a few bytes can claim 100000 x 100000: decoding that would need 40 GB), and
 * banners of exactly 1080 x 344.
 */
import { copy } from "~/copy.ts";
import { sniffImage, type SniffedImage } from "./image-check.ts";

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const BANNER_SIZE = { width: 1080, height: 344 } as const;
/** The pixel budget: a 48-megapixel phone photo is refused, a 7000 x 5000 camera photo is not. */
export const MAX_PIXELS = 40_000_000;

export type PhotoPurpose = "product" | "category" | "banner";
export type PhotoCheck = { ok: true; image: SniffedImage } | { ok: false; status: 400 | 413 | 415; error: string };

export function isBannerSize(image: Pick<SniffedImage, "width" | "height">): boolean {
  return image.width === BANNER_SIZE.width && image.height === BANNER_SIZE.height;
}

/** Whether these bytes may be stored as a photo for this purpose, and what they are. */
export function checkPhoto(bytes: Uint8Array, purpose: PhotoPurpose): PhotoCheck {
  if (bytes.length === 0) return { ok: false, status: 400, error: copy.admin.errors.imageRequired };
  if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, status: 413, error: copy.admin.errors.imageTooLarge };
  const image = sniffImage(bytes);
  if (!image) return { ok: false, status: 415, error: copy.admin.errors.imageType };
  if (image.width * image.height > MAX_PIXELS) return { ok: false, status: 400, error: copy.admin.errors.imageTooManyPixels };
  if (purpose === "banner" && !isBannerSize(image)) return { ok: false, status: 400, error: copy.admin.errors.bannerSize };
  return { ok: true, image };
}
