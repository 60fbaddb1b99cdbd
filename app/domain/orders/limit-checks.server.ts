/**
 * The per-account limits as SQL conditions (decision 021, issue 46), for the statement that writes an order (placing)
 * or brings one back (a late payment's reinstatement): decided inside the write's own batch, never read first.
 */
import { and, eq, notInArray, sql, type SQL } from "drizzle-orm";
import { orderLines, orders } from "@db/schema.ts";
import type { OrderLimits } from "./limits.ts";

/** The flash units of a product the account's live orders (neither cancelled nor rejected) hold. */
export function flashUnitsHeld(userId: number, productId: number) {
  return and(
    eq(orders.userId, userId),
    eq(orderLines.productId, productId),
    eq(orderLines.productType, "flashsell"),
    notInArray(orders.status, ["cancelled", "rejected", "returned"]),
  );
}

/** With this order's units, the account stays within the limit of every flash-sale product in it. */
export function flashUnitsWithinLimit(userId: number, units: Map<number, number>, limits: OrderLimits): SQL {
  const checks = [...units].map(
    ([productId, quantity]) =>
      sql`(SELECT coalesce(sum(${orderLines.quantity}), 0) FROM ${orderLines}
        INNER JOIN ${orders} ON ${orders.id} = ${orderLines.orderId}
        WHERE ${flashUnitsHeld(userId, productId)}) + ${quantity} <= ${limits.flashLimitPerShopper}`,
  );
  return sql.join(checks, sql` AND `);
}

/** The units of a product the account's waiting (pending) orders hold. */
export function waitingUnitsHeld(userId: number, productId: number) {
  return and(eq(orders.userId, userId), eq(orderLines.productId, productId), eq(orders.status, "pending"));
}

/**
 * With `units` more of each product, the account's waiting orders stay within MAX_UNITS_PER_PRODUCT of every one
 * (issue 46). Placing passes the new order's units; a late payment's reinstatement the units of the order it brings
 * back (which then waits no more, but may not take the account past what placing allows). The units are bound as
 * one JSON parameter (a full cart has 100 lines; D1 binds at most 100 parameters per statement).
 */
export function waitingUnitsWithinLimit(userId: number, units: Map<number, number>, limits: OrderLimits): SQL {
  if (units.size === 0) return sql`1`;
  const wanted = JSON.stringify(Object.fromEntries(units));
  return sql`NOT EXISTS (SELECT 1 FROM json_each(${wanted}) AS wanted
    WHERE (SELECT coalesce(sum(${orderLines.quantity}), 0) FROM ${orderLines}
      INNER JOIN ${orders} ON ${orders.id} = ${orderLines.orderId}
      WHERE ${orders.userId} = ${userId} AND ${orders.status} = 'pending'
        AND ${orderLines.productId} = CAST(wanted.key AS INTEGER)) + wanted.value > ${limits.maxUnitsPerProduct})`;
}
