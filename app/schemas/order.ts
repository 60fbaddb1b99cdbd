/**
 * Checkout input: the Shipping & Billing form, the bKash form and the order API body, one schema each.
 * Prices and totals are never input: the server computes them.
 */
import * as v from "valibot";
import { copy } from "~/copy.ts";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "~/domain/cart.ts";
import { ORDER_STATUSES } from "@db/enums.ts";
import { required } from "~/schemas/parse.ts";

/** Spec section 5: +8801, 8801, 01 or 008801, then 1 or 3-9, then 8 digits. */
export const BKASH_NUMBER_PATTERN = /^(?:\+8801|8801|01|008801)[13-9]\d{8}$/;

const bkashNumber = required(
  v.pipe(
    v.string(copy.checkout.validation.mobile),
    v.trim(),
    v.regex(BKASH_NUMBER_PATTERN, copy.checkout.validation.mobile),
  ),
);

export const shippingSchema = v.object({
  name: required(
    v.pipe(
      v.string(copy.auth.validation.name),
      v.trim(),
      v.nonEmpty(copy.auth.validation.name),
      v.maxLength(80, copy.auth.validation.nameTooLong),
    ),
  ),
  mobile: bkashNumber,
});

export const paymentSchema = v.object({
  bkashNum: bkashNumber,
  trxID: required(
    v.pipe(
      v.string(copy.checkout.validation.trxId),
      v.trim(),
      v.nonEmpty(copy.checkout.validation.trxId),
      v.regex(/^[A-Za-z0-9]{6,20}$/, copy.checkout.validation.trxIdFormat),
      // TrxIDs are unique whatever their case.
      v.toUpperCase(),
    ),
  ),
});

const quantity = copy.api.quantity(MAX_LINE_QUANTITY);

/** A location's id (a district's or an area's, from GET /api/locations), as a number or its text. */
export const locationId = (message: string) =>
  required(
    v.pipe(
      v.union(
        [v.number(message), v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.transform(Number))],
        message,
      ),
      v.number(message),
      v.integer(message),
      v.minValue(1, message),
      v.maxValue(1_000_000, message),
    ),
  );

/** Where in Bangladesh: a district and one of its areas (the domain checks that the area is the district's). */
export const placeSchema = v.object({
  districtId: locationId(copy.checkout.validation.district),
  areaId: locationId(copy.checkout.validation.area),
});

/** House, road, village: 5 to 200 characters. */
export const addressLine = required(
  v.pipe(
    v.string(copy.checkout.validation.addressLine),
    v.trim(),
    v.minLength(5, copy.checkout.validation.addressLine),
    v.maxLength(200, copy.checkout.validation.addressLine),
  ),
);

/** For the courier, optional: at most 300 characters; empty is none. */
export const courierNote = v.pipe(
  v.nullish(
    v.pipe(
      v.string(copy.checkout.validation.courierNote),
      v.trim(),
      v.maxLength(300, copy.checkout.validation.courierNote),
    ),
  ),
  v.transform((note) => note || null),
);

/** The address an order is delivered to, typed at checkout. */
export const deliveryAddressSchema = v.object(
  { ...placeSchema.entries, line: addressLine, note: courierNote },
  copy.checkout.validation.addressRequired,
);

/** A line that is not an object, or lacks `product_id` or `product_qty`, gets the object's own message. */
export const orderLineSchema = v.object(
  {
    product_id: v.pipe(
      v.union([v.string(), v.number()], copy.checkout.errors.unknownProduct),
      v.transform(String),
      v.regex(/^\d{1,12}$/, copy.checkout.errors.unknownProduct),
    ),
    product_qty: v.pipe(
      v.union([v.string(), v.number()], quantity),
      v.transform(Number),
      v.integer(quantity),
      v.minValue(1, quantity),
      v.maxValue(MAX_LINE_QUANTITY, quantity),
    ),
    product_type: v.optional(v.picklist(["regular", "flashsell"], copy.api.productType), "regular"),
  },
  copy.api.orderLine,
);

/** The cart's lines, as POST /api/cart/quote and POST /api/orders take them (an order also needs one line). */
export const orderLinesSchema = v.pipe(
  v.array(orderLineSchema, copy.api.orderLines),
  v.maxLength(MAX_CART_LINES, copy.api.tooManyLines(MAX_CART_LINES)),
);

/** A whole, non-negative number of minor units (cents, paisa), as a number or its text. */
const minorUnits = (message: string) =>
  v.pipe(v.union([v.string(), v.number()], message), v.transform(Number), v.integer(message), v.minValue(0, message));

/**
 * POST /api/orders and the payment page's action. The old product's `email`, `totalPrice` and `paymentMethod`
 * may be present and are ignored (the email comes from the session, the total from D1). `expectedTotal` (cents)
 * is the total the shopper was shown and `expectedAmountDue` (paisa, the quote's `amountDuePaisa`) the taka they
 * were told to send: if either differs from what the server computes now, the order is refused so they can review it.
 */
export const placeOrderSchema = v.pipe(
  v.object({
    ...shippingSchema.entries,
    ...paymentSchema.entries,
    orderProduct: required(v.pipe(orderLinesSchema, v.minLength(1, copy.checkout.errors.emptyCart))),
    checkoutKey: required(
      v.pipe(v.string(copy.api.checkoutKey), v.regex(/^[A-Za-z0-9_-]{8,64}$/, copy.api.checkoutKey)),
    ),
    expectedTotal: v.optional(minorUnits(copy.api.expectedTotal)),
    expectedAmountDue: v.optional(minorUnits(copy.api.expectedAmountDue)),
    // Where it goes: an address typed at checkout, or one of the shopper's saved addresses (one of the two).
    address: v.optional(deliveryAddressSchema),
    addressId: v.optional(locationId(copy.checkout.validation.savedAddress)),
  }),
  v.forward(
    v.partialCheck(
      [["address"], ["addressId"]],
      (input) => input.address !== undefined || input.addressId !== undefined,
      copy.checkout.validation.addressRequired,
    ),
    ["address"],
  ),
);

export type PlaceOrderInput = v.InferOutput<typeof placeOrderSchema>;
export type OrderLineInput = v.InferOutput<typeof orderLineSchema>;

const optionalText = (max: number, message: string) =>
  v.optional(v.pipe(v.string(message), v.trim(), v.maxLength(max, message)));

/**
 * PATCH /api/orders/:id and Manage Order's actions: the status to move to, with an optional note (a rejection's
 * reason is required, which the domain checks), and for `shipped` the courier and tracking number.
 */
export const orderChangeSchema = v.object({
  status: required(v.picklist(ORDER_STATUSES, copy.orders.validation.status)),
  note: optionalText(500, copy.orders.validation.note),
  courier: optionalText(80, copy.orders.validation.courier),
  trackingNumber: optionalText(80, copy.orders.validation.trackingNumber),
});

export type OrderChangeInput = v.InferOutput<typeof orderChangeSchema>;

/** `?status=` on order lists: one of the statuses, or absent (all). Anything else is 400. */
export const orderStatusFilterSchema = v.optional(v.picklist(ORDER_STATUSES, copy.orders.validation.status));
