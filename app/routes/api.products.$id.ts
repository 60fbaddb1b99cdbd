import { getDatabase, getEnv } from "~/context.ts";
import { deletedResponse } from "~/domain/admin-api.server.ts";
import { deleteProduct } from "~/domain/admin-catalogue.server.ts";
import { requireAdmin } from "~/domain/guards.server.ts";
import { copy } from "~/copy.ts";
import { getProductDetail } from "~/domain/catalogue.server.ts";
import { json, jsonError, methodNotAllowed } from "~/domain/http.server.ts";
import { parseRecordId } from "~/domain/ids.ts";
import { toApiProduct } from "~/domain/product-api.ts";
import type { Route } from "./+types/api.products.$id";

/** GET: one product in the spec's shape, or 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseRecordId(params.id);
  const detail = id === null ? null : await getProductDetail(getDatabase(context), id, 0);
  if (!detail) return jsonError(404, copy.seo.productNotFound);
  return json(toApiProduct(detail.product, new URL(request.url).origin));
}

/** DELETE (admins): delete the product (its image too, unless something else uses it). */
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireAdmin(context);
  if (request.method !== "DELETE") return methodNotAllowed("GET", "HEAD", "DELETE");
  const id = parseRecordId(params.id);
  if (id === null) return jsonError(404, copy.seo.productNotFound);
  return deletedResponse(await deleteProduct(getDatabase(context), getEnv(context).IMAGES, id), copy.admin.productDeleted);
}
