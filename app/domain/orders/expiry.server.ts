/**
 * The cron's sweep of unpaid orders (decision 021): a pending order whose payment deadline has passed gives its
 * stock back, cancelled by `system` with the reason on its timeline. Each order's deadline was fixed when it was
 * placed (limits.ts); orders without one (placed before order statuses existed) wait for the admin. Cash on
 * delivery with nothing to pay first has a deadline too (issue 47): COD_CONFIRM_HOURS for the shop's call, and no
 * payment can cover it, so an order nobody confirmed in time gives its stock back like an unpaid one.
 *
 * Money decides, not the clock alone: an order whose TrxID has brought in its amount due (matched or not, from its
 * number or another) is never expired. That is checked when the order is chosen and again inside the cancel's own
 * batch, so a payment stored a moment after the choice still saves the order. A payment that falls short does not
 * hold stock past the deadline: the order is expired and that payment is owed back. A payment that arrives after
 * the cancel brings the order back if its stock is still there (workflows/payment-receipt.server.ts).
 */
import { and, asc, eq, lte, not, sql } from "drizzle-orm";
import { orders, payments, type Order } from "@db/schema.ts";
import type { Database } from "../database.ts";
import { PAYMENT_TOLERANCE_PAISA } from "../money.ts";
import { moveFrom, type LifecycleDeps, type MoveResult } from "./lifecycle.server.ts";

/**
 * A payment with the order's TrxID covering its amount due (within a taka of it, issue 45) has come in (a
 * condition on the order's row).
 */
export const coveringPaymentArrived = sql`EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.wallet} = ${orders.trxWallet}
  AND ${payments.trxId} = ${orders.trxId}
  AND ${payments.amountPaisa} + ${PAYMENT_TOLERANCE_PAISA} > ${orders.amountDuePaisa})`;

/** Pending orders past their deadline with no covering payment, oldest deadline first. */
export function dueOrders(db: Database, now: Date, limit = 50): Promise<Order[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.status, "pending"), lte(orders.paymentDueAt, now), not(coveringPaymentArrived)))
    .orderBy(asc(orders.paymentDueAt))
    .limit(limit);
}

/** Cancels one unpaid order, unless a payment covering it has come in by the time the cancel runs. */
export function expireOrder(
  db: Database,
  deps: LifecycleDeps,
  order: Order,
  note: string,
  now: Date,
): Promise<MoveResult> {
  return moveFrom(db, deps, "system", order, { status: "cancelled", note }, now, not(coveringPaymentArrived));
}

/** Works through every due order a batch at a time; `note` words each order's reason. Returns how many it cancelled. */
export async function expireUnpaidOrders(
  db: Database,
  deps: LifecycleDeps,
  options: { now?: Date; note: (order: Order) => string },
): Promise<number> {
  const now = options.now ?? new Date();
  let cancelled = 0;
  for (;;) {
    const due = await dueOrders(db, now);
    let moved = 0;
    for (const order of due) {
      const result = await expireOrder(db, deps, order, options.note(order), now);
      if (result.ok) moved += 1;
    }
    cancelled += moved;
    // A full batch where nothing moved would be read again as it is: stop rather than loop.
    if (due.length < 50 || moved === 0) return cancelled;
  }
}
