/**
 * The cash of cash-on-delivery orders, for Manage Order: what the couriers are to collect (orders confirmed, about
 * to ship, and shipped, with the courier) and what they handed over on each of the last days, by the day the order
 * was delivered in Bangladesh time. One D1 round trip.
 */
import { and, count, eq, gte, inArray, isNotNull, lt, sql, sum } from "drizzle-orm";
import { orderEvents, orders } from "@db/schema.ts";
import type { Database } from "../database.ts";
import { DAY_MS, SHOP_UTC_OFFSET_MS, shopDay, shopDayDate, shopDayStart } from "../time-zone.ts";

/** How many days of cash collected the summary shows, today's included. */
export const CASH_DAYS = 7;

export interface CashFigure {
  /** Whole taka (decision 042). */
  taka: number;
  orders: number;
}

export interface CashSummary {
  /** Cash on delivery still to come in: shipped (with the courier) and confirmed (about to ship). */
  toCollect: CashFigure & { shipped: CashFigure; confirmed: CashFigure };
  /** Cash handed over by the couriers over the `days`. */
  collected: CashFigure;
  /** The last CASH_DAYS days in Bangladesh time, today first: the date (YYYY-MM-DD) and the cash collected. */
  days: (CashFigure & { date: string })[];
}

/**
 * The cash summary at `now`, in whole taka. To collect: the `collectTaka` of every cash-on-delivery order now
 * confirmed or shipped. Collected: the `cashCollectedTaka` of every cash-on-delivery order delivered on one of the last
 * CASH_DAYS days (Bangladesh time, UTC+6), by the day of its timeline's `delivered` event.
 */
export async function readCashSummary(db: Database, { now = Date.now() }: { now?: number } = {}): Promise<CashSummary> {
  const today = shopDay(now);
  const first = today - (CASH_DAYS - 1);
  // The instants Bangladesh's first day of the range starts and the day after today starts.
  const from = shopDayStart(first);
  const until = shopDayStart(today + 1);
  // `shopDay` in SQL.
  const day = sql<number>`CAST((${orderEvents.at} + ${sql.raw(String(SHOP_UTC_OFFSET_MS))}) / ${sql.raw(String(DAY_MS))} AS INTEGER)`;
  const cod = eq(orders.paymentMethod, "COD");

  const [pending, delivered] = await db.batch([
    db
      .select({ status: orders.status, orders: count(), taka: sum(orders.collectTaka) })
      .from(orders)
      .where(and(cod, inArray(orders.status, ["confirmed", "shipped"])))
      .groupBy(orders.status),
    db
      .select({ day, orders: count(), taka: sum(orders.cashCollectedTaka) })
      .from(orders)
      .innerJoin(orderEvents, eq(orderEvents.orderId, orders.id))
      .where(
        and(
          eq(orders.status, "delivered"),
          cod,
          isNotNull(orders.cashCollectedTaka),
          eq(orderEvents.status, "delivered"),
          gte(orderEvents.at, from),
          lt(orderEvents.at, until),
        ),
      )
      .groupBy(day),
  ]);

  const figure = (row: { orders: number; taka: string | null } | undefined): CashFigure => ({
    taka: Number(row?.taka ?? 0),
    orders: row?.orders ?? 0,
  });
  const shipped = figure(pending.find((row) => row.status === "shipped"));
  const confirmed = figure(pending.find((row) => row.status === "confirmed"));
  const days = Array.from({ length: CASH_DAYS }, (_, index) => {
    const number = today - index;
    return {
      date: shopDayDate(number),
      ...figure(delivered.find((row) => Number(row.day) === number)),
    };
  });
  return {
    toCollect: {
      taka: shipped.taka + confirmed.taka,
      orders: shipped.orders + confirmed.orders,
      shipped,
      confirmed,
    },
    collected: {
      taka: days.reduce((total, each) => total + each.taka, 0),
      orders: days.reduce((total, each) => total + each.orders, 0),
    },
    days,
  };
}
