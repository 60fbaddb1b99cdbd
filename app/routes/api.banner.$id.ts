import { getDatabase, getEnv } from "~/context.ts";
import { copy } from "~/copy.ts";
import { deletedResponse } from "~/domain/admin-api.server.ts";
import { deleteBanner } from "~/domain/admin-catalogue.server.ts";
import { requireAdmin } from "~/domain/guards.server.ts";
import { jsonError, methodNotAllowed } from "~/domain/http.server.ts";
import { parseRecordId } from "~/domain/ids.ts";
import type { Route } from "./+types/api.banner.$id";

/** GET: nothing to read here (405, with the methods it takes in `Allow`). */
export function loader() {
  return methodNotAllowed("DELETE");
}

/** DELETE (admins): a banner (its image too, unless something else uses it). */
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireAdmin(context);
  if (request.method !== "DELETE") return methodNotAllowed("DELETE");
  const id = parseRecordId(params.id);
  if (id === null) return jsonError(404, copy.api.notFound);
  return deletedResponse(await deleteBanner(getDatabase(context), getEnv(context).IMAGES, id), copy.admin.bannerDeleted);
}
