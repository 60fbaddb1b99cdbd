/** The figures on an admin's dashboard home, in one D1 round trip (plus the flash window from its object). */
import { and, asc, count, eq, gte, inArray, lt, sum } from "drizzle-orm";
import { orders, products } from "@db/schema.ts";
import type { Database } from "./database.ts";
import { calendarStarts } from "./date-time.ts";
import { SHOP_TIME_ZONE } from "./time-zone.ts";

export const LOW_STOCK_BELOW = 5;

export interface AdminFigures {
  today: { orders: number; revenueCents: number };
  week: { orders: number; revenueCents: number };
  lowStock: { id: number; name: string; stock: number }[];
  /** Orders waiting for their bKash payment to be checked (pending). */
  awaitingVerification: number;
  /** The IANA zone "today" and "this week" were counted in. */
  timeZone: string;
}

/**
 * "Today" and "this week" are calendar days in the shop's time, Bangladesh (issue 45: as Manage Order counts its
 * days; `timeZone`, an IANA name already validated, counts in another): orders placed since local midnight, and
 * since Monday's local midnight (ISO weeks), that are still on (not rejected or cancelled).
 */
export async function adminFigures(
  db: Database,
  { now = Date.now(), timeZone = SHOP_TIME_ZONE }: { now?: number; timeZone?: string } = {},
): Promise<AdminFigures> {
  const starts = calendarStarts(now, timeZone);
  const since = (start: Date) =>
    and(inArray(orders.status, ["pending", "confirmed", "shipped", "delivered"]), gte(orders.createdAt, start));
  const [[today], [week], low, [waiting]] = await db.batch([
    db
      .select({ orders: count(), revenue: sum(orders.totalCents) })
      .from(orders)
      .where(since(starts.today)),
    db
      .select({ orders: count(), revenue: sum(orders.totalCents) })
      .from(orders)
      .where(since(starts.week)),
    db
      .select({ id: products.id, name: products.name, stock: products.stock })
      .from(products)
      .where(lt(products.stock, LOW_STOCK_BELOW))
      .orderBy(asc(products.stock), asc(products.id))
      .limit(8),
    db.select({ count: count() }).from(orders).where(eq(orders.status, "pending")),
  ]);
  return {
    today: { orders: today?.orders ?? 0, revenueCents: Number(today?.revenue ?? 0) },
    week: { orders: week?.orders ?? 0, revenueCents: Number(week?.revenue ?? 0) },
    lowStock: low,
    awaitingVerification: waiting?.count ?? 0,
    timeZone,
  };
}
