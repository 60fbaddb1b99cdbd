import { shopCopy } from "~/i18n/shop.ts";
import { recordReturnedUnits } from "~/domain/orders/lifecycle.server.ts";
import { getOrderDetail } from "~/domain/orders/reading.server.ts";
import { returnedUnitsSchema } from "~/schemas/order.ts";
import { parseInput } from "~/schemas/parse.ts";
import { getDatabase, getOrderDeps } from "~/server/context.ts";
import { failureResponse } from "~/server/failures.ts";
import { returnedUnitsFailure } from "~/server/failures/orders.ts";
import { requireAdmin } from "~/server/guards.ts";
import { json, jsonError, methodNotAllowed, readBody } from "~/server/http.ts";
import { toApiOrder } from "~/server/order-api.ts";
import type { Route } from "./+types/api.orders.$id.returned-units";

/** GET: nothing to read here (405, with the methods it takes in `Allow`). */
export function loader() {
  return methodNotAllowed("POST");
}

/**
 * POST `{ lines: [{ product_id, variant_id?, quantity }] }` (admins): the units of a delivered order (a partial
 * delivery) that came back, as the total of each product (and variant) so far; each unit goes back on the shelf once
 * (issue 46). Answers the order as GET /api/orders/:id does (each line's `returned`) with `restocked`, the units this
 * record put back (0 when the same units were recorded before). 400 for more units than the order had, a product it
 * does not have, or a product in several variants without `variant_id`; 404 unknown order; 409 not delivered.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context);
  if (request.method !== "POST") return methodNotAllowed("POST");
  const parsed = parseInput(returnedUnitsSchema, await readBody(request));
  if (!parsed.ok) return jsonError(400, shopCopy.api.invalidInput, { issues: parsed.fieldErrors });
  const db = getDatabase(context);
  const result = await recordReturnedUnits(
    db,
    getOrderDeps(context),
    params.id,
    parsed.value.lines.map((line) => ({
      productId: Number(line.product_id),
      ...(line.variant_id === undefined ? {} : { variantId: Number(line.variant_id) }),
      quantity: line.quantity,
    })),
  );
  if (!result.ok) return failureResponse(returnedUnitsFailure(result));
  const detail = await getOrderDetail(db, admin, params.id);
  return json({ ...toApiOrder(detail!, new URL(request.url).origin, admin), restocked: result.restocked });
}
