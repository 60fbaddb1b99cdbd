/**
 * What Steadfast tells the shop about a booked parcel (its webhook, issue 26), applied to the order, the courier's
 * cash checked (issue 46):
 * - `delivered` moves a shipped order to delivered with the cash the courier collected; `partial_delivered` does the
 *   same and flags the order partial (the merchant then records which units came back: returns.server.ts);
 * - the cash is compared with what was to be collected (`collect_taka`): a full delivery whose cash differs is
 *   flagged `short` or `excess`, a partial one only when the cash is more; the merchant is told;
 * - `cancelled` after shipping moves the order to returned;
 * - a delivered or partly delivered parcel whose order is not shipped (cancelled, returned, never booked through),
 *   or a `cancelled` for an order already delivered, is a conflict: the update is kept, the cash recorded, the order
 *   flagged (`courier_conflict`) and the merchant told; the order does not move;
 * - updates apply in the courier's own time order (`updated_at`): one older than the latest applied changes nothing
 *   on the order (it still joins the tracking timeline);
 * - any update (a tracking message, a status we do not act on) joins the order's tracking timeline, once.
 * A callback Steadfast sends again changes nothing twice: the move is refused from where the order already is, the
 * flags are set to what they are, the merchant's alert has one key per report, and the update is kept once.
 */
import { and, asc, desc, eq, isNull, lte, or, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { courierUpdates, orderLines, orders, type CourierUpdate, type Order, type OrderLine } from "@db/schema.ts";
import type { CashIssue } from "@db/enums.ts";
import { toBase64Url } from "../base64.ts";
import { inList, type Database } from "../database.ts";
import { messagesOf, moveFrom, type LifecycleDeps } from "../orders/lifecycle.server.ts";
import { outboxWrites } from "../notifications/outbox.server.ts";
import { STEADFAST_COURIER } from "./steadfast.ts";
import { cashIssueOf, courierInstant } from "./updates.ts";

export { cashIssueOf, courierInstant };

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

/** What one callback does to its order: the order now, and whether the callback changed it. */
interface Applied {
  order: Order;
  changed: boolean;
}

export async function receiveSteadfastUpdate(
  db: Database,
  deps: LifecycleDeps,
  update: SteadfastUpdate,
  now = new Date(),
): Promise<TrackingResult> {
  const [order] = await db.select().from(orders).where(eq(orders.consignmentId, update.consignmentId));
  if (!order) return { ok: false, reason: "unknown-consignment" };
  const codPaisa = update.codAmount === null ? null : Math.round(update.codAmount * 100);
  const status = update.notificationType === "delivery_status" ? (update.status ?? "").toLowerCase() : "";
  const at = courierInstant(update.updatedAt);
  // An update older than the latest one applied changes nothing on the order (issue 46).
  const stale = at !== null && order.courierUpdatedAt !== null && at < order.courierUpdatedAt.getTime();
  let applied: Applied = { order, changed: false };
  if (!stale && (status === "delivered" || status === "partial_delivered" || status === "cancelled")) {
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const report: CourierReport = {
      status,
      at,
      // Couriers collect whole taka (decision 042).
      cashTaka: update.codAmount === null ? null : Math.round(update.codAmount),
      trackingMessage: update.trackingMessage,
    };
    applied = await applyReport(db, deps, order, lines, report, now);
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
  return { ok: true, order: applied.order, changed: applied.changed || kept !== undefined };
}

interface CourierReport {
  /** delivered, partial_delivered or cancelled. */
  status: string;
  /** The courier's time of the update (ms), or null. */
  at: number | null;
  cashTaka: number | null;
  trackingMessage: string | null;
}

/** The order's row holds no newer courier update than `at` (a condition on the row; none without a time). */
function notNewerThan(at: number | null): SQL | undefined {
  return at === null ? undefined : or(isNull(orders.courierUpdatedAt), lte(orders.courierUpdatedAt, new Date(at)));
}

async function applyReport(
  db: Database,
  deps: LifecycleDeps,
  order: Order,
  lines: OrderLine[],
  report: CourierReport,
  now: Date,
): Promise<Applied> {
  const clock = report.at === null ? {} : { courierUpdatedAt: new Date(report.at) };
  const fresh = notNewerThan(report.at);
  const alert = (issue: CashIssue | "conflict", cashTaka: number | null, from: Order = order) =>
    messagesOf(
      from,
      lines,
      { event: "courier-issue", issue, courierStatus: report.status, cashTaka, orderStatus: from.status },
      deps.notify,
    );

  if (report.status === "cancelled") {
    if (order.status === "shipped") {
      const note = report.trackingMessage?.trim() || "Cancelled by Steadfast: the parcel comes back.";
      const moved = await moveFrom(
        db,
        deps,
        "system",
        order,
        { status: "returned", note: `Steadfast: ${note}` },
        now,
        fresh,
        { set: clock },
      );
      return moved.ok ? { order: moved.order, changed: true } : { order, changed: false };
    }
    // The courier cancels a parcel the shop already counts as delivered: flagged for the merchant, not applied.
    if (order.status === "delivered")
      return flag(db, order, { courierConflict: "cancelled", ...clock }, fresh, alert("conflict", null));
    return { order, changed: false };
  }

  const partial = report.status === "partial_delivered";
  if (order.status === "shipped") {
    const cash = report.cashTaka ?? (order.paymentMethod === "COD" ? order.collectTaka : null);
    const cashIssue = cash === null ? null : cashIssueOf(order.collectTaka, cash, partial);
    const moved = await moveFrom(
      db,
      deps,
      "system",
      order,
      { status: "delivered", cashCollectedTaka: report.cashTaka ?? undefined },
      now,
      fresh,
      {
        set: {
          ...clock,
          cashIssue,
          deliveryIssue: partial ? "partial" : null,
          // A prepaid parcel's cash, if the courier says it collected any, is kept as well.
          ...(report.cashTaka !== null && (order.paymentMethod === "COD" || report.cashTaka > 0)
            ? { cashCollectedTaka: report.cashTaka }
            : {}),
        },
        messages: cashIssue ? alert(cashIssue, cash) : [],
      },
    );
    return moved.ok ? { order: moved.order, changed: true } : { order, changed: false };
  }
  if (order.status === "delivered") {
    // A later word on a delivered parcel (partly delivered after all, a corrected cash figure): the newest decides.
    const cash = report.cashTaka ?? order.cashCollectedTaka;
    const cashIssue = cash === null ? null : cashIssueOf(order.collectTaka, cash, partial);
    return flag(
      db,
      order,
      { ...clock, cashCollectedTaka: cash, cashIssue, deliveryIssue: partial ? "partial" : null },
      fresh,
      cashIssue ? alert(cashIssue, cash) : [],
    );
  }
  // Delivered, says the courier, but the order was never shipped here or has been closed (cancelled, returned while
  // the parcel was on its way): the update is kept, the cash recorded, the order flagged for the merchant.
  const cash = report.cashTaka;
  const cashIssue = cash === null ? null : cashIssueOf(order.collectTaka, cash, partial);
  return flag(
    db,
    order,
    {
      ...clock,
      courierConflict: report.status,
      ...(cash === null ? {} : { cashCollectedTaka: cash }),
      cashIssue,
    },
    fresh,
    [...alert("conflict", cash), ...(cashIssue ? alert(cashIssue, cash) : [])],
  );
}

/**
 * Sets the courier's flags and cash on an order still in the status it was read in and with no newer courier update
 * (`fresh`), and writes the merchant's alerts in the same batch, only if that still holds.
 */
async function flag(
  db: Database,
  order: Order,
  set: Partial<Order>,
  fresh: SQL | undefined,
  alerts: ReturnType<typeof messagesOf>,
): Promise<Applied> {
  const still = and(eq(orders.id, order.id), eq(orders.status, order.status), fresh)!;
  const results = await db.batch([
    ...outboxWrites(db, alerts, still),
    db.update(orders).set(set).where(still).returning(),
  ] as unknown as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  const [updated] = results.at(-1) as Order[];
  if (!updated) return { order, changed: false };
  const changed = (Object.keys(set) as (keyof Order)[]).some(
    (key) => String(updated[key] ?? null) !== String(order[key] ?? null),
  );
  return { order: updated, changed };
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
