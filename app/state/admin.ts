/**
 * The browser side of the admin screens: uploads with real progress (XHR reports it, fetch does not) and the
 * JSON calls, each failure turned into a message for the form.
 */
import { copy } from "~/copy.ts";
import { preparePhoto } from "./shrink-image.ts";

export type AdminCallResult = { ok: true; body: Record<string, unknown> } | { ok: false; error: string; fieldErrors?: Record<string, string> };

/**
 * POST /api/images with progress from 0 to 1; `banner` also requires 1080 x 344. Other photos larger than
 * `MAX_PHOTO_SIDE` are first made smaller in the browser, which also makes their 400 px rendition (see `shrink-image.ts`).
 */
export async function uploadImage(original: File, purpose: "product" | "banner", onProgress: (fraction: number) => void) {
  const { photo: file, thumb } = purpose === "banner" ? { photo: original, thumb: null } : await preparePhoto(original);
  return new Promise<{ ok: true; link: string } | { ok: false; error: string }>((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", purpose === "banner" ? "/api/images?purpose=banner" : "/api/images");
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as { success?: boolean; data?: { link: string }; error?: string } | null;
      if (request.status === 201 && body?.success && body.data) resolve({ ok: true, link: body.data.link });
      else resolve({ ok: false, error: body?.error ?? copy.checkout.errors.failed });
    };
    request.onerror = () => resolve({ ok: false, error: copy.checkout.errors.network });
    const form = new FormData();
    form.set("image", file);
    if (thumb) form.set("thumb", thumb);
    request.send(form);
  });
}

export async function adminCall(path: string, method: "POST" | "DELETE", body?: unknown): Promise<AdminCallResult> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, error: copy.checkout.errors.network };
  }
  const payload = (await response.json().catch(() => null)) as (Record<string, unknown> & { error?: string; issues?: Record<string, string> }) | null;
  if (response.ok) return { ok: true, body: payload ?? {} };
  return { ok: false, error: payload?.error ?? copy.checkout.errors.failed, fieldErrors: payload?.issues };
}

/** After a record could not be saved, its fresh upload is removed (the server keeps it if anything uses it). */
export async function discardUpload(link: string): Promise<void> {
  const key = link.slice(link.lastIndexOf("/") + 1);
  await adminCall(`/api/images/${encodeURIComponent(key)}`, "DELETE");
}
