/**
 * Matching a payment with its order by TrxID (decision 013, sharpened by decision 021). Whichever of the two
 * arrives second matches them, and the cron retries any payment still waiting for an order that exists. The
 * payment is claimed first (its state moves off `unmatched` once), so two callers cannot both act on it.
 *
 * - Money from the order's number (or from a sender the SMS does not show) that covers the amount due confirms a
 *   pending order; an order the admin confirmed already is simply matched. An overpayment's excess is owed back.
 * - Less than the amount due, or money from another number, is a mismatch the admin settles.
 * - Money for an order the shop cancelled for not being paid in time brings the order back (confirmed) when its
 *   stock is still there; otherwise, and for any other rejected or cancelled order, the whole payment is owed back.
 */
import { and, eq } from "drizzle-orm";
import { orderLines, orders, payments, type Order, type Payment, type PaymentProblem } from "@db/schema.ts";
import type { Database } from "../database.ts";
import { messagesOf, moveOrder, reinstateExpiredOrder, type LifecycleEnv } from "../orders/lifecycle.server.ts";
import { writeMessages } from "../notifications/outbox.server.ts";
import { sentFromNumber } from "../phone.ts";
import { PAYMENT_TOLERANCE_PAISA } from "../money.ts";
import type { PaymentNotes } from "./notes.ts";
import type { Wallet } from "./wallets.ts";

export async function matchPayment(
  db: Database,
  env: LifecycleEnv,
  wallet: Wallet,
  trxId: string,
  notes: PaymentNotes,
): Promise<void> {
  const key = trxId.toUpperCase();
  const thisPayment = and(eq(payments.wallet, wallet), eq(payments.trxId, key));
  const [[payment], [order]] = await db.batch([
    db
      .select()
      .from(payments)
      .where(and(thisPayment, eq(payments.state, "unmatched"))),
    db
      .select()
      .from(orders)
      .where(and(eq(orders.trxWallet, wallet), eq(orders.trxId, key))),
  ]);
  if (!payment || !order) return;
  // Within a taka of the amount due pays it (issue 45): the shortfall is not a mismatch.
  const missing = Math.max(0, order.amountDuePaisa - payment.amountPaisa);
  const shortfall = missing < PAYMENT_TOLERANCE_PAISA ? 0 : missing;
  const closed = order.status === "rejected" || order.status === "cancelled";
  const problem: PaymentProblem | null =
    shortfall > 0
      ? "short"
      : sentFromNumber(payment.sender, order.bkashNumber) === false
        ? "other-sender"
        : closed
          ? "order-closed"
          : null;
  const [claimed] = await db
    .update(payments)
    .set({
      state: problem ? "mismatch" : "matched",
      problem,
      orderId: order.id,
      shortfallPaisa: shortfall > 0 ? shortfall : null,
    })
    .where(and(thisPayment, eq(payments.state, "unmatched")))
    .returning();
  if (!claimed) return;
  if (problem !== null && problem !== "order-closed") {
    await tellMerchant(db, env, claimed, order, problem);
    return;
  }

  if (problem === "order-closed") {
    const back = await reinstateExpiredOrder(db, env, order.id, notes.reinstated(claimed, order));
    if (back.ok) await settle(db, wallet, key, "matched");
    else await tellMerchant(db, env, claimed, order, "order-closed");
    return;
  }
  // Confirmed already (the admin checked the wallet's app first): matched, nothing to move.
  if (order.status !== "pending") return;
  const moved = await moveOrder(db, env, "system", order.id, { status: "confirmed", note: notes.paid(claimed, order) });
  // The order moved on in the meantime: matched if an admin confirmed it, else the admin settles it.
  if (!moved.ok && !(moved.reason === "not-allowed" && moved.from !== "rejected" && moved.from !== "cancelled")) {
    await settle(db, wallet, key, "mismatch");
    await tellMerchant(db, env, claimed, order, "order-closed");
  }
}

/** A payment the admin must settle: the merchant is told (decision 024). */
async function tellMerchant(db: Database, env: LifecycleEnv, payment: Payment, order: Order, problem: PaymentProblem) {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  await writeMessages(
    db,
    messagesOf(
      order,
      lines,
      {
        event: "payment-mismatch",
        wallet: payment.wallet,
        amountPaisa: payment.amountPaisa,
        trxId: payment.trxId,
        sender: payment.sender,
        problem,
      },
      env,
    ),
  );
}

async function settle(db: Database, wallet: Wallet, trxId: string, state: "matched" | "mismatch") {
  await db
    .update(payments)
    .set({ state, problem: state === "mismatch" ? "order-closed" : null })
    .where(and(eq(payments.wallet, wallet), eq(payments.trxId, trxId)));
}

/**
 * The cron's retry: every payment still unmatched whose order exists is matched now (a first attempt that failed
 * on a passing D1 error, a match that raced its order). Returns how many it tried.
 */
export async function matchWaitingPayments(db: Database, env: LifecycleEnv, notes: PaymentNotes): Promise<number> {
  const waiting = await db
    .select({ wallet: payments.wallet, trxId: payments.trxId })
    .from(payments)
    .innerJoin(orders, and(eq(orders.trxWallet, payments.wallet), eq(orders.trxId, payments.trxId)))
    .where(eq(payments.state, "unmatched"))
    .limit(100);
  for (const { wallet, trxId } of waiting) await matchPayment(db, env, wallet, trxId, notes);
  return waiting.length;
}
