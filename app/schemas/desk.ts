/**
 * The order desk's body (issue 50), as `POST /api/orders/desk` and the desk page's form send it: the website order's
 * body with the customer's phone first, the channel, a note and a discount. A wallet order may come without its TrxID
 * (it waits for its payment, by link); with one, it names the number the money came from.
 */
import * as v from "valibot";
import { ORDER_CHANNELS, type Wallet } from "@db/enums.ts";
import { deskCopy } from "~/i18n/desk.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { money } from "~/schemas/money.ts";
import { required } from "~/schemas/parse.ts";
import {
  checkoutKeySchema,
  deliveryAddressSchema,
  locationId,
  mobileNumber,
  orderLinesSchema,
  paymentEntries,
  shippingSchema,
  trxIdFits,
} from "~/schemas/order.ts";

/** Where an order came from, in any case ("Facebook" is facebook). */
export const channelSchema = v.pipe(
  v.string(() => deskCopy.validation.channel),
  v.trim(),
  v.toLowerCase(),
  v.picklist(ORDER_CHANNELS, () => deskCopy.validation.channel),
);

/** `?channel=` of Manage Order and `GET /api/orders`: one channel, or every one when absent or empty. */
export const channelFilterSchema = v.optional(
  v.union([v.literal(""), channelSchema], () => deskCopy.validation.channel),
);

export const deskOrderSchema = v.pipe(
  v.object({
    phone: mobileNumber,
    name: shippingSchema.entries.name,
    ...paymentEntries,
    orderProduct: required(
      v.pipe(
        orderLinesSchema,
        v.minLength(1, () => shopCopy.checkout.errors.emptyCart),
      ),
    ),
    address: v.optional(deliveryAddressSchema),
    addressId: v.optional(locationId(() => shopCopy.checkout.validation.savedAddress)),
    channel: required(channelSchema),
    note: v.pipe(
      v.nullish(
        v.pipe(
          v.string(() => deskCopy.validation.note),
          v.trim(),
          v.maxLength(500, () => deskCopy.validation.note),
        ),
      ),
      v.transform((note) => note || null),
    ),
    discount: v.optional(
      v.union([v.literal(""), money(() => deskCopy.validation.discount)], () => deskCopy.validation.discount),
    ),
    // A retried submit with the same key returns the first order; the server makes one when absent.
    checkoutKey: v.optional(checkoutKeySchema),
  }),
  v.forward(
    v.partialCheck(
      [["address"], ["addressId"]],
      (input) => input.address !== undefined || input.addressId !== undefined,
      () => shopCopy.checkout.validation.addressRequired,
    ),
    ["address"],
  ),
  // A payment already received names its number; a TrxID fits its wallet.
  v.forward(
    v.partialCheck(
      [["paymentMethod"], ["bkashNum"], ["trxID"]],
      (input) => input.paymentMethod === "COD" || input.trxID === undefined || input.bkashNum !== undefined,
      () => deskCopy.validation.payment,
    ),
    ["bkashNum"],
  ),
  v.forward(
    v.partialCheck(
      [["paymentMethod"], ["trxID"]],
      (input) =>
        input.paymentMethod === "COD" || input.trxID === undefined || trxIdFits(input.paymentMethod, input.trxID),
      (issue) => shopCopy.checkout.validation.trxIdFor[(issue.input as { paymentMethod: Wallet }).paymentMethod],
    ),
    ["trxID"],
  ),
);

export type DeskOrderInput = v.InferOutput<typeof deskOrderSchema>;
