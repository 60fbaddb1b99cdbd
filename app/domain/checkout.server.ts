/** The checkout's server side, shared by the JSON API and the payment page's action. */
import { copy } from "~/copy.ts";
import type { Database } from "~/context.ts";
import type { PlaceOrderInput } from "~/schemas/order.ts";
import { getFlashSaleStatus } from "./flash-sale.server.ts";
import { placeOrder, type PlaceOrderResult, type Quote } from "./orders.server.ts";
import type { SessionUser } from "./types.ts";

export type CheckoutOutcome =
  | { ok: true; orderId: string; replayed: boolean; result: Extract<PlaceOrderResult, { ok: true }> }
  | { ok: false; status: number; error: string; field?: "trxID"; quote?: Quote };

/** Places the order at this instant's flash-sale state and says, in the shopper's words, what went wrong. */
export async function checkout(db: Database, env: Pick<Env, "FLASH_SALE">, user: SessionUser, input: PlaceOrderInput): Promise<CheckoutOutcome> {
  const result = await placeOrder(db, user, input, await getFlashSaleStatus(env));
  if (result.ok) return { ok: true, orderId: result.placed.order.id, replayed: result.replayed, result };
  switch (result.reason) {
    case "unknown-product":
      return { ok: false, status: 422, error: copy.checkout.errors.unknownProduct, quote: result.quote };
    case "out-of-stock":
      return {
        ok: false,
        status: 409,
        error: copy.checkout.errors.outOfStock(result.productName ?? copy.checkout.errors.aProduct),
        quote: result.quote,
      };
    case "price-changed":
      return { ok: false, status: 409, error: copy.checkout.errors.priceChanged, quote: result.quote };
    case "trx-id-used":
      return { ok: false, status: 409, error: copy.checkout.errors.trxIdUsed, field: "trxID" };
  }
}
