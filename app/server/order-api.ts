/**
 * Orders in the JSON API use the spec's shape (section 3): `{_id, name, mobile, email, totalPrice, orderProduct:
 * [{product_id, name, image, category, productType, price, quentity}], paymentMethod, bkashNum, trxID, createdAt}`,
 * money in decimal dollars, `quentity` spelt as the spec spells it.
 */
import type { Order, OrderLine } from "@db/schema.ts";
import { imagePath } from "~/domain/images.server.ts";
import { centsToDollars } from "./catalogue-api.ts";

export interface ApiOrder {
  _id: string;
  name: string;
  mobile: string;
  email: string;
  totalPrice: number;
  orderProduct: {
    product_id: string | null;
    name: string;
    image: string;
    category: string;
    productType: string;
    price: number;
    quentity: number;
  }[];
  paymentMethod: string;
  bkashNum: string;
  trxID: string;
  createdAt: string;
  status: string;
}

export function toApiOrder(placed: { order: Order; lines: OrderLine[] }, origin: string): ApiOrder {
  const { order, lines } = placed;
  return {
    _id: order.id,
    name: order.customerName,
    mobile: order.mobile,
    email: order.email,
    totalPrice: centsToDollars(order.totalCents),
    orderProduct: lines.map((line) => ({
      product_id: line.productId === null ? null : String(line.productId),
      name: line.name,
      image: origin + imagePath(line.imageKey),
      category: line.category,
      productType: line.productType,
      price: centsToDollars(line.unitPriceCents),
      quentity: line.quantity,
    })),
    paymentMethod: order.paymentMethod,
    bkashNum: order.bkashNumber,
    trxID: order.trxId,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
  };
}
