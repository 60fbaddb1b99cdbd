/** What the bKash SMS webhook and the payments list take. */
import * as v from "valibot";
import { asciiDigits } from "~/schemas/text.ts";
import type { Message } from "~/schemas/message.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { required } from "~/schemas/parse.ts";
import { WALLETS } from "@db/enums.ts";

/**
 * POST /api/payments/bkash/sms: the SMS text as the merchant phone got it, who sent it as the phone shows it
 * (`from`; the route refuses a missing or unknown one with 422), and when (optional).
 */
export const bkashSmsSchema = v.object(
  {
    from: v.optional(
      v.pipe(
        v.string(() => dashboardCopy.payments.badBody),
        v.maxLength(50, () => dashboardCopy.payments.badBody),
      ),
    ),
    text: v.pipe(
      v.string(() => dashboardCopy.payments.badBody),
      v.nonEmpty(() => dashboardCopy.payments.badBody),
      v.maxLength(1000, () => dashboardCopy.payments.badBody),
    ),
    receivedAt: v.optional(
      v.pipe(
        v.union([v.string(), v.number()], () => dashboardCopy.payments.badBody),
        v.transform((value) => new Date(value)),
        v.check(
          (date) => Number.isFinite(date.getTime()),
          () => dashboardCopy.payments.badBody,
        ),
      ),
    ),
  },
  () => dashboardCopy.payments.badBody,
);

/** `?state=` on GET /api/payments. */
export const paymentStateFilterSchema = v.optional(
  v.picklist(["matched", "mismatch", "unmatched"], () => shopCopy.orders.validation.paymentState),
);

/** `?refundDue=1` on GET /api/payments: only the payments owing a refund. */
export const refundDueFilterSchema = v.optional(
  v.pipe(
    v.picklist(["0", "1"], () => shopCopy.orders.validation.refundDue),
    v.transform((value) => value === "1"),
  ),
);

/** A TrxID as wallets print them, trimmed and upper-cased. */
export const trxIdSchema = (message: Message) =>
  v.pipe(v.string(message), asciiDigits, v.trim(), v.regex(/^[A-Za-z0-9]{6,20}$/, message), v.toUpperCase());

/** POST /api/payments/:trxID/refund and Manage Order's "Record refund": the refund's own TrxID. */
export const refundSchema = v.object({
  refundTrxID: required(trxIdSchema(() => dashboardCopy.payments.refundTrxId)),
});

/** The wallet in POST /api/payments/:wallet/:trxID/attach, in any case ("bkash" is bKash). */
export const walletParamSchema = v.pipe(
  v.string(() => dashboardCopy.payments.unknownWallet),
  v.trim(),
  v.transform((value) => WALLETS.find((wallet) => wallet.toLowerCase() === value.toLowerCase()) ?? value),
  v.picklist(WALLETS, () => dashboardCopy.payments.unknownWallet),
);

/**
 * POST /api/payments/:wallet/:trxID/attach `{orderId}` and the refunds list's "Attach to order": the order to attach
 * the payment to, by its id or its number (reference).
 */
export const attachPaymentSchema = v.object({
  orderId: required(
    v.pipe(
      v.string(() => dashboardCopy.payments.attachOrder),
      v.trim(),
      v.regex(/^[A-Za-z0-9]{4,64}$/, () => dashboardCopy.payments.attachOrder),
    ),
  ),
});
