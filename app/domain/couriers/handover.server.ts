/**
 * Couriers without an integration (issue 26): the orders to hand over as a sheet for the courier's bulk upload, and
 * the courier's returned sheet of tracking numbers applied as shipments. Each row moves its order through the
 * lifecycle on its own: a row that cannot move (unknown order, wrong status, a courier outside the shop's list)
 * changes nothing, and says why.
 */
import { asc, eq } from "drizzle-orm";
import { orders, type Order } from "@db/schema.ts";
import type { Database } from "../database.ts";
import { moveOrder, type LifecycleDeps, type MoveFailure } from "../orders/lifecycle.server.ts";
import type { OrderActor, OrderStatus } from "../orders/status.ts";
import { localMobile } from "../phone.ts";
import { codTaka, parcelNote } from "./parcel.ts";
import { shippingCourier } from "~/schemas/courier.ts";

/** Orders one sheet holds; more wait for the next. */
export const HANDOVER_LIMIT = 2000;

export const HANDOVER_HEADER = [
  "Invoice",
  "Name",
  "Phone",
  "Address",
  "District",
  "Area",
  "COD Amount",
  "Note",
  "Weight (kg)",
] as const;

/** The sheet's rows: the header, then one order a row, oldest first; COD Amount in whole taka. */
export async function handoverSheet(db: Database, status: OrderStatus): Promise<string[][]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.status, status))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(HANDOVER_LIMIT);
  return [[...HANDOVER_HEADER], ...rows.map(sheetRow)];
}

function sheetRow(order: Order): string[] {
  return [
    order.id,
    order.customerName,
    localMobile(order.mobile) ?? order.mobile,
    order.addressLine ?? "",
    order.addressDistrict ?? "",
    order.addressArea ?? "",
    String(codTaka(order)),
    parcelNote(order),
    // The shop does not weigh parcels: the courier's sheet takes the weight by hand.
    "",
  ];
}

export interface ShipmentRow {
  orderId: string;
  courier: string;
  trackingNumber: string;
}

export type ShipmentResult = { orderId: string; ok: true } | { orderId: string; ok: false; failure: MoveFailure };

export async function recordShipments(
  db: Database,
  deps: LifecycleDeps,
  actor: OrderActor,
  rows: readonly ShipmentRow[],
): Promise<ShipmentResult[]> {
  const results: ShipmentResult[] = [];
  for (const row of rows) {
    // Only a courier of the shop's list (issue 46): any other text is this row's error, and never reaches an SMS.
    const courier = shippingCourier(row.courier);
    if (!courier) {
      results.push({
        orderId: row.orderId,
        ok: false,
        failure: { ok: false, reason: "unknown-courier", courier: row.courier },
      });
      continue;
    }
    const moved = await moveOrder(db, deps, actor, row.orderId, {
      status: "shipped",
      courier,
      trackingNumber: row.trackingNumber,
    });
    results.push(moved.ok ? { orderId: row.orderId, ok: true } : { orderId: row.orderId, ok: false, failure: moved });
  }
  return results;
}
