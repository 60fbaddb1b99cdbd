import { recordShipments } from "~/domain/couriers/handover.server.ts";
import { getDatabase, getOrderDeps } from "~/server/context.ts";
import { requireAdmin } from "~/server/guards.ts";
import { readShipmentRows, toApiShipmentResult } from "~/server/handover.ts";
import { json, jsonError, methodNotAllowed } from "~/server/http.ts";
import type { Route } from "./+types/api.orders.shipments";

export function loader() {
  return methodNotAllowed("POST");
}

/**
 * POST (admins) the courier's returned sheet, as `text/csv` with the columns `Invoice,Courier,Tracking` or as JSON
 * `{rows: [{orderId, courier, trackingNumber}]}` (at most 500): marks those orders shipped. 200
 * `{results: [{orderId, ok, error?}]}`, one per row in order; a row that cannot move (an unknown order, one not
 * confirmed) changes nothing. 400 when the sheet cannot be read or a row lacks a field (then nothing moves).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context);
  if (request.method !== "POST") return methodNotAllowed("POST");
  const rows = await readShipmentRows(request);
  if (!rows.ok) return jsonError(400, rows.error);
  const results = await recordShipments(getDatabase(context), getOrderDeps(context), { admin: admin.email }, rows.rows);
  return json({ results: results.map(toApiShipmentResult) });
}
