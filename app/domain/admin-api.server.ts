/** Answers shared by the admin JSON API routes. */
import type { RouterContextProvider } from "react-router";
import { getDatabase, getEnv, type Database } from "~/context.ts";
import type { AdminResult } from "./admin-catalogue.server.ts";
import { requireAdmin } from "./guards.server.ts";
import { json, jsonError, methodNotAllowed } from "./http.server.ts";
import { parseRecordId } from "./ids.ts";

/**
 * A created record answers 201 with the record itself, in the shape its GET returns, plus its id as `insertedId`
 * (what the old clients read): `{insertedId: "12", _id: "12", ...record}`. The record is spread at the top level
 * rather than put under `data` because every GET shape (product, category, banner) already carries its id as
 * `_id`, so the body is exactly what a later GET returns for that id, with `insertedId` added, and the old
 * `{insertedId, _id}` answer stays a subset of it.
 */
export function createdResponse<T extends { _id: string }>(result: AdminResult<T>): Response {
  if (!result.ok) return jsonError(result.status, result.error, result.field ? { issues: { [result.field]: result.error } } : undefined);
  return json({ insertedId: result.value._id, ...result.value }, { status: 201 });
}

export function deletedResponse(result: AdminResult<null>, message: string): Response {
  if (!result.ok) return jsonError(result.status, result.error);
  return json({ deleted: true, message });
}

/**
 * `DELETE /api/<records>/:id` for admins: auth, the method (405 naming `allow`), the id (404 `notFound` when it is
 * not one), then `remove`, answered by `deletedResponse` with the spec's `deleted` message.
 */
export async function deleteRecordAction(
  args: { request: Request; params: { id?: string }; context: Pick<RouterContextProvider, "get"> },
  remove: (db: Database, bucket: R2Bucket, id: number) => Promise<AdminResult<null>>,
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
