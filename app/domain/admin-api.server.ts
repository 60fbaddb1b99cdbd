/** Answers shared by the admin JSON API routes. */
import type { AdminResult } from "./admin-catalogue.server.ts";
import { json, jsonError } from "./http.server.ts";

/** A created record answers 201 with its id as `insertedId` (what the old clients read) and `_id`. */
export function createdResponse(result: AdminResult<{ id: number }>): Response {
  if (!result.ok) return jsonError(result.status, result.error, result.field ? { issues: { [result.field]: result.error } } : undefined);
  return json({ insertedId: String(result.value.id), _id: String(result.value.id) }, { status: 201 });
}

export function deletedResponse(result: AdminResult<null>, message: string): Response {
  if (!result.ok) return jsonError(result.status, result.error);
  return json({ deleted: true, message });
}
