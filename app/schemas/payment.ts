/** What the bKash SMS webhook and the payments list take. */
import * as v from "valibot";
import { copy } from "~/copy.ts";
import { dashboardCopy } from "~/copy-dashboard.ts";

/** POST /api/payments/bkash/sms: the SMS text as the merchant phone got it, and when (optional). */
export const bkashSmsSchema = v.object(
  {
    text: v.pipe(
      v.string(dashboardCopy.payments.badBody),
      v.nonEmpty(dashboardCopy.payments.badBody),
      v.maxLength(1000, dashboardCopy.payments.badBody),
    ),
    receivedAt: v.optional(
      v.pipe(
        v.union([v.string(), v.number()], dashboardCopy.payments.badBody),
        v.transform((value) => new Date(value)),
        v.check((date) => Number.isFinite(date.getTime()), dashboardCopy.payments.badBody),
      ),
    ),
  },
  dashboardCopy.payments.badBody,
);

/** `?state=` on GET /api/payments. */
export const paymentStateFilterSchema = v.optional(
  v.picklist(["matched", "mismatch", "unmatched"], copy.orders.validation.paymentState),
);
