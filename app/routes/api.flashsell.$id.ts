import { getDatabase } from "~/context.ts";
import { copy } from "~/copy.ts";
import { deletedResponse } from "~/domain/admin-api.server.ts";
import { deleteFlashOffer } from "~/domain/admin-catalogue.server.ts";
import { requireAdmin } from "~/domain/guards.server.ts";
import { jsonError } from "~/domain/http.server.ts";
import { parseRecordId } from "~/domain/ids.ts";
import type { Route } from "./+types/api.flashsell.$id";

/** DELETE (admins): take the product (by its id) out of the flash sale. */
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireAdmin(context);
  if (request.method !== "DELETE") return jsonError(405, copy.api.methodNotAllowed);
  const id = parseRecordId(params.id);
  if (id === null) return jsonError(404, copy.seo.productNotFound);
  return deletedResponse(await deleteFlashOffer(getDatabase(context), id), copy.admin.productDeleted);
}
