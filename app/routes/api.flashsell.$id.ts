import { productsCopy } from "~/i18n/products.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { deleteRecordAction, patchRecordAction, updateProductResponse } from "~/server/admin-api.ts";
import { deleteFlashProduct } from "~/domain/catalogue/admin.server.ts";
import { getEnv } from "~/server/context.ts";
import { methodNotAllowed } from "~/server/http.ts";
import { flashSellPatchSchema } from "~/schemas/admin.ts";
import type { Route } from "./+types/api.flashsell.$id";

/** GET: nothing to read here (405, with the methods it takes in `Allow`). */
export function loader() {
  return methodNotAllowed("PATCH", "DELETE");
}

/**
 * PATCH (admins, by the product id): any of the fields POST /api/flashsell takes (a `stock` sets the offer's units
 * too, as adding did), and `variant_id`: the one variant on offer (issue 28), or null for every variant (400 under
 * `variant_id` for a variant of another product). The sell price may not end up above the price (the named
 * variant's). 404 if the product has no offer. Answers the product as GET /api/products/:id gives it, `variant_id`
 * and `variant_title` included. DELETE (admins): delete a flash-sale product with its offer.
 */
export function action(args: Route.ActionArgs) {
  if (args.request.method === "PATCH") {
    return patchRecordAction(
      args,
      flashSellPatchSchema,
      (db, bucket, id, patch, origin) =>
        updateProductResponse(db, getEnv(args.context), bucket, id, patch, origin, { offer: "required" }),
      productsCopy.seo.productNotFound,
    );
  }
  return deleteRecordAction(
    args,
    (db, bucket, id) => deleteFlashProduct(db, getEnv(args.context), bucket, id),
    { notFound: productsCopy.seo.productNotFound, deleted: dashboardCopy.admin.productDeleted },
    ["PATCH", "DELETE"],
  );
}
