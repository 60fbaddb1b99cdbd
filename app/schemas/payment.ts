/** What the bKash SMS webhook and the payments list take. */
import * as v from "valibot";
import { copy } from "~/copy.ts";

/** POST /api/payments/bkash/sms: the SMS text as the merchant phone got it, and when (optional). */
export const bkashSmsSchema = v.object(
  {
    text: v.pipe(
      v.string(copy.payments.badBody),
      v.nonEmpty(copy.payments.badBody),
      v.maxLength(1000, copy.payments.badBody),
    ),
    receivedAt: v.optional(
      v.pipe(
        v.union([v.string(), v.number()], copy.payments.badBody),
        v.transform((value) => new Date(value)),
        v.check((date) => Number.isFinite(date.getTime()), copy.payments.badBody),
      ),
    ),
  },
  copy.payments.badBody,
);

/** `?state=` on GET /api/payments. */
export const paymentStateFilterSchema = v.optional(
  v.picklist(["matched", "mismatch", "unmatched"], copy.orders.validation.paymentState),
);
