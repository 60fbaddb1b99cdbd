import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { recordCall } from "~/domain/customers/calls.server.ts";
import { getOrderDetail } from "~/domain/orders/reading.server.ts";
import { callSchema } from "~/schemas/risk.ts";
import { parseInput } from "~/schemas/parse.ts";
import { getDatabase, getOrderDeps } from "~/server/context.ts";
import { failureResponse } from "~/server/failures.ts";
import { callFailure } from "~/server/failures/customers.ts";
import { orderFailure } from "~/server/failures/orders.ts";
import { requireAdmin } from "~/server/guards.ts";
import { json, jsonError, methodNotAllowed, readBody } from "~/server/http.ts";
import { toApiOrder } from "~/server/order-api.ts";
import type { Route } from "./+types/api.orders.$id.calls";

/** GET: nothing to read here (405); the calls are on the order's timeline (`GET /api/orders/:id`). */
export function loader() {
  return methodNotAllowed("POST");
}

/**
 * POST `{outcome: 'confirmed' | 'no-answer' | 'fake', note?}` (admins; issue 49): an admin's call to the customer
 * of a cash-on-delivery order waiting for it. 200 with the order as `GET /api/orders/:id` answers it, plus `tries`
 * (calls without an answer so far) and, after a fake one, `blockOffer` (the number to offer to block, or null).
 * 409 when the order is not waiting for a call.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context);
  if (request.method !== "POST") return methodNotAllowed("POST");
  const parsed = parseInput(callSchema, await readBody(request));
  if (!parsed.ok) return jsonError(400, shopCopy.api.invalidInput, { issues: parsed.fieldErrors });
  const db = getDatabase(context);
  const result = await recordCall(
    db,
    getOrderDeps(context),
    admin.email,
    params.id,
    parsed.value,
    fulfilmentCopy.calls.fakeNote,
  );
  if (!result.ok) {
    return failureResponse(result.reason === "not-awaiting-call" ? callFailure(result) : orderFailure(result));
  }
  const detail = await getOrderDetail(db, admin, params.id);
  return json({
    ...toApiOrder(detail!, new URL(request.url).origin, admin),
    tries: result.tries,
    blockOffer: result.blockOffer,
  });
}
