/** Payments as the screens read them (types.ts has the shape): dates as ISO strings. */
import type { PaymentRecord } from "./refunds.server.ts";
import type { PaymentView } from "./types.ts";

export function toPaymentView(payment: PaymentRecord): PaymentView {
  return {
    wallet: payment.wallet,
    trxId: payment.trxId,
    amountPaisa: payment.amountPaisa,
    sender: payment.sender,
    reference: payment.reference,
    receivedAt: payment.receivedAt.toISOString(),
    state: payment.state,
    orderId: payment.orderId,
    shortfallPaisa: payment.shortfallPaisa,
    problem: payment.problem,
    refundDuePaisa: payment.refundDuePaisa,
    refundedPaisa: payment.refundedPaisa,
    orderStatus: payment.orderStatus,
    returnSettlement: payment.returnSettlement,
    orderReference: payment.orderReference,
  };
}
