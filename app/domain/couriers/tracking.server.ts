/**
 * What Steadfast tells the shop about a booked parcel (its webhook, issue 26), applied to the order: `delivered`
 * moves it to delivered with the cash the courier collected; `partial_delivered` records what was collected and
 * flags the order; `cancelled` after shipping moves it to returned; any update (a tracking message, a status we do
 * not act on) joins the order's tracking timeline. A callback Steadfast sends again changes nothing twice: the
 * move is refused from where the order already is, and the update is kept once by its content.
 */
import { and, asc, desc, eq } from "drizzle-orm";
import { courierUpdates, orders, type CourierUpdate, type Order } from "@db/schema.ts";
import { toBase64Url } from "../base64.ts";
import { inList, type Database } from "../database.ts";
import { moveFrom, type LifecycleEnv } from "../orders/lifecycle.server.ts";
import { STEADFAST_COURIER } from "./steadfast.ts";

export interface SteadfastUpdate {
  notificationType: "delivery_status" | "tracking_update";
  consignmentId: string;
  invoice: string | null;
  /** Steadfast's status word: delivered, partial_delivered, cancelled, pending, hold, in_review, ... */
  status: string | null;
  /** Taka. */
  codAmount: number | null;
  deliveryCharge: number | null;
  trackingMessage: string | null;
  updatedAt: string | null;
}

export type TrackingResult =
  { ok: true; order: Order; changed: boolean } | { ok: false; reason: "unknown-consignment" };

type TrackingEnv = LifecycleEnv;

async function dedupKey(update: SteadfastUpdate): Promise<string> {
  const content = JSON.stringify([
    STEADFAST_COURIER,
    update.consignmentId,
    update.notificationType,
    update.status,
    update.codAmount,
    update.trackingMessage,
    update.updatedAt,
  ]);
  return toBase64Url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(content))));
}

export async function receiveSteadfastUpdate(
  db: Database,
  env: TrackingEnv,
  update: SteadfastUpdate,
  now = new Date(),
): Promise<TrackingResult> {
  const [order] = await db.select().from(orders).where(eq(orders.consignmentId, update.consignmentId));
  if (!order) return { ok: false, reason: "unknown-consignment" };
  const codPaisa = update.codAmount === null ? null : Math.round(update.codAmount * 100);
  // Couriers collect whole taka (decision 042).
  const collected = update.codAmount === null ? undefined : Math.round(update.codAmount);
  const status = update.notificationType === "delivery_status" ? (update.status ?? "").toLowerCase() : "";
  const actor = "system" as const;
  let current = order;
  let changed = false;

  if (status === "delivered" || status === "partial_delivered") {
    const moved = await moveFrom(db, env, actor, order, { status: "delivered", cashCollectedTaka: collected }, now);
    if (moved.ok) {
      current = moved.order;
      changed = true;
    }
    if (status === "partial_delivered" && (current.status === "delivered" || moved.ok)) {
      const [flagged] = await db
        .update(orders)
        .set({ deliveryIssue: "partial", ...(collected === undefined ? {} : { cashCollectedTaka: collected }) })
        .where(and(eq(orders.id, order.id), eq(orders.status, "delivered")))
        .returning();
      if (flagged) {
        changed ||=
          flagged.deliveryIssue !== current.deliveryIssue || flagged.cashCollectedTaka !== current.cashCollectedTaka;
        current = flagged;
      }
    }
  } else if (status === "cancelled" && order.status === "shipped") {
    const note = update.trackingMessage?.trim() || "Cancelled by Steadfast: the parcel comes back.";
    const moved = await moveFrom(db, env, actor, order, { status: "returned", note: `Steadfast: ${note}` }, now);
    if (moved.ok) {
      current = moved.order;
      changed = true;
    }
  }

  const [kept] = await db
    .insert(courierUpdates)
    .values({
      orderId: order.id,
      courier: STEADFAST_COURIER,
      consignmentId: update.consignmentId,
      kind: update.notificationType,
      status: update.status,
      message: update.trackingMessage?.trim() || null,
      codAmountPaisa: codPaisa,
      courierTime: update.updatedAt,
      dedupKey: await dedupKey(update),
      receivedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: courierUpdates.id });
  return { ok: true, order: current, changed: changed || kept !== undefined };
}

/** An order's tracking timeline: what its courier said, oldest first. */
export function orderTracking(db: Database, orderId: string): Promise<CourierUpdate[]> {
  return db
    .select()
    .from(courierUpdates)
    .where(eq(courierUpdates.orderId, orderId))
    .orderBy(asc(courierUpdates.receivedAt), asc(courierUpdates.id));
}

/** The latest thing the courier said about each of `orderIds` that it said anything about (Manage Order's rows). */
export async function latestCourierUpdates(
  db: Database,
  orderIds: readonly string[],
): Promise<Map<string, CourierUpdate>> {
  const latest = new Map<string, CourierUpdate>();
  if (orderIds.length === 0) return latest;
  const rows = await db
    .select()
    .from(courierUpdates)
    .where(inList(courierUpdates.orderId, orderIds))
    .orderBy(desc(courierUpdates.receivedAt), desc(courierUpdates.id));
  for (const row of rows) if (!latest.has(row.orderId)) latest.set(row.orderId, row);
  return latest;
}
