/** Orders as the screens read them (types.ts has the shapes): dates as ISO strings, image paths. */
import { imagePath } from "../images/images.server.ts";
import type { PaymentRecord } from "../payments/refunds.server.ts";
import { toPaymentView } from "../payments/views.ts";
import type { Order, OrderLine } from "@db/schema.ts";
import { takaOfOrder } from "./money-lines.ts";
import type { OrderAddressView, OrderDetailView, OrderView } from "./types.ts";
import type { PlacedOrder } from "./placing.server.ts";
import type { OrderDetail } from "./reading.server.ts";

export function toOrderView({
  order,
  lines,
  payment,
  confirmedBy,
}: PlacedOrder & { payment?: PaymentRecord | null; confirmedBy?: string | null }): OrderView {
  return {
    id: order.id,
    status: order.status,
    customerName: order.customerName,
    mobile: order.mobile,
    email: order.email,
    currency: order.currency,
    totalCents: order.totalCents,
    amountDuePaisa: order.amountDuePaisa,
    reference: order.reference,
    paymentMethod: order.paymentMethod,
    bkashNumber: order.bkashNumber,
    trxId: order.trxId,
    trxWallet: order.trxWallet,
    advanceTaka: order.advanceTaka,
    collectTaka: order.collectTaka,
    cashCollectedTaka: order.cashCollectedTaka,
    cashIssue: order.cashIssue,
    courierConflict: order.courierConflict,
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    taka: takaOfOrder(order),
    returnSettlement: order.returnSettlement,
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    createdAt: order.createdAt.toISOString(),
    paymentDueAt: order.paymentDueAt?.toISOString() ?? null,
    deliveryCents: order.deliveryCents,
    deliveryZone: order.deliveryZone,
    address: orderAddress(order),
    lines: lines.map((line) => ({
      productId: line.productId === null ? null : String(line.productId),
      variant: lineVariant(line),
      name: line.name,
      imageUrl: imagePath(line.imageKey),
      category: line.category,
      productType: line.productType,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      returned: line.returnedQuantity,
    })),
    payment: payment ? toPaymentView(payment) : null,
    confirmedBy: confirmedBy ?? null,
  };
}

/**
 * The variant an order line sold, as kept at order time (issue 28): for a product with options, or one with a
 * SKU; null for a plain product's line (its variant is the product).
 */
export function lineVariant(line: OrderLine): { id: string | null; title: string; sku: string | null } | null {
  if (line.variantTitle === null && line.sku === null) return null;
  return {
    id: line.variantId === null ? null : String(line.variantId),
    title: line.variantTitle ?? "",
    sku: line.sku,
  };
}

/** The order's address as kept at placement, or null for an order placed before addresses existed. */
export function orderAddress(order: Order): OrderAddressView | null {
  if (
    order.addressDistrictId === null ||
    order.addressAreaId === null ||
    order.addressDistrict === null ||
    order.addressArea === null ||
    order.addressLine === null
  )
    return null;
  return {
    districtId: order.addressDistrictId,
    areaId: order.addressAreaId,
    district: order.addressDistrict,
    area: order.addressArea,
    bnDistrict: order.addressDistrictBn,
    bnArea: order.addressAreaBn,
    line: order.addressLine,
    note: order.addressNote,
  };
}

export function toOrderDetailView(detail: OrderDetail): OrderDetailView {
  return {
    ...toOrderView(detail),
    events: detail.events.map((event) => ({
      status: event.status,
      at: event.at.toISOString(),
      by: event.by,
      note: event.note,
      courier: event.courier,
      trackingNumber: event.trackingNumber,
      call: event.call,
    })),
  };
}
