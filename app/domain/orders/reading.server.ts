/**
 * Reading orders: who may see which (one rule for the JSON API, My Order and Manage Order), one order with its
 * timeline, and the lists with their counts.
 */
import { and, count, desc, eq, inArray, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import { normaliseReference } from "./reference.ts";
import { orderEvents, orderLines, orders, type OrderEvent } from "@db/schema.ts";
import type { OrderChannel } from "@db/enums.ts";
import { inList, type Database } from "../database.ts";
import { containsText } from "../catalogue/catalogue.server.ts";
import { findUserByEmail, normaliseEmail } from "../accounts/users.server.ts";
import { paymentOf, paymentsFor } from "../payments/listing.server.ts";
import type { PaymentRecord } from "../payments/refunds.server.ts";
import { linesOf, type PlacedOrder } from "./placing.server.ts";
import { orderTimeline } from "./lifecycle.server.ts";
import { ORDER_STATUSES, type OrderStatus } from "./status.ts";
import type { SessionUser } from "../accounts/types.ts";

/**
 * Who may see which orders, in one place for the JSON API, My Order and Manage Order: a shopper sees their own
 * orders; an admin sees everyone's, or one customer's by email, and may search. An order the caller may not see
 * does not exist for them (404, never 403, for a single order).
 */
function visibleTo(caller: Pick<SessionUser, "id" | "isAdmin">): SQL | undefined {
  return caller.isAdmin ? undefined : eq(orders.userId, caller.id);
}

export async function getOrder(db: Database, caller: SessionUser, orderId: string): Promise<PlacedOrder | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), visibleTo(caller)));
  return order ? { order, lines: await linesOf(db, order.id) } : null;
}

export interface OrderDetail extends PlacedOrder {
  events: OrderEvent[];
  /** The payment with the order's TrxID (admins only). */
  payment: PaymentRecord | null;
  /** The admin who confirmed it by hand (admins only; see `confirmedByHand`). */
  confirmedBy: string | null;
}

/**
 * Who confirmed an order by hand: the email of the admin whose move made it `confirmed` last, or null when no admin
 * did (a matched SMS confirms it as `system`). Admins' screens say so where the payment would be (issue 30).
 */
export function confirmedByHand(events: { status: string; by: string }[]): string | null {
  const confirmed = events.filter((event) => event.status === "confirmed").at(-1);
  return confirmed && confirmed.by !== "system" && confirmed.by !== "shopper" ? confirmed.by : null;
}

/** One order with its timeline, to its owner or an admin. */
export async function getOrderDetail(db: Database, caller: SessionUser, orderId: string): Promise<OrderDetail | null> {
  const placed = await getOrder(db, caller, orderId);
  if (!placed) return null;
  const [events, [payment]] = await Promise.all([
    orderTimeline(db, orderId),
    caller.isAdmin ? paymentsFor(db, [placed.order]) : Promise.resolve([]),
  ]);
  return { ...placed, events, payment: payment ?? null, confirmedBy: caller.isAdmin ? confirmedByHand(events) : null };
}

/** Whose orders a list asks for: the caller's, everyone's, or one customer's (by email). */
export type OrderListScope = "mine" | "everyone" | { email: string };

export interface OrderListQuery {
  scope: OrderListScope;
  page: number;
  pageSize: number;
  /** Part of a name, email, TrxID, mobile or bKash number; admins only (ignored for anyone else). */
  search: string;
  /** Only orders in this status (null or absent: all). */
  status?: OrderStatus | null;
  /** Only orders delivered to this district (admins only; ignored for anyone else). */
  districtId?: number | null;
  /** Only orders whose courier cash differs from what was to be collected (issue 46; admins only). */
  cashIssue?: boolean;
  /** Only cash-on-delivery orders waiting for the shop's call (issue 49; admins only). */
  toCall?: boolean;
  /** Only orders that came through this channel (issue 50; admins only). */
  channel?: OrderChannel | null;
}

export type OrderListResult =
  { ok: true; page: Awaited<ReturnType<typeof readOrderPage>> } | { ok: false; reason: "forbidden" };

/** The list the caller asked for, if they may see it. */
export async function listOrders(db: Database, caller: SessionUser, query: OrderListQuery): Promise<OrderListResult> {
  const { scope } = query;
  let userId: number | null;
  if (scope === "mine") userId = caller.id;
  else if (scope === "everyone") {
    if (!caller.isAdmin) return { ok: false, reason: "forbidden" };
    userId = null;
  } else if (normaliseEmail(scope.email) === caller.email) userId = caller.id;
  else {
    if (!caller.isAdmin) return { ok: false, reason: "forbidden" };
    const customer = await findUserByEmail(db, scope.email);
    if (!customer)
      return {
        ok: true,
        page: { items: [], status: query.status ?? null, total: 0, page: query.page, pageSize: query.pageSize },
      };
    userId = customer.id;
  }
  const search = caller.isAdmin ? query.search : "";
  const page = await readOrderPage(db, {
    userId,
    search,
    status: query.status ?? null,
    districtId: caller.isAdmin ? (query.districtId ?? null) : null,
    cashIssue: caller.isAdmin && query.cashIssue === true,
    toCall: caller.isAdmin && query.toCall === true,
    channel: caller.isAdmin ? (query.channel ?? null) : null,
    page: query.page,
    pageSize: query.pageSize,
    withPayments: caller.isAdmin,
  });
  return { ok: true, page };
}

/** How many orders have a cash issue from their courier (Manage Order's "Cash issues" tab, issue 46). */
export async function countCashIssues(db: Database): Promise<number> {
  const [row] = await db.select({ count: count() }).from(orders).where(isNotNull(orders.cashIssue));
  return row?.count ?? 0;
}

/** How many orders are in each status (everyone's, for admins: the queue's tabs and the menu's badge). */
export async function countOrdersByStatus(db: Database): Promise<Record<OrderStatus, number>> {
  const rows = await db.select({ status: orders.status, count: count() }).from(orders).groupBy(orders.status);
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const row of rows) if (row.status in counts) counts[row.status] = row.count;
  return counts;
}

/** Cash on delivery waiting for the shop's call (issue 49): pending, with nothing to pay first. */
export const waitingForCall = and(
  eq(orders.status, "pending"),
  eq(orders.paymentMethod, "COD"),
  isNull(orders.trxWallet),
)!;

/** How many orders wait for the shop's call (Manage Order's "To call" tab). */
export async function countToCall(db: Database): Promise<number> {
  const [row] = await db.select({ count: count() }).from(orders).where(waitingForCall);
  return row?.count ?? 0;
}

const searchedColumns = [
  orders.reference,
  orders.customerName,
  orders.email,
  orders.trxId,
  orders.mobile,
  orders.bkashNumber,
];

/**
 * Orders, newest first, with their lines (and, for admins, the payment with each order's TrxID): two round trips.
 * The search matches part of the order's number (its reference), the customer's name, email, TrxID (stored uppercased; LIKE ignores case), mobile or
 * bKash number, literally.
 */
async function readOrderPage(
  db: Database,
  query: {
    userId: number | null;
    search: string;
    status: OrderStatus | null;
    districtId: number | null;
    cashIssue: boolean;
    toCall: boolean;
    channel: OrderChannel | null;
    page: number;
    pageSize: number;
    withPayments: boolean;
  },
) {
  const term = query.search.trim();
  const where = and(
    query.status === null ? undefined : eq(orders.status, query.status),
    query.districtId === null ? undefined : eq(orders.addressDistrictId, query.districtId),
    query.cashIssue ? isNotNull(orders.cashIssue) : undefined,
    query.toCall ? waitingForCall : undefined,
    query.channel === null ? undefined : eq(orders.channel, query.channel),
    query.userId === null ? undefined : eq(orders.userId, query.userId),
    term ? or(...searchedColumns.map((column) => containsText(column, term))) : undefined,
  );
  const [rows, [total]] = await db.batch([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ count: count() }).from(orders).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const [lines, paid, confirmations] = rows.length
    ? await Promise.all([
        db
          .select()
          .from(orderLines)
          .where(inList(orderLines.orderId, ids))
          .orderBy(orderLines.orderId, orderLines.position),
        query.withPayments ? paymentsFor(db, rows) : Promise.resolve([]),
        // For admins: who confirmed each order, so one confirmed by hand says so (issue 30).
        query.withPayments
          ? db
              .select({ orderId: orderEvents.orderId, status: orderEvents.status, by: orderEvents.by })
              .from(orderEvents)
              .where(and(inList(orderEvents.orderId, ids), eq(orderEvents.status, "confirmed")))
              .orderBy(orderEvents.orderId, orderEvents.id)
          : Promise.resolve([]),
      ])
    : [[], [], []];
  return {
    items: rows.map((order) => ({
      order,
      lines: lines.filter((line) => line.orderId === order.id),
      payment: paymentOf(order, paid),
      confirmedBy: confirmedByHand(confirmations.filter((event) => event.orderId === order.id)),
    })),
    status: query.status,
    total: total?.count ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * The order a short link names (`/o/<reference>`, the order's number): for a signed-in caller only if they may see
 * it (its owner or an admin); for a visitor, whose order page then asks them to sign in, any. References are unique
 * (decision 042); one typed by hand is read as Crockford's digits too (O as 0).
 */
export async function findOrderIdByReference(
  db: Database,
  caller: Pick<SessionUser, "id" | "isAdmin"> | null,
  reference: string,
): Promise<string | null> {
  const typed = reference.trim().toUpperCase();
  if (!/^[A-Z0-9]{1,16}$/.test(typed)) return null;
  const keys = [...new Set([typed, normaliseReference(typed)])];
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.reference, keys), caller ? visibleTo(caller) : undefined))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** The numbers (references) of these orders, by id: how a screen names orders it knows by id. */
export async function orderReferences(db: Database, orderIds: readonly string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, reference: orders.reference })
    .from(orders)
    .where(inList(orders.id, [...orderIds]));
  return new Map(rows.map((row) => [row.id, row.reference]));
}
