/** The figures on an admin's dashboard home, in one D1 round trip (plus the flash window from its object). */
import { and, asc, count, eq, gte, lt, sum } from "drizzle-orm";
import { orders, products } from "@db/schema.ts";
import type { Database } from "~/context.ts";

export const LOW_STOCK_BELOW = 5;
const DAY_MS = 86_400_000;

export interface AdminFigures {
  today: { orders: number; revenueCents: number };
  week: { orders: number; revenueCents: number };
  lowStock: { id: number; name: string; stock: number }[];
}

/** "Today" and "this week" are the last 24 hours and the last 7 days, so no time zone is assumed. */
export async function adminFigures(db: Database, now = Date.now()): Promise<AdminFigures> {
  const since = (ms: number) => and(eq(orders.status, "placed"), gte(orders.createdAt, new Date(now - ms)));
  const [[today], [week], low] = await db.batch([
    db.select({ orders: count(), revenue: sum(orders.totalCents) }).from(orders).where(since(DAY_MS)),
    db.select({ orders: count(), revenue: sum(orders.totalCents) }).from(orders).where(since(7 * DAY_MS)),
    db
      .select({ id: products.id, name: products.name, stock: products.stock })
      .from(products)
      .where(lt(products.stock, LOW_STOCK_BELOW))
      .orderBy(asc(products.stock), asc(products.id))
      .limit(8),
  ]);
  return {
    today: { orders: today?.orders ?? 0, revenueCents: Number(today?.revenue ?? 0) },
    week: { orders: week?.orders ?? 0, revenueCents: Number(week?.revenue ?? 0) },
    lowStock: low,
  };
}
