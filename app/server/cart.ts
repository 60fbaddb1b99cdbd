/**
 * The stored cart priced now, for POST /api/cart/quote and the cart page's loader (which reads the lines from the
 * cart-lines cookie, decision 036): one answer for both.
 */
import * as v from "valibot";
import { getFlashSaleStatus } from "~/domain/flash-sale/flash-sale.server.ts";
import { quoteLines, toCartQuote, variantRefusal, type VariantRefusal } from "~/domain/orders/pricing.server.ts";
import { cartLinesFromCookie } from "~/schemas/cart.ts";
import { orderLinesSchema, type OrderLineInput } from "~/schemas/order.ts";
import type { CartQuote } from "~/domain/orders/types.ts";
import { getConfig, getDatabase, getEnv, type ContextReader } from "./context.ts";

/**
 * The lines priced from D1 and the flash sale now, without a delivery; or why a line cannot be. A `stored` cart (the
 * browser's saved lines) is priced whatever they name: a line that names no variant of a product now sold in
 * options, or another product's, comes back with that problem, so the cart still opens and the line can be removed
 * or chosen again (issue 28). Lines sent as they are to be bought are refused instead (400).
 */
export async function quoteCart(
  context: ContextReader,
  lines: OrderLineInput[],
  options: { stored?: boolean } = {},
): Promise<{ ok: true; quote: CartQuote } | VariantRefusal> {
  const flash = await getFlashSaleStatus(getEnv(context));
  const quote = await quoteLines(getDatabase(context), lines, flash, getConfig(context).money);
  return (options.stored ? null : variantRefusal(quote)) ?? { ok: true, quote: toCartQuote(quote) };
}

/**
 * The cart the request's cookie mirrors, priced: what the cart page renders on the server. Null without lines, or
 * when they cannot be priced as they are (the page then prices them in the browser and shows why).
 */
export async function quoteCookieCart(
  context: ContextReader,
  request: Request,
): Promise<{ lines: OrderLineInput[]; quote: CartQuote } | null> {
  const parsed = v.safeParse(orderLinesSchema, cartLinesFromCookie(request.headers.get("Cookie")) ?? []);
  if (!parsed.success || parsed.output.length === 0) return null;
  const priced = await quoteCart(context, parsed.output, { stored: true });
  return priced.ok ? { lines: parsed.output, quote: priced.quote } : null;
}
