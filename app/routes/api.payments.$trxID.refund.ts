import { shopCopy } from "~/i18n/shop.ts";
import { recordRefund } from "~/domain/payments/refunds.server.ts";
import { refundSchema } from "~/schemas/payment.ts";
import { parseInput } from "~/schemas/parse.ts";
import { getConfig, getDatabase } from "~/server/context.ts";
import { failureResponse } from "~/server/failures.ts";
import { refundFailures } from "~/server/failures/payments.ts";
import { requireAdmin } from "~/server/guards.ts";
import { json, jsonError, methodNotAllowed, readBody } from "~/server/http.ts";
import { toApiPayment } from "~/server/order-api.ts";
import type { Route } from "./+types/api.payments.$trxID.refund";

/** GET: nothing to read here (405, with the methods it takes in `Allow`). */
export function loader() {
  return methodNotAllowed("POST");
}

/**
 * POST `{refundTrxID}` (admins only): the merchant sent back what this payment is owed (its `refundDue`), by the
 * refund's own TrxID. Answers the payment, its `refundDue` cleared; 404 for an unknown payment, 409 when nothing is
 * owed or the refund TrxID was recorded before.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context);
  if (request.method !== "POST") return methodNotAllowed("POST");
  const parsed = parseInput(refundSchema, await readBody(request));
  if (!parsed.ok) return jsonError(400, shopCopy.api.invalidInput, { issues: parsed.fieldErrors });
  const result = await recordRefund(getDatabase(context), {
    trxId: params.trxID,
    refundTrxId: parsed.value.refundTrxID,
    admin: admin.email,
    paymentHours: getConfig(context).limits.paymentHours,
  });
  if (!result.ok) return failureResponse(refundFailures[result.reason]);
  return json(toApiPayment(result.payment));
}
