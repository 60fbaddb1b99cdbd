import { copy } from "~/copy.ts";
import { deleteRecordAction } from "~/server/admin-api.ts";
import { deleteFlashProduct } from "~/domain/admin-catalogue.server.ts";
import { methodNotAllowed } from "~/server/http.ts";
import type { Route } from "./+types/api.flashsell.$id";

/** GET: nothing to read here (405, with the methods it takes in `Allow`). */
export function loader() {
  return methodNotAllowed("DELETE");
}

/** DELETE (admins): delete a flash-sale product (by its product id) with its offer; 404 if it has no offer. */
export function action(args: Route.ActionArgs) {
  return deleteRecordAction(args, deleteFlashProduct, {
    notFound: copy.seo.productNotFound,
    deleted: copy.admin.productDeleted,
  });
}
