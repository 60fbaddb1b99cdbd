/**
 * Moving an order through its life (order-status.ts has the allowed moves): who may move it, the timeline event
 * each move writes, and the stock a rejected or cancelled order gives back. Every move is one `db.batch` whose
 * statements all require the order to still be in the status the move started from, the status update last: two
 * concurrent moves of one order cannot both land, and stock comes back exactly once.
 */
import { and, asc, eq, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import {
  flashSaleProducts,
  orderEvents,
  orderLines,
  orders,
  products,
  productVariants,
  type Order,
  type OrderLine,
} from "@db/schema.ts";
import { type Database } from "../database.ts";
import { constraintFailure, failedNotNull } from "../constraints.ts";
import { flashStockChanged, type FlashSaleBinding } from "../flash-sale/flash-sale.server.ts";
import { actorName, canCancel, canMove, holdsStock, needsReason, type OrderActor, type OrderStatus } from "./status.ts";
import type { SessionUser } from "../accounts/types.ts";
import { newsOfMove } from "../notifications/news.ts";
import { outboxWrites } from "../notifications/outbox.server.ts";
import type { NotificationSettings } from "../notifications/settings.ts";
import { orderMessages, type MessageDraft, type OrderNews } from "../notifications/templates.ts";
import type { OrderLimits } from "./limits.ts";
import { shippingCourier } from "~/schemas/courier.ts";
import type { CallOutcome } from "@db/enums.ts";
import { flashUnitsWithinLimit, waitingUnitsWithinLimit } from "./limit-checks.server.ts";

/**
 * What moving an order needs from its caller: the flash-sale binding (the gate re-reads what a move restocks,
 * decision 018), and the settings its messages are written with (decision 048).
 */
export interface LifecycleDeps extends FlashSaleBinding {
  notify: NotificationSettings;
}

export interface OrderChange {
  status: OrderStatus;
  /** Why (a rejection needs one), or anything the admin wants on the timeline. */
  note?: string;
  /** For `shipped`: who carries it and their tracking number. */
  courier?: string;
  trackingNumber?: string;
  /** For `shipped` through a courier's API: its id for the parcel (couriers/booking.server.ts). */
  consignmentId?: string;
  /**
   * For `delivered` of a cash-on-delivery order: the cash the courier handed over (whole taka), when it is not what
   * was to be collected.
   */
  cashCollectedTaka?: number;
  /** The admin's call to the customer this move comes from (issue 49), on its timeline entry. */
  call?: CallOutcome;
}

export type MoveFailure =
  | { ok: false; reason: "not-found" }
  /** The move is not allowed from the status the order is in (it may just have been moved by someone else). */
  | { ok: false; reason: "not-allowed"; from: OrderStatus; to: OrderStatus }
  /** Rejecting a payment and recording a return need a reason. */
  | { ok: false; reason: "reason-required"; to: OrderStatus }
  /** A shopper may cancel only a pending order. */
  | { ok: false; reason: "cancel-too-late"; status: OrderStatus }
  /** A parcel is handed only to a courier of the shop's list (app/schemas/courier.ts, issue 46). */
  | { ok: false; reason: "unknown-courier"; courier: string }
  /**
   * A courier booking of the order is under way (issue 46): nothing moves it until the booking ends (booked, refused,
   * or BOOKING_TIMEOUT_MS after it started), so a cancel cannot cross a live parcel.
   */
  | { ok: false; reason: "booking-in-progress"; since: Date };

export type MoveResult = { ok: true; order: Order } | MoveFailure;

/**
 * Moves the order to `change.status` if the table allows it from where it is now. `actor` is recorded on the
 * timeline; callers decide who may act (an admin: any move; the shop: confirming, expiring; a shopper: see
 * `cancelOrder`).
 */
export async function moveOrder(
  db: Database,
  deps: LifecycleDeps,
  actor: OrderActor,
  orderId: string,
  change: OrderChange,
  now: Date = new Date(),
): Promise<MoveResult> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return { ok: false, reason: "not-found" };
  return moveFrom(db, deps, actor, order, change, now);
}

/** A booking not finished after this long was interrupted: its orders may be booked again, or moved. */
export const BOOKING_TIMEOUT_MS = 5 * 60_000;

/** No courier booking of the order is under way at `now` (none started, or one older than the time limit). */
export function noBookingUnderWay(now: Date): SQL {
  return or(
    isNull(orders.bookingStartedAt),
    lt(orders.bookingStartedAt, new Date(now.getTime() - BOOKING_TIMEOUT_MS)),
  )!;
}

/** When the booking under way of `order` started, or null when none is. */
function bookingUnderWay(order: Order, now: Date): Date | null {
  const started = order.bookingStartedAt;
  return started && started.getTime() >= now.getTime() - BOOKING_TIMEOUT_MS ? started : null;
}

/** What a move may carry beyond its change (the courier's callbacks, a payment's match). */
export interface MoveOptions {
  /**
   * The booking that claimed the order (the instant it stamped on `booking_started_at`): the one mover allowed
   * while a booking is under way. Every other move waits for the booking to end.
   */
  booking?: Date;
  /** More of the order's row to set with the move (the courier's cash and flags). */
  set?: Partial<Order>;
  /** More messages to write with the move, only if it lands (the merchant's alerts). */
  messages?: readonly MessageDraft[];
  /**
   * Statements run after the move's own, in its batch (a payment's claim): each must check for itself that the
   * move landed (the order's new status), as they run whether it did or not.
   */
  after?: BatchItem<"sqlite">[];
}

/**
 * Moves an order already read. `guard`, a condition on the order's row, must also still hold when the batch runs
 * (the expiry's "no payment covering it has come in"): if it does not, nothing is written and the answer is the
 * order's status now. No move lands while a courier booking of the order is under way, but the booking's own.
 */
export async function moveFrom(
  db: Database,
  deps: LifecycleDeps,
  actor: OrderActor,
  order: Order,
  change: OrderChange,
  now: Date,
  guard?: SQL,
  options: MoveOptions = {},
): Promise<MoveResult> {
  const from = order.status;
  const to = change.status;
  // Shipped with a courier of the shop's list, as the list spells it: any other text never reaches an SMS.
  const listed = to === "shipped" && change.courier?.trim() ? shippingCourier(change.courier) : null;
  if (to === "shipped" && change.courier?.trim() && !listed)
    return { ok: false, reason: "unknown-courier", courier: change.courier };
  if (!canMove(from, to)) return { ok: false, reason: "not-allowed", from, to };
  const note = change.note?.trim() || null;
  if (needsReason(to) && !note) return { ok: false, reason: "reason-required", to };
  if (!options.booking) {
    const since = bookingUnderWay(order, now);
    if (since) return { ok: false, reason: "booking-in-progress", since };
  }
  // A cash-on-delivery order delivered: its cash is collected (what was to be, unless the courier says otherwise).
  const cashCollectedTaka =
    to === "delivered" && order.paymentMethod === "COD" ? (change.cashCollectedTaka ?? order.collectTaka) : undefined;
  const shipping = to === "shipped";
  const courier = shipping ? listed : null;
  const trackingNumber = shipping ? change.trackingNumber?.trim() || null : null;

  const stillFrom = and(
    eq(orders.id, order.id),
    eq(orders.status, from),
    guard,
    options.booking ? undefined : noBookingUnderWay(now),
  )!;
  const stillFromExists = sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${stillFrom})`;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const { statements: restocks, productIds: restocked } =
    holdsStock(from) && !holdsStock(to)
      ? restockStatements(db, lines, stillFromExists)
      : { statements: [], productIds: [] };
  // Its messages are written only if the move lands (decision 024).
  const news = newsOfMove(actor, to, { note, courier, trackingNumber, unconfirmedCod: awaitsCall(order) });
  const messages = outboxWrites(
    db,
    [
      ...(news ? messagesOf({ ...order, courier, trackingNumber }, lines, news, deps.notify) : []),
      ...(options.messages ?? []),
    ],
    stillFrom,
  );
  // The event is written only while the order is still in `from` (an INSERT ... SELECT from the order's row).
  const event = db.insert(orderEvents).select(
    db
      .select({
        // NULL into the INTEGER PRIMARY KEY: SQLite picks the next id.
        id: sql<number>`NULL`.as("id"),
        orderId: orders.id,
        status: sql<OrderStatus>`${to}`.as("status"),
        at: sql<number>`${now.getTime()}`.as("at"),
        by: sql<string>`${actorName(actor)}`.as("by"),
        note: sql<string | null>`${note}`.as("note"),
        courier: sql<string | null>`${courier}`.as("courier"),
        trackingNumber: sql<string | null>`${trackingNumber}`.as("tracking_number"),
        call: sql<CallOutcome | null>`${change.call ?? null}`.as("call"),
      })
      .from(orders)
      .where(stillFrom),
  );
  const update = db
    .update(orders)
    .set({
      ...options.set,
      status: to,
      ...(shipping
        ? { courier, trackingNumber, consignmentId: change.consignmentId ?? null, bookingStartedAt: null }
        : {}),
      ...(cashCollectedTaka === undefined ? {} : { cashCollectedTaka }),
    })
    .where(stillFrom)
    .returning();
  const after = options.after ?? [];
  const results = await db.batch([event, ...messages, ...restocks, update, ...after] as [
    BatchItem<"sqlite">,
    ...BatchItem<"sqlite">[],
  ]);
  const [moved] = results.at(-1 - after.length) as Order[];
  if (moved) {
    // The units are back in D1: the flash-stock gate re-reads its counts of these products (decision 015).
    await flashStockChanged(deps, restocked);
    return { ok: true, order: moved };
  }
  // Someone else moved it first, or a booking of it began: answer from where it is now.
  const [current] = await db.select().from(orders).where(eq(orders.id, order.id));
  if (!current) return { ok: false, reason: "not-found" };
  const since = options.booking || current.status !== from ? null : bookingUnderWay(current, now);
  if (since) return { ok: false, reason: "booking-in-progress", since };
  return { ok: false, reason: "not-allowed", from: current.status, to };
}

/** Cash on delivery with nothing paid first: the order waits for the shop's call, not for money (issue 47). */
export function awaitsCall(order: Pick<Order, "paymentMethod" | "trxWallet">): boolean {
  return order.paymentMethod === "COD" && order.trxWallet === null;
}

/**
 * Moves a line's units on the shelf while `condition` holds: its variant's stock (the product's follows by trigger),
 * or for a line that names none (placed before variants, or its variant since deleted: the key is set null), its
 * product's while the product has exactly one variant, which follows by trigger. A line sold as a variant that is
 * gone, or of a product now sold in several, has no variant to go back to: its units are not put anywhere (the
 * merchant counts the shelf), rather than on another variant or on a total its variants no longer add up to.
 */
function stockChange(db: Database, line: OrderLine, units: number | SQL, condition: SQL) {
  if (line.variantId !== null) {
    return db
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${units}` })
      .where(and(eq(productVariants.id, line.variantId), condition));
  }
  const soldAsVariant = Boolean(line.variantTitle);
  return db
    .update(products)
    .set({ stock: sql`${products.stock} + ${units}` })
    .where(
      and(
        eq(products.id, line.productId!),
        condition,
        soldAsVariant
          ? sql`0`
          : sql`(select count(*) from ${productVariants} where ${productVariants.productId} = ${products.id}) = 1`,
      ),
    );
}

/**
 * Puts the order's units back on the shelf (and in the flash offer for flash lines), while `condition` holds;
 * with the products they go back to.
 */
function restockStatements(db: Database, lines: OrderLine[], condition: SQL) {
  const statements = lines.flatMap((line) => {
    if (line.productId === null) return [];
    const stock = stockChange(db, line, line.quantity, condition);
    if (line.productType !== "flashsell") return [stock];
    return [
      stock,
      db
        .update(flashSaleProducts)
        .set({ flashStock: sql`${flashSaleProducts.flashStock} + ${line.quantity}` })
        .where(and(eq(flashSaleProducts.productId, line.productId), condition)),
    ];
  });
  return { statements, productIds: lines.map((line) => line.productId) };
}

/**
 * The spec's cancel (DELETE /api/orders/:id, My Order's and Manage Order's 'Cancle'): the owner may cancel while
 * the order is pending, an admin while it is pending or confirmed. An order the caller may not see is not found.
 */
export async function cancelOrder(
  db: Database,
  deps: LifecycleDeps,
  caller: SessionUser,
  orderId: string,
  note?: string,
): Promise<MoveResult> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || (!caller.isAdmin && order.userId !== caller.id)) return { ok: false, reason: "not-found" };
  if (caller.isAdmin)
    return moveFrom(db, deps, { admin: caller.email }, order, { status: "cancelled", note }, new Date());
  if (!canCancel(order.status, "shopper")) return { ok: false, reason: "cancel-too-late", status: order.status };
  const result = await moveFrom(db, deps, "shopper", order, { status: "cancelled" }, new Date());
  // Confirmed by the shop a moment before: say so the same way.
  if (!result.ok && result.reason === "not-allowed")
    return { ok: false, reason: "cancel-too-late", status: result.from };
  return result;
}

/** The timeline, oldest first. */
export async function orderTimeline(db: Database, orderId: string) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}

export type ReinstateResult =
  | { ok: true; order: Order }
  | {
      ok: false;
      /**
       * Not an order the shop cancelled for want of its payment; or its units are gone; or bringing it back would
       * take its account past a limit placing checks (issue 46): the flash units per shopper, the units per product.
       */
      reason: "not-expired" | "out-of-stock" | "flash-limit" | "units-limit";
    };

/**
 * Brings back an order the shop cancelled for not being paid in time, because its payment came after all
 * (decision 021): confirmed by `system`, its units taken again. One batch, all guarded by the order still being
 * cancelled by the shop; a unit no longer there fails the stock's CHECK and the order stays cancelled (the payment
 * is then owed back). So does an order whose return would take its account past the limits placing checks
 * (issue 46): FLASH_LIMIT_PER_SHOPPER over its live orders, MAX_UNITS_PER_PRODUCT over its waiting ones, both
 * decided in the same batch. An order cancelled or rejected by a person is never brought back. `after` joins the
 * batch (the payment's claim; each statement checks the order came back).
 */
export async function reinstateExpiredOrder(
  db: Database,
  deps: LifecycleDeps,
  orderId: string,
  note: string,
  limits: OrderLimits,
  {
    now = new Date(),
    after = [],
    guard,
  }: {
    now?: Date;
    after?: BatchItem<"sqlite">[];
    /** A condition that must still hold when the batch runs (the payment not yet claimed by anyone else). */
    guard?: SQL;
  } = {},
): Promise<ReinstateResult> {
  const expiredByShop = and(
    eq(orders.id, orderId),
    eq(orders.status, "cancelled"),
    sql`EXISTS (SELECT 1 FROM ${orderEvents} WHERE ${orderEvents.orderId} = ${orders.id}
      AND ${orderEvents.status} = 'cancelled' AND ${orderEvents.by} = 'system')`,
    guard,
  )!;
  const back = await takeBack(db, deps, orderId, {
    where: expiredByShop,
    by: "system",
    note,
    now,
    set: {},
    limits,
    after,
  });
  return back.ok ? back : { ok: false, reason: back.reason === "not-there" ? "not-expired" : back.reason };
}

export type ShipAgainResult = { ok: true; order: Order } | { ok: false; reason: "not-returned" | "out-of-stock" };

/**
 * A paid order that came back, sent again (the merchant's choice for its money, issue 45): confirmed again by the
 * admin, its units taken off the shelf again, ready to be booked and shipped as a new parcel. The same one batch as
 * a late payment's, guarded by the order still being returned; a unit no longer there leaves it returned.
 */
export async function shipAgain(
  db: Database,
  deps: LifecycleDeps,
  admin: string,
  orderId: string,
  note: string,
  now: Date = new Date(),
): Promise<ShipAgainResult> {
  const returned = and(eq(orders.id, orderId), eq(orders.status, "returned"))!;
  const back = await takeBack(db, deps, orderId, {
    where: returned,
    by: admin,
    note,
    now,
    // A new parcel: the old booking's courier, tracking and flags stay on the timeline only.
    set: {
      returnSettlement: "ship-again",
      courier: null,
      trackingNumber: null,
      consignmentId: null,
      bookingStartedAt: null,
      deliveryIssue: null,
      cashIssue: null,
      courierConflict: null,
      courierUpdatedAt: null,
    },
  });
  return back.ok ? back : { ok: false, reason: back.reason === "not-there" ? "not-returned" : "out-of-stock" };
}

/**
 * Moves a closed order (one that gave its units back) to confirmed again, taking its units again: one batch whose
 * every statement requires `where` to still hold, the update last. A line whose product or variant has since been
 * deleted, or a unit no longer on the shelf (the stock's CHECK), leaves the order where it was. With `limits`, so
 * does an order that would take its account past them: the update then sets a NOT NULL column to NULL, which
 * aborts the batch as the CHECK does (`user_id` for the flash limit, `checkout_key` for the units per product, as
 * placing does).
 */
async function takeBack(
  db: Database,
  deps: LifecycleDeps,
  orderId: string,
  move: {
    where: SQL;
    by: string;
    note: string;
    now: Date;
    set: Partial<Order>;
    limits?: OrderLimits;
    after?: BatchItem<"sqlite">[];
  },
): Promise<
  { ok: true; order: Order } | { ok: false; reason: "not-there" | "out-of-stock" | "flash-limit" | "units-limit" }
> {
  const [lines, [order]] = await db.batch([
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)),
    db.select().from(orders).where(eq(orders.id, orderId)),
  ]);
  if (!order) return { ok: false, reason: "not-there" };
  // A line whose product, or whose variant, has since been deleted cannot be sold again.
  const gone = (line: OrderLine) => line.productId === null || (line.variantId === null && Boolean(line.variantTitle));
  if (lines.length === 0 || lines.some(gone)) return { ok: false, reason: "out-of-stock" };
  const stillThere = sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${move.where})`;
  const takes = lines.flatMap((line) => {
    const stock = stockChange(db, line, -line.quantity, stillThere);
    if (line.productType !== "flashsell") return [stock];
    return [
      stock,
      db
        .update(flashSaleProducts)
        .set({ flashStock: sql`${flashSaleProducts.flashStock} - ${line.quantity}` })
        .where(and(eq(flashSaleProducts.productId, line.productId!), stillThere)),
    ];
  });
  const event = db.insert(orderEvents).select(
    db
      .select({
        id: sql<number>`NULL`.as("id"),
        orderId: orders.id,
        status: sql<OrderStatus>`'confirmed'`.as("status"),
        at: sql<number>`${move.now.getTime()}`.as("at"),
        by: sql<string>`${move.by}`.as("by"),
        note: sql<string>`${move.note}`.as("note"),
        courier: sql<null>`NULL`.as("courier"),
        trackingNumber: sql<null>`NULL`.as("tracking_number"),
        call: sql<null>`NULL`.as("call"),
      })
      .from(orders)
      .where(move.where),
  );
  const limited: Partial<Record<"userId" | "checkoutKey", SQL>> = {};
  if (move.limits) {
    const units = new Map<number, number>();
    const flash = new Map<number, number>();
    for (const line of lines) {
      units.set(line.productId!, (units.get(line.productId!) ?? 0) + line.quantity);
      if (line.productType === "flashsell")
        flash.set(line.productId!, (flash.get(line.productId!) ?? 0) + line.quantity);
    }
    if (flash.size > 0)
      limited.userId = sql`(CASE WHEN ${flashUnitsWithinLimit(order.userId, flash, move.limits)} THEN ${order.userId} END)`;
    limited.checkoutKey = sql`(CASE WHEN ${waitingUnitsWithinLimit(order.userId, units, move.limits)} THEN ${order.checkoutKey} END)`;
  }
  const update = db
    .update(orders)
    .set({ ...move.set, ...limited, status: "confirmed" })
    .where(move.where)
    .returning();
  const messages = outboxWrites(db, messagesOf(order, lines, { event: "confirmed" }, deps.notify), move.where);
  const after = move.after ?? [];
  let moved: Order | undefined;
  try {
    const results = await db.batch([event, ...messages, ...takes, update, ...after] as [
      BatchItem<"sqlite">,
      ...BatchItem<"sqlite">[],
    ]);
    [moved] = results.at(-1 - after.length) as Order[];
  } catch (error) {
    const failure = constraintFailure(error);
    if (failure?.kind === "check") return { ok: false, reason: "out-of-stock" };
    if (failedNotNull(failure, "orders.user_id")) return { ok: false, reason: "flash-limit" };
    if (failedNotNull(failure, "orders.checkout_key")) return { ok: false, reason: "units-limit" };
    throw error;
  }
  if (!moved) return { ok: false, reason: "not-there" };
  await flashStockChanged(
    deps,
    lines.map((line) => line.productId),
  );
  return { ok: true, order: moved };
}

/** Units of one product (and variant) that came back from a partial delivery: the total of them so far. */
export interface ReturnedUnits {
  productId: number;
  /** Needed when the order has the product in more than one variant. */
  variantId?: number;
  quantity: number;
}

export type ReturnedUnitsResult =
  | { ok: true; order: Order; lines: OrderLine[]; restocked: number }
  | { ok: false; reason: "not-found" }
  /** Only a delivered order's units can come back this way (a returned or cancelled one gave them all back). */
  | { ok: false; reason: "not-delivered"; status: OrderStatus }
  /** The order has no line of that product (or variant). */
  | { ok: false; reason: "unknown-line"; productId: number; variantId: number | null }
  /** The order has that product in several variants: say which. */
  | { ok: false; reason: "variant-required"; productId: number }
  /** More units than the order had of it. */
  | { ok: false; reason: "too-many"; productId: number; variantId: number | null; ordered: number };

/**
 * Records which units of a delivered order came back (a partial delivery, issue 46) and puts them back on the
 * shelf, each unit once. `units` says how many of each product (or variant) came back in all, so recording the same
 * units again restocks nothing, and recording more later restocks only the difference. One batch: for each line, the
 * stock goes up by what it records beyond the line's `returned_quantity`, then that becomes the line's count, each
 * statement guarded by the order still being delivered. D1 runs batches one at a time, so two records of the same
 * units at once restock once. Lines of one product are filled in the order's order.
 */
export async function recordReturnedUnits(
  db: Database,
  deps: LifecycleDeps,
  orderId: string,
  units: readonly ReturnedUnits[],
): Promise<ReturnedUnitsResult> {
  const [[order], lines] = await db.batch([
    db.select().from(orders).where(eq(orders.id, orderId)),
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.position),
  ]);
  if (!order) return { ok: false, reason: "not-found" };
  if (order.status !== "delivered") return { ok: false, reason: "not-delivered", status: order.status };
  // The total asked back per product and variant (the same one twice in the list is summed).
  const wanted = new Map<string, ReturnedUnits>();
  for (const unit of units) {
    const key = `${unit.productId}:${unit.variantId ?? ""}`;
    const before = wanted.get(key);
    wanted.set(key, { ...unit, quantity: (before?.quantity ?? 0) + unit.quantity });
  }
  const targets = new Map<number, number>();
  for (const unit of wanted.values()) {
    const matching = lines.filter(
      (line) =>
        line.productId === unit.productId && (unit.variantId === undefined || line.variantId === unit.variantId),
    );
    const variantId = unit.variantId ?? null;
    if (matching.length === 0) return { ok: false, reason: "unknown-line", productId: unit.productId, variantId };
    if (unit.variantId === undefined && new Set(matching.map((line) => line.variantId)).size > 1)
      return { ok: false, reason: "variant-required", productId: unit.productId };
    const ordered = matching.reduce((total, line) => total + line.quantity, 0);
    if (unit.quantity > ordered)
      return { ok: false, reason: "too-many", productId: unit.productId, variantId, ordered };
    let left = unit.quantity;
    for (const line of matching) {
      const take = Math.min(line.quantity, left);
      targets.set(line.position, (targets.get(line.position) ?? 0) + take);
      left -= take;
    }
  }
  const stillDelivered = sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.id} = ${orderId} AND ${orders.status} = 'delivered')`;
  const statements: BatchItem<"sqlite">[] = [];
  const touched: number[] = [];
  for (const line of lines) {
    const target = targets.get(line.position);
    if (target === undefined || line.productId === null) continue;
    const recorded = sql`(SELECT ${orderLines.returnedQuantity} FROM ${orderLines}
      WHERE ${orderLines.orderId} = ${orderId} AND ${orderLines.position} = ${line.position})`;
    const more = and(stillDelivered, sql`${recorded} < ${target}`)!;
    statements.push(stockChange(db, line, sql`(${target} - ${recorded})`, more));
    if (line.productType === "flashsell")
      statements.push(
        db
          .update(flashSaleProducts)
          .set({ flashStock: sql`${flashSaleProducts.flashStock} + (${target} - ${recorded})` })
          .where(and(eq(flashSaleProducts.productId, line.productId), more)),
      );
    statements.push(
      db
        .update(orderLines)
        .set({ returnedQuantity: target })
        .where(
          and(
            eq(orderLines.orderId, orderId),
            eq(orderLines.position, line.position),
            sql`${orderLines.returnedQuantity} < ${target}`,
            stillDelivered,
          ),
        )
        .returning({ position: orderLines.position, before: sql<number>`${target}` }),
    );
    touched.push(line.productId);
  }
  let restocked = 0;
  if (statements.length > 0) {
    // What each line held before: read in the same batch, first, so the answer says what this record restocked.
    const before = db
      .select({ position: orderLines.position, returned: orderLines.returnedQuantity })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId));
    const results = await db.batch([before, ...statements] as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
    const held = results[0] as { position: number; returned: number }[];
    const updated = results.slice(1).flatMap((result) => (Array.isArray(result) ? result : [])) as {
      position: number;
      before: number;
    }[];
    for (const row of updated) {
      const was = held.find((line) => line.position === row.position)?.returned ?? 0;
      restocked += Math.max(0, (targets.get(row.position) ?? 0) - was);
    }
    if (restocked > 0) await flashStockChanged(deps, touched);
  }
  const [[now], linesNow] = await db.batch([
    db.select().from(orders).where(eq(orders.id, orderId)),
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.position),
  ]);
  return { ok: true, order: now!, lines: linesNow, restocked };
}

/** The messages `news` of `order` makes, with the shop's settings. */
export function messagesOf(order: Order, lines: OrderLine[], news: OrderNews, settings: NotificationSettings) {
  return orderMessages(
    order,
    lines.toSorted((a, b) => a.position - b.position),
    news,
    settings,
  );
}
