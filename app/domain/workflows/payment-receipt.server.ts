/**
 * Receiving a payment (a workflow: it composes `payments` and `orders`, so that `payments` never imports `orders`). A
 * payment the merchant phone received is stored (payments/recording.server.ts), or an admin attaches one by hand
 * to an order (payments/attaching.server.ts); then it is matched with its order by TrxID, which moves the order
 * (orders/lifecycle.server.ts). Checkout (checkout.server.ts) matches a payment that came before its order.
 *
 * Matching (decision 013, sharpened by decisions 021 and 043): whichever of the payment and its order arrives second
 * matches them, and the cron retries any payment still waiting for an order that exists. What the payment does to
 * its order and the payment's own claim (its state leaving `unmatched`, once) are one D1 batch: the order's move (or
 * its reinstatement, or the merchant's alert) is guarded by the payment still being unclaimed, and the claim by the
 * move having landed. Two callers cannot both act on a payment, and a failure between the two halves cannot happen:
 * either both landed or neither did, and the payment, still unmatched, is tried again.
 *
 * - Money from the order's number (or from a sender the SMS does not show) that covers the amount due confirms a
 *   pending order; an order the admin confirmed already is simply matched. An overpayment's excess is owed back.
 * - Less than the amount due, or money from another number, is a mismatch the admin settles.
 * - Money for an order the shop cancelled for not being paid in time brings the order back (confirmed) when its
 *   stock is still there and the account's limits still hold (issue 46); otherwise, and for any other rejected or
 *   cancelled order, the whole payment is owed back and the merchant is told.
 * - What was already refunded of a payment (a payment owed back because no order had its TrxID) does not pay.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { orderLines, orders, payments, type Order, type Payment, type PaymentProblem } from "@db/schema.ts";
import type { Database } from "../database.ts";
import { messagesOf, moveFrom, reinstateExpiredOrder, type LifecycleDeps } from "../orders/lifecycle.server.ts";
import type { OrderLimits } from "../orders/limits.ts";
import { outboxWrites } from "../notifications/outbox.server.ts";
import { sentFromNumber } from "../phone.ts";
import { PAYMENT_TOLERANCE_PAISA } from "../money.ts";
import { attachToOrder, type AttachResult } from "../payments/attaching.server.ts";
import type { PaymentNotes } from "../payments/notes.ts";
import { findPayment, storePayment } from "../payments/recording.server.ts";
import { refundedPaisa, type PaymentRecord } from "../payments/refunds.server.ts";
import type { WalletPaymentSms } from "../payments/wallet-sms.ts";
import type { Wallet } from "../payments/wallets.ts";

/** What matching needs from its caller: moving orders, and the limits a reinstated order must stay within. */
export interface MatchDeps extends LifecycleDeps {
  limits: OrderLimits;
}

/** How many times a match that lost a race (the order moved meanwhile) is tried again at once; then the cron's. */
const MATCH_ATTEMPTS = 3;

export interface MatchOptions {
  /** The admin who attached the payment to the order by hand (its timeline says so). */
  attachedBy?: string;
  now?: Date;
}

export async function matchPayment(
  db: Database,
  deps: MatchDeps,
  wallet: Wallet,
  trxId: string,
  notes: PaymentNotes,
  options: MatchOptions = {},
): Promise<void> {
  for (let attempt = 0; attempt < MATCH_ATTEMPTS; attempt += 1) {
    if ((await matchOnce(db, deps, wallet, trxId.toUpperCase(), notes, options)) === "done") return;
  }
  // Still unmatched: the next cron run tries again (matchWaitingPayments).
}

/** One attempt: "raced" when the order moved between the read and the write, and nothing was written. */
async function matchOnce(
  db: Database,
  deps: MatchDeps,
  wallet: Wallet,
  key: string,
  notes: PaymentNotes,
  options: MatchOptions,
): Promise<"done" | "raced"> {
  const thisPayment = and(eq(payments.wallet, wallet), eq(payments.trxId, key))!;
  const [[payment], [order]] = await db.batch([
    db
      .select({ payment: payments, refundedPaisa: refundedPaisa.mapWith(Number) })
      .from(payments)
      .where(and(thisPayment, eq(payments.state, "unmatched"))),
    db
      .select()
      .from(orders)
      .where(and(eq(orders.trxWallet, wallet), eq(orders.trxId, key))),
  ]);
  if (!payment || !order) return "done";
  const received = payment.payment.amountPaisa - payment.refundedPaisa;
  // Within a taka of the amount due pays it (issue 45): the shortfall is not a mismatch.
  const missing = Math.max(0, order.amountDuePaisa - received);
  const shortfall = missing < PAYMENT_TOLERANCE_PAISA ? 0 : missing;
  const closed = order.status === "rejected" || order.status === "cancelled";
  const problem: PaymentProblem | null =
    shortfall > 0
      ? "short"
      : sentFromNumber(payment.payment.sender, order.bkashNumber, wallet) === false
        ? "other-sender"
        : closed
          ? "order-closed"
          : null;

  // The payment as it was read: still unmatched, with nothing more refunded of it since.
  const unclaimed = and(
    thisPayment,
    eq(payments.state, "unmatched"),
    sql`${refundedPaisa} = ${payment.refundedPaisa}`,
  )!;
  const stillUnclaimed = sql`EXISTS (SELECT 1 FROM ${payments} WHERE ${unclaimed})`;
  const claim = (state: "matched" | "mismatch", why: PaymentProblem | null, when?: SQL) =>
    db
      .update(payments)
      .set({ state, problem: why, orderId: order.id, shortfallPaisa: shortfall > 0 ? shortfall : null })
      .where(and(unclaimed, when))
      .returning();
  const confirmedNow = sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.id} = ${order.id} AND ${orders.status} = 'confirmed')`;
  const claimed = payment.payment;

  if (problem === "short" || problem === "other-sender") {
    await mismatch(db, deps, claimed, order, problem, stillUnclaimed, claim("mismatch", problem));
    return "done";
  }
  if (problem === "order-closed") {
    const back = await reinstateExpiredOrder(db, deps, order.id, notes.reinstated(claimed, order), deps.limits, {
      now: options.now,
      guard: stillUnclaimed,
      after: [claim("matched", null, confirmedNow)],
    });
    if (back.ok) return "done";
    // Cancelled or rejected by a person, its units gone, or past a limit: the payment is owed back, and the
    // merchant told, in one batch with its claim.
    await mismatch(db, deps, claimed, order, "order-closed", stillUnclaimed, claim("mismatch", "order-closed"));
    return "done";
  }
  if (order.status !== "pending") {
    // Confirmed already (the admin checked the wallet's app first), or further on: matched, nothing to move.
    await claim("matched", null);
    return "done";
  }
  const note = notes.paid(claimed, order) + (options.attachedBy ? ` ${notes.attached(options.attachedBy)}` : "");
  const moved = await moveFrom(
    db,
    deps,
    "system",
    order,
    { status: "confirmed", note },
    options.now ?? new Date(),
    stillUnclaimed,
    { after: [claim("matched", null, confirmedNow)] },
  );
  // Not moved: the payment was claimed meanwhile (the next read finds nothing to do), or the order moved (the next
  // read decides again from where it is).
  return moved.ok ? "done" : "raced";
}

/** A payment the admin must settle: claimed as a mismatch, and the merchant told in the same batch (decision 024). */
async function mismatch(
  db: Database,
  deps: MatchDeps,
  payment: Payment,
  order: Order,
  problem: PaymentProblem,
  stillUnclaimed: SQL,
  claim: BatchItem<"sqlite">,
) {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const messages = outboxWrites(
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
      deps.notify,
    ),
    and(eq(orders.id, order.id), stillUnclaimed),
  );
  // The messages first, each while the payment is still unclaimed; the claim last.
  await db.batch([...messages, claim] as unknown as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
}

/**
 * The cron's retry: every payment still unmatched whose order exists is matched now (a first attempt that failed
 * on a passing D1 error, a match that raced its order). Returns how many it tried.
 */
export async function matchWaitingPayments(db: Database, deps: MatchDeps, notes: PaymentNotes): Promise<number> {
  const waiting = await db
    .select({ wallet: payments.wallet, trxId: payments.trxId })
    .from(payments)
    .innerJoin(orders, and(eq(orders.trxWallet, payments.wallet), eq(orders.trxId, payments.trxId)))
    .where(eq(payments.state, "unmatched"))
    .limit(100);
  for (const { wallet, trxId } of waiting) await matchPayment(db, deps, wallet, trxId, notes);
  return waiting.length;
}

export interface RecordedPayment {
  payment: PaymentRecord;
  /** The same TrxID was stored before: nothing new was stored. */
  replayed: boolean;
}

/**
 * Stores the payment once by TrxID, then tries to match it. A replay stores nothing, but a payment it finds still
 * unmatched (its first match failed, say on a passing D1 error, and the forwarder sent it again) is matched again.
 */
export async function recordPayment(
  db: Database,
  deps: MatchDeps,
  sms: WalletPaymentSms,
  message: string,
  /** When the forwarder got the SMS, for an SMS without its own time. */
  forwardedAt: Date,
  notes: PaymentNotes,
): Promise<RecordedPayment> {
  const inserted = await storePayment(db, sms, message, forwardedAt);
  const hours = deps.limits.paymentHours;
  const stored = inserted ?? (await findPayment(db, sms.wallet, sms.trxId, hours));
  if (stored?.state === "unmatched") await matchPayment(db, deps, sms.wallet, sms.trxId, notes);
  return { payment: (await findPayment(db, sms.wallet, sms.trxId, hours))!, replayed: !inserted };
}

/**
 * An admin attaches a payment the merchant phone received to an order by hand (issue 46; the checks and the order's
 * new TrxID are payments/attaching.server.ts), then it is matched as any payment is, with the same checks: the amount
 * within a taka of the amount due, the sender, the order's state.
 */
export async function attachPayment(
  db: Database,
  deps: MatchDeps,
  input: { wallet: Wallet; trxId: string; order: string; admin: string },
  notes: PaymentNotes,
): Promise<AttachResult> {
  const hours = deps.limits.paymentHours;
  const attached = await attachToOrder(db, input, hours);
  if (!("matchNow" in attached)) return attached;
  // Matched and its order moved in one write (or, on a passing failure, by the next cron run: the payment stays
  // unmatched with an order that has its TrxID).
  const { trxId, orderId } = attached.matchNow;
  await matchPayment(db, deps, input.wallet, trxId, notes, { attachedBy: input.admin });
  const [[now], record] = await Promise.all([
    db.select().from(orders).where(eq(orders.id, orderId)),
    findPayment(db, input.wallet, trxId, hours),
  ]);
  return { ok: true, payment: record!, order: now! };
}
