import { getDatabase, getEnv } from "~/context.ts";
import { copy } from "~/copy.ts";
import { checkout } from "~/domain/checkout.server.ts";
import { requireUser } from "~/domain/guards.server.ts";
import { json, jsonError, readBody, methodNotAllowed } from "~/domain/http.server.ts";
import { toApiOrder } from "~/domain/order-api.ts";
import { listOrders } from "~/domain/orders.server.ts";
import { findUserByEmail, normaliseEmail } from "~/domain/users.server.ts";
import { orderListQuery } from "~/schemas/order-list.ts";
import { placeOrderSchema } from "~/schemas/order.ts";
import { parseInput } from "~/schemas/parse.ts";
import type { Route } from "./+types/api.orders";

/**
 * GET: the caller's orders, newest first (`?page=&pageSize=`). Admins get everyone's, or one customer's with
 * `?email=`, and may search with `?q=`; anyone else asking for another email is refused.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const caller = await requireUser(context);
  const url = new URL(request.url);
  const query = orderListQuery(url.searchParams);
  const email = url.searchParams.get("email");
  let userId: number | null = caller.isAdmin ? null : caller.id;
  if (email !== null && normaliseEmail(email) !== caller.email) {
    if (!caller.isAdmin) return jsonError(403, copy.auth.notAllowed);
    const customer = await findUserByEmail(getDatabase(context), email);
    if (!customer) return json({ items: [], total: 0, page: query.page, pageSize: query.pageSize });
    userId = customer.id;
  } else if (email !== null) {
    userId = caller.id;
  }
  const page = await listOrders(getDatabase(context), { ...query, userId, search: caller.isAdmin ? query.search : "" });
  return json({ ...page, items: page.items.map((placed) => toApiOrder(placed, url.origin)) });
}

/** POST: place an order (see `placeOrderSchema`). 201 with the order; a retry with the same checkout key, 200. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context);
  if (request.method !== "POST") return methodNotAllowed("GET", "HEAD", "POST");
  const parsed = parseInput(placeOrderSchema, await readBody(request));
  if (!parsed.ok) return jsonError(400, copy.api.invalidInput, { issues: parsed.fieldErrors });
  const outcome = await checkout(getDatabase(context), getEnv(context), user, parsed.value);
  if (!outcome.ok) {
    return jsonError(outcome.status, outcome.error, {
      ...(outcome.field ? { issues: { [outcome.field]: outcome.error } } : {}),
      ...(outcome.quote ? { totalPrice: outcome.quote.totalCents / 100 } : {}),
    });
  }
  return json(toApiOrder(outcome.result.placed, new URL(request.url).origin), { status: outcome.replayed ? 200 : 201 });
}
