import * as v from "valibot";
import { shopCopy } from "~/i18n/shop.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { attachPayment } from "~/domain/workflows/payment-receipt.server.ts";
import { attachPaymentSchema, walletParamSchema } from "~/schemas/payment.ts";
import { parseInput } from "~/schemas/parse.ts";
import { getDatabase, getOrderDeps } from "~/server/context.ts";
import { failureResponse } from "~/server/failures.ts";
import { attachFailures } from "~/server/failures/payments.ts";
import { requireAdmin } from "~/server/guards.ts";
import { json, jsonError, methodNotAllowed, readBody } from "~/server/http.ts";
import { paymentNotes, toApiOrder, toApiPayment } from "~/server/order-api.ts";
import { getOrderDetail } from "~/domain/orders/reading.server.ts";
import type { Route } from "./+types/api.payments.$wallet.$trxID.attach";

/** GET: nothing to read here (405, with the methods it takes in `Allow`). */
export function loader() {
  return methodNotAllowed("POST");
}

/**
 * POST `{orderId}` (admins): attaches the payment this wallet's TrxID names, one no order has, to the order (its id
 * or its number), as if the shopper had typed that TrxID: the order takes the payment's wallet and TrxID and the
 * payment is matched with the same checks as any (the amount within a taka, the sender, the order's state), which
 * confirms the order, brings back one the shop cancelled for want of it, or leaves a mismatch for the admin
 * (issue 46). Answers `{ payment, order }`. 400 bad wallet or order; 404 unknown payment or order; 409 the payment
 * is another order's, the order has a payment of its own, or it pays nothing by wallet.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context);
  if (request.method !== "POST") return methodNotAllowed("POST");
  const wallet = v.safeParse(walletParamSchema, params.wallet);
  if (!wallet.success) return jsonError(400, dashboardCopy.payments.unknownWallet);
  const parsed = parseInput(attachPaymentSchema, await readBody(request));
  if (!parsed.ok) return jsonError(400, shopCopy.api.invalidInput, { issues: parsed.fieldErrors });
  const db = getDatabase(context);
  const result = await attachPayment(
    db,
    getOrderDeps(context),
    { wallet: wallet.output, trxId: params.trxID, order: parsed.value.orderId, admin: admin.email },
    paymentNotes,
  );
  if (!result.ok) return failureResponse(attachFailures[result.reason]);
  const detail = await getOrderDetail(db, admin, result.order.id);
  return json({
    payment: toApiPayment(result.payment),
    order: toApiOrder(detail!, new URL(request.url).origin, admin),
  });
}
