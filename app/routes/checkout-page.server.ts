import type { RouterContextProvider } from "react-router";
import { getConfig, getDatabase } from "~/server/context.ts";
import { listAddresses } from "~/domain/delivery/addresses.server.ts";
import { requireUser } from "~/server/guards.ts";

/**
 * What the server knows for /productorder/:id and /payment/:id: who is checking out, where to pay (the shop's
 * number in each wallet it takes, in full: the shopper types it into the wallet), the taka per unit of the shop's currency now, how long
 * an order with flash-sale lines waits for its payment, and the shopper's saved addresses (the default first).
 */
export async function loadCheckoutPage(context: Pick<RouterContextProvider, "get">) {
  const user = await requireUser(context);
  const config = getConfig(context);
  return {
    email: user.email,
    displayName: user.displayName,
    merchantNumbers: config.payments.merchantNumbers,
    bdtRate: config.money.bdtRate,
    flashPaymentMinutes: config.limits.flashPaymentMinutes,
    addresses: await listAddresses(getDatabase(context), user.id),
  };
}
