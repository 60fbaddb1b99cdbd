import { sendOrderPayLink } from "~/server/desk.ts";
import { failureResponse } from "~/server/failures.ts";
import { json, methodNotAllowed } from "~/server/http.ts";
import type { Route } from "./+types/api.orders.$id.payment-link";

/** GET: nothing to read here (405): a link's token is shown once, when it is made. */
export function loader() {
  return methodNotAllowed("POST");
}

/**
 * POST (admins; issue 50): "Send payment link". A new link for an order that waits for its wallet payment (the old
 * one stops working), texted to the customer through the queue under the number's SMS limit. 200 `{paymentLink}`;
 * 404 for no such order; 409 when the order does not wait for a wallet payment.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const answer = await sendOrderPayLink(context, request, params.id);
  if (!answer.ok) return failureResponse(answer.answer);
  return json({ paymentLink: answer.paymentLink });
}
