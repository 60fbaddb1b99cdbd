import type { RouterContextProvider } from "react-router";
import { getEnv } from "~/server/context.ts";
import { requireUser } from "~/server/guards.ts";
import { readShopMoney } from "~/domain/money.ts";

/**
 * What the server knows for /productorder/:id and /payment/:id: who is checking out, where to pay (the shop's
 * bKash number in full: the shopper types it into bKash) and the taka per unit of the shop's currency now.
 */
export async function loadCheckoutPage(context: Pick<RouterContextProvider, "get">) {
  const user = await requireUser(context);
  const env = getEnv(context);
  return {
    email: user.email,
    displayName: user.displayName,
    merchantNumber: env.BKASH_MERCHANT_NUMBER.trim(),
    bdtRate: readShopMoney(env).bdtRate,
  };
}
