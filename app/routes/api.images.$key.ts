import { getDatabase, getEnv } from "~/server/context.ts";
import { serverCopy } from "~/i18n/server.ts";
import { requireAdmin } from "~/server/guards.ts";
import { json, jsonError, methodNotAllowed } from "~/server/http.ts";
import { isImageKey } from "~/domain/images/images.server.ts";
import { deleteImageIfUnused } from "~/domain/images/uploads.server.ts";
import type { Route } from "./+types/api.images.$key";

/** GET: nothing to read here (405, with the methods it takes in `Allow`). */
export function loader() {
  return methodNotAllowed("DELETE");
}

/**
 * DELETE (admins): remove an uploaded image that nothing uses, e.g. after the record it was uploaded for could
 * not be saved. An image a product, category, banner or order still uses is kept (`deleted: false`).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireAdmin(context);
  if (request.method !== "DELETE") return methodNotAllowed("DELETE");
  if (!isImageKey(params.key)) return jsonError(404, serverCopy.api.notFound);
  return json({ deleted: await deleteImageIfUnused(getDatabase(context), getEnv(context).IMAGES, params.key) });
}
