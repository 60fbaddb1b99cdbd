/**
 * Moving an order through its life (order-status.ts has the allowed moves): who may move it, the timeline event
 * each move writes, and the stock a rejected or cancelled order gives back. Every move is one `db.batch` whose
 * statements all require the order to still be in the status the move started from, the status update last: two
 * concurrent moves of one order cannot both land, and stock comes back exactly once.
 */
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
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
import { failureMessage, type Database } from "../database.ts";
import { flashStockChanged } from "../flash-sale/flash-sale.server.ts";
import { actorName, canCancel, canMove, holdsStock, needsReason, type OrderActor, type OrderStatus } from "./status.ts";
import type { SessionUser } from "../types.ts";
import { newsOfMove } from "../notifications/news.ts";
import { outboxWrites } from "../notifications/outbox.server.ts";
import { readNotificationSettings, type NotificationVars } from "../notifications/settings.ts";
import { orderMessages, type OrderNews } from "../notifications/templates.ts";

/** What moving an order needs of the Worker: the flash-sale gate, and who its messages come from and go to. */
export type LifecycleEnv = Pick<Env, "FLASH_SALE"> & NotificationVars;

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
}

export type MoveFailure =
  | { ok: false; reason: "not-found" }
  /** The move is not allowed from the status the order is in (it may just have been moved by someone else). */
  | { ok: false; reason: "not-allowed"; from: OrderStatus; to: OrderStatus }
  /** Rejecting a payment and recording a return need a reason. */
  | { ok: false; reason: "reason-required"; to: OrderStatus }
  /** A shopper may cancel only a pending order. */
  | { ok: false; reason: "cancel-too-late"; status: OrderStatus };

export type MoveResult = { ok: true; order: Order } | MoveFailure;

/**
 * Moves the order to `change.status` if the table allows it from where it is now. `actor` is recorded on the
 * timeline; callers decide who may act (an admin: any move; the shop: confirming, expiring; a shopper: see
 * `cancelOrder`).
 */
export async function moveOrder(
  db: Database,
  env: LifecycleEnv,
  actor: OrderActor,
  orderId: string,
  change: OrderChange,
  now: Date = new Date(),
): Promise<MoveResult> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return { ok: false, reason: "not-found" };
  return moveFrom(db, env, actor, order, change, now);
}

/**
 * Moves an order already read. `guard`, a condition on the order's row, must also still hold when the batch runs
 * (the expiry's "no payment covering it has come in"): if it does not, nothing is written and the answer is the
 * order's status now.
 */
export async function moveFrom(
  db: Database,
  env: LifecycleEnv,
  actor: OrderActor,
  order: Order,
  change: OrderChange,
  now: Date,
  guard?: SQL,
): Promise<MoveResult> {
  const from = order.status;
  const to = change.status;
  if (!canMove(from, to)) return { ok: false, reason: "not-allowed", from, to };
  const note = change.note?.trim() || null;
  if (needsReason(to) && !note) return { ok: false, reason: "reason-required", to };
  // A cash-on-delivery order delivered: its cash is collected (what was to be, unless the courier says otherwise).
  const cashCollectedTaka =
    to === "delivered" && order.paymentMethod === "COD" ? (change.cashCollectedTaka ?? order.collectTaka) : undefined;
  const shipping = to === "shipped";
  const courier = shipping ? change.courier?.trim() || null : null;
  const trackingNumber = shipping ? change.trackingNumber?.trim() || null : null;

  const stillFrom = and(eq(orders.id, order.id), eq(orders.status, from), guard)!;
  const stillFromExists = sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${stillFrom})`;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const { statements: restocks, productIds: restocked } =
    holdsStock(from) && !holdsStock(to)
      ? restockStatements(db, lines, stillFromExists)
      : { statements: [], productIds: [] };
  // Its messages are written only if the move lands (decision 024).
  const news = newsOfMove(actor, to, { note, courier, trackingNumber });
  const messages = news
    ? outboxWrites(db, messagesOf({ ...order, courier, trackingNumber }, lines, news, env), stillFrom)
    : [];
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
      })
      .from(orders)
      .where(stillFrom),
  );
  const update = db
    .update(orders)
    .set({
      status: to,
      ...(shipping
        ? { courier, trackingNumber, consignmentId: change.consignmentId ?? null, bookingStartedAt: null }
        : {}),
      ...(cashCollectedTaka === undefined ? {} : { cashCollectedTaka }),
    })
    .where(stillFrom)
    .returning();
  const results = await db.batch([event, ...messages, ...restocks, update]);
  const [moved] = results.at(-1) as Order[];
  if (moved) {
    // The units are back in D1: the flash-stock gate re-reads its counts of these products (decision 015).
    await flashStockChanged(env, restocked);
    return { ok: true, order: moved };
  }
  // Someone else moved it first: answer from where it is now.
  const [current] = await db.select().from(orders).where(eq(orders.id, order.id));
  if (!current) return { ok: false, reason: "not-found" };
  return { ok: false, reason: "not-allowed", from: current.status, to };
}

/**
 * Moves a line's units on the shelf while `condition` holds: its variant's stock (the product's follows by trigger),
 * or for a line that names none (placed before variants, or its variant since deleted: the key is set null), its
 * product's while the product has exactly one variant, which follows by trigger. A line sold as a variant that is
 * gone, or of a product now sold in several, has no variant to go back to: its units are not put anywhere (the
 * merchant counts the shelf), rather than on another variant or on a total its variants no longer add up to.
 */
function stockChange(db: Database, line: OrderLine, units: number, condition: SQL) {
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
  env: LifecycleEnv,
  caller: SessionUser,
  orderId: string,
  note?: string,
): Promise<MoveResult> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || (!caller.isAdmin && order.userId !== caller.id)) return { ok: false, reason: "not-found" };
  if (caller.isAdmin)
    return moveFrom(db, env, { admin: caller.email }, order, { status: "cancelled", note }, new Date());
  if (!canCancel(order.status, "shopper")) return { ok: false, reason: "cancel-too-late", status: order.status };
  const result = await moveFrom(db, env, "shopper", order, { status: "cancelled" }, new Date());
  // Confirmed by the shop a moment before: say so the same way.
  if (!result.ok && result.reason === "not-allowed")
    return { ok: false, reason: "cancel-too-late", status: result.from };
  return result;
}

/** The timeline, oldest first. */
export async function orderTimeline(db: Database, orderId: string) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}

export type ReinstateResult = { ok: true; order: Order } | { ok: false; reason: "not-expired" | "out-of-stock" };

/**
 * Brings back an order the shop cancelled for not being paid in time, because its payment came after all
 * (decision 021): confirmed by `system`, its units taken again. One batch, all guarded by the order still being
 * cancelled by the shop; a unit no longer there fails the stock's CHECK and the order stays cancelled (the payment
 * is then owed back). An order cancelled or rejected by a person is never brought back.
 */
export async function reinstateExpiredOrder(
  db: Database,
  env: LifecycleEnv,
  orderId: string,
  note: string,
  now: Date = new Date(),
): Promise<ReinstateResult> {
  const expiredByShop = and(
    eq(orders.id, orderId),
    eq(orders.status, "cancelled"),
    sql`EXISTS (SELECT 1 FROM ${orderEvents} WHERE ${orderEvents.orderId} = ${orders.id}
      AND ${orderEvents.status} = 'cancelled' AND ${orderEvents.by} = 'system')`,
  )!;
  const back = await takeBack(db, env, orderId, { where: expiredByShop, by: "system", note, now, set: {} });
  return back.ok ? back : { ok: false, reason: back.reason === "not-there" ? "not-expired" : "out-of-stock" };
}

export type ShipAgainResult = { ok: true; order: Order } | { ok: false; reason: "not-returned" | "out-of-stock" };

/**
 * A paid order that came back, sent again (the merchant's choice for its money, issue 45): confirmed again by the
 * admin, its units taken off the shelf again, ready to be booked and shipped as a new parcel. The same one batch as
 * a late payment's, guarded by the order still being returned; a unit no longer there leaves it returned.
 */
export async function shipAgain(
  db: Database,
  env: LifecycleEnv,
  admin: string,
  orderId: string,
  note: string,
  now: Date = new Date(),
): Promise<ShipAgainResult> {
  const returned = and(eq(orders.id, orderId), eq(orders.status, "returned"))!;
  const back = await takeBack(db, env, orderId, {
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
    },
  });
  return back.ok ? back : { ok: false, reason: back.reason === "not-there" ? "not-returned" : "out-of-stock" };
}

/**
 * Moves a closed order (one that gave its units back) to confirmed again, taking its units again: one batch whose
 * every statement requires `where` to still hold, the update last. A line whose product or variant has since been
 * deleted, or a unit no longer on the shelf (the stock's CHECK), leaves the order where it was.
 */
async function takeBack(
  db: Database,
  env: LifecycleEnv,
  orderId: string,
  move: { where: SQL; by: string; note: string; now: Date; set: Partial<Order> },
): Promise<{ ok: true; order: Order } | { ok: false; reason: "not-there" | "out-of-stock" }> {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
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
      })
      .from(orders)
      .where(move.where),
  );
  const update = db
    .update(orders)
    .set({ ...move.set, status: "confirmed" })
    .where(move.where)
    .returning();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const messages = order ? outboxWrites(db, messagesOf(order, lines, { event: "confirmed" }, env), move.where) : [];
  let moved: Order | undefined;
  try {
    const results = await db.batch([event, ...messages, ...takes, update]);
    [moved] = results.at(-1) as Order[];
  } catch (error) {
    if (failureMessage(error).includes("CHECK constraint failed")) return { ok: false, reason: "out-of-stock" };
    throw error;
  }
  if (!moved) return { ok: false, reason: "not-there" };
  await flashStockChanged(
    env,
    lines.map((line) => line.productId),
  );
  return { ok: true, order: moved };
}

/** The messages `news` of `order` makes, with the shop's settings. */
export function messagesOf(order: Order, lines: OrderLine[], news: OrderNews, env: NotificationVars) {
  return orderMessages(
    order,
    lines.toSorted((a, b) => a.position - b.position),
    news,
    readNotificationSettings(env),
  );
}
