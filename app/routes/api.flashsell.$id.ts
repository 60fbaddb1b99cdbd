import { getDatabase, getEnv } from "~/context.ts";
import { copy } from "~/copy.ts";
import { deletedResponse } from "~/domain/admin-api.server.ts";
import { deleteFlashProduct } from "~/domain/admin-catalogue.server.ts";
import { requireAdmin } from "~/domain/guards.server.ts";
import { jsonError, methodNotAllowed } from "~/domain/http.server.ts";
import { parseRecordId } from "~/domain/ids.ts";
import type { Route } from "./+types/api.flashsell.$id";

/** GET: nothing to read here (405, with the methods it takes in `Allow`). */
export function loader() {
  return methodNotAllowed("DELETE");
}

/** DELETE (admins): delete a flash-sale product (by its product id) with its offer; 404 if it has no offer. */
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireAdmin(context);
  if (request.method !== "DELETE") return methodNotAllowed("DELETE");
  const id = parseRecordId(params.id);
  if (id === null) return jsonError(404, copy.seo.productNotFound);
  return deletedResponse(await deleteFlashProduct(getDatabase(context), getEnv(context).IMAGES, id), copy.admin.productDeleted);
}
