/**
 * Orders as the order screens show them: the verification queue's counts and payments, and order pages with their
 * timelines. Built on the checkout fixtures' orders.
 */
import { serverCopy } from "~/copy-server.ts";
import type { OrderStatus } from "~/domain/orders/status.ts";
import type { OrderDetailView, OrderEventView, OrderView, PaymentView } from "~/domain/types.ts";
import { formatMoney } from "~/format.ts";
import { makeOrder, placedOrder, threeLineQuote } from "./fixtures-checkout.ts";

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
  return {
    ...order,
    subtotalCents: threeLineQuote.subtotalCents,
    shippingCents: threeLineQuote.shippingCents,
    events,
  };
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
        formatMoney(placedOrder.amountDuePaisa, "BDT"),
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

/** The cash-on-delivery orders' one line: a jacket at its regular price, in a shop that prices in taka. */
const jacketLine: OrderView["lines"][number] = {
  ...placedOrder.lines[1]!,
  productType: "regular",
  unitPriceCents: 459_900,
  quantity: 1,
};

/**
 * Cash on delivery inside Dhaka, where nothing is paid first: no TrxID, nothing due by wallet, no deadline. It
 * waits for the shop's call; the courier collects all of it (৳4,599 + ৳250 shipping + ৳60 delivery).
 */
export const codOrder: OrderView = {
  ...placedOrder,
  id: "1043",
  currency: "BDT",
  paymentMethod: "COD",
  bkashNumber: "",
  trxId: "",
  trxWallet: null,
  advanceCents: null,
  totalCents: 490_900,
  collectCents: 490_900,
  cashCollectedCents: null,
  amountDuePaisa: 0,
  paymentDueAt: null,
  deliveryCents: 6_000,
  deliveryZone: "Inside Dhaka",
  reference: "7C1D2E3F",
  lines: [jacketLine],
};

/** Cash on delivery to Sylhet: the ৳130 delivery charge sent first by Nagad, ৳4,849 collected on delivery. */
export const codAdvanceOrder: OrderView = {
  ...codOrder,
  id: "1044",
  customerName: "Tanvir Hasan",
  mobile: "01819876543",
  email: "tanvir.hasan@example.com",
  totalCents: 497_900,
  advanceCents: 13_000,
  collectCents: 484_900,
  amountDuePaisa: 13_000,
  bkashNumber: "01634358056",
  trxId: "75HKUOBF",
  trxWallet: "Nagad",
  paymentDueAt: "2026-03-15T09:30:00.000Z",
  deliveryCents: 13_000,
  deliveryZone: "Outside Dhaka",
  reference: "5B8E0A12",
  address: {
    districtId: 36,
    areaId: 290,
    district: "Sylhet",
    area: "Sylhet Sadar",
    bnDistrict: "সিলেট",
    bnArea: "সিলেট সদর",
    line: "Zindabazar, House 7",
    note: null,
  },
};

/** A cash-on-delivery order with the courier: Delivered, asking the cash collected. */
export const shippedCodOrder: OrderView = {
  ...codOrder,
  id: "1047",
  status: "shipped",
  courier: "Pathao",
  trackingNumber: "PTH-55120999",
};

/** Delivered: the courier handed over ৳4,900 of the ৳4,909 to collect. */
export const deliveredCodOrder: OrderView = {
  ...shippedCodOrder,
  id: "1045",
  status: "delivered",
  cashCollectedCents: 490_000,
};

/** The customer refused the parcel: it came back to the shop. */
export const returnedOrder: OrderView = { ...shippedCodOrder, id: "1046", status: "returned" };

function codDetail(order: OrderView, events: OrderEventView[]): OrderDetailView {
  return { ...order, subtotalCents: 459_900, shippingCents: 25_000, events };
}

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

/** Manage Order's cash summary on a busy day: parcels with couriers, and a week of cash handed over. */
export const busyCash = {
  currency: "BDT",
  toCollect: {
    cents: 5_420_000,
    orders: 14,
    shipped: { cents: 3_870_000, orders: 9 },
    confirmed: { cents: 1_550_000, orders: 5 },
  },
  collected: { cents: 9_301_500, orders: 21 },
  days: [
    { date: "2026-03-14", cents: 1_250_000, orders: 3 },
    { date: "2026-03-13", cents: 2_481_500, orders: 6 },
    { date: "2026-03-12", cents: 0, orders: 0 },
    { date: "2026-03-11", cents: 1_870_000, orders: 4 },
    { date: "2026-03-10", cents: 960_000, orders: 2 },
    { date: "2026-03-09", cents: 2_250_000, orders: 5 },
    { date: "2026-03-08", cents: 490_000, orders: 1 },
  ],
};

/** A shop with no cash on delivery yet. */
export const noCash = {
  currency: "BDT",
  toCollect: { cents: 0, orders: 0, shipped: { cents: 0, orders: 0 }, confirmed: { cents: 0, orders: 0 } },
  collected: { cents: 0, orders: 0 },
  days: busyCash.days.map((day) => ({ ...day, cents: 0, orders: 0 })),
};
