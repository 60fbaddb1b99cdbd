/**
 * Address input: the address book's form (and POST/PUT /api/addresses) and the place a quote is priced for. One
 * schema each, shared by form and server. The zones editor's schema is in zones.ts (dashboard copy and money).
 */
import * as v from "valibot";
import { checkoutCopy } from "~/i18n/checkout.ts";
import { addressLine, courierNote, placeSchema, shippingSchema } from "~/schemas/order.ts";
import { required } from "~/schemas/parse.ts";
import { readable, visibleText } from "~/schemas/text.ts";

/** A checkbox as a form posts it ("on", "true"), or a boolean from JSON; absent is false. */
const flag = v.pipe(
  v.optional(v.union([v.boolean(), v.picklist(["on", "true", "false", ""])]), false),
  v.transform((value) => value === true || value === "on" || value === "true"),
);

/** A saved address: its label, who receives the parcel, and where. */
export const addressSchema = v.object({
  label: required(
    v.pipe(
      v.string(() => checkoutCopy.delivery.labelInvalid),
      visibleText,
      v.trim(),
      v.nonEmpty(() => checkoutCopy.delivery.labelInvalid),
      v.maxLength(30, () => checkoutCopy.delivery.labelInvalid),
      readable(() => checkoutCopy.delivery.labelInvalid),
    ),
  ),
  ...shippingSchema.entries,
  ...placeSchema.entries,
  line: addressLine,
  note: courierNote,
  isDefault: flag,
});

export type AddressFormInput = v.InferOutput<typeof addressSchema>;

/** POST /api/cart/quote's optional place: the delivery is priced for it. */
export const quotePlaceSchema = v.optional(placeSchema);

/** GET /api/locations's `?q=`: what a shopper typed to find a place, trimmed and cut to 60 characters. */
export const placeSearchSchema = v.fallback(
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((text) => text.slice(0, 60)),
  ),
  "",
);
