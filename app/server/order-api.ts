/**
 * Orders in the JSON API use the spec's shape (section 3): `{_id, name, mobile, email, totalPrice, orderProduct:
 * [{product_id, name, image, category, productType, price, quentity}], paymentMethod, bkashNum, trxID}`, money in
 * decimal units of the order's currency, `quentity` spelt as the spec spells it; plus the order's life: `status`,
 * `createdAt`, `currency`, `reference` (the order's number), `courier`, `trackingNumber`, and on GET of one order
 * its `events` (oldest first) and, for admins, the matching bKash `payment`. Everything paid or collected is whole
 * taka (decision 042): `amountDue`, `advance`, `collectOnDelivery`, `cashCollected` and the `taka` block.
 */
import { trackingUrlOf } from "~/domain/couriers/courier.ts";
import type { Order, OrderEvent, OrderLine, Payment } from "@db/schema.ts";
import { imagePath } from "~/domain/images/images.server.ts";
import { lineVariant, orderAddress } from "~/domain/orders/views.ts";
import { takaOfOrder } from "~/domain/orders/money-lines.ts";
import { awaitsCall } from "~/domain/orders/lifecycle.server.ts";
import { cashDifferenceOf, type CashIssue } from "~/domain/orders/cash-check.ts";
import type { OrderAddressView } from "~/domain/orders/types.ts";
import { toAmountDue } from "~/domain/money.ts";
import type { PaymentNotes } from "~/domain/payments/notes.ts";
import type { PaymentRecord } from "~/domain/payments/refunds.server.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { serverCopy } from "~/i18n/server.ts";
import { formatMoney } from "~/format.ts";
import { centsToDollars } from "./catalogue-api.ts";
import { parseRiskDecision, type RiskDecision } from "~/domain/customers/risk.ts";
import type { CallOutcome, OrderChannel } from "@db/enums.ts";

export interface ApiOrder {
  _id: string;
  name: string;
  mobile: string;
  email: string;
  totalPrice: number;
  orderProduct: {
    product_id: string | null;
    /** The variant sold as it was at order time (issue 28); null for a product without options. */
    variant: { _id: string | null; title: string; sku: string | null } | null;
    name: string;
    image: string;
    category: string;
    productType: string;
    price: number;
    quentity: number;
    /** Units of the line that came back from a partial delivery and went back on the shelf (issue 46); absent: none. */
    returned?: number;
  }[];
  /** bKash, Nagad, Rocket or COD. */
  paymentMethod: string;
  /** The number the wallet money came from, whatever the wallet ("" for cash on delivery with no advance). */
  bkashNum: string;
  /** The wallet's transaction id ("" for cash on delivery with no advance). */
  trxID: string;
  /** For cash on delivery: what was paid first by wallet (`amount` in whole taka); null when nothing was asked. */
  advance: { method: string; amount: number; currency: "BDT"; trxID: string } | null;
  /** The cash the courier collects, in whole taka (decision 042); 0 for an order paid before it ships. */
  collectOnDelivery: number;
  /** The cash the courier handed over, in whole taka; null until it is collected. */
  cashCollected: number | null;
  /**
   * The order's money in whole taka, fixed at placement (decision 042): the goods, the one delivery line, a
   * discount, the total (goods - discount + delivery), what is due by wallet and the cash on delivery.
   */
  taka: { goods: number; delivery: number; discount: number; total: number; due: number; cashOnDelivery: number };
  /** For a paid order that came back: what the merchant chose to do with its money (null: not yet, or none). */
  returnSettlement: Order["returnSettlement"];
  status: Order["status"];
  /** The language the shopper ordered in (`en` or `bn`): their SMS and emails are written in it. */
  language: Order["language"];
  createdAt: string;
  currency: string;
  amountDue: { currency: "BDT"; amount: number };
  reference: string;
  courier: string | null;
  trackingNumber: string | null;
  /** The courier's public tracking page, for a parcel booked through its API (Steadfast). */
  trackingUrl: string | null;
  /** "partial": the courier delivered part of the parcel. */
  deliveryIssue: "partial" | null;
  /**
   * The courier's cash checked (issue 46): `short` or `excess` when the cash it reported for the delivery differs
   * from `collectOnDelivery` (a partial delivery only when it is more); null when it matches or none was reported.
   */
  cashIssue: CashIssue | null;
  /**
   * What the courier handed over less what it was to collect, in the order's `currency` (a decimal, as `totalPrice`;
   * negative: short), at the order's own taka per unit; null while no cash is recorded.
   */
  cashDifference: number | null;
  /** The same difference in whole taka (what was actually counted). */
  cashDifferenceTaka: number | null;
  /**
   * A courier's delivery status the order could not take (issue 46): `delivered` or `partial_delivered` for an order
   * that was not shipped, `cancelled` for one already delivered; its cash is in `cashCollected`. Null: none.
   */
  courierConflict: string | null;
  /** Where the order came from (issue 50): `web`, or the channel the order desk took it through. */
  channel: OrderChannel;
  /** The order desk's note (admins only). */
  deskNote?: string | null;
  /** Admins only: the courier's id for the parcel. */
  consignmentId?: string | null;
  /** When the shop cancels the order if its payment has not come in (ISO 8601); null: never. */
  paymentDueAt: string | null;
  /**
   * The order's one delivery line in `currency` (decimal): the zone's charge and the products' own shipping, once
   * per order; included in `totalPrice`.
   */
  deliveryCharge: number;
  /** The delivery zone that charged it, as named at placement. */
  deliveryZone: string | null;
  /** Where the parcel goes, kept as text at placement; null on orders placed before addresses existed. */
  address: OrderAddressView | null;
  events?: ApiOrderEvent[];
  payment?: ApiPayment | null;
  /**
   * Admins only (issue 49): why the order was treated as it was at placement, the phone's risk decision (what the
   * rule asked and the records it read); null when the phone changed nothing.
   */
  risk?: RiskDecision | null;
}

export interface ApiOrderEvent {
  status: OrderEvent["status"];
  at: string;
  by: string;
  note: string | null;
  courier?: string;
  trackingNumber?: string;
  /** An admin's call to the customer (issue 49): what it came to. */
  call?: CallOutcome;
}

export interface ApiPayment {
  wallet: Payment["wallet"];
  trxID: string;
  amount: { currency: "BDT"; amount: number };
  sender: string;
  reference: string | null;
  receivedAt: string;
  state: Payment["state"];
  orderId: string | null;
  shortfall: { currency: "BDT"; amount: number } | null;
  /** Why a mismatch waits for the admin: `short`, `other-sender` or `order-closed`. */
  reason: Payment["problem"];
  /** What the merchant still owes back; null when nothing is owed. */
  refundDue: { currency: "BDT"; amount: number } | null;
  /** What was already sent back. */
  refunded: { currency: "BDT"; amount: number } | null;
  /** For a payment of a returned order: what the merchant chose to do with it (null: not yet, or not returned). */
  returnSettlement: Order["returnSettlement"];
  /** The number of its order (null: no order yet). */
  orderReference: string | null;
}

/** `{ _id, title, sku }` of the variant a line sold (issue 28), or null for a plain product's. */
function apiVariant(line: OrderLine): { _id: string | null; title: string; sku: string | null } | null {
  const variant = lineVariant(line);
  return variant && { _id: variant.id, title: variant.title, sku: variant.sku };
}

export function toApiOrder(
  placed: { order: Order; lines: OrderLine[]; events?: OrderEvent[]; payment?: PaymentRecord | null },
  origin: string,
  viewer: { isAdmin: boolean } = { isAdmin: false },
): ApiOrder {
  const { order, lines } = placed;
  const difference = cashDifferenceOf(order);
  return {
    _id: order.id,
    name: order.customerName,
    mobile: order.mobile,
    email: order.email,
    totalPrice: centsToDollars(order.totalCents),
    orderProduct: lines.map((line) => ({
      product_id: line.productId === null ? null : String(line.productId),
      variant: apiVariant(line),
      name: line.name,
      image: origin + imagePath(line.imageKey),
      category: line.category,
      productType: line.productType,
      price: centsToDollars(line.unitPriceCents),
      quentity: line.quantity,
      ...(line.returnedQuantity > 0 ? { returned: line.returnedQuantity } : {}),
    })),
    paymentMethod: order.paymentMethod,
    bkashNum: order.bkashNumber,
    trxID: order.trxId,
    advance:
      order.advanceTaka !== null && order.trxWallet !== null
        ? { method: order.trxWallet, amount: order.advanceTaka, currency: "BDT", trxID: order.trxId }
        : null,
    collectOnDelivery: order.collectTaka,
    cashCollected: order.cashCollectedTaka,
    taka: {
      ...takaOfOrder(order),
      due: order.amountDuePaisa / 100,
      cashOnDelivery: order.collectTaka,
    },
    returnSettlement: order.returnSettlement,
    status: order.status,
    language: order.language,
    createdAt: order.createdAt.toISOString(),
    currency: order.currency,
    amountDue: toAmountDue(order.amountDuePaisa),
    reference: order.reference,
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    trackingUrl: trackingUrlOf(order),
    deliveryIssue: order.deliveryIssue,
    cashIssue: order.cashIssue,
    cashDifference: difference === null ? null : centsToDollars(difference.minor),
    cashDifferenceTaka: difference?.taka ?? null,
    courierConflict: order.courierConflict,
    channel: order.channel,
    ...(viewer.isAdmin
      ? { consignmentId: order.consignmentId, risk: parseRiskDecision(order.risk), deskNote: order.deskNote }
      : {}),
    paymentDueAt: order.paymentDueAt?.toISOString() ?? null,
    deliveryCharge: centsToDollars(order.shippingCents + order.deliveryCents),
    deliveryZone: order.deliveryZone,
    address: orderAddress(order),
    ...(placed.events ? { events: placed.events.map(toApiOrderEvent) } : {}),
    ...(placed.payment !== undefined ? { payment: placed.payment ? toApiPayment(placed.payment) : null } : {}),
  };
}

function toApiOrderEvent(event: OrderEvent): ApiOrderEvent {
  return {
    status: event.status,
    at: event.at.toISOString(),
    by: event.by,
    note: event.note,
    ...(event.courier ? { courier: event.courier } : {}),
    ...(event.trackingNumber ? { trackingNumber: event.trackingNumber } : {}),
    ...(event.call ? { call: event.call } : {}),
  };
}

export function toApiPayment(payment: PaymentRecord): ApiPayment {
  return {
    wallet: payment.wallet,
    trxID: payment.trxId,
    amount: toAmountDue(payment.amountPaisa),
    sender: payment.sender,
    reference: payment.reference,
    receivedAt: payment.receivedAt.toISOString(),
    state: payment.state,
    orderId: payment.orderId,
    shortfall: payment.shortfallPaisa === null ? null : toAmountDue(payment.shortfallPaisa),
    reason: payment.problem,
    refundDue: payment.refundDuePaisa > 0 ? toAmountDue(payment.refundDuePaisa) : null,
    refunded: payment.refundedPaisa > 0 ? toAmountDue(payment.refundedPaisa) : null,
    returnSettlement: payment.orderStatus === "returned" ? payment.returnSettlement : null,
    orderReference: payment.orderReference,
  };
}

/** How what a payment did reads on its order's timeline. */
export const paymentNotes: PaymentNotes = {
  paid: (payment, order) =>
    (order.paymentMethod === "COD" ? serverCopy.notes.advancePaid : serverCopy.notes.paid)(
      payment.wallet,
      formatMoney(payment.amountPaisa, "BDT"),
      payment.sender,
      payment.trxId,
    ),
  reinstated: (payment) =>
    serverCopy.notes.reinstated(payment.wallet, formatMoney(payment.amountPaisa, "BDT"), payment.sender, payment.trxId),
  attached: (admin) => serverCopy.notes.attached(admin),
};

/**
 * Why the shop cancelled an unpaid order, in the unit its deadline was set in: "Not paid within 15 minutes"
 * (FLASH_PAYMENT_MINUTES) or "within 24 hours" (ORDER_PAYMENT_HOURS); cash on delivery with nothing paid first,
 * "Not confirmed ... within 48 hours" (COD_CONFIRM_HOURS).
 */
export function expiryNote(order: Order): string {
  const minutes = Math.max(
    0,
    Math.round(((order.paymentDueAt ?? order.createdAt).getTime() - order.createdAt.getTime()) / 60_000),
  );
  const within =
    minutes > 0 && minutes % 60 === 0 ? shopCopy.duration.hours(minutes / 60) : shopCopy.duration.minutes(minutes);
  return awaitsCall(order) ? serverCopy.notes.unconfirmed(within) : serverCopy.notes.expired(within);
}
