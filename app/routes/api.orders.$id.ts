import { getDatabase, getOrderDeps } from "~/server/context.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { requireAdmin, requireUser } from "~/server/guards.ts";
import { json, jsonError, methodNotAllowed, readBody } from "~/server/http.ts";
import { toApiOrder } from "~/server/order-api.ts";
import { getOrderDetail } from "~/domain/orders/reading.server.ts";
import { cancelOrder, moveOrder } from "~/domain/orders/lifecycle.server.ts";
import { failureResponse } from "~/server/failures.ts";
import { orderFailure, returnFailures } from "~/server/failures/orders.ts";
import { orderChangeSchema, returnSettlementSchema } from "~/schemas/order.ts";
import { settleReturn } from "~/domain/orders/returns.server.ts";
import { ordersCopy } from "~/i18n/orders.ts";
import { parseInput } from "~/schemas/parse.ts";
import type { Route } from "./+types/api.orders.$id";

/**
 * GET: one order with its timeline (`events`, oldest first), to its owner or an admin (admins also get the bKash
 * `payment` with its TrxID); anyone else gets 404 (the order's existence is not revealed).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const caller = await requireUser(context);
  const detail = await getOrderDetail(getDatabase(context), caller, params.id);
  if (!detail) return jsonError(404, shopCopy.orders.notFound);
  return json(toApiOrder(detail, new URL(request.url).origin, caller));
}

/**
 * PATCH `{status, note?, courier?, trackingNumber?}` (admins): move the order on (order-status.ts has the moves;
 * anything else is 409 and changes nothing). PATCH `{returnSettlement}` (admins): what to do with the money of a
 * paid order that came back (`refund`, `refund-less-delivery`, or `ship-again`, which confirms it again). DELETE: cancel it (the spec's cancel): its owner while it is pending,
 * an admin while it is pending or confirmed; stock comes back once. Both answer the order as GET does.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const db = getDatabase(context);
  const origin = new URL(request.url).origin;
  if (request.method === "PATCH") {
    const admin = await requireAdmin(context);
    const body = await readBody(request);
    if (body && typeof body === "object" && "returnSettlement" in body && !("status" in body)) {
      const settlement = parseInput(returnSettlementSchema, body);
      if (!settlement.ok) return jsonError(400, shopCopy.api.invalidInput, { issues: settlement.fieldErrors });
      const settled = await settleReturn(
        db,
        getOrderDeps(context),
        admin.email,
        params.id,
        settlement.value.returnSettlement,
        ordersCopy.settleReturn.shipAgainNote,
      );
      if (!settled.ok) return failureResponse(returnFailures[settled.reason]);
      return json(toApiOrder((await getOrderDetail(db, admin, params.id))!, origin, admin));
    }
    const parsed = parseInput(orderChangeSchema, body);
    if (!parsed.ok) return jsonError(400, shopCopy.api.invalidInput, { issues: parsed.fieldErrors });
    const result = await moveOrder(db, getOrderDeps(context), { admin: admin.email }, params.id, parsed.value);
    if (!result.ok) return failureResponse(orderFailure(result));
    return json(toApiOrder((await getOrderDetail(db, admin, params.id))!, origin, admin));
  }
  if (request.method === "DELETE") {
    const caller = await requireUser(context);
    const result = await cancelOrder(db, getOrderDeps(context), caller, params.id);
    if (!result.ok) return failureResponse(orderFailure(result));
    return json({ ...toApiOrder((await getOrderDetail(db, caller, params.id))!, origin, caller), cancelled: true });
  }
  await requireUser(context);
  return methodNotAllowed("GET", "HEAD", "PATCH", "DELETE");
}
