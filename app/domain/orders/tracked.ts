/**
 * An order as `/track` shows it to whoever knows its mobile number and its number (issue 50): what the customer
 * already knows of it, no more. Its status, timeline, items and money, the courier's tracking, and where it goes
 * only as far as the area and district: no name, no email, no address line, no payer's number.
 */
import type { OrderEventView, OrderView } from "./types.ts";

export interface TrackedOrderView extends Pick<
  OrderView,
  | "reference"
  | "status"
  | "createdAt"
  | "paymentMethod"
  | "trxWallet"
  | "currency"
  | "subtotalCents"
  | "shippingCents"
  | "deliveryCents"
  | "totalCents"
  | "taka"
  | "amountDuePaisa"
  | "collectTaka"
  | "deliveryZone"
  | "lines"
  | "courier"
  | "trackingNumber"
> {
  /** The area and district it goes to (their Bangla names too), never the address line; null when none was kept. */
  place: { area: string; district: string; bnArea: string | null; bnDistrict: string | null } | null;
  /** Its timeline, as its shopper's own page shows it: the shop's admins are "the shop". */
  events: OrderEventView[];
  /** What the courier said of the parcel, oldest first, its tracking page, and whether it was delivered in part. */
  parcel: {
    trackingUrl: string | null;
    partial: boolean;
    updates: { id: number; at: string; status: string | null; message: string | null }[];
  };
}
