/**
 * The checkout, shared by the JSON API and the payment page's action (a workflow: it composes the flash-sale gate,
 * `orders`, which prices and places the order with its delivery and payment terms, and the payment receipt).
 */
import { eq } from "drizzle-orm";
import { orders } from "@db/schema.ts";
import type { Language } from "@db/enums.ts";
import type { PlaceOrderInput } from "~/schemas/order.ts";
import type { SessionClaim } from "../accounts/types.ts";
import type { Database } from "../database.ts";
import { flashStockGate } from "../flash-sale/flash-sale.server.ts";
import type { ShopMoney } from "../money.ts";
import { placeOrder, type DeskPlacement, type PlaceOrderResult } from "../orders/placing.server.ts";
import type { PaymentNotes } from "../payments/notes.ts";
import type { MerchantNumbers } from "../payments/wallets.ts";
import { matchPayment, type MatchDeps } from "./payment-receipt.server.ts";

/**
 * What placing an order needs from its caller (decision 048): the flash-sale binding, the notification settings and
 * the limits (matching a payment that came first), the shop's money, the wallets it takes, and the key its
 * references are made with (AUTH_SECRET).
 */
export interface CheckoutDeps extends MatchDeps {
  money: ShopMoney;
  merchantNumbers: MerchantNumbers;
  referenceSecret: string;
  /**
   * Puts the phone's courier check on the queue after a cash-on-delivery order is placed (issue 49); never asks the
   * courier here.
   */
  askCourierScore?: (phone: string) => Promise<void>;
}

/**
 * Places the order at this instant's flash-sale state (the flash-stock gate's answer, decision 015), the shop's
 * currency settings and the account's limits (decision 021), for the account whose session cookie the buyer sent:
 * the order confirms that session is live in its own first read (decision 040). A failure says why (`reason`), the
 * server layer words it. A bKash payment that arrived before the order (its SMS came first) confirms it at once;
 * only then is D1 asked again.
 */
export async function checkout(
  db: Database,
  deps: CheckoutDeps,
  buyer: SessionClaim,
  input: PlaceOrderInput,
  notes: PaymentNotes,
  language: Language,
  /** An order the desk takes (issue 50): `buyer` is the admin's session, the order the customer's phone's. */
  desk?: DeskPlacement,
): Promise<PlaceOrderResult> {
  const result = await placeOrder(
    db,
    buyer,
    input,
    flashStockGate(deps),
    deps.money,
    deps.limits,
    deps.merchantNumbers,
    { language, notify: deps.notify, referenceSecret: deps.referenceSecret, ...(desk ? { desk } : {}) },
  );
  // A cash-on-delivery order's number: its courier score decides its next COD orders (issue 49).
  if (result.ok && !result.replayed && result.placed.order.paymentMethod === "COD")
    await deps.askCourierScore?.(result.placed.order.mobile);
  if (!result.ok || result.replayed || !result.paymentWaiting) return result;
  const { trxWallet, trxId } = result.placed.order;
  if (trxWallet) await matchPayment(db, deps, trxWallet, trxId, notes);
  const [order] = await db.select().from(orders).where(eq(orders.id, result.placed.order.id));
  return { ...result, placed: { ...result.placed, order: order ?? result.placed.order } };
}
