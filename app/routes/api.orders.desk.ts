import { takeDeskOrder } from "~/server/desk.ts";
import { failureResponse } from "~/server/failures.ts";
import { json, jsonError, methodNotAllowed, readBody } from "~/server/http.ts";
import { toApiOrder } from "~/server/order-api.ts";
import type { Route } from "./+types/api.orders.desk";

/** GET: nothing to read here (405). */
export function loader() {
  return methodNotAllowed("POST");
}

/**
 * POST (admins; issue 50): an order the shop took on Facebook, Messenger, WhatsApp, Instagram, the phone or at the
 * counter, `{ phone, name, orderProduct, address | addressId, paymentMethod, bkashNum?, trxID?, advance?, channel,
 * note?, discount?, checkoutKey? }`. 201 with the order as `GET /api/orders/:id` answers it and `paymentLink` (the
 * link a wallet order without its TrxID is paid by, else null); a retry with the same checkout key, 200.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const answer = await takeDeskOrder(context, request, await readBody(request));
  if (!answer.ok) {
    if (answer.issues) return jsonError(answer.answer.status, answer.answer.error, { issues: answer.issues });
    return failureResponse(answer.answer, answer.extra);
  }
  const { placed } = answer;
  return json(
    { ...toApiOrder(placed.placed, new URL(request.url).origin, { isAdmin: true }), paymentLink: answer.paymentLink },
    { status: placed.replayed ? 200 : 201 },
  );
}
