/** Payments as the admin reads them: the list (by match state, or those owing a refund) and an order's payment. */
import { and, count, desc, eq, sql } from "drizzle-orm";
import { orders, payments, type Payment } from "@db/schema.ts";
import { inList, type Database } from "../database.ts";
import type { Wallet } from "./wallets.ts";
import { refundDuePaisa, selectPaymentRecords, type PaymentRecord } from "./refunds.server.ts";

export type PaymentState = Payment["state"];

/**
 * Payments newest first, optionally in one match state or only those owing a refund, a page at a time.
 * `paymentHours` (ORDER_PAYMENT_HOURS) decides when a payment no order took is owed back.
 */
export async function listPayments(
  db: Database,
  query: { state?: PaymentState; refundDue?: boolean; page: number; pageSize: number; paymentHours?: number },
): Promise<{ items: PaymentRecord[]; total: number; page: number; pageSize: number }> {
  const where = and(
    query.state ? eq(payments.state, query.state) : undefined,
    query.refundDue ? sql`${refundDuePaisa(query.paymentHours)} > 0` : undefined,
  );
  const [items, [total]] = await db.batch([
    selectPaymentRecords(db, query.paymentHours)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.trxId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ count: count() }).from(payments).leftJoin(orders, eq(orders.id, payments.orderId)).where(where),
  ]);
  return { items, total: total?.count ?? 0, page: query.page, pageSize: query.pageSize };
}

/** The payments that carry these orders' TrxIDs in their wallets (for the verification queue and the order page). */
export async function paymentsFor(
  db: Database,
  keys: { trxWallet: Wallet | null; trxId: string }[],
): Promise<PaymentRecord[]> {
  const paid = keys.filter((key) => key.trxWallet !== null);
  if (paid.length === 0) return [];
  const found = await selectPaymentRecords(db).where(
    inList(
      payments.trxId,
      paid.map((key) => key.trxId),
    ),
  );
  return found.filter((payment) => paid.some((key) => key.trxWallet === payment.wallet && key.trxId === payment.trxId));
}

/** The payment of an order among those `paymentsFor` found. */
export function paymentOf(order: { trxWallet: Wallet | null; trxId: string }, found: PaymentRecord[]) {
  return found.find((payment) => payment.wallet === order.trxWallet && payment.trxId === order.trxId) ?? null;
}

/** How many payments owe a refund (Manage Order's "Refunds owed" count). */
export async function countRefundsDue(db: Database, paymentHours?: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .where(sql`${refundDuePaisa(paymentHours)} > 0`);
  return row?.count ?? 0;
}
