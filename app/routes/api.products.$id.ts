import { getDatabase, getEnv } from "~/server/context.ts";
import { productsCopy } from "~/i18n/products.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { deleteRecordAction, patchRecordAction, updateProductResponse } from "~/server/admin-api.ts";
import { deleteProduct } from "~/domain/catalogue/admin.server.ts";
import { getApiProduct } from "~/server/catalogue-api.ts";
import { json, jsonError } from "~/server/http.ts";
import { parseRecordId } from "~/domain/ids.ts";
import { productPatchWithVariantsSchema, productWithVariantsSchema } from "~/schemas/variants.ts";
import type { Route } from "./+types/api.products.$id";

/** GET: one product in the spec's shape, or 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseRecordId(params.id);
  const product = id === null ? null : await getApiProduct(getDatabase(context), id, new URL(request.url).origin);
  return product ? json(product) : jsonError(404, productsCopy.seo.productNotFound);
}

/**
 * PATCH (admins): any of the fields POST /api/products takes, each checked as there (400 `{error, issues}` and
 * nothing changed otherwise); a new `image` replaces the old photo; `options` come with `variants`, which replace
 * the product's (a variant keeping its options keeps its id). PUT (admins): the whole product, as POST takes it.
 * Both answer the product as GET gives it.
 * DELETE (admins): delete the product (its images too, unless something else uses them).
 */
export function action(args: Route.ActionArgs) {
  if (args.request.method === "PATCH" || args.request.method === "PUT") {
    return patchRecordAction(
      args,
      args.request.method === "PUT" ? productWithVariantsSchema : productPatchWithVariantsSchema,
      (db, bucket, id, patch, origin) => updateProductResponse(db, getEnv(args.context), bucket, id, patch, origin),
      productsCopy.seo.productNotFound,
    );
  }
  return deleteRecordAction(
    args,
    (db, bucket, id) => deleteProduct(db, getEnv(args.context), bucket, id),
    { notFound: productsCopy.seo.productNotFound, deleted: dashboardCopy.admin.productDeleted },
    ["GET", "HEAD", "PUT", "PATCH", "DELETE"],
  );
}
