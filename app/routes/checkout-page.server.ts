import type { RouterContextProvider } from "react-router";
import { getDatabase, getEnv } from "~/server/context.ts";
import { listAddresses } from "~/domain/delivery/addresses.server.ts";
import { requireUser } from "~/server/guards.ts";
import { readShopMoney } from "~/domain/money.ts";
import { readOrderLimits } from "~/domain/orders/limits.ts";
import { merchantNumbers } from "~/domain/payments/wallets.ts";

/**
 * What the server knows for /productorder/:id and /payment/:id: who is checking out, where to pay (the shop's
 * number in each wallet it takes, in full: the shopper types it into the wallet), the taka per unit of the shop's currency now, how long
 * an order with flash-sale lines waits for its payment, and the shopper's saved addresses (the default first).
 */
export async function loadCheckoutPage(context: Pick<RouterContextProvider, "get">) {
  const user = await requireUser(context);
  const env = getEnv(context);
  return {
    email: user.email,
    displayName: user.displayName,
    merchantNumbers: merchantNumbers(env),
    bdtRate: readShopMoney(env).bdtRate,
    flashPaymentMinutes: readOrderLimits(env).flashPaymentMinutes,
    addresses: await listAddresses(getDatabase(context), user.id),
  };
}
