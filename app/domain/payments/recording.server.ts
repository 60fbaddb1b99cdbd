/** Recording the payments the merchant phone received (forwarded SMS): each once by wallet and TrxID. */
import { and, eq } from "drizzle-orm";
import { payments, type Payment } from "@db/schema.ts";
import type { WalletPaymentSms } from "./wallet-sms.ts";
import type { Wallet } from "./wallets.ts";
import type { Database } from "../database.ts";
import { selectPaymentRecords, type PaymentRecord } from "./refunds.server.ts";

/**
 * Stores the payment once by wallet and TrxID: the row stored now, or null when the same TrxID was stored before (a
 * replay stores nothing). Matching it with its order is the payment-receipt workflow's
 * (app/domain/workflows/payment-receipt.server.ts).
 */
export async function storePayment(
  db: Database,
  sms: WalletPaymentSms,
  message: string,
  /** When the forwarder got the SMS, for an SMS without its own time. */
  forwardedAt: Date,
): Promise<Payment | null> {
  const [inserted] = await db
    .insert(payments)
    .values({
      wallet: sms.wallet,
      trxId: sms.trxId,
      amountPaisa: sms.amountPaisa,
      sender: sms.sender,
      reference: sms.reference,
      receivedAt: sms.receivedAt ?? forwardedAt,
      message,
    })
    .onConflictDoNothing()
    .returning();
  return inserted ?? null;
}

export async function findPayment(
  db: Database,
  wallet: Wallet,
  trxId: string,
  paymentHours?: number,
): Promise<PaymentRecord | null> {
  const [payment] = await selectPaymentRecords(db, paymentHours).where(
    and(eq(payments.wallet, wallet), eq(payments.trxId, trxId.toUpperCase())),
  );
  return payment ?? null;
}
