import { getDatabase, getEnv } from "~/server/context.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { createProductResponse } from "~/server/admin-api.ts";
import { requireAdmin } from "~/server/guards.ts";
import { listProducts } from "~/domain/catalogue/catalogue.server.ts";
import { json, jsonError, readBody, methodNotAllowed } from "~/server/http.ts";
import { toApiProduct } from "~/server/catalogue-api.ts";
import { productWithVariantsSchema } from "~/schemas/variants.ts";
import { parseProductQuery } from "~/schemas/catalogue.ts";
import { parseInput } from "~/schemas/parse.ts";
import type { Route } from "./+types/api.products";

/**
 * GET `?q=&category=&page=&pageSize=&sort=` and the list's filters: `{items, total, page, pageSize}`, the same data
 * as /products, with `totalCapped` (more than `total` match: "1,000+"), `hasNext`, `nextCursor` (pass it back as
 * `after` with the next page) and, for a corrected search, `correctedFrom` and `searchedFor`. `X-Rows-Read` says
 * how many rows D1 read for the list (what it bills).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = parseProductQuery(url.searchParams);
  const db = getDatabase(context);
  // Sellers and features come in the list's own statements: one round trip.
  const { rowsRead, itemDetails = [], ...page } = await listProducts(db, { ...query, details: true });
  const response = json({
    ...page,
    items: page.items.map((product, index) => toApiProduct({ ...product, ...itemDetails[index] }, url.origin)),
  });
  if (rowsRead !== undefined) response.headers.set("X-Rows-Read", String(rowsRead));
  return response;
}

/**
 * POST (admins): add a product (see `productWithVariantsSchema`: the spec's fields, and optionally `options`,
 * `variants` and `images`); 201 with `insertedId` and the product as GET `/api/products/:id` gives it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(context);
  if (request.method !== "POST") return methodNotAllowed("GET", "HEAD", "POST");
  const parsed = parseInput(productWithVariantsSchema, await readBody(request));
  if (!parsed.ok) return jsonError(400, shopCopy.api.invalidInput, { issues: parsed.fieldErrors });
  const origin = new URL(request.url).origin;
  const env = getEnv(context);
  return createProductResponse(getDatabase(context), env, env.IMAGES, parsed.value, origin);
}
