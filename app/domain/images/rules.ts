/**
 * What the shop accepts as a photo, shared by the admin screens (which check before uploading anything) and
 * `POST /api/images` (which checks again): JPEG, PNG, WebP or AVIF by their bytes, at most 5 MB, at most 40
 * megapixels as their header states (a few bytes can claim 100000 x 100000: decoding that would need 40 GB), and
 * banners of exactly 1080 x 344.
 */
import { sniffImage, type SniffedImage } from "./check.ts";

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const BANNER_SIZE = { width: 1080, height: 344 } as const;
/** The pixel budget: a 48-megapixel phone photo is refused, a 7000 x 5000 camera photo is not. */
export const MAX_PIXELS = 40_000_000;

export type PhotoPurpose = "product" | "category" | "banner";
/** Why a photo is refused; the server layer (and the admin's browser) words it. */
export type PhotoProblem =
  "image-required" | "image-too-large" | "image-type" | "image-too-many-pixels" | "banner-size";
export type PhotoCheck = { ok: true; image: SniffedImage } | { ok: false; reason: PhotoProblem };

export function isBannerSize(image: Pick<SniffedImage, "width" | "height">): boolean {
  return image.width === BANNER_SIZE.width && image.height === BANNER_SIZE.height;
}

/** Whether these bytes may be stored as a photo for this purpose, and what they are. */
export function checkPhoto(bytes: Uint8Array, purpose: PhotoPurpose): PhotoCheck {
  if (bytes.length === 0) return { ok: false, reason: "image-required" };
  if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, reason: "image-too-large" };
  const image = sniffImage(bytes);
  if (!image) return { ok: false, reason: "image-type" };
  if (image.width * image.height > MAX_PIXELS) return { ok: false, reason: "image-too-many-pixels" };
  if (purpose === "banner" && !isBannerSize(image)) return { ok: false, reason: "banner-size" };
  return { ok: true, image };
}
