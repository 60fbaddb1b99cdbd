/**
 * One courier interface (issue 51, decision 053). Each courier the shop books through its API is an adapter
 * (steadfast.ts, pathao.ts, redx.ts) that books parcels (one or many), asks a parcel's status, reads the courier's
 * webhook into the shop's own tracking events and lists its payouts. Booking, tracking and the cash ledger speak
 * only this interface; adding a courier is one adapter, its fake and a row of settings. Pure types and small
 * helpers: no I/O here.
 */
import { COURIER_IDS, type CourierId } from "@db/enums.ts";

export { COURIER_IDS, type CourierId };

/** The name a booked order carries (`orders.courier`), as Manage Order's Ship lists couriers. */
export const COURIER_NAMES: Readonly<Record<CourierId, string>> = {
  steadfast: "Steadfast",
  pathao: "Pathao",
  redx: "RedX",
};

export function isCourierId(value: unknown): value is CourierId {
  return typeof value === "string" && (COURIER_IDS as readonly string[]).includes(value);
}

/** The courier whose name an order carries ("Pathao", any case), or null for one booked by hand elsewhere. */
export function courierIdOf(name: string | null | undefined): CourierId | null {
  const wanted = name?.trim().toLowerCase();
  return COURIER_IDS.find((id) => id === wanted || COURIER_NAMES[id].toLowerCase() === wanted) ?? null;
}

/** One parcel as the shop describes it to any courier; each adapter writes it in its courier's words. */
export interface CourierParcel {
  /** Our order id: the courier's merchant order id / invoice, so a parcel is never booked twice. */
  orderId: string;
  reference: string;
  recipientName: string;
  /** 11 digits, 01[3-9]xxxxxxxx. */
  recipientPhone: string;
  /** The street line as the shopper wrote it. */
  addressLine: string;
  area: string | null;
  district: string | null;
  /** The shop's place ids (db `districts`, `areas`), which each courier's place table maps to its own. */
  districtId: number | null;
  areaId: number | null;
  /** The cash to collect, whole taka (0 for a prepaid parcel). */
  codTaka: number;
  /** What the goods are worth, whole taka (the order's total). */
  valueTaka: number;
  /** Units in the parcel. */
  items: number;
  /** Kilograms (0.5 unless the shop knows better). */
  weightKg: number;
  /** "Ref <reference>. <the shopper's note>". */
  note: string;
}

/** Why a courier did not take one parcel. */
export type ParcelRefusal =
  /** The courier said no (its reason in `error`). */
  | "refused"
  /** The parcel's district or area has no place in the courier's list (its name in `error`). */
  | "unmapped";

export type CourierBooking =
  | { orderId: string; ok: true; consignmentId: string; trackingCode: string; chargeTaka: number | null }
  | { orderId: string; ok: false; reason: ParcelRefusal; error: string };

/** A booking call's answer: one booking per parcel, in order; or the call failed as a whole. */
export type CourierBookAnswer =
  { ok: true; bookings: CourierBooking[] } | { ok: false; error: string; status: number | null };

/**
 * What a courier says happened to a parcel, in the shop's words: `delivered` (all of it, cash collected),
 * `partial` (part of it; part comes back), `returned` (it comes back: cancelled, returned), `failed` (a delivery
 * failed: the courier brings it back), `moving` (anything else: booked, picked, in transit, on hold).
 */
export type ParcelState = "delivered" | "partial" | "returned" | "failed" | "moving";

export interface ParcelStatus {
  consignmentId: string;
  state: ParcelState;
  /** The courier's own word for it. */
  courierStatus: string;
  /** The cash collected, whole taka, when the courier says. */
  cashTaka: number | null;
  /** Its charge for the parcel, whole taka, when it says. */
  chargeTaka: number | null;
}

export type StatusAnswer = { ok: true; status: ParcelStatus } | { ok: false; error: string; status: number | null };

/**
 * A courier's webhook event read into the shop's words. `state` is null for a tracking message or a status the shop
 * does not act on; `payout` when the event says the parcel was paid out (Pathao's `order.paid`).
 */
export interface CourierEvent {
  courier: CourierId;
  consignmentId: string;
  kind: "delivery_status" | "tracking_update";
  courierStatus: string | null;
  state: ParcelState | null;
  cashTaka: number | null;
  chargeTaka: number | null;
  message: string | null;
  /** The courier's own time of the event, as it sent it. */
  updatedAt: string | null;
  payout: { id: string; date: string | null; paidTaka: number | null } | null;
}

/** One parcel in a payout, whole taka. */
export interface PayoutParcel {
  consignmentId: string;
  /** The cash it says it collected; null when the payout does not say. */
  collectedTaka: number | null;
  chargeTaka: number;
  paidTaka: number;
}

export interface CourierPayout {
  /** The courier's id of the payout. */
  externalId: string;
  /** YYYY-MM-DD. */
  paidOn: string;
  taka: number;
  parcels: PayoutParcel[];
}

export type PayoutsAnswer =
  { ok: true; payouts: CourierPayout[] } | { ok: false; error: string; status: number | null };

/** A courier's API, as booking, tracking and the cash ledger use it. */
export interface CourierAdapter {
  id: CourierId;
  /** Parcels one `book` call takes. */
  bulkLimit: number;
  book(parcels: readonly CourierParcel[]): Promise<CourierBookAnswer>;
  status(consignmentId: string): Promise<StatusAnswer>;
  /** The payouts the courier's API lists (Steadfast's `/payments`); absent for a courier without one. */
  payouts?(): Promise<PayoutsAnswer>;
}

/** The courier's public tracking page of a parcel. */
export function courierTrackingUrl(courier: CourierId, trackingCode: string): string {
  const code = encodeURIComponent(trackingCode);
  switch (courier) {
    case "steadfast":
      return `https://steadfast.com.bd/t/${code}`;
    case "pathao":
      return `https://merchant.pathao.com/tracking?consignment_id=${code}`;
    case "redx":
      return `https://redx.com.bd/track-parcel/?trackingId=${code}`;
  }
}

/** The tracking page of an order's parcel booked through a courier's API; null for one shipped by hand. */
export function trackingUrlOf(order: {
  courier: string | null;
  consignmentId: string | null;
  trackingNumber: string | null;
}): string | null {
  const courier = courierIdOf(order.courier);
  return courier && order.consignmentId && order.trackingNumber
    ? courierTrackingUrl(courier, order.trackingNumber)
    : null;
}

/** A courier's amount (a number, or numeric text) as whole taka; null when it is none or unreadable. */
export function wholeTaka(value: unknown): number | null {
  const amount = typeof value === "number" ? value : typeof value === "string" && value.trim() ? Number(value) : NaN;
  return Number.isFinite(amount) && amount >= 0 ? Math.round(amount) : null;
}
