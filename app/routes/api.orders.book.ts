import { requireAdmin } from "~/server/guards.ts";
import { json, jsonError, methodNotAllowed, readBody } from "~/server/http.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { parseInput } from "~/schemas/parse.ts";
import { bookingSchema } from "~/schemas/order.ts";
import { bookOrders } from "~/server/bookings.ts";
import type { Route } from "./+types/api.orders.book";

/** GET: nothing to read here (405). */
export function loader() {
  return methodNotAllowed("POST");
}

/**
 * POST `{ids: [...], courier}` (admins, at most 500; `orderIds` is read too): books the confirmed orders with that
 * courier (steadfast, pathao, redx), or without one each with its delivery zone's courier (issue 51). 200 `{results:
 * [{orderId, ok, courier?, trackingNumber?, consignmentId?, trackingUrl?, error?}]}`, one per order, in order: a
 * booked order is shipped; a refused one (the courier said no, no matching place, a consignment id another order has)
 * stays confirmed and says why. An order already booked is skipped (not confirmed any more), so a retry never books
 * one twice. 503 when the courier's keys (or any courier's) are not set.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context);
  if (request.method !== "POST") return methodNotAllowed("POST");
  const parsed = parseInput(bookingSchema, await readBody(request));
  if (!parsed.ok) return jsonError(400, shopCopy.api.invalidInput, { issues: parsed.fieldErrors });
  const answer = await bookOrders(context, admin, parsed.value.orderIds, parsed.value.courier);
  return answer.ok ? json({ results: answer.results }) : jsonError(answer.status, answer.error);
}
