/**
 * The invoice and packing slip of an order (issue 26): what the printed page shows, computed on the server (the QR
 * code's modules too, so the page ships no QR library). Its money is the order's money lines (decision 042): each
 * in whole taka, and in the shop's currency where it prices in another; the page formats them.
 */
import qrcode from "qrcode-generator";
import type { Order, OrderLine } from "@db/schema.ts";
import type { Wallet } from "@db/enums.ts";
import { orderMoneyLines, takaOfOrder, type MoneyLine } from "../orders/money-lines.ts";
import type { NotificationSettings } from "../notifications/settings.ts";

export interface InvoiceView {
  shop: { name: string; phone: string | null; address: string | null };
  orderId: string;
  reference: string;
  /** ISO instant; the page shows it in Asia/Dhaka. */
  placedAt: string;
  customer: {
    name: string;
    mobile: string;
    address: string | null;
    /** The same address with the area and district in Bangla (a Bangla page shows it), where the order kept them. */
    bnAddress?: string | null;
    note: string | null;
  };
  currency: string;
  /** Each line with its variant's title and SKU as they were at order time (null for a product without options). */
  lines: { name: string; variantTitle: string | null; sku: string | null; quantity: number; unitPriceCents: number }[];
  /** Subtotal, delivery, discount, total, then what is paid by wallet and what the courier collects. */
  money: MoneyLine[];
  /** The wallet that paid before delivery (the whole order, or a cash-on-delivery order's advance); null: none. */
  paidBy: Wallet | null;
  paymentMethod: "bKash" | "Nagad" | "Rocket" | "COD";
  /** The cash the courier collects, whole taka: 0 when prepaid. */
  collectTaka: number;
  /** The order's tracking URL the QR code holds, and the code: a size x size grid as one SVG path. */
  trackingUrl: string;
  qr: { size: number; path: string };
}

/** The QR code of `text` as one SVG path of unit squares (error correction M), with its size in modules. */
export function qrPath(text: string): { size: number; path: string } {
  const code = qrcode(0, "M");
  code.addData(text, "Byte");
  code.make();
  const size = code.getModuleCount();
  let path = "";
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      // Runs of dark modules on a row become one rectangle.
      if (!code.isDark(row, column) || (column > 0 && code.isDark(row, column - 1))) continue;
      let run = 1;
      while (column + run < size && code.isDark(row, column + run)) run++;
      path += `M${column} ${row}h${run}v1h-${run}z`;
    }
  }
  return { size, path };
}

/** The order's invoice, signed with the shop's name, phone and address (the notification settings). */
export function invoiceOf(order: Order, lines: readonly OrderLine[], settings: NotificationSettings): InvoiceView {
  const trackingUrl = `${settings.shopUrl}/o/${encodeURIComponent(order.reference)}`;
  const address = [order.addressLine, order.addressArea, order.addressDistrict].filter(Boolean).join(", ");
  const bnAddress = [
    order.addressLine,
    order.addressAreaBn ?? order.addressArea,
    order.addressDistrictBn ?? order.addressDistrict,
  ]
    .filter(Boolean)
    .join(", ");
  return {
    shop: {
      name: settings.shopName,
      phone: settings.shopPhone,
      address: settings.shopAddress,
    },
    orderId: order.id,
    reference: order.reference,
    placedAt: order.createdAt.toISOString(),
    customer: {
      name: order.customerName,
      mobile: order.mobile,
      address: address || null,
      bnAddress: bnAddress || null,
      note: order.addressNote?.trim() || null,
    },
    currency: order.currency,
    lines: lines.map((line) => ({
      name: line.name,
      variantTitle: line.variantTitle ?? null,
      sku: line.sku ?? null,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
    })),
    money: orderMoneyLines({ ...order, taka: takaOfOrder(order) }),
    paymentMethod: order.paymentMethod,
    paidBy: order.collectTaka < order.totalTaka ? order.trxWallet : null,
    collectTaka: order.collectTaka,
    trackingUrl,
    qr: qrPath(trackingUrl),
  };
}
