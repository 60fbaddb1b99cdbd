import * as v from "valibot";
import { shopCopy } from "~/i18n/shop.ts";
import { listPayments } from "~/domain/payments/listing.server.ts";
import { paymentStateFilterSchema, refundDueFilterSchema } from "~/schemas/payment.ts";
import { tablePageQuery } from "~/schemas/table-page.ts";
import { getConfig, getDatabase } from "~/server/context.ts";
import { requireAdmin } from "~/server/guards.ts";
import { json, jsonError, methodNotAllowed } from "~/server/http.ts";
import { toApiPayment } from "~/server/order-api.ts";
import type { Route } from "./+types/api.payments";

/**
 * GET (admins): the bKash payments received, newest first, with their match state (`matched`, `mismatch`,
 * `unmatched`), order id, mismatch reason and the refund still owed (`refundDue`: a payment no order took within
 * ORDER_PAYMENT_HOURS is owed whole, issue 46); `?state=` filters, `?refundDue=1` keeps those owing a refund,
 * `?page=&pageSize=` pages.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const state = v.safeParse(paymentStateFilterSchema, params.get("state") ?? undefined);
  if (!state.success) return jsonError(400, shopCopy.orders.validation.paymentState);
  const refundDue = v.safeParse(refundDueFilterSchema, params.get("refundDue") ?? undefined);
  if (!refundDue.success) return jsonError(400, shopCopy.orders.validation.refundDue);
  const { page, pageSize } = tablePageQuery(params);
  const result = await listPayments(getDatabase(context), {
    state: state.output,
    refundDue: refundDue.output,
    page,
    pageSize,
    paymentHours: getConfig(context).limits.paymentHours,
  });
  return json({ ...result, items: result.items.map(toApiPayment) });
}

export async function action({ context }: Route.ActionArgs) {
  await requireAdmin(context);
  return methodNotAllowed("GET", "HEAD");
}
