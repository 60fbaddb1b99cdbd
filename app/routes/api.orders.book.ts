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
 * POST `{courier: "steadfast", orderIds: [...]}` (admins, at most 500): books the confirmed orders with Steadfast in
 * one call. 200 `{results: [{orderId, ok, trackingNumber?, consignmentId?, error?}]}`, one per order, in order: a
 * booked order is shipped; a refused one stays confirmed and says why. An order already booked is skipped (not
 * confirmed any more), so a retry never books one twice. 503 when Steadfast's keys are not set.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context);
  if (request.method !== "POST") return methodNotAllowed("POST");
  const parsed = parseInput(bookingSchema, await readBody(request));
  if (!parsed.ok) return jsonError(400, shopCopy.api.invalidInput, { issues: parsed.fieldErrors });
  const answer = await bookOrders(context, admin, parsed.value.orderIds);
  return answer.ok ? json({ results: answer.results }) : jsonError(answer.status, answer.error);
}
