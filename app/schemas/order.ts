/**
 * Checkout input: the Shipping & Billing form, the bKash form and the order API body, one schema each.
 * Prices and totals are never input: the server computes them.
 */
import * as v from "valibot";
import { asciiDigits, asciiDigitsIn, hasLetterOrDigit, readable, visibleText } from "~/schemas/text.ts";
import type { Message } from "~/schemas/message.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "~/schemas/cart.ts";
import {
  ORDER_STATUSES,
  PAYMENT_METHODS,
  RETURN_SETTLEMENTS,
  WALLETS,
  type PaymentMethod,
  type Wallet,
} from "@db/enums.ts";
import { required } from "~/schemas/parse.ts";
import { money } from "~/schemas/money.ts";
import { shippingCourier } from "~/schemas/courier.ts";
import { COURIER_IDS } from "@db/enums.ts";
import { localMobile } from "~/schemas/phone.ts";

/** A wallet's transaction id, after trimming and upper-casing: bKash 10 letters and digits, Nagad 8, Rocket 10 digits. */
const TRX_ID_PATTERNS: Readonly<Record<Wallet, RegExp>> = {
  bKash: /^[A-Z0-9]{10}$/,
  Nagad: /^[A-Z0-9]{8}$/,
  Rocket: /^\d{10}$/,
};

/** A TrxID as the wallets compare them: trimmed, upper-cased. */
function normaliseTrxId(trxId: string): string {
  return trxId.trim().toUpperCase();
}

export function trxIdFits(wallet: Wallet, trxId: string): boolean {
  return TRX_ID_PATTERNS[wallet].test(normaliseTrxId(trxId));
}

/**
 * Every phone number the shop stores, in one form (issue 49): 01, then 3-9, then 8 digits. What a shopper types
 * (+880, 880, 0088, spaces, dashes, Bengali digits) is brought to it first, so one customer is one number.
 */
export const MOBILE_PATTERN = /^01[3-9]\d{8}$/;

/** A mobile number in its canonical form (MOBILE_PATTERN), or the issue of the field. */
export const mobileNumber = required(
  v.pipe(
    v.string(() => shopCopy.checkout.validation.mobile),
    v.transform((text) => localMobile(text) ?? text),
    v.regex(MOBILE_PATTERN, () => shopCopy.checkout.validation.mobile),
  ),
);
const bkashNumber = mobileNumber;

export const shippingSchema = v.object({
  name: required(
    v.pipe(
      v.string(() => shopCopy.auth.validation.name),
      visibleText,
      v.trim(),
      v.nonEmpty(() => shopCopy.auth.validation.name),
      v.maxLength(80, () => shopCopy.auth.validation.nameTooLong),
      readable(() => shopCopy.auth.validation.name),
    ),
  ),
  mobile: bkashNumber,
});

const trxIdText = required(
  v.pipe(
    v.string(() => shopCopy.checkout.validation.trxId),
    asciiDigits,
    v.trim(),
    v.nonEmpty(() => shopCopy.checkout.validation.trxId),
    // TrxIDs are unique whatever their case.
    v.toUpperCase(),
    v.regex(/^[A-Z0-9]{6,20}$/, () => shopCopy.checkout.validation.trxIdFormat),
  ),
);

/** "bkash", "BKASH" and "bKash" are bKash: old clients wrote the method in any case. */
const choice = <T extends string>(options: readonly T[], message: Message) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.transform((value) => options.find((option) => option.toLowerCase() === value.toLowerCase()) ?? value),
    v.picklist(options, message),
  );

export const walletSchema = choice(WALLETS, () => shopCopy.checkout.validation.advanceWallet);

/** How the order is paid; bKash when absent, so clients from before the other methods keep working. */
export const paymentMethodSchema = v.optional(
  choice(PAYMENT_METHODS, () => shopCopy.checkout.validation.paymentMethod),
  "bKash",
);

/**
 * The advance a cash-on-delivery order pays first by wallet, when its zone asks one: the wallet, the number it came
 * from and the TrxID.
 */
export const advanceSchema = v.pipe(
  v.object(
    { method: required(walletSchema), number: bkashNumber, trxID: trxIdText },
    () => shopCopy.checkout.validation.advanceWallet,
  ),
  v.forward(
    v.partialCheck(
      [["method"], ["trxID"]],
      (input) => trxIdFits(input.method, input.trxID),
      (issue) => shopCopy.checkout.validation.trxIdFor[(issue.input as { method: Wallet }).method],
    ),
    ["trxID"],
  ),
);

/**
 * The payment form: the method and, for a wallet, the number the money comes from (the spec's `bkashNum`, whatever
 * the wallet) and its TrxID; for cash on delivery, the advance when the zone asks one.
 */
export const paymentEntries = {
  paymentMethod: paymentMethodSchema,
  bkashNum: v.optional(bkashNumber),
  trxID: v.optional(trxIdText),
  advance: v.optional(advanceSchema),
};

type PaymentFields = { paymentMethod: PaymentMethod; bkashNum?: string; trxID?: string };

/** A wallet payment names its number and a TrxID that fits the wallet; cash on delivery needs neither. */
const walletNeeds = {
  number: (input: PaymentFields) => input.paymentMethod === "COD" || input.bkashNum !== undefined,
  trxId: (input: PaymentFields) => input.paymentMethod === "COD" || input.trxID !== undefined,
  fits: (input: PaymentFields) =>
    input.paymentMethod === "COD" || input.trxID === undefined || trxIdFits(input.paymentMethod, input.trxID),
  fitsMessage: (issue: v.PartialCheckIssue<PaymentFields>) =>
    shopCopy.checkout.validation.trxIdFor[(issue.input as { paymentMethod: Wallet }).paymentMethod],
};

/**
 * The payment form: the method and, for a wallet, the number the money comes from (the spec's `bkashNum`, whatever
 * the wallet) and its TrxID; for cash on delivery, the advance when the zone asks one (the server knows whether).
 */
export const paymentSchema = v.pipe(
  v.object(paymentEntries),
  v.forward(
    v.partialCheck([["paymentMethod"], ["bkashNum"]], walletNeeds.number, () => shopCopy.checkout.validation.mobile),
    ["bkashNum"],
  ),
  v.forward(
    v.partialCheck([["paymentMethod"], ["trxID"]], walletNeeds.trxId, () => shopCopy.checkout.validation.trxId),
    ["trxID"],
  ),
  v.forward(v.partialCheck([["paymentMethod"], ["trxID"]], walletNeeds.fits, walletNeeds.fitsMessage), ["trxID"]),
);

export type PaymentInput = v.InferOutput<typeof paymentSchema>;
export type { PaymentMethod, Wallet };

const quantity = () => shopCopy.api.quantity(MAX_LINE_QUANTITY);

/** A location's id (a district's or an area's, from GET /api/locations), as a number or its text. */
export const locationId = (message: Message) =>
  required(
    v.pipe(
      v.union(
        [v.number(message), v.pipe(v.string(message), asciiDigits, v.trim(), v.nonEmpty(message), v.transform(Number))],
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
  districtId: locationId(() => shopCopy.checkout.validation.district),
  areaId: locationId(() => shopCopy.checkout.validation.area),
});

/** House, road, village: 5 to 200 characters, with a letter or digit, no invisible characters (decision 044). */
export const addressLine = required(
  v.pipe(
    v.string(() => shopCopy.checkout.validation.addressLine),
    visibleText,
    v.trim(),
    v.minLength(5, () => shopCopy.checkout.validation.addressLine),
    v.maxLength(200, () => shopCopy.checkout.validation.addressLine),
    readable(() => shopCopy.checkout.validation.addressLine),
  ),
);

/** For the courier, optional: at most 300 characters with a letter or digit; empty is none. */
export const courierNote = v.pipe(
  v.nullish(
    v.pipe(
      v.string(() => shopCopy.checkout.validation.courierNote),
      visibleText,
      v.trim(),
      v.maxLength(300, () => shopCopy.checkout.validation.courierNote),
      // Empty is no note; anything else must say something.
      v.check(
        (note) => note === "" || hasLetterOrDigit(note),
        () => shopCopy.checkout.validation.courierNote,
      ),
    ),
  ),
  v.transform((note) => note || null),
);

/** The address an order is delivered to, typed at checkout. */
export const deliveryAddressSchema = v.object(
  { ...placeSchema.entries, line: addressLine, note: courierNote },
  () => shopCopy.checkout.validation.addressRequired,
);

/** A product's or variant's id, as a number or its digits (kept as text). */
const recordId = v.pipe(
  v.union([v.string(), v.number()], () => shopCopy.checkout.errors.unknownProduct),
  v.transform(String),
  v.regex(/^\d{1,12}$/, () => shopCopy.checkout.errors.unknownProduct),
);

/** A line that is not an object, or lacks `product_id` or `product_qty`, gets the object's own message. */
export const orderLineSchema = v.object(
  {
    product_id: recordId,
    product_qty: v.pipe(
      v.union([v.string(), v.number()], quantity),
      asciiDigitsIn,
      v.transform(Number),
      v.integer(quantity),
      v.minValue(1, quantity),
      v.maxValue(MAX_LINE_QUANTITY, quantity),
    ),
    product_type: v.optional(
      v.picklist(["regular", "flashsell"], () => shopCopy.api.productType),
      "regular",
    ),
    // The variant, for a product with options (issue 28); without one, the product's single variant.
    variant_id: v.optional(recordId),
  },
  () => shopCopy.api.orderLine,
);

/** The cart's lines, as POST /api/cart/quote and POST /api/orders take them (an order also needs one line). */
export const orderLinesSchema = v.pipe(
  v.array(orderLineSchema, () => shopCopy.api.orderLines),
  v.maxLength(MAX_CART_LINES, () => shopCopy.api.tooManyLines(MAX_CART_LINES)),
);

/** A checkout's key, made by the browser for each checkout: a retried submit with it returns the same order. */
export const checkoutKeySchema = v.pipe(
  v.string(() => shopCopy.api.checkoutKey),
  v.regex(/^[A-Za-z0-9_-]{8,64}$/, () => shopCopy.api.checkoutKey),
);

/** A whole, non-negative number of minor units (cents, paisa), as a number or its text. */
const minorUnits = (message: Message) =>
  v.pipe(v.union([v.string(), v.number()], message), v.transform(Number), v.integer(message), v.minValue(0, message));

/**
 * POST /api/orders and the payment page's action. The old product's `email` and `totalPrice` may be present and
 * are ignored; `paymentMethod` is bKash when absent (the email comes from the session, the total from D1). `expectedTotal` (cents)
 * is the total the shopper was shown and `expectedAmountDue` (paisa, the quote's `amountDuePaisa`) the taka they
 * were told to send: if either differs from what the server computes now, the order is refused so they can review it.
 */
export const placeOrderSchema = v.pipe(
  v.object({
    ...shippingSchema.entries,
    ...paymentEntries,
    orderProduct: required(
      v.pipe(
        orderLinesSchema,
        v.minLength(1, () => shopCopy.checkout.errors.emptyCart),
      ),
    ),
    checkoutKey: required(checkoutKeySchema),
    expectedTotal: v.optional(minorUnits(() => shopCopy.api.expectedTotal)),
    expectedAmountDue: v.optional(minorUnits(() => shopCopy.api.expectedAmountDue)),
    // Where it goes: an address typed at checkout, or one of the shopper's saved addresses (one of the two).
    address: v.optional(deliveryAddressSchema),
    addressId: v.optional(locationId(() => shopCopy.checkout.validation.savedAddress)),
  }),
  v.forward(
    v.partialCheck(
      [["address"], ["addressId"]],
      (input) => input.address !== undefined || input.addressId !== undefined,
      () => shopCopy.checkout.validation.addressRequired,
    ),
    ["address"],
  ),
  v.forward(
    v.partialCheck([["paymentMethod"], ["bkashNum"]], walletNeeds.number, () => shopCopy.checkout.validation.mobile),
    ["bkashNum"],
  ),
  v.forward(
    v.partialCheck([["paymentMethod"], ["trxID"]], walletNeeds.trxId, () => shopCopy.checkout.validation.trxId),
    ["trxID"],
  ),
  v.forward(v.partialCheck([["paymentMethod"], ["trxID"]], walletNeeds.fits, walletNeeds.fitsMessage), ["trxID"]),
);

export type PlaceOrderInput = v.InferOutput<typeof placeOrderSchema>;
export type OrderLineInput = v.InferOutput<typeof orderLineSchema>;

const optionalText = (max: number, message: Message) =>
  v.optional(v.pipe(v.string(message), v.trim(), v.maxLength(max, message)));

/**
 * PATCH /api/orders/:id and Manage Order's actions: the status to move to, with an optional note (a rejection's
 * and a return's reason are required, which the domain checks), for `shipped` the courier and tracking number, and
 * for `delivered` of a cash-on-delivery order the cash the courier reports (`cashCollected`, taka, kept to the
 * nearest whole taka: decision 042; what was to be collected when absent).
 */
export const orderChangeSchema = v.pipe(
  v.object({
    status: required(v.picklist(ORDER_STATUSES, () => shopCopy.orders.validation.status)),
    note: optionalText(500, () => shopCopy.orders.validation.note),
    courier: v.optional(
      v.pipe(
        v.string(() => shopCopy.orders.validation.courier),
        v.trim(),
        // "" is no courier (the shipped check below asks for one); any other text is one of the list, in any case.
        v.check(
          (name) => name === "" || shippingCourier(name) !== null,
          () => shopCopy.orders.validation.courier,
        ),
        v.transform((name) => shippingCourier(name) ?? undefined),
      ),
    ),
    trackingNumber: optionalText(80, () => shopCopy.orders.validation.trackingNumber),
    cashCollected: v.optional(
      v.pipe(
        v.union([v.number(), v.string()], () => shopCopy.orders.validation.cashCollected),
        v.transform((value) => (value === "" ? undefined : value)),
        v.optional(money(() => shopCopy.orders.validation.cashCollected)),
      ),
    ),
  }),
  // A parcel handed to a courier is followed by its courier and tracking number (issue 30).
  v.forward(
    v.partialCheck(
      [["status"], ["courier"]],
      (change) => change.status !== "shipped" || change.courier !== undefined,
      () => shopCopy.orders.validation.courierRequired,
    ),
    ["courier"],
  ),
  v.forward(
    v.partialCheck(
      [["status"], ["trackingNumber"]],
      (change) => change.status !== "shipped" || (change.trackingNumber ?? "") !== "",
      () => shopCopy.orders.validation.trackingNumberRequired,
    ),
    ["trackingNumber"],
  ),
  v.transform(({ cashCollected, ...change }) =>
    cashCollected === undefined ? change : { ...change, cashCollectedTaka: Math.round(cashCollected / 100) },
  ),
);

export type OrderChangeInput = v.InferOutput<typeof orderChangeSchema>;

/** PATCH /api/orders/:id `{returnSettlement}` and the screens' "settle-return": what to do with a returned order's money. */
export const returnSettlementSchema = v.object({
  returnSettlement: required(v.picklist(RETURN_SETTLEMENTS, () => shopCopy.orders.validation.returnSettlement)),
});

/** `?status=` on order lists: one of the statuses, or absent (all). Anything else is 400. */
export const orderStatusFilterSchema = v.optional(v.picklist(ORDER_STATUSES, () => shopCopy.orders.validation.status));

const bookingIds = v.pipe(
  v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64)), "Give the orders to book as a list of ids."),
  v.minLength(1, "Select the confirmed orders to book first."),
  v.maxLength(500, "At most 500 orders at a time."),
);

/**
 * Booking orders with a courier (Manage Order's "Book", POST /api/orders/book): `{ ids, courier }` (issue 51; `orderIds`
 * as before issue 51 is read too). Without a courier ("" too), each order goes to its delivery zone's courier.
 */
export const bookingSchema = v.pipe(
  v.object({
    courier: v.pipe(
      v.optional(v.union([v.picklist(COURIER_IDS), v.literal("")], "The courier is steadfast, pathao or redx."), ""),
      v.transform((courier) => (courier === "" ? null : courier)),
    ),
    ids: v.optional(bookingIds),
    orderIds: v.optional(bookingIds),
  }),
  v.check(
    (input) => input.ids !== undefined || input.orderIds !== undefined,
    "Select the confirmed orders to book first.",
  ),
  v.transform(({ courier, ids, orderIds }) => ({ courier, orderIds: ids ?? orderIds ?? [] })),
);

/** `?cashIssue=1` on GET /api/orders: only the orders whose courier cash differs from what was to be collected. */
export const cashIssueFilterSchema = v.optional(
  v.pipe(
    v.picklist(["0", "1"], () => shopCopy.orders.validation.cashIssue),
    v.transform((value) => value === "1"),
  ),
);

const returnedQuantity = () => shopCopy.orders.validation.returnedQuantity;

/**
 * POST /api/orders/:id/returned-units and the order page's form: which units of a partial delivery came back, as
 * the total of each product (and variant) so far: `{ lines: [{ product_id, variant_id?, quantity }] }`.
 */
export const returnedUnitsSchema = v.object({
  lines: required(
    v.pipe(
      v.array(
        v.object(
          {
            product_id: recordId,
            variant_id: v.optional(recordId),
            quantity: v.pipe(
              v.union([v.string(), v.number()], returnedQuantity),
              asciiDigitsIn,
              v.transform(Number),
              v.integer(returnedQuantity),
              v.minValue(0, returnedQuantity),
              v.maxValue(MAX_LINE_QUANTITY * MAX_CART_LINES, returnedQuantity),
            ),
          },
          () => shopCopy.orders.validation.returnedLine,
        ),
        () => shopCopy.orders.validation.returnedLines,
      ),
      v.minLength(1, () => shopCopy.orders.validation.returnedLines),
      v.maxLength(MAX_CART_LINES, () => shopCopy.orders.validation.returnedLines),
    ),
  ),
});

export type ReturnedUnitsInput = v.InferOutput<typeof returnedUnitsSchema>;
