/**
 * The dashboard screens' route actions (decision 011). Each change a screen makes is an `intent` posted to its own
 * route, answered here by the same domain function, schema, role check and failure table as the matching JSON API
 * route; the answer is `{ ok: true }` or `{ ok: false, error, fieldErrors }` with the API's status, so a refused
 * change does not revalidate the page's loaders. The screens post JSON (a product's features are a list); a plain
 * form post is read too, and anything unexpected is refused as invalid input, never a 405 or a 500.
 */
import { data, type RouterContextProvider } from "react-router";
import * as v from "valibot";
import { shopCopy } from "~/i18n/shop.ts";
import { serverCopy } from "~/i18n/server.ts";
import {
  type CatalogueResult,
  createBanner,
  createCategory,
  createProduct,
  deleteBanner,
  deleteCategory,
  renameCategory,
  updateBanner,
  updateProduct,
} from "~/domain/catalogue/admin.server.ts";
import type { Database } from "~/domain/database.ts";
import { parseRecordId } from "~/domain/ids.ts";
import { cancelOrder, moveOrder, recordReturnedUnits } from "~/domain/orders/lifecycle.server.ts";
import { attachPayment } from "~/domain/workflows/payment-receipt.server.ts";
import { paymentNotes } from "~/server/order-api.ts";
import type { SessionUser } from "~/domain/accounts/types.ts";
import { bannerPatchSchema, bannerSchema, categoryPatchSchema, categorySchema } from "~/schemas/admin.ts";
import { flashSellWithImagesSchema, productEditSchema, productWithVariantsSchema } from "~/schemas/variants.ts";
import { orderChangeSchema, returnedUnitsSchema, returnSettlementSchema } from "~/schemas/order.ts";
import { settleReturn } from "~/domain/orders/returns.server.ts";
import { ordersCopy } from "~/i18n/orders.ts";
import { attachPaymentSchema, refundSchema, walletParamSchema } from "~/schemas/payment.ts";
import { recordRefund } from "~/domain/payments/refunds.server.ts";
import { type FieldErrors, parseInput } from "~/schemas/parse.ts";
import { getConfig, getDatabase, getEnv, getOrderDeps } from "~/server/context.ts";
import { type FailureAnswer, fieldErrorsOf } from "~/server/failures.ts";
import { catalogueFailure } from "~/server/failures/catalogue.ts";
import { orderFailure, returnedUnitsFailure, returnFailures } from "~/server/failures/orders.ts";
import { attachFailures, refundFailures } from "~/server/failures/payments.ts";
import { requireAdmin } from "~/server/guards.ts";
import { readBody } from "~/server/http.ts";

type Context = Pick<RouterContextProvider, "get">;

/** The posted fields and their `intent` ("" when there is none, or the body cannot be read). */
export async function readIntent(request: Request): Promise<{ intent: string; body: unknown }> {
  const body = await readBody(request);
  const intent = body && typeof body === "object" && "intent" in body ? (body as { intent: unknown }).intent : "";
  return { intent: typeof intent === "string" ? intent : "", body };
}

export function done() {
  return { ok: true as const };
}

/** A refusal as the failure tables word it, with the API's status. */
export function refused(answer: FailureAnswer) {
  return data(
    { ok: false as const, error: answer.error, fieldErrors: fieldErrorsOf(answer) },
    { status: answer.status },
  );
}

/** Input the shared schema refused (or an intent the route does not know): the API's 400 answer. */
export function invalidInput(fieldErrors: FieldErrors = {}) {
  return data({ ok: false as const, error: shopCopy.api.invalidInput, fieldErrors }, { status: 400 });
}

/** A catalogue change's answer. */
export function catalogueAnswer(result: CatalogueResult<unknown>) {
  return result.ok ? done() : refused(catalogueFailure(result));
}

/** Add Product (`product`) or Add Flash Sale Product (`flashsell`): as POST /api/products and /api/flashsell. */
export async function createProductIntent(context: Context, body: unknown, variant: "product" | "flashsell") {
  const parsed = parseInput(variant === "flashsell" ? flashSellWithImagesSchema : productWithVariantsSchema, body);
  if (!parsed.ok) return invalidInput(parsed.fieldErrors);
  const env = getEnv(context);
  return catalogueAnswer(await createProduct(getDatabase(context), env, env.IMAGES, parsed.value));
}

/**
 * The edit screen's save (`{intent: "update", ...fields}`): as PATCH /api/flashsell/:id for a product with an offer
 * (its sell price and sell shipping may change too) and PATCH /api/products/:id for any other, options, variants
 * and gallery included.
 */
export async function updateProductIntent(context: Context, id: number, body: unknown) {
  const parsed = parseInput(productEditSchema, body);
  if (!parsed.ok) return invalidInput(parsed.fieldErrors);
  const env = getEnv(context);
  return catalogueAnswer(
    await updateProduct(getDatabase(context), env, env.IMAGES, id, parsed.value, { offer: "when-present" }),
  );
}

/** Manage Category's rename and Manage Banner's edit (`{intent: "update", id, ...}`): as PATCH /api/<records>/:id. */
export async function updateImageRecordIntent(context: Context, body: unknown, kind: "category" | "banner") {
  const id = recordIdOf(body);
  if (id === null) return refused({ status: 404, error: serverCopy.api.notFound });
  const db = getDatabase(context);
  if (kind === "category") {
    const parsed = parseInput(categoryPatchSchema, body);
    return parsed.ok ? catalogueAnswer(await renameCategory(db, id, parsed.value)) : invalidInput(parsed.fieldErrors);
  }
  const parsed = parseInput(bannerPatchSchema, body);
  return parsed.ok ? catalogueAnswer(await updateBanner(db, id, parsed.value)) : invalidInput(parsed.fieldErrors);
}

/** Manage Category / Manage Banner: as POST /api/category and /api/banner. */
export async function createImageRecordIntent(context: Context, body: unknown, kind: "category" | "banner") {
  const db = getDatabase(context);
  const bucket = getEnv(context).IMAGES;
  if (kind === "category") {
    const parsed = parseInput(categorySchema, body);
    return parsed.ok
      ? catalogueAnswer(await createCategory(db, bucket, parsed.value))
      : invalidInput(parsed.fieldErrors);
  }
  const parsed = parseInput(bannerSchema, body);
  return parsed.ok ? catalogueAnswer(await createBanner(db, bucket, parsed.value)) : invalidInput(parsed.fieldErrors);
}

/**
 * Manage Category and Manage Banner's action: intent `create` (name and the uploaded photo's link), as POST
 * /api/category and /api/banner; intent `update` (`id`, a category's `name`, a banner's `name` and `link`), as
 * PATCH /api/category/:id and /api/banner/:id; intent `delete` (`id`), as DELETE /api/category/:id and
 * /api/banner/:id.
 */
export async function imageRecordAction(
  { request, context }: { request: Request; context: Context },
  kind: "category" | "banner",
) {
  await requireAdmin(context);
  const { intent, body } = await readIntent(request);
  if (intent === "create") return createImageRecordIntent(context, body, kind);
  if (intent === "update") return updateImageRecordIntent(context, body, kind);
  if (intent === "delete")
    return deleteRecordIntent(
      context,
      body,
      kind === "category" ? deleteCategory : deleteBanner,
      serverCopy.api.notFound,
    );
  return invalidInput();
}

const idField = v.object({ id: v.optional(v.union([v.string(), v.number()])) });

/** The record id a screen posted (`id`), or null when there is none or it is not one. */
function recordIdOf(body: unknown): number | null {
  const parsed = v.safeParse(idField, body);
  return parsed.success ? parseRecordId(parsed.output.id === undefined ? null : String(parsed.output.id)) : null;
}

/** A record's delete (`{intent, id}`): as DELETE /api/<records>/:id, 404 `notFound` for an id that is not one. */
export async function deleteRecordIntent(
  context: Context,
  body: unknown,
  remove: (db: Database, bucket: R2Bucket, id: number) => Promise<CatalogueResult<null>>,
  notFound: string,
) {
  const id = recordIdOf(body);
  if (id === null) return refused({ status: 404, error: notFound });
  return catalogueAnswer(await remove(getDatabase(context), getEnv(context).IMAGES, id));
}

const orderIdField = v.object({ orderId: v.optional(v.string(), "") });

/** My Order and Manage Order's cancel (`{intent: "cancel", orderId}`): as DELETE /api/orders/:id. */
export async function cancelOrderIntent(context: Context, caller: SessionUser, body: unknown) {
  const parsed = v.safeParse(orderIdField, body);
  const result = await cancelOrder(
    getDatabase(context),
    getOrderDeps(context),
    caller,
    parsed.success ? parsed.output.orderId : "",
  );
  return result.ok ? done() : refused(orderFailure(result));
}

/**
 * Manage Order's and the order page's moves (`{intent: "move", orderId, status, note?, courier?, trackingNumber?}`,
 * admins only): as PATCH /api/orders/:id.
 */
export async function moveOrderIntent(context: Context, body: unknown) {
  const admin = await requireAdmin(context);
  const id = v.safeParse(orderIdField, body);
  const parsed = parseInput(orderChangeSchema, body);
  if (!parsed.ok) return invalidInput(parsed.fieldErrors);
  const result = await moveOrder(
    getDatabase(context),
    getOrderDeps(context),
    { admin: admin.email },
    id.success ? id.output.orderId : "",
    parsed.value,
  );
  return result.ok ? done() : refused(orderFailure(result));
}

/**
 * Manage Order's and the order page's "settle-return" (`{intent: "settle-return", orderId, returnSettlement}`, admins
 * only): as PATCH /api/orders/:id `{returnSettlement}`.
 */
export async function settleReturnIntent(context: Context, body: unknown) {
  const admin = await requireAdmin(context);
  const id = v.safeParse(orderIdField, body);
  const parsed = parseInput(returnSettlementSchema, body);
  if (!parsed.ok) return invalidInput(parsed.fieldErrors);
  const result = await settleReturn(
    getDatabase(context),
    getOrderDeps(context),
    admin.email,
    id.success ? id.output.orderId : "",
    parsed.value.returnSettlement,
    ordersCopy.settleReturn.shipAgainNote,
  );
  return result.ok ? done() : refused(returnFailures[result.reason]);
}

const paymentTrxIdField = v.object({ trxId: v.pipe(v.string(), v.trim(), v.maxLength(40)) });

/**
 * Manage Order's "Record refund" (`{intent: "refund", trxId, refundTrxID}`, admins only): as POST
 * /api/payments/:trxID/refund.
 */
export async function refundIntent(context: Context, admin: SessionUser, body: unknown) {
  const parsed = parseInput(refundSchema, body);
  if (!parsed.ok) return invalidInput(parsed.fieldErrors);
  const payment = v.safeParse(paymentTrxIdField, body);
  const result = await recordRefund(getDatabase(context), {
    trxId: payment.success ? payment.output.trxId : "",
    refundTrxId: parsed.value.refundTrxID,
    admin: admin.email,
    paymentHours: getConfig(context).limits.paymentHours,
  });
  return result.ok ? done() : refused(refundFailures[result.reason]);
}

/**
 * The order page's "Record returned units" (`{intent: "returned-units", orderId, lines}`, or a plain form's
 * `returned.<product id>.<variant id>` fields, admins only): as POST /api/orders/:id/returned-units. Answers how many
 * units went back on the shelf.
 */
export async function returnedUnitsIntent(context: Context, body: unknown) {
  await requireAdmin(context);
  const id = v.safeParse(orderIdField, body);
  const parsed = parseInput(returnedUnitsSchema, { lines: returnedLinesOf(body) });
  if (!parsed.ok) return invalidInput(parsed.fieldErrors);
  const result = await recordReturnedUnits(
    getDatabase(context),
    getOrderDeps(context),
    id.success ? id.output.orderId : "",
    parsed.value.lines.map((line) => ({
      productId: Number(line.product_id),
      ...(line.variant_id === undefined ? {} : { variantId: Number(line.variant_id) }),
      quantity: line.quantity,
    })),
  );
  if (!result.ok) return refused(returnedUnitsFailure(result));
  return { ok: true as const, intent: "returned-units" as const, restocked: result.restocked };
}

/** The lines a post names: a JSON list (`lines`), or a plain form's `returned.<product id>.<variant id>` fields. */
function returnedLinesOf(body: unknown): unknown {
  if (!body || typeof body !== "object") return undefined;
  if ("lines" in body) return (body as { lines: unknown }).lines;
  return Object.entries(body)
    .map(([key, value]) => ({ match: /^returned\.(\d{1,12})\.(\d{0,12})$/.exec(key), value }))
    .filter(({ match, value }) => match !== null && value !== "")
    .map(({ match, value }) => ({
      product_id: match![1],
      ...(match![2] ? { variant_id: match![2] } : {}),
      quantity: value,
    }));
}

const attachFields = v.object({
  wallet: v.optional(v.string(), ""),
  trxId: v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(40)),
});

/**
 * The refunds list's "Attach to order" (`{intent: "attach", wallet, trxId, orderId}`, admins only): as POST
 * /api/payments/:wallet/:trxID/attach. Answers the order's number it was attached to.
 */
export async function attachIntent(context: Context, admin: SessionUser, body: unknown) {
  const fields = v.safeParse(attachFields, body);
  const wallet = v.safeParse(walletParamSchema, fields.success ? fields.output.wallet : "");
  if (!fields.success || !wallet.success) return invalidInput();
  const parsed = parseInput(attachPaymentSchema, body);
  if (!parsed.ok) return invalidInput(parsed.fieldErrors);
  const result = await attachPayment(
    getDatabase(context),
    getOrderDeps(context),
    { wallet: wallet.output, trxId: fields.output.trxId, order: parsed.value.orderId, admin: admin.email },
    paymentNotes,
  );
  if (!result.ok) return refused(attachFailures[result.reason]);
  return {
    ok: true as const,
    intent: "attach" as const,
    trxId: result.payment.trxId,
    reference: result.order.reference,
  };
}
