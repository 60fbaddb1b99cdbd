import * as v from "valibot";
import { getDatabase, getEnv } from "~/context.ts";
import { copy } from "~/copy.ts";
import { MAX_CART_LINES } from "~/domain/cart.ts";
import { getFlashSaleStatus } from "~/domain/flash-sale.server.ts";
import { json, jsonError, readBody } from "~/domain/http.server.ts";
import { quoteLines, toCartQuote } from "~/domain/orders.server.ts";
import { orderLineSchema } from "~/schemas/order.ts";
import { parseInput } from "~/schemas/parse.ts";
import type { Route } from "./+types/api.cart.quote";

const quoteSchema = v.object({ orderProduct: v.pipe(v.array(orderLineSchema), v.maxLength(MAX_CART_LINES)) });

/** POST `{orderProduct}` (the stored cart's lines): each line priced from D1 now, with totals and warnings. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, copy.api.methodNotAllowed);
  const parsed = parseInput(quoteSchema, await readBody(request));
  if (!parsed.ok) return jsonError(400, copy.api.invalidInput, { issues: parsed.fieldErrors });
  const quote = await quoteLines(getDatabase(context), parsed.value.orderProduct, await getFlashSaleStatus(getEnv(context)));
  return json(toCartQuote(quote));
}
