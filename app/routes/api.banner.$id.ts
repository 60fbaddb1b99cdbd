import { copy } from "~/copy.ts";
import { deleteRecordAction } from "~/server/admin-api.ts";
import { deleteBanner } from "~/domain/admin-catalogue.server.ts";
import { methodNotAllowed } from "~/server/http.ts";
import type { Route } from "./+types/api.banner.$id";

/** GET: nothing to read here (405, with the methods it takes in `Allow`). */
export function loader() {
  return methodNotAllowed("DELETE");
}

/** DELETE (admins): a banner (its image too, unless something else uses it). */
export function action(args: Route.ActionArgs) {
  return deleteRecordAction(args, deleteBanner, { notFound: copy.api.notFound, deleted: copy.admin.bannerDeleted });
}
