import { getDatabase } from "~/server/context.ts";
import { copy } from "~/copy.ts";
import { requireUser } from "~/server/guards.ts";
import { json, jsonError, methodNotAllowed } from "~/server/http.ts";
import { toApiOrder } from "~/server/order-api.ts";
import { cancelOrder, getOrder } from "~/domain/orders.server.ts";
import { failureResponse, orderFailure } from "~/server/failures.ts";
import type { Route } from "./+types/api.orders.$id";

/** GET: one order, to its owner or an admin; anyone else gets 404 (the order's existence is not revealed). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const caller = await requireUser(context);
  const placed = await getOrder(getDatabase(context), caller, params.id);
  if (!placed) return jsonError(404, copy.orders.notFound);
  return json(toApiOrder(placed, new URL(request.url).origin));
}

/** DELETE: cancel the order (its owner or an admin), restoring its stock once. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const caller = await requireUser(context);
  if (request.method !== "DELETE") return methodNotAllowed("GET", "HEAD", "DELETE");
  const result = await cancelOrder(getDatabase(context), caller, params.id);
  if (!result.ok) return failureResponse(orderFailure(result));
  return json({ _id: params.id, cancelled: true });
}
