/**
 * The browser side of the admin screens' photos: uploads with real progress (XHR reports it, fetch does not) and
 * the removal of an upload whose record was refused. Both talk to the image API; every other change a screen
 * makes goes through its route's action (decision 011).
 */
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { checkPhoto, MAX_UPLOAD_BYTES, type PhotoProblem } from "~/domain/images/rules.ts";
import { preparePhoto } from "./shrink-image.ts";

/**
 * The words for a photo the browser refuses: what the server answers for the same reason
 * (app/server/failures/images.ts; admin.test.ts holds the two the same).
 */
export function photoRefusalText(problem: PhotoProblem): string {
  const errors = dashboardCopy.admin.errors;
  switch (problem) {
    case "image-required":
      return errors.imageRequired;
    case "image-too-large":
      return errors.imageTooLarge;
    case "image-type":
      return errors.imageType;
    case "image-too-many-pixels":
      return errors.imageTooManyPixels;
    case "banner-size":
      return errors.bannerSize;
  }
}

/**
 * Why the server would refuse this file as a photo (its type read from its bytes, its size, a banner's shape), by the
 * same rules (`image-rules.ts`), or null: checked when a file is chosen and again before it is sent.
 */
export async function photoRefusal(file: File, purpose: "product" | "banner"): Promise<string | null> {
  if (file.size > MAX_UPLOAD_BYTES) return dashboardCopy.admin.errors.imageTooLarge;
  const checked = checkPhoto(new Uint8Array(await file.arrayBuffer()), purpose);
  return checked.ok ? null : photoRefusalText(checked.reason);
}

/**
 * POST /api/images with progress from 0 to 1. The file is checked here first, by the same rules as the server
 * (`image-rules.ts`: type by its bytes, 5 MB, banner size), so a refused file is never sent. Other photos larger
 * than `PHOTO_SIDE` (1200 px) are then made smaller in the browser, which also makes their 400 px rendition.
 */
export async function uploadImage(
  original: File,
  purpose: "product" | "banner",
  onProgress: (fraction: number) => void,
) {
  const refused = await photoRefusal(original, purpose);
  if (refused) return { ok: false as const, error: refused };
  const { photo: file, thumb } = purpose === "banner" ? { photo: original, thumb: null } : await preparePhoto(original);
  return new Promise<{ ok: true; link: string } | { ok: false; error: string }>((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", purpose === "banner" ? "/api/images?purpose=banner" : "/api/images");
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    // A small file may be sent before any progress event: it is all sent now, whatever the events said.
    request.upload.onload = () => onProgress(1);
    request.onload = () => {
      const body = request.response as { success?: boolean; data?: { link: string }; error?: string } | null;
      if (request.status === 201 && body?.success && body.data) resolve({ ok: true, link: body.data.link });
      else resolve({ ok: false, error: body?.error ?? dashboardCopy.admin.errors.failed });
    };
    request.onerror = () => resolve({ ok: false, error: dashboardCopy.admin.errors.network });
    const form = new FormData();
    form.set("image", file);
    if (thumb) form.set("thumb", thumb);
    request.send(form);
  });
}

/**
 * After a record could not be saved, its fresh upload is removed with DELETE /api/images/:key (the server keeps it
 * if anything uses it). Best effort: a failure leaves an unused image, which harms nothing.
 */
export async function discardUpload(link: string): Promise<void> {
  const key = link.slice(link.lastIndexOf("/") + 1);
  await fetch(`/api/images/${encodeURIComponent(key)}`, { method: "DELETE" }).catch(() => null);
}
