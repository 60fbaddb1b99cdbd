/**
 * bKash payments the merchant phone received (from forwarded SMS), and matching them to orders by TrxID. A
 * payment is stored once; the first of the payment and its order to arrive waits for the other, and whichever
 * lands second matches them: a pending order whose amount due is covered is confirmed by `system` (an order the
 * admin already confirmed is simply matched); a payment that covers less, or whose order was rejected or
 * cancelled, is a mismatch the admin settles.
 */
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { orders, payments, type Payment } from "@db/schema.ts";
import type { BkashPaymentSms } from "./bkash-sms.ts";
import type { Database } from "../database.ts";
import { moveOrder } from "../orders/lifecycle.server.ts";

export type PaymentState = Payment["state"];

/** How the shop words a payment on an order's timeline; the server layer passes it in (the domain has no copy). */
export type PaymentNote = (payment: Payment) => string;

export interface RecordedPayment {
  payment: Payment;
  /** The same TrxID was stored before: nothing new was stored or matched. */
  replayed: boolean;
}

/** Stores the payment once by TrxID, then tries to match it. A replay answers with the stored payment. */
export async function recordPayment(
  db: Database,
  env: Pick<Env, "FLASH_SALE">,
  sms: BkashPaymentSms,
  message: string,
  /** When the forwarder got the SMS, for an SMS without its own time. */
  forwardedAt: Date,
  note: PaymentNote,
): Promise<RecordedPayment> {
  const [inserted] = await db
    .insert(payments)
    .values({
      trxId: sms.trxId,
      amountPaisa: sms.amountPaisa,
      sender: sms.sender,
      reference: sms.reference,
      receivedAt: sms.receivedAt ?? forwardedAt,
      message,
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted) return { payment: (await findPayment(db, sms.trxId))!, replayed: true };
  await matchPayment(db, env, sms.trxId, note);
  return { payment: (await findPayment(db, sms.trxId))!, replayed: false };
}

export async function findPayment(db: Database, trxId: string): Promise<Payment | null> {
  const [payment] = await db.select().from(payments).where(eq(payments.trxId, trxId.toUpperCase()));
  return payment ?? null;
}

/**
 * Matches a waiting (unmatched) payment with the order of the same TrxID, if that order exists. Called when the
 * payment arrives and when an order is placed. The payment is claimed first (its state moves off `unmatched`
 * only once), so two concurrent callers cannot both act on it.
 */
export async function matchPayment(
  db: Database,
  env: Pick<Env, "FLASH_SALE">,
  trxId: string,
  note: PaymentNote,
): Promise<void> {
  const key = trxId.toUpperCase();
  const [[payment], [order]] = await db.batch([
    db
      .select()
      .from(payments)
      .where(and(eq(payments.trxId, key), eq(payments.state, "unmatched"))),
    db.select().from(orders).where(eq(orders.trxId, key)),
  ]);
  if (!payment || !order) return;
  const shortfall = Math.max(0, order.amountDuePaisa - payment.amountPaisa);
  // Money for an order that no longer wants it (rejected, cancelled) is the admin's to refund: a mismatch.
  const live = order.status !== "rejected" && order.status !== "cancelled";
  const matched = live && shortfall === 0;
  const [claimed] = await db
    .update(payments)
    .set({
      state: matched ? "matched" : "mismatch",
      orderId: order.id,
      shortfallPaisa: shortfall > 0 ? shortfall : null,
    })
    .where(and(eq(payments.trxId, key), eq(payments.state, "unmatched")))
    .returning();
  // Confirmed already (the admin checked the bKash app first): matched, nothing to move.
  if (!claimed || !matched || order.status !== "pending") return;
  const moved = await moveOrder(db, env, "system", order.id, { status: "confirmed", note: note(claimed) });
  // The order moved on in the meantime: matched if an admin confirmed it, else the admin settles it.
  if (!moved.ok && !(moved.reason === "not-allowed" && moved.from !== "rejected" && moved.from !== "cancelled"))
    await db.update(payments).set({ state: "mismatch" }).where(eq(payments.trxId, key));
}

/** Payments newest first, optionally in one match state, a page at a time. */
export async function listPayments(
  db: Database,
  query: { state?: PaymentState; page: number; pageSize: number },
): Promise<{ items: Payment[]; total: number; page: number; pageSize: number }> {
  const where = query.state ? eq(payments.state, query.state) : undefined;
  const [items, [total]] = await db.batch([
    db
      .select()
      .from(payments)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.trxId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ count: count() }).from(payments).where(where),
  ]);
  return { items, total: total?.count ?? 0, page: query.page, pageSize: query.pageSize };
}

/** The payments that carry these TrxIDs (for the verification queue). */
export async function paymentsFor(db: Database, trxIds: string[]): Promise<Payment[]> {
  if (trxIds.length === 0) return [];
  return db.select().from(payments).where(inArray(payments.trxId, trxIds));
}
