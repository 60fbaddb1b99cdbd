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

/** Manage Order's district filter: a few districts, by name. */
export const storyDistricts = [
  { id: 8, name: "Chattogram" },
  { id: 47, name: "Dhaka" },
  { id: 41, name: "Gazipur" },
  { id: 36, name: "Sylhet" },
];

/** A busy shop: many payments waiting to be checked. */
export const busyCounts: Record<OrderStatus, number> = {
  pending: 37,
  confirmed: 12,
  shipped: 8,
  delivered: 240,
  rejected: 3,
  cancelled: 19,
};

export const noCounts: Record<OrderStatus, number> = {
  pending: 0,
  confirmed: 0,
  shipped: 0,
  delivered: 0,
  rejected: 0,
  cancelled: 0,
};

function paymentFor(order: OrderView, overrides: Partial<PaymentView> = {}): PaymentView {
  return {
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
  { ...placedOrder, status: "shipped", courier: "Pathao Courier", trackingNumber: "PTH-55120934" },
  [
    event("pending", placedAt, "shopper"),
    event("confirmed", "2026-03-14T09:41:00.000Z", "system", {
      note: serverCopy.notes.paid(formatMoney(placedOrder.amountDuePaisa, "BDT"), "01712345678", placedOrder.trxId),
    }),
    event("shipped", "2026-03-15T04:05:00.000Z", "rahim.admin@example.com", {
      courier: "Pathao Courier",
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
