import type { RouterContextProvider } from "react-router";
import { getEnv } from "~/server/context.ts";
import { requireUser } from "~/server/guards.ts";
import { maskPhoneNumber } from "~/domain/mask.ts";

/** What the server knows for /productorder/:id and /payment/:id: who is checking out, and where to pay. */
export async function loadCheckoutPage(context: Pick<RouterContextProvider, "get">) {
  const user = await requireUser(context);
  return {
    email: user.email,
    displayName: user.displayName,
    merchantNumber: maskPhoneNumber(getEnv(context).BKASH_MERCHANT_NUMBER),
  };
}
