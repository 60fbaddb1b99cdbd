import { serverCopy } from "~/i18n/server.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { deleteRecordAction, patchRecordAction, updatedResponse } from "~/server/admin-api.ts";
import { deleteCategory, renameCategory } from "~/domain/catalogue/admin.server.ts";
import { toCategoryRecord } from "~/server/catalogue-api.ts";
import { methodNotAllowed } from "~/server/http.ts";
import { categoryPatchSchema } from "~/schemas/admin.ts";
import type { Route } from "./+types/api.category.$id";

/** GET: nothing to read here (405, with the methods it takes in `Allow`). */
export function loader() {
  return methodNotAllowed("PATCH", "DELETE");
}

/**
 * PATCH (admins): `{name}` renames the category (its products follow); 409 if another has the name in any case;
 * answers the category as GET /api/category lists it. DELETE (admins): a category without products (409 while it
 * has some).
 */
export function action(args: Route.ActionArgs) {
  if (args.request.method === "PATCH") {
    return patchRecordAction(
      args,
      categoryPatchSchema,
      async (db, _bucket, id, patch) => updatedResponse(await renameCategory(db, id, patch), toCategoryRecord),
      serverCopy.api.notFound,
    );
  }
  return deleteRecordAction(
    args,
    deleteCategory,
    { notFound: serverCopy.api.notFound, deleted: dashboardCopy.admin.categoryDeleted },
    ["PATCH", "DELETE"],
  );
}
