/** Answers shared by the admin JSON API routes. */
import type { ProductPatchWithVariants, ProductWithVariantsInput } from "~/schemas/variants.ts";
import type { RouterContextProvider } from "react-router";
import type * as v from "valibot";
import { shopCopy } from "~/i18n/shop.ts";
import { createProduct, type CatalogueResult, updateProduct } from "~/domain/catalogue/admin.server.ts";
import type { Database } from "~/domain/database.ts";
import type { FlashSaleBinding } from "~/domain/flash-sale/flash-sale.server.ts";
import { parseRecordId } from "~/domain/ids.ts";
import type { FlashSellInput, FlashSellPatch, ProductInput, ProductPatch } from "~/schemas/admin.ts";
import { parseInput } from "~/schemas/parse.ts";
import { getApiProduct } from "./catalogue-api.ts";
import { getDatabase, getEnv } from "./context.ts";
import { failureResponse } from "./failures.ts";
import { catalogueFailure } from "~/server/failures/catalogue.ts";
import { requireAdmin } from "./guards.ts";
import { json, jsonError, methodNotAllowed, readBody } from "./http.ts";

/**
 * A created record answers 201 with the record itself, in the shape its GET returns, plus its id as `insertedId`
 * (what the old clients read): `{insertedId: "12", _id: "12", ...record}`. The record is spread at the top level
 * rather than put under `data` because every GET shape (product, category, banner) already carries its id as
 * `_id`, so the body is exactly what a later GET returns for that id, with `insertedId` added, and the old
 * `{insertedId, _id}` answer stays a subset of it.
 */
export function createdResponse<T extends { _id: string }>(record: T): Response {
  return json({ insertedId: record._id, ...record }, { status: 201 });
}

/** A catalogue change: the record in its GET shape (201), or the refusal through the catalogue's table. */
export function catalogueResponse<T, R extends { _id: string }>(
  result: CatalogueResult<T>,
  toRecord: (value: T) => R,
): Response {
  return result.ok ? createdResponse(toRecord(result.value)) : failureResponse(catalogueFailure(result));
}

/** Adds a product (with its flash offer for a `FlashSellInput`) and answers it as `GET /api/products/:id` does. */
export async function createProductResponse(
  db: Database,
  env: FlashSaleBinding,
  bucket: R2Bucket,
  input: ProductInput | FlashSellInput | ProductWithVariantsInput,
  origin: string,
): Promise<Response> {
  const result = await createProduct(db, env, bucket, input);
  if (!result.ok) return failureResponse(catalogueFailure(result));
  const product = await getApiProduct(db, result.value.id, origin);
  // Only missing when an admin deleted it between the insert and this read.
  return product
    ? createdResponse(product)
    : failureResponse(catalogueFailure({ ok: false, reason: "product-not-found" }));
}

/** An edited record: 200 with the record in the shape its GET returns, or the refusal through the catalogue's table. */
export function updatedResponse<T, R>(result: CatalogueResult<T>, toRecord: (value: T) => R): Response {
  return result.ok ? json(toRecord(result.value)) : failureResponse(catalogueFailure(result));
}

/**
 * Edits a product (and its flash offer with `offer`) and answers it as `GET /api/products/:id` does, which
 * includes `sellprice` and `sellshipping` when it has an offer.
 */
export async function updateProductResponse(
  db: Database,
  env: FlashSaleBinding,
  bucket: R2Bucket,
  id: number,
  patch: ProductPatch | FlashSellPatch | ProductPatchWithVariants,
  origin: string,
  options: { offer?: "required" | "when-present" } = {},
): Promise<Response> {
  const result = await updateProduct(db, env, bucket, id, patch, options);
  if (!result.ok) return failureResponse(catalogueFailure(result));
  const product = await getApiProduct(db, id, origin);
  // Only missing when an admin deleted it between the update and this read.
  return product ? json(product) : failureResponse(catalogueFailure({ ok: false, reason: "product-not-found" }));
}

/**
 * `PATCH /api/<records>/:id` for admins: auth, the id (404 `notFound` when it is not one), the body checked by the
 * record's patch schema (400 `{error, issues}`, nothing changed), then `apply`, which answers.
 */
export async function patchRecordAction<TSchema extends v.GenericSchema>(
  args: { request: Request; params: { id?: string }; context: Pick<RouterContextProvider, "get"> },
  schema: TSchema,
  apply: (
    db: Database,
    bucket: R2Bucket,
    id: number,
    patch: v.InferOutput<TSchema>,
    origin: string,
  ) => Promise<Response>,
  notFound: string,
): Promise<Response> {
  const { request, params, context } = args;
  await requireAdmin(context);
  const id = parseRecordId(params.id);
  if (id === null) return jsonError(404, notFound);
  const parsed = parseInput(schema, await readBody(request));
  if (!parsed.ok) return jsonError(400, shopCopy.api.invalidInput, { issues: parsed.fieldErrors });
  return apply(getDatabase(context), getEnv(context).IMAGES, id, parsed.value, new URL(request.url).origin);
}

export function deletedResponse(result: CatalogueResult<null>, message: string): Response {
  if (!result.ok) return failureResponse(catalogueFailure(result));
  return json({ deleted: true, message });
}

/**
 * `DELETE /api/<records>/:id` for admins: auth, the method (405 naming `allow`), the id (404 `notFound` when it is
 * not one), then `remove`, answered by `deletedResponse` with the spec's `deleted` message.
 */
export async function deleteRecordAction(
  args: { request: Request; params: { id?: string }; context: Pick<RouterContextProvider, "get"> },
  remove: (db: Database, bucket: R2Bucket, id: number) => Promise<CatalogueResult<null>>,
  texts: { notFound: string; deleted: string },
  allow: string[] = ["DELETE"],
): Promise<Response> {
  const { request, params, context } = args;
  await requireAdmin(context);
  if (request.method !== "DELETE") return methodNotAllowed(...allow);
  const id = parseRecordId(params.id);
  if (id === null) return jsonError(404, texts.notFound);
  return deletedResponse(await remove(getDatabase(context), getEnv(context).IMAGES, id), texts.deleted);
}
