/**
 * Checkout input: the Shipping & Billing form, the bKash form and the order API body, one schema each.
 * Prices and totals are never input: the server computes them.
 */
import * as v from "valibot";
import { copy } from "~/copy.ts";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "~/domain/cart.ts";

/** Spec section 5: +8801, 8801, 01 or 008801, then 1 or 3-9, then 8 digits. */
export const BKASH_NUMBER_PATTERN = /^(?:\+8801|8801|01|008801)[13-9]\d{8}$/;

const bkashNumber = v.pipe(
  v.string(copy.checkout.validation.mobile),
  v.trim(),
  v.regex(BKASH_NUMBER_PATTERN, copy.checkout.validation.mobile),
);

export const shippingSchema = v.object({
  name: v.pipe(
    v.string(copy.auth.validation.name),
    v.trim(),
    v.nonEmpty(copy.auth.validation.name),
    v.maxLength(80, copy.auth.validation.nameTooLong),
  ),
  mobile: bkashNumber,
});

export const paymentSchema = v.object({
  bkashNum: bkashNumber,
  trxID: v.pipe(
    v.string(copy.checkout.validation.trxId),
    v.trim(),
    v.nonEmpty(copy.checkout.validation.trxId),
    v.regex(/^[A-Za-z0-9]{6,20}$/, copy.checkout.validation.trxIdFormat),
    // TrxIDs are unique whatever their case.
    v.toUpperCase(),
  ),
});

export const orderLineSchema = v.object({
  product_id: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^\d{1,12}$/, copy.checkout.errors.unknownProduct)),
  product_qty: v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(MAX_LINE_QUANTITY)),
  product_type: v.optional(v.picklist(["regular", "flashsell"]), "regular"),
});

/**
 * POST /api/orders and the payment page's action. The old product's `email`, `totalPrice` and `paymentMethod`
 * may be present and are ignored (the email comes from the session, the total from D1). `expectedTotal` (cents)
 * is the total the shopper was shown: if D1's total differs, the order is refused so they can review it.
 */
export const placeOrderSchema = v.object({
  ...shippingSchema.entries,
  ...paymentSchema.entries,
  orderProduct: v.pipe(v.array(orderLineSchema), v.minLength(1, copy.checkout.errors.emptyCart), v.maxLength(MAX_CART_LINES)),
  checkoutKey: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  expectedTotal: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(0))),
});

export type PlaceOrderInput = v.InferOutput<typeof placeOrderSchema>;
export type OrderLineInput = v.InferOutput<typeof orderLineSchema>;
