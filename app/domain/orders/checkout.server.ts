/** The checkout, shared by the JSON API and the payment page's action. */
import { eq } from "drizzle-orm";
import { orders } from "@db/schema.ts";
import type { PlaceOrderInput } from "~/schemas/order.ts";
import type { Database } from "../database.ts";
import { flashStockGate } from "../flash-sale/flash-sale.server.ts";
import { readShopMoney } from "../money.ts";
import { placeOrder, type PlaceOrderResult } from "./placing.server.ts";
import { matchPayment } from "../payments/matching.server.ts";
import type { PaymentNotes } from "../payments/notes.ts";
import { merchantNumbers } from "../payments/wallets.ts";
import { readOrderLimits } from "./limits.ts";
import type { SessionClaim } from "../types.ts";
import type { Language } from "@db/enums.ts";
import { readNotificationSettings, type NotificationVars } from "../notifications/settings.ts";

/**
 * Places the order at this instant's flash-sale state (the flash-stock gate's answer, decision 015), the shop's
 * currency settings and the account's limits (decision 021), for the account whose session cookie the buyer sent:
 * the order confirms that session is live in its own first read (decision 040). A failure says why (`reason`), the
 * server layer words it. A bKash payment that arrived before the order (its SMS came first) confirms it at once;
 * only then is D1 asked again.
 */
export async function checkout(
  db: Database,
  env: Pick<
    Env,
    | "FLASH_SALE"
    | "SHOP_CURRENCY"
    | "BKASH_BDT_RATE"
    | "MAX_PENDING_ORDERS"
    | "FLASH_LIMIT_PER_SHOPPER"
    | "FLASH_PAYMENT_MINUTES"
    | "ORDER_PAYMENT_HOURS"
    | "MAX_UNITS_PER_PRODUCT"
    | "COD_CONFIRM_HOURS"
    | "BKASH_MERCHANT_NUMBER"
    | "NAGAD_MERCHANT_NUMBER"
    | "ROCKET_MERCHANT_NUMBER"
    | "AUTH_SECRET"
  > &
    NotificationVars,
  buyer: SessionClaim,
  input: PlaceOrderInput,
  notes: PaymentNotes,
  language: Language,
): Promise<PlaceOrderResult> {
  const result = await placeOrder(
    db,
    buyer,
    input,
    flashStockGate(env),
    readShopMoney(env),
    readOrderLimits(env),
    merchantNumbers(env),
    { language, notify: readNotificationSettings(env), referenceSecret: env.AUTH_SECRET },
  );
  if (!result.ok || result.replayed || !result.paymentWaiting) return result;
  const { trxWallet, trxId } = result.placed.order;
  if (trxWallet) await matchPayment(db, env, trxWallet, trxId, notes);
  const [order] = await db.select().from(orders).where(eq(orders.id, result.placed.order.id));
  return { ...result, placed: { ...result.placed, order: order ?? result.placed.order } };
}
