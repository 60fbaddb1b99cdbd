/**
 * Couriers without an integration over HTTP (issue 26): the courier sheet as a CSV download, and the courier's
 * returned sheet (CSV `Invoice,Courier,Tracking`, or JSON `{ rows: [{ orderId, courier, trackingNumber }] }`) read
 * into shipments. Each row answers for itself: `{ orderId, ok, error? }`.
 */
import * as v from "valibot";
import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import type { ShipmentResult, ShipmentRow } from "~/domain/couriers/handover.server.ts";
import { shipmentRowSchema } from "~/schemas/courier.ts";
import { parseCsv } from "./csv.ts";
import { orderFailure } from "~/server/failures/orders.ts";

export const MAX_SHIPMENT_ROWS = 500;

export type ShipmentRows = { ok: true; rows: ShipmentRow[] } | { ok: false; error: string };

/** The rows of a returned sheet, by its Content-Type; every row must have an order, a courier and a tracking number. */
export async function readShipmentRows(request: Request): Promise<ShipmentRows> {
  const type = request.headers.get("Content-Type") ?? "";
  let candidates: unknown[];
  if (type.includes("text/csv")) {
    const table = parseCsv(await request.text());
    if (!table || table.length === 0) return { ok: false, error: fulfilmentCopy.shipments.badCsv };
    const header = table[0]!.map((cell) => cell.trim().toLowerCase());
    const at = (name: string) => header.indexOf(name);
    const [invoice, courier, tracking] = [at("invoice"), at("courier"), at("tracking")];
    if (invoice < 0 || courier < 0 || tracking < 0) return { ok: false, error: fulfilmentCopy.shipments.badCsv };
    candidates = table.slice(1).map((row) => ({
      orderId: row[invoice] ?? "",
      courier: row[courier] ?? "",
      trackingNumber: row[tracking] ?? "",
    }));
  } else if (type.includes("application/json")) {
    const body = (await request.json().catch(() => null)) as { rows?: unknown } | null;
    if (!body || !Array.isArray(body.rows)) return { ok: false, error: fulfilmentCopy.shipments.badJson };
    candidates = body.rows;
  } else return { ok: false, error: fulfilmentCopy.shipments.badType };
  if (candidates.length === 0) return { ok: false, error: fulfilmentCopy.shipments.empty };
  if (candidates.length > MAX_SHIPMENT_ROWS) return { ok: false, error: fulfilmentCopy.shipments.tooMany };
  const rows: ShipmentRow[] = [];
  for (const [index, candidate] of candidates.entries()) {
    const row = v.safeParse(shipmentRowSchema, candidate);
    if (!row.success) return { ok: false, error: fulfilmentCopy.shipments.badRow(index + 1) };
    rows.push(row.output);
  }
  return { ok: true, rows };
}

export function toApiShipmentResult(result: ShipmentResult): { orderId: string; ok: boolean; error?: string } {
  return result.ok
    ? { orderId: result.orderId, ok: true }
    : { orderId: result.orderId, ok: false, error: orderFailure(result.failure).error };
}
