import * as v from "valibot";
import { getConfig, getDatabase, getEnv } from "~/server/context.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { getFlashSaleStatus } from "~/domain/flash-sale/flash-sale.server.ts";
import { json, jsonError, methodNotAllowed, readBody } from "~/server/http.ts";
import { quoteForPlace, toCartQuote, variantRefusal } from "~/domain/orders/pricing.server.ts";
import { quoteCart } from "~/server/cart.ts";
import { quotePlaceSchema } from "~/schemas/address.ts";
import { sessionClaimContext } from "~/server/context.ts";
import { orderReference } from "~/domain/orders/reference.ts";
import { failureResponse } from "~/server/failures.ts";
import { orderFailure } from "~/server/failures/orders.ts";
import { checkoutKeySchema, orderLinesSchema } from "~/schemas/order.ts";
import { parseInput, required } from "~/schemas/parse.ts";
import { localMobile } from "~/domain/phone.ts";
import { phoneRisk } from "~/domain/customers/records.server.ts";
import { riskOf, riskyCodTerms } from "~/domain/customers/risk.ts";
import type { CartQuote } from "~/domain/orders/types.ts";
import type { Route } from "./+types/api.cart.quote";

const quoteSchema = v.object({
  orderProduct: required(orderLinesSchema),
  address: quotePlaceSchema,
  stored: v.optional(v.boolean(), false),
  checkoutKey: v.optional(checkoutKeySchema),
  // The order's number (issue 49): a risky one's cash on delivery is quoted as the risk rule asks.
  mobile: v.optional(v.string()),
});

/**
 * A risky number's cash on delivery, as the payment step should offer it (issue 49): the quote's `cod` as the risk
 * rule asks, and `codRisk` saying what the rule asked; null when the number is not risky.
 */
async function quoteRisk(
  context: Route.ActionArgs["context"],
  phone: string,
  quote: CartQuote,
): Promise<Pick<CartQuote, "cod" | "codRisk"> | null> {
  const { settings, record } = await phoneRisk(getDatabase(context), phone);
  const decision = riskOf(record, record.courier, settings);
  if (!decision || !quote.cod) return null;
  const terms = riskyCodTerms(quote.cod, decision.action, { total: quote.taka.total, delivery: quote.taka.delivery });
  return {
    cod: terms === "refused" ? { offered: false, reason: "not-here", maxTotalTaka: null } : terms,
    codRisk: decision.action,
  };
}

/** GET: nothing to read here (405, with the methods it takes in `Allow`). */
export function loader() {
  return methodNotAllowed("POST");
}

/**
 * POST `{orderProduct, address?: {districtId, areaId}, checkoutKey?}` (the stored cart's lines, where they go, and
 * the checkout's key): each line priced from D1 now, with totals in the shop's currency and in whole taka (`taka`,
 * decision 042), warnings and the amount a wallet payment sends. With an address, `delivery: {zoneId, zone, fee}`
 * (`fee` in whole taka) is the zone's charge to it, included in the totals, and `cod` what cash on delivery there
 * asks; 400 for an area outside its district. With a checkout key, a signed-in shopper also gets the `reference`
 * the order will have. A line that names no variant of a product
 * sold in options, or another product's, is 400; with `stored: true` (the browser's saved cart) it is priced as a
 * line with that problem instead, so a cart saved before the product had options still opens.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const parsed = parseInput(quoteSchema, await readBody(request));
  if (!parsed.ok) return jsonError(400, shopCopy.api.invalidInput, { issues: parsed.fieldErrors });
  const { orderProduct, address, stored, checkoutKey, mobile } = parsed.value;
  const reference = checkoutKey === undefined ? {} : await referenceFor(context, checkoutKey);
  if (!address) {
    const priced = await quoteCart(context, orderProduct, { stored });
    return priced.ok ? json({ ...priced.quote, ...reference }) : failureResponse(orderFailure(priced));
  }
  const flash = await getFlashSaleStatus(getEnv(context));
  const { quote, place } = await quoteForPlace(getDatabase(context), orderProduct, flash, getConfig(context).money, {
    kind: "typed",
    ...address,
  });
  const refusal = stored ? null : variantRefusal(quote);
  if (refusal) return failureResponse(orderFailure(refusal));
  if (!place) return failureResponse(orderFailure({ ok: false, reason: "unknown-place", saved: false }));
  const cartQuote = toCartQuote(quote);
  const phone = mobile ? localMobile(mobile) : null;
  const risk = phone && cartQuote.cod ? await quoteRisk(context, phone, cartQuote) : null;
  return json({
    ...cartQuote,
    ...risk,
    delivery: cartQuote.delivery && { ...cartQuote.delivery, fee: cartQuote.delivery.feeTaka },
    ...reference,
  });
}

/**
 * The number the order of this checkout will have (decision 042), for a signed-in shopper's payment step: what
 * they write in the wallet's reference field before the order exists. Nothing for a visitor.
 */
async function referenceFor(
  context: Route.ActionArgs["context"],
  checkoutKey: string,
): Promise<{ reference?: string }> {
  const claim = await context.get(sessionClaimContext)();
  if (!claim) return {};
  return { reference: await orderReference(getConfig(context).auth.secret, claim.userId, checkoutKey) };
}
