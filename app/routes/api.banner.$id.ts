import { serverCopy } from "~/i18n/server.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { deleteRecordAction, patchRecordAction, updatedResponse } from "~/server/admin-api.ts";
import { deleteBanner, updateBanner } from "~/domain/catalogue/admin.server.ts";
import { toBannerRecord } from "~/server/catalogue-api.ts";
import { methodNotAllowed } from "~/server/http.ts";
import { bannerPatchSchema } from "~/schemas/admin.ts";
import type { Route } from "./+types/api.banner.$id";

/** GET: nothing to read here (405, with the methods it takes in `Allow`). */
export function loader() {
  return methodNotAllowed("PATCH", "DELETE");
}

/**
 * PATCH (admins): `{name?, link?}` (a link is a path in the shop starting with "/", or null/"" for none); answers
 * the banner as GET /api/banner lists it. DELETE (admins): a banner (its image too, unless something else uses it).
 */
export function action(args: Route.ActionArgs) {
  if (args.request.method === "PATCH") {
    return patchRecordAction(
      args,
      bannerPatchSchema,
      async (db, _bucket, id, patch) => updatedResponse(await updateBanner(db, id, patch), toBannerRecord),
      serverCopy.api.notFound,
    );
  }
  return deleteRecordAction(
    args,
    deleteBanner,
    { notFound: serverCopy.api.notFound, deleted: dashboardCopy.admin.bannerDeleted },
    ["PATCH", "DELETE"],
  );
}
