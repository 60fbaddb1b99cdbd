/** Payments' failures as answers (`FailureAnswer`): attaching a received payment by hand, recording refunds. */
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { section } from "~/i18n/catalogue.ts";
import type { AttachFailure } from "~/domain/payments/attaching.server.ts";
import type { RefundResult } from "~/domain/payments/refunds.server.ts";
import type { FailureAnswer } from "../failures.ts";

// Attaching a received payment to an order by hand (issue 46).
export const attachFailures = section((): Record<AttachFailure["reason"], FailureAnswer> => ({
  "payment-not-found": { status: 404, error: dashboardCopy.payments.paymentNotFound },
  "order-not-found": { status: 404, error: dashboardCopy.payments.orderNotFound, field: "orderId" },
  "payment-taken": { status: 409, error: dashboardCopy.payments.paymentTaken },
  "nothing-due": { status: 409, error: dashboardCopy.payments.attachNothingDue, field: "orderId" },
  "order-paid": { status: 409, error: dashboardCopy.payments.orderPaid, field: "orderId" },
}));

// Refunds the merchant records.
export const refundFailures = section((): Record<Extract<RefundResult, { ok: false }>["reason"], FailureAnswer> => ({
  "payment-not-found": { status: 404, error: dashboardCopy.payments.paymentNotFound },
  "nothing-due": { status: 409, error: dashboardCopy.payments.nothingDue },
  "refund-trx-id-used": { status: 409, error: dashboardCopy.payments.refundTrxIdUsed, field: "refundTrxID" },
}));
