/** Recording the payments the merchant phone received (forwarded SMS): each once by wallet and TrxID, then matched. */
import { and, eq } from "drizzle-orm";
import { payments } from "@db/schema.ts";
import type { WalletPaymentSms } from "./wallet-sms.ts";
import type { Wallet } from "./wallets.ts";
import type { Database } from "../database.ts";
import { matchPayment, type MatchDeps } from "./matching.server.ts";
import type { PaymentNotes } from "./notes.ts";
import { selectPaymentRecords, type PaymentRecord } from "./refunds.server.ts";

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
  const hours = deps.limits.paymentHours;
  const stored = inserted ?? (await findPayment(db, sms.wallet, sms.trxId, hours));
  if (stored?.state === "unmatched") await matchPayment(db, deps, sms.wallet, sms.trxId, notes);
  return { payment: (await findPayment(db, sms.wallet, sms.trxId, hours))!, replayed: !inserted };
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
