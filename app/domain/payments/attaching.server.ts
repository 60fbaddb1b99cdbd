/**
 * An admin attaches a payment the merchant phone received to an order by hand (issue 46): a shopper who mistyped
 * the TrxID, or topped up under a new one. The order takes the payment's wallet and TrxID, exactly as if the shopper
 * had typed them; the payment is then matched as any payment is (the payment-receipt workflow,
 * app/domain/workflows/payment-receipt.server.ts). Only a payment no order has is attached, only to an order that is
 * paid by wallet and has no payment of its own yet.
 */
import { and, eq, isNull, notExists, or, sql } from "drizzle-orm";
import { orders, payments, type Order } from "@db/schema.ts";
import { type Database } from "../database.ts";
import { constraintFailure } from "../constraints.ts";
import { findPayment } from "./recording.server.ts";
import type { PaymentRecord } from "./refunds.server.ts";
import type { Wallet } from "./wallets.ts";

export type AttachResult = { ok: true; payment: PaymentRecord; order: Order } | AttachFailure;

/** Why a payment cannot be attached to the order named. */
export type AttachFailure =
  | { ok: false; reason: "payment-not-found" }
  | { ok: false; reason: "order-not-found" }
  /** The payment is another order's already (matched, a mismatch, or waiting for the order that has its TrxID). */
  | { ok: false; reason: "payment-taken" }
  /** Nothing is paid by wallet for this order (cash on delivery with nothing first). */
  | { ok: false; reason: "nothing-due" }
  /** The order has a payment of its own already. */
  | { ok: false; reason: "order-paid" };

/**
 * What attaching did: refused (why), found the order holding the payment already (answered as it stands), or gave
 * the order the payment's wallet and TrxID now (`matchNow`: the payment waits to be matched).
 */
export type Attachment = AttachResult | { ok: true; matchNow: { orderId: string; trxId: string } };

/** Gives the order the payment's wallet and TrxID, after the checks (`paymentHours`: ORDER_PAYMENT_HOURS). */
export async function attachToOrder(
  db: Database,
  input: { wallet: Wallet; trxId: string; order: string },
  paymentHours: number,
): Promise<Attachment> {
  const trxId = input.trxId.trim().toUpperCase();
  const named = input.order.trim();
  const [[payment], [holder], [order]] = await db.batch([
    db
      .select()
      .from(payments)
      .where(and(eq(payments.wallet, input.wallet), eq(payments.trxId, trxId))),
    db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.trxWallet, input.wallet), eq(orders.trxId, trxId))),
    // By its id, or by its number as the admin reads it on the order (its reference).
    db
      .select()
      .from(orders)
      .where(or(eq(orders.id, named), eq(orders.reference, named.toUpperCase())))
      .limit(1),
  ]);
  if (!payment) return { ok: false, reason: "payment-not-found" };
  if (!order) return { ok: false, reason: "order-not-found" };
  if (payment.state !== "unmatched" || payment.orderId !== null || holder) {
    // Attaching it to the order that already has it changes nothing: answered as it stands.
    if (holder?.id === order.id)
      return { ok: true, payment: (await findPayment(db, input.wallet, trxId, paymentHours))!, order };
    return { ok: false, reason: "payment-taken" };
  }
  if (order.amountDuePaisa <= 0) return { ok: false, reason: "nothing-due" };

  // The order's own TrxID has a payment already (matched or a mismatch): it is paid, or the admin settles that one.
  const ownPayment = sql`(SELECT 1 FROM ${payments} WHERE ${payments.wallet} = ${orders.trxWallet} AND ${payments.trxId} = ${orders.trxId})`;
  let moved: Order[];
  try {
    moved = await db
      .update(orders)
      .set({
        trxWallet: input.wallet,
        trxId,
        // A wallet order is now paid with this payment's wallet; cash on delivery keeps its method (the advance's
        // wallet changes).
        paymentMethod: order.paymentMethod === "COD" ? "COD" : input.wallet,
      })
      .where(
        and(
          eq(orders.id, order.id),
          order.trxWallet === null ? isNull(orders.trxWallet) : eq(orders.trxWallet, order.trxWallet),
          eq(orders.trxId, order.trxId),
          notExists(ownPayment),
        ),
      )
      .returning();
  } catch (error) {
    // Another order took this TrxID a moment ago (orders_wallet_trx_unique).
    if (constraintFailure(error)?.kind === "unique") return { ok: false, reason: "payment-taken" };
    throw error;
  }
  if (moved.length === 0) return { ok: false, reason: "order-paid" };
  return { ok: true, matchNow: { orderId: order.id, trxId } };
}
