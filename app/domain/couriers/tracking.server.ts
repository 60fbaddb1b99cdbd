/**
 * What a courier tells the shop about a booked parcel (Steadfast's webhook since issue 26, Pathao's and RedX's since
 * issue 51, each read into a `CourierEvent` by its adapter), applied to the order, the courier's cash checked
 * (issue 46):
 * - `delivered` moves a shipped order to delivered with the cash the courier collected; `partial_delivered` does the
 *   same and flags the order partial (the merchant then records which units came back: returns.server.ts);
 * - the cash is compared with what was to be collected (`collect_taka`): a full delivery whose cash differs is
 *   flagged `short` or `excess`, a partial one only when the cash is more; the merchant is told;
 * - returned (Steadfast's `cancelled`) or failed after shipping moves the order to returned;
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
import { COURIER_NAMES, type CourierEvent, type ParcelState } from "./courier.ts";
import { cashIssueOf, courierInstant } from "./updates.ts";

export { cashIssueOf, courierInstant };

export type TrackingResult =
  { ok: true; order: Order; changed: boolean; duplicate: boolean } | { ok: false; reason: "unknown-consignment" };

/** An event's content: the same event sent again has the same key, and is kept once. */
async function dedupKey(event: CourierEvent): Promise<string> {
  const content = JSON.stringify([
    COURIER_NAMES[event.courier],
    event.consignmentId,
    event.kind,
    event.courierStatus,
    event.cashTaka,
    event.message,
    event.updatedAt,
    event.payout?.id ?? null,
  ]);
  return toBase64Url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(content))));
}

/** The order a courier's consignment id belongs to (with that courier), or null. */
export async function orderOfConsignment(
  db: Database,
  courier: CourierEvent["courier"],
  consignmentId: string,
): Promise<Order | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.courier, COURIER_NAMES[courier]), eq(orders.consignmentId, consignmentId)));
  return order ?? null;
}

/** What the order does for a state: the moves Steadfast's words made before issue 51. */
const REPORTED: Partial<Record<ParcelState, CourierReport["status"]>> = {
  delivered: "delivered",
  partial: "partial_delivered",
  returned: "cancelled",
  failed: "cancelled",
};

/** What one callback does to its order: the order now, and whether the callback changed it. */
interface Applied {
  order: Order;
  changed: boolean;
}

/**
 * Applies a courier's event to its order. `options.moves: false` keeps the event on the timeline without moving the
 * order (a weakly authenticated event its courier's status API did not confirm). `duplicate`: the same event was
 * received before (nothing written).
 */
export async function receiveCourierEvent(
  db: Database,
  deps: LifecycleDeps,
  event: CourierEvent,
  options: { now?: Date; moves?: boolean; order?: Order } = {},
): Promise<TrackingResult> {
  const now = options.now ?? new Date();
  const order = options.order ?? (await orderOfConsignment(db, event.courier, event.consignmentId));
  if (!order) return { ok: false, reason: "unknown-consignment" };
  const key = await dedupKey(event);
  const [seen] = await db
    .select({ id: courierUpdates.id })
    .from(courierUpdates)
    .where(eq(courierUpdates.dedupKey, key));
  if (seen) return { ok: true, order, changed: false, duplicate: true };
  const reported = event.kind === "delivery_status" && event.state ? REPORTED[event.state] : undefined;
  const at = courierInstant(event.updatedAt);
  // An update older than the latest one applied changes nothing on the order (issue 46).
  const stale = at !== null && order.courierUpdatedAt !== null && at < order.courierUpdatedAt.getTime();
  let applied: Applied = { order, changed: false };
  if (!stale && reported && options.moves !== false) {
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const report: CourierReport = {
      courier: COURIER_NAMES[event.courier],
      status: reported,
      at,
      // Couriers collect whole taka (decision 042).
      cashTaka: event.cashTaka,
      trackingMessage: event.message,
    };
    applied = await applyReport(db, deps, order, lines, report, now);
  }
  if (event.chargeTaka !== null && applied.order.courierChargeTaka === null) {
    const [charged] = await db
      .update(orders)
      .set({ courierChargeTaka: event.chargeTaka })
      .where(and(eq(orders.id, order.id), isNull(orders.courierChargeTaka)))
      .returning();
    if (charged) applied = { order: charged, changed: true };
  }

  const [kept] = await db
    .insert(courierUpdates)
    .values({
      orderId: order.id,
      courier: COURIER_NAMES[event.courier],
      consignmentId: event.consignmentId,
      kind: event.kind,
      status: event.courierStatus,
      message: event.message?.trim() || null,
      codAmountPaisa: event.cashTaka === null ? null : event.cashTaka * 100,
      courierTime: event.updatedAt,
      dedupKey: key,
      receivedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: courierUpdates.id });
  return { ok: true, order: applied.order, changed: applied.changed || kept !== undefined, duplicate: !kept };
}

interface CourierReport {
  /** The courier's name, as the order's timeline names it. */
  courier: string;
  /** delivered, partial_delivered or cancelled (returned or failed: the parcel comes back). */
  status: "delivered" | "partial_delivered" | "cancelled";
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
      const note = report.trackingMessage?.trim() || "the parcel comes back.";
      const moved = await moveFrom(
        db,
        deps,
        "system",
        order,
        { status: "returned", note: `${report.courier}: ${note}` },
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
