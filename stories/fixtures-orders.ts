/**
 * Orders as the order screens show them: the verification queue's counts and payments, and order pages with their
 * timelines. Built on the checkout fixtures' orders.
 */
import { serverCopy } from "~/i18n/server.ts";
import type { OrderStatus } from "~/domain/orders/status.ts";
import type { CartQuote, CartQuoteLine, OrderDetailView, OrderEventView, OrderView } from "~/domain/orders/types.ts";
import type { PaymentView } from "~/domain/payments/types.ts";
import { paymentTerms, type PaymentChoice } from "~/domain/payments/terms.ts";
import { formatWholeTaka } from "~/format.ts";
import {
  headphonesLine,
  insideDhakaZone,
  jacketFlashLine,
  makeOrder,
  orderMoneyOf,
  outsideDhakaZone,
  placedOrder,
  quoteOf,
  storyBdtRate,
} from "./fixtures-checkout.ts";
import { insideDhakaCodQuote, merchantNumbers, outsideDhakaCodQuote } from "./fixtures-payment.ts";

/** The zone the stories show times in: 09:30 UTC reads 15:30. */
export const storyTimeZone = "Asia/Dhaka";

/** Manage Order's district filter: a few districts, by name, in English and Bangla. */
export const storyDistricts = [
  { id: 8, name: "Chattogram", bnName: "চট্টগ্রাম" },
  { id: 47, name: "Dhaka", bnName: "ঢাকা" },
  { id: 41, name: "Gazipur", bnName: "গাজীপুর" },
  { id: 36, name: "Sylhet", bnName: "সিলেট" },
];

/** A busy shop: many payments waiting to be checked. */
export const busyCounts: Record<OrderStatus, number> = {
  pending: 37,
  confirmed: 12,
  shipped: 8,
  delivered: 240,
  returned: 4,
  rejected: 3,
  cancelled: 19,
};

export const noCounts: Record<OrderStatus, number> = {
  pending: 0,
  confirmed: 0,
  shipped: 0,
  delivered: 0,
  returned: 0,
  rejected: 0,
  cancelled: 0,
};

function paymentFor(order: OrderView, overrides: Partial<PaymentView> = {}): PaymentView {
  return {
    wallet: order.trxWallet ?? "bKash",
    trxId: order.trxId,
    amountPaisa: order.amountDuePaisa,
    sender: order.bkashNumber,
    reference: order.reference,
    receivedAt: "2026-03-14T09:41:00.000Z",
    state: "matched",
    orderId: order.id,
    shortfallPaisa: null,
    problem: null,
    refundDuePaisa: 0,
    refundedPaisa: 0,
    orderStatus: order.status,
    returnSettlement: order.returnSettlement,
    orderReference: order.reference,
    ...overrides,
  };
}

/** A pending order whose bKash payment arrived ৳500 short: it waits for an admin. */
export const shortPaidOrder: OrderView = (() => {
  const order = makeOrder(2, "pending");
  return {
    ...order,
    payment: paymentFor(order, {
      amountPaisa: order.amountDuePaisa - 50_000,
      state: "mismatch",
      shortfallPaisa: 50_000,
      problem: "short",
    }),
  };
})();

/** A pending order paid in full from another number than the one the shopper gave: it waits for an admin. */
export const otherSenderOrder: OrderView = (() => {
  const order = makeOrder(4, "pending");
  return {
    ...order,
    payment: paymentFor(order, { sender: "01999888777", state: "mismatch", problem: "other-sender" }),
  };
})();

/** Manage Order's "Refunds owed": an overpayment's excess, and a cancelled order's payment partly sent back. */
export const refundsOwed = {
  items: [
    paymentFor(makeOrder(0, "confirmed"), {
      trxId: "9K7A1B2C3D",
      amountPaisa: 150_000,
      sender: "01812345678",
      refundDuePaisa: 50_000,
      orderStatus: "confirmed",
    }),
    paymentFor(makeOrder(10, "cancelled"), {
      trxId: "BLU1H6X87P",
      amountPaisa: 80_000,
      sender: "01712345678",
      state: "mismatch",
      problem: "order-closed",
      refundDuePaisa: 70_000,
      refundedPaisa: 10_000,
      orderStatus: "cancelled",
    }),
  ],
  total: 2,
  page: 1,
  pageSize: 10,
};

/** A confirmed order whose payment matched (the shop confirmed it itself). */
export const paidOrder: OrderView = (() => {
  const order = makeOrder(3, "confirmed");
  return { ...order, payment: paymentFor(order) };
})();

const placedAt = placedOrder.createdAt;

function event(status: OrderStatus, at: string, by: string, extra: Partial<OrderEventView> = {}): OrderEventView {
  return { status, at, by, note: null, courier: null, trackingNumber: null, ...extra };
}

function detail(order: OrderView, events: OrderEventView[]): OrderDetailView {
  return { ...order, events };
}

/** Just placed: waiting for its payment to be checked. */
export const pendingDetail = detail(placedOrder, [event("pending", placedAt, "shopper")]);

/** Paid, confirmed by the shop when the payment matched, and shipped by an admin with tracking. */
export const shippedDetail = detail(
  { ...placedOrder, status: "shipped", courier: "Pathao", trackingNumber: "PTH-55120934" },
  [
    event("pending", placedAt, "shopper"),
    event("confirmed", "2026-03-14T09:41:00.000Z", "system", {
      note: serverCopy.notes.paid(
        "bKash",
        formatWholeTaka(placedOrder.amountDuePaisa / 100),
        "01712345678",
        placedOrder.trxId,
      ),
    }),
    event("shipped", "2026-03-15T04:05:00.000Z", "rahim.admin@example.com", {
      courier: "Pathao",
      trackingNumber: "PTH-55120934",
    }),
  ],
);

/** Never paid: the shop cancelled it after the deadline. */
export const expiredDetail = detail({ ...placedOrder, status: "cancelled" }, [
  event("pending", placedAt, "shopper"),
  event("cancelled", "2026-03-16T09:30:00.000Z", "system", {
    note: serverCopy.notes.expired("48 hours"),
  }),
]);

/** The admin's view of a pending order whose payment fell short. */
export const shortPaidDetail = detail(
  {
    ...placedOrder,
    payment: paymentFor(placedOrder, {
      amountPaisa: placedOrder.amountDuePaisa - 50_000,
      state: "mismatch",
      shortfallPaisa: 50_000,
      problem: "short",
    }),
  },
  [event("pending", placedAt, "shopper")],
);

/**
 * How an order placed from `quote` is paid, as the server fixes it (app/domain/payments/terms.ts): the amount due by
 * wallet, the advance and the cash to collect, all whole taka from the quote's.
 */
function paidAs(quote: CartQuote, choice: PaymentChoice) {
  const terms = paymentTerms(
    choice,
    { taka: quote.taka, zone: quote.delivery?.zone ?? null, cod: quote.cod },
    merchantNumbers,
  );
  if (!terms.ok) throw new Error(`The fixture's payment is refused: ${terms.reason}`);
  const { awaitsMoney: _awaitsMoney, ...payment } = terms.payment;
  return payment;
}

/** The cash-on-delivery orders' one line: a jacket at its regular price (৳250 shipping), in a shop pricing in taka. */
const jacketTakaLine: CartQuoteLine = {
  ...jacketFlashLine,
  productType: "regular",
  requestedType: "regular",
  quantity: 1,
  unitPriceCents: 459_900,
  unitShippingCents: 25_000,
  regularPriceCents: 459_900,
};
const jacketLine: OrderView["lines"][number] = {
  ...placedOrder.lines[1]!,
  productType: "regular",
  unitPriceCents: 459_900,
  quantity: 1,
};

const sylhet: OrderView["address"] = {
  districtId: 36,
  areaId: 290,
  district: "Sylhet",
  area: "Sylhet Sadar",
  bnDistrict: "সিলেট",
  bnArea: "সিলেট সদর",
  line: "Zindabazar, House 7",
  note: null,
};

/**
 * Cash on delivery inside Dhaka, where nothing is paid first: no TrxID, nothing due by wallet, no deadline. It
 * waits for the shop's call; the courier collects all of it: ৳4,599 of goods and one delivery line of ৳320 (the
 * zone's ৳70 and the jacket's own ৳250), ৳4,919.
 */
const codQuote = quoteOf([jacketTakaLine], 1, insideDhakaZone);
export const codOrder: OrderView = {
  ...placedOrder,
  id: "1043",
  currency: "BDT",
  ...orderMoneyOf(codQuote),
  ...paidAs(codQuote, { paymentMethod: "COD" }),
  paymentDueAt: null,
  deliveryZone: "Inside Dhaka",
  reference: "7C1D2E3F",
  lines: [jacketLine],
};

/**
 * Cash on delivery to Sylhet: the delivery line (the zone's ৳130 and the jacket's ৳250: ৳380) sent first by Nagad,
 * the goods' ৳4,599 collected on delivery; ৳4,979 in all.
 */
const codAdvanceQuote = quoteOf([jacketTakaLine], 1, outsideDhakaZone);
export const codAdvanceOrder: OrderView = {
  ...codOrder,
  id: "1044",
  customerName: "Tanvir Hasan",
  mobile: "01819876543",
  email: "tanvir.hasan@example.com",
  ...orderMoneyOf(codAdvanceQuote),
  ...paidAs(codAdvanceQuote, {
    paymentMethod: "COD",
    advance: { method: "Nagad", number: "01634358056", trxID: "75HKUOBF" },
  }),
  paymentDueAt: "2026-03-15T09:30:00.000Z",
  deliveryZone: "Outside Dhaka",
  reference: "5B8E0A12",
  address: sylhet,
};

/**
 * Cash on delivery in a shop pricing in dollars (issue 45): two serums to Dhanmondi, $30.57. Every amount paid or
 * collected is the order's whole taka: ৳3,730 in cash, nothing first.
 */
export const usdCodOrder: OrderView = {
  ...placedOrder,
  id: "1049",
  ...orderMoneyOf(insideDhakaCodQuote),
  ...paidAs(insideDhakaCodQuote, { paymentMethod: "COD" }),
  paymentDueAt: null,
  deliveryZone: "Inside Dhaka",
  reference: "Q4M7TX2A",
  lines: insideDhakaCodQuote.lines.map((line) => ({
    productId: line.productId,
    name: line.name,
    imageUrl: line.imageUrl,
    category: line.category,
    productType: line.productType,
    unitPriceCents: line.unitPriceCents,
    quantity: line.quantity,
  })),
};

/** The same to Sylhet: the delivery line's ৳252 first by bKash, the goods' ৳3,538 in cash; $31.07, ৳3,790 in all. */
export const usdCodAdvanceOrder: OrderView = {
  ...usdCodOrder,
  id: "1050",
  customerName: "Tanvir Hasan",
  mobile: "01819876543",
  email: "tanvir.hasan@example.com",
  ...orderMoneyOf(outsideDhakaCodQuote),
  ...paidAs(outsideDhakaCodQuote, {
    paymentMethod: "COD",
    advance: { method: "bKash", number: "01819876543", trxID: "9K2M4P6Q8R" },
  }),
  paymentDueAt: "2026-03-15T09:30:00.000Z",
  deliveryZone: "Outside Dhaka",
  reference: "R8N3WK5D",
  address: sylhet,
};

/** A cash-on-delivery order with the courier: Delivered, asking the cash collected. */
export const shippedCodOrder: OrderView = {
  ...codOrder,
  id: "1047",
  reference: "W3K9D2NB",
  status: "shipped",
  courier: "Pathao",
  trackingNumber: "PTH-55120999",
};

/** Delivered: the courier handed over ৳4,900 of the ৳4,919 to collect. */
export const deliveredCodOrder: OrderView = {
  ...shippedCodOrder,
  id: "1045",
  reference: "M5R8T1QE",
  status: "delivered",
  cashCollectedTaka: 4_900,
};

/** The customer refused the parcel: it came back to the shop. */
export const returnedOrder: OrderView = { ...shippedCodOrder, id: "1046", reference: "B7X2G4HZ", status: "returned" };

const codDetail = detail;

const called = event("confirmed", "2026-03-14T11:00:00.000Z", "rahim.admin@example.com", {
  note: "Called the customer: confirmed.",
});
const shippedCod = event("shipped", "2026-03-15T04:05:00.000Z", "rahim.admin@example.com", {
  courier: "Pathao",
  trackingNumber: "PTH-55120999",
});

export const codPendingDetail = codDetail(codOrder, [event("pending", placedAt, "shopper")]);

/** The admin's view of the Sylhet order: its Nagad advance arrived and matched. */
export const codAdvanceDetail = codDetail(
  {
    ...codAdvanceOrder,
    payment: paymentFor(codAdvanceOrder, { sender: "01634358056", receivedAt: "2026-03-14T09:36:00.000Z" }),
  },
  [event("pending", placedAt, "shopper")],
);

export const deliveredCodDetail = codDetail(deliveredCodOrder, [
  event("pending", placedAt, "shopper"),
  called,
  shippedCod,
  event("delivered", "2026-03-16T08:20:00.000Z", "rahim.admin@example.com"),
]);

export const returnedDetail = codDetail(returnedOrder, [
  event("pending", placedAt, "shopper"),
  called,
  shippedCod,
  event("returned", "2026-03-16T08:20:00.000Z", "rahim.admin@example.com", {
    note: "The customer refused the parcel.",
  }),
]);

/**
 * A bKash order that came back (issue 45): headphones to Sylhet, $99.99 of goods (৳12,199) and Outside Dhaka's ৳130
 * ($1.07), ৳12,329 paid by bKash before it shipped. The customer refused the parcel; the money is to be settled.
 */
const returnedPaidQuote = quoteOf([headphonesLine], storyBdtRate, outsideDhakaZone);
export const returnedPaidOrder: OrderView = {
  ...placedOrder,
  id: "1051",
  customerName: "Tanvir Hasan",
  mobile: "01819876543",
  email: "tanvir.hasan@example.com",
  ...orderMoneyOf(returnedPaidQuote),
  ...paidAs(returnedPaidQuote, { paymentMethod: "bKash", bkashNum: "01819876543", trxID: "9M4K2J7H5G" }),
  status: "returned",
  paymentDueAt: "2026-03-15T09:30:00.000Z",
  deliveryZone: "Outside Dhaka",
  reference: "H6T2PV9C",
  address: sylhet,
  courier: "Pathao",
  trackingNumber: "PTH-55121077",
  lines: [
    {
      productId: headphonesLine.productId,
      name: headphonesLine.name,
      imageUrl: headphonesLine.imageUrl,
      category: headphonesLine.category,
      productType: "regular",
      unitPriceCents: headphonesLine.unitPriceCents,
      quantity: 1,
    },
  ],
};

const returnedPaidEvents = [
  event("pending", placedAt, "shopper"),
  event("confirmed", "2026-03-14T09:41:00.000Z", "system", {
    note: serverCopy.notes.paid("bKash", formatWholeTaka(12_329), "01819876543", "9M4K2J7H5G"),
  }),
  event("shipped", "2026-03-15T04:05:00.000Z", "rahim.admin@example.com", {
    courier: "Pathao",
    trackingNumber: "PTH-55121077",
  }),
  event("returned", "2026-03-17T08:20:00.000Z", "rahim.admin@example.com", {
    note: "The customer refused the parcel.",
  }),
];

/** The returned bKash order, its money not settled yet: its payment matched when it came in. */
export const returnedPaidDetail = detail(
  {
    ...returnedPaidOrder,
    // Until it is settled, the whole payment is owed back (app/domain/payments/refunds.server.ts).
    payment: paymentFor(returnedPaidOrder, { receivedAt: "2026-03-14T09:41:00.000Z", refundDuePaisa: 1_232_900 }),
  },
  returnedPaidEvents,
);

/** The same after the merchant chose to refund it less the delivery charge: ৳12,329 - ৳130 = ৳12,199 back. */
export const refundLessDeliveryDetail = detail(
  {
    ...returnedPaidOrder,
    returnSettlement: "refund-less-delivery",
    payment: paymentFor(
      { ...returnedPaidOrder, returnSettlement: "refund-less-delivery" },
      { receivedAt: "2026-03-14T09:41:00.000Z", refundDuePaisa: 1_219_900 },
    ),
  },
  returnedPaidEvents,
);

/** Manage Order's cash summary on a busy day: parcels with couriers, and a week of cash handed over (whole taka). */
export const busyCash = {
  toCollect: {
    taka: 54_200,
    orders: 14,
    shipped: { taka: 38_700, orders: 9 },
    confirmed: { taka: 15_500, orders: 5 },
  },
  collected: { taka: 93_015, orders: 21 },
  days: [
    { date: "2026-03-14", taka: 12_500, orders: 3 },
    { date: "2026-03-13", taka: 24_815, orders: 6 },
    { date: "2026-03-12", taka: 0, orders: 0 },
    { date: "2026-03-11", taka: 18_700, orders: 4 },
    { date: "2026-03-10", taka: 9_600, orders: 2 },
    { date: "2026-03-09", taka: 22_500, orders: 5 },
    { date: "2026-03-08", taka: 4_900, orders: 1 },
  ],
};

/** A shop with no cash on delivery yet. */
export const noCash = {
  toCollect: { taka: 0, orders: 0, shipped: { taka: 0, orders: 0 }, confirmed: { taka: 0, orders: 0 } },
  collected: { taka: 0, orders: 0 },
  days: busyCash.days.map((day) => ({ ...day, taka: 0, orders: 0 })),
};

/**
 * Cash on delivery with nothing paid first, waiting for the shop's call until 48 hours after it was placed
 * (COD_CONFIRM_HOURS, issue 47): 16 Mar 2026, 15:30 in Dhaka.
 */
export const codWaitingOrder: OrderView = { ...codOrder, paymentDueAt: "2026-03-16T09:30:00.000Z" };
export const codWaitingDetail = codDetail(codWaitingOrder, [event("pending", placedAt, "shopper")]);

const deliveredEvents = [
  event("pending", placedAt, "shopper"),
  called,
  shippedCod,
  event("delivered", "2026-03-16T08:20:00.000Z", "system"),
];

/** Issue 46: the courier reported ৳1 collected of the ৳4,919 to collect: the cash is short by ৳4,918. */
export const cashShortOrder: OrderView = {
  ...deliveredCodOrder,
  id: "1052",
  reference: "C4SH5H0R",
  cashCollectedTaka: 1,
  cashIssue: "short",
};
export const cashShortDetail = codDetail(cashShortOrder, deliveredEvents);

/** The courier reported ৳5,019 collected: ৳100 more than was to be collected. */
export const cashExcessOrder: OrderView = {
  ...deliveredCodOrder,
  id: "1053",
  reference: "XC355Q9A",
  cashCollectedTaka: 5_019,
  cashIssue: "excess",
};

/**
 * A parcel the courier first cancelled (the order came back: returned), then reported delivered with its cash: the
 * report is kept and flagged, the cash recorded.
 */
export const courierConflictDetail = codDetail(
  { ...returnedOrder, id: "1054", reference: "K0NF11CT", courierConflict: "delivered", cashCollectedTaka: 4_919 },
  [
    event("pending", placedAt, "shopper"),
    called,
    shippedCod,
    event("returned", "2026-03-16T08:20:00.000Z", "system", { note: "Steadfast: Cancelled by Steadfast." }),
  ],
);

/** A partial delivery: of two jackets, one came back and is back on the shelf. */
export const partialDeliveryDetail = codDetail(
  {
    ...deliveredCodOrder,
    id: "1055",
    reference: "P4RT1A12",
    lines: [{ ...jacketLine, productId: "21", quantity: 2, returned: 1 }],
  },
  deliveredEvents,
);

/** Issue 46: a payment no order took within ORDER_PAYMENT_HOURS (a mistyped TrxID): owed back, or attached. */
export const unmatchedOwedPayment = paymentFor(makeOrder(4, "pending"), {
  trxId: "7Q2W4E6R8T",
  amountPaisa: 125_000,
  sender: "01812345678",
  state: "unmatched",
  orderId: null,
  orderStatus: null,
  orderReference: null,
  refundDuePaisa: 125_000,
});
