/** Answers shared by the admin JSON API routes. */
import type { AdminResult } from "./admin-catalogue.server.ts";
import { json, jsonError } from "./http.server.ts";

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
