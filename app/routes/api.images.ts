import { getEnv } from "~/server/context.ts";
import { requireAdmin } from "~/server/guards.ts";
import { failureResponse } from "~/server/failures.ts";
import { imageFailures } from "~/server/failures/images.ts";
import { json, methodNotAllowed } from "~/server/http.ts";
import { storeUpload } from "~/domain/images/uploads.server.ts";
import type { Route } from "./+types/api.images";

/** GET: nothing to read here (405, with the methods it takes in `Allow`). */
export function loader() {
  return methodNotAllowed("POST");
}

/**
 * POST multipart `image` (admins): stores it in R2 and answers `{success: true, data: {link}}` like the image host
 * the old product used. `?purpose=banner` also requires 1080 x 344. An optional `thumb` (a WebP of at most 400 px)
 * is stored as the photo's small rendition.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(context);
  if (request.method !== "POST") return methodNotAllowed("POST");
  const form = await request.formData().catch(() => null);
  const purpose = new URL(request.url).searchParams.get("purpose") === "banner" ? "banner" : "product";
  const result = await storeUpload(getEnv(context).IMAGES, form?.get("image"), purpose, form?.get("thumb") ?? null);
  if (!result.ok) return failureResponse(imageFailures[result.reason], { success: false });
  const origin = new URL(request.url).origin;
  return json(
    {
      success: true,
      data: { link: origin + result.path, key: result.key, width: result.image.width, height: result.image.height },
    },
    { status: 201 },
  );
}
