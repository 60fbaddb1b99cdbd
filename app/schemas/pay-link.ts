/**
 * The payment link's form (issue 50): the website's payment form (`paymentSchema`: the wallet, the number the money
 * came from, its TrxID fitting the wallet), for a wallet only: a link pays by Send Money, never cash on delivery.
 */
import * as v from "valibot";
import { shopCopy } from "~/i18n/shop.ts";
import { paymentSchema, type Wallet } from "~/schemas/order.ts";

export const payLinkSchema = v.pipe(
  paymentSchema,
  v.forward(
    v.partialCheck(
      [["paymentMethod"]],
      (input) => input.paymentMethod !== "COD",
      () => shopCopy.checkout.validation.paymentMethod,
    ),
    ["paymentMethod"],
  ),
  // A wallet's payment always has both (paymentSchema's checks): what the link records.
  v.transform((input) => ({ wallet: input.paymentMethod as Wallet, number: input.bkashNum!, trxId: input.trxID! })),
);

export type PayLinkInput = v.InferOutput<typeof payLinkSchema>;
