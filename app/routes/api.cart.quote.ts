import * as v from "valibot";
import { getDatabase, getEnv } from "~/server/context.ts";
import { copy } from "~/copy.ts";
import { getFlashSaleStatus } from "~/domain/flash-sale/flash-sale.server.ts";
import { json, jsonError, methodNotAllowed, readBody } from "~/server/http.ts";
import { readShopMoney } from "~/domain/money.ts";
import { quoteLines, toCartQuote } from "~/domain/orders/pricing.server.ts";
import { orderLinesSchema } from "~/schemas/order.ts";
import { parseInput, required } from "~/schemas/parse.ts";
import type { Route } from "./+types/api.cart.quote";

const quoteSchema = v.object({ orderProduct: required(orderLinesSchema) });

/** GET: nothing to read here (405, with the methods it takes in `Allow`). */
export function loader() {
  return methodNotAllowed("POST");
}

/**
 * POST `{orderProduct}` (the stored cart's lines): each line priced from D1 now, with totals, warnings and the
 * amount due in paisa (what bKash moves) at the shop's rate.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const parsed = parseInput(quoteSchema, await readBody(request));
  if (!parsed.ok) return jsonError(400, copy.api.invalidInput, { issues: parsed.fieldErrors });
  const env = getEnv(context);
  const quote = await quoteLines(getDatabase(context), parsed.value.orderProduct, await getFlashSaleStatus(env));
  return json(toCartQuote(quote, readShopMoney(env)));
}
