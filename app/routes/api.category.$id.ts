import { copy } from "~/copy.ts";
import { deleteRecordAction } from "~/server/admin-api.ts";
import { deleteCategory } from "~/domain/admin-catalogue.server.ts";
import { methodNotAllowed } from "~/server/http.ts";
import type { Route } from "./+types/api.category.$id";

/** GET: nothing to read here (405, with the methods it takes in `Allow`). */
export function loader() {
  return methodNotAllowed("DELETE");
}

/** DELETE (admins): a category without products (409 while it has some). */
export function action(args: Route.ActionArgs) {
  return deleteRecordAction(args, deleteCategory, { notFound: copy.api.notFound, deleted: copy.admin.categoryDeleted });
}
