/**
 * Refunds the merchant owes (decision 021). What a payment is owed back follows from its order, so it is never
 * stored and cannot drift: the excess of an overpayment; the whole payment of an order that was rejected or
 * cancelled (by anyone, before or after the money came, the shop's expiry included); for a paid order that came
 * back (returned), the whole payment until the merchant settles it otherwise (less the delivery charge, or nothing
 * but an overpayment when it is sent again: issue 45); the whole of a payment that matched no order within
 * ORDER_PAYMENT_HOURS of its arrival (issue 46: a mistyped TrxID, a top-up under a new one), until an order takes
 * it; nothing for a payment still within that window. Less what was already sent back (payment_refunds), never
 * below zero.
 */
import { and, eq, getTableColumns, isNull, lte, notExists, or, sql, type SQL } from "drizzle-orm";
import { orders, paymentRefunds, payments, type Order, type Payment } from "@db/schema.ts";
import type { Database } from "../database.ts";
import { DEFAULT_PAYMENT_HOURS } from "./terms.ts";
import type { Wallet } from "./wallets.ts";

/** The instant a statement runs, in milliseconds (D1's clock). */
const nowMs = sql`cast(unixepoch('subsecond') * 1000 as integer)`;

/**
 * No order has the payment's TrxID in its wallet, and it came in at least `paymentHours` before `at` (in
 * milliseconds; the statement's own instant when absent): a payment no order took in time (a condition on its row).
 */
export function unclaimedFor(paymentHours: number, at?: number): SQL {
  const cutoff =
    at === undefined
      ? sql`${nowMs} - ${Math.round(paymentHours * 3_600_000)}`
      : sql`${at - Math.round(paymentHours * 3_600_000)}`;
  return and(
    eq(payments.state, "unmatched"),
    isNull(payments.orderId),
    notExists(
      sql`(SELECT 1 FROM ${orders} WHERE ${orders.trxWallet} = ${payments.wallet} AND ${orders.trxId} = ${payments.trxId})`,
    ),
    or(sql`${payments.owedSince} IS NOT NULL`, lte(payments.createdAt, sql`${cutoff}`)),
  )!;
}

/** Paisa owed back for a payment, before refunds (needs `orders` left-joined on the payment's order). */
function owedPaisa(paymentHours: number): SQL<number> {
  return sql<number>`(CASE
  WHEN ${orders.id} IS NULL THEN (CASE WHEN ${unclaimedFor(paymentHours)} THEN ${payments.amountPaisa} ELSE 0 END)
  WHEN ${orders.status} IN ('cancelled', 'rejected') THEN ${payments.amountPaisa}
  WHEN ${orders.status} = 'returned' AND ${orders.returnSettlement} IS NULL THEN ${payments.amountPaisa}
  WHEN ${orders.status} = 'returned' AND ${orders.returnSettlement} = 'refund' THEN ${payments.amountPaisa}
  WHEN ${orders.status} = 'returned' AND ${orders.returnSettlement} = 'refund-less-delivery'
    THEN max(0, ${payments.amountPaisa} - ${orders.deliveryTaka} * 100)
  WHEN ${payments.amountPaisa} > ${orders.amountDuePaisa} THEN ${payments.amountPaisa} - ${orders.amountDuePaisa}
  ELSE 0 END)`;
}

/** Paisa already sent back for a payment. */
export const refundedPaisa = sql<number>`(SELECT coalesce(sum(${paymentRefunds.amountPaisa}), 0) FROM ${paymentRefunds}
  WHERE ${paymentRefunds.paymentWallet} = ${payments.wallet} AND ${paymentRefunds.paymentTrxId} = ${payments.trxId})`;

/**
 * Paisa the merchant still owes back for a payment (needs `orders` left-joined on the payment's order), with the
 * shop's ORDER_PAYMENT_HOURS (for a payment no order took).
 */
export function refundDuePaisa(paymentHours: number = DEFAULT_PAYMENT_HOURS): SQL<number> {
  return sql<number>`max(0, ${owedPaisa(paymentHours)} - ${refundedPaisa})`;
}

/** A payment with what was sent back, what is still owed, and where its order stands (null: no order). */
export type PaymentRecord = Payment & {
  refundedPaisa: number;
  refundDuePaisa: number;
  orderStatus: Order["status"] | null;
  /** For a returned order: what the merchant chose to do with its money (null: not yet). */
  returnSettlement: Order["returnSettlement"];
  /** The number of the payment's order (null: no order has its TrxID yet). */
  orderReference: string | null;
};

/** Selects payments with their refunds; add `.where(...)`. */
export function selectPaymentRecords(db: Database, paymentHours?: number) {
  return db
    .select({
      ...getTableColumns(payments),
      refundedPaisa: refundedPaisa.mapWith(Number),
      refundDuePaisa: refundDuePaisa(paymentHours).mapWith(Number),
      orderStatus: orders.status,
      returnSettlement: orders.returnSettlement,
      orderReference: orders.reference,
    })
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.orderId));
}

export type RefundResult =
  | { ok: true; payment: PaymentRecord }
  | { ok: false; reason: "payment-not-found" }
  | { ok: false; reason: "nothing-due" }
  | { ok: false; reason: "refund-trx-id-used" };

/**
 * Records that the merchant sent back what the payment is owed, by the refund's own TrxID. One statement decides and
 * writes (the amount is what is owed at that instant), so two admins recording at once cannot refund twice.
 */
export async function recordRefund(
  db: Database,
  input: { wallet?: Wallet; trxId: string; refundTrxId: string; admin: string; paymentHours?: number },
): Promise<RefundResult> {
  const trxId = input.trxId.toUpperCase();
  // Without a wallet, the TrxID alone names the payment (only bKash and Rocket ids can look alike).
  const thisPayment = and(eq(payments.trxId, trxId), input.wallet ? eq(payments.wallet, input.wallet) : undefined);
  const refundTrxId = input.refundTrxId.toUpperCase();
  const inserted = await db
    .insert(paymentRefunds)
    .select(
      db
        .select({
          refundTrxId: sql<string>`${refundTrxId}`.as("refund_trx_id"),
          paymentWallet: payments.wallet,
          paymentTrxId: payments.trxId,
          amountPaisa: refundDuePaisa(input.paymentHours).as("amount_paisa"),
          refundedBy: sql<string>`${input.admin}`.as("refunded_by"),
          createdAt: sql<number>`${Date.now()}`.as("created_at"),
        })
        .from(payments)
        .leftJoin(orders, eq(orders.id, payments.orderId))
        .where(and(thisPayment, sql`${refundDuePaisa(input.paymentHours)} > 0`))
        .limit(1),
    )
    .onConflictDoNothing()
    .returning({ refundTrxId: paymentRefunds.refundTrxId });
  const [payment] = await selectPaymentRecords(db, input.paymentHours).where(thisPayment);
  if (!payment) return { ok: false, reason: "payment-not-found" };
  if (inserted.length > 0) return { ok: true, payment };
  const [used] = await db
    .select({ trxId: paymentRefunds.paymentTrxId })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.refundTrxId, refundTrxId));
  return used ? { ok: false, reason: "refund-trx-id-used" } : { ok: false, reason: "nothing-due" };
}

/**
 * The cron's note of payments no order took within ORDER_PAYMENT_HOURS of their arrival, as of `at`: each is owed
 * back from then (`owed_since`), listed with the refunds, until an order takes it. Returns how many it found.
 */
export async function markUnclaimedPayments(db: Database, paymentHours: number, at: Date): Promise<number> {
  const marked = await db
    .update(payments)
    .set({ owedSince: at })
    .where(and(isNull(payments.owedSince), unclaimedFor(paymentHours, at.getTime())))
    .returning({ trxId: payments.trxId });
  return marked.length;
}
