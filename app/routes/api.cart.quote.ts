import * as v from "valibot";
import { getDatabase, getEnv } from "~/server/context.ts";
import { copy } from "~/copy.ts";
import { getFlashSaleStatus } from "~/domain/flash-sale/flash-sale.server.ts";
import { json, jsonError, methodNotAllowed, readBody } from "~/server/http.ts";
import { readShopMoney } from "~/domain/money.ts";
import { quoteForPlace, toCartQuote, variantRefusal } from "~/domain/orders/pricing.server.ts";
import { quoteCart } from "~/server/cart.ts";
import { quotePlaceSchema } from "~/schemas/address.ts";
import { centsToDollars } from "~/server/catalogue-api.ts";
import { failureResponse, orderFailure } from "~/server/failures.ts";
import { orderLinesSchema } from "~/schemas/order.ts";
import { parseInput, required } from "~/schemas/parse.ts";
import type { Route } from "./+types/api.cart.quote";

const quoteSchema = v.object({
  orderProduct: required(orderLinesSchema),
  address: quotePlaceSchema,
  stored: v.optional(v.boolean(), false),
});

/** GET: nothing to read here (405, with the methods it takes in `Allow`). */
export function loader() {
  return methodNotAllowed("POST");
}

/**
 * POST `{orderProduct, address?: {districtId, areaId}}` (the stored cart's lines, and where they go): each line
 * priced from D1 now, with totals, warnings and the amount due in paisa (what bKash moves) at the shop's rate. With
 * an address, `delivery: {zoneId, zone, fee}` (`fee` in decimal units of the shop's currency) is the zone's charge
 * to it, included in the totals; 400 for an area outside its district. A line that names no variant of a product
 * sold in options, or another product's, is 400; with `stored: true` (the browser's saved cart) it is priced as a
 * line with that problem instead, so a cart saved before the product had options still opens.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const parsed = parseInput(quoteSchema, await readBody(request));
  if (!parsed.ok) return jsonError(400, copy.api.invalidInput, { issues: parsed.fieldErrors });
  const { orderProduct, address, stored } = parsed.value;
  if (!address) {
    const priced = await quoteCart(context, orderProduct, { stored });
    return priced.ok ? json(priced.quote) : failureResponse(orderFailure(priced));
  }
  const env = getEnv(context);
  const flash = await getFlashSaleStatus(env);
  const { quote, place } = await quoteForPlace(getDatabase(context), orderProduct, flash, {
    kind: "typed",
    ...address,
  });
  const refusal = stored ? null : variantRefusal(quote);
  if (refusal) return failureResponse(orderFailure(refusal));
  if (!place) return failureResponse(orderFailure({ ok: false, reason: "unknown-place", saved: false }));
  const cartQuote = toCartQuote(quote, readShopMoney(env));
  return json({
    ...cartQuote,
    delivery: cartQuote.delivery && { ...cartQuote.delivery, fee: centsToDollars(cartQuote.delivery.feeCents) },
  });
}
