/**
 * The Steadfast (Packzy) adapter: the one module that knows the courier's merchant API. It books parcels in bulk,
 * `POST {STEADFAST_BASE_URL}/create_order/bulk-order` with the headers `Api-Key` and `Secret-Key` and
 * `{ data: [...] }` of at most 500 parcels, each answered in `data` with its `consignment_id` and `tracking_code`
 * (`status: "success"`) or an `error`. The credentials are secrets (STEADFAST_API_KEY, STEADFAST_SECRET_KEY).
 */
import type { CourierAdapter, CourierBooking, CourierParcel, ParcelState, StatusAnswer } from "./courier.ts";

/** The courier's name on a booked order (its `courier`). */
export const STEADFAST_COURIER = "Steadfast";
export const STEADFAST_BULK_LIMIT = 500;
export const STEADFAST_ADDRESS_LIMIT = 250;

/**
 * The account to book with: STEADFAST_BASE_URL, STEADFAST_API_KEY and STEADFAST_SECRET_KEY, read once by the
 * configuration (app/server/config.ts), which gives none when a key is missing (the screens then say how to set them).
 */
export interface SteadfastConfig {
  /** No trailing slash, e.g. https://portal.packzy.com/api/v1. */
  baseUrl: string;
  apiKey: string;
  secretKey: string;
}

/** One parcel as Steadfast takes it. */
export interface SteadfastParcel {
  /** Our order id: Steadfast refuses an invoice it already has, so a parcel is never booked twice. */
  invoice: string;
  recipient_name: string;
  /** 11 digits, 01[3-9]xxxxxxxx. */
  recipient_phone: string;
  /** At most 250 characters, with the area and district. */
  recipient_address: string;
  /** The cash to collect, in whole taka. */
  cod_amount: number;
  note: string;
}

export type SteadfastBooking =
  | { invoice: string; ok: true; consignmentId: string; trackingCode: string }
  | { invoice: string; ok: false; error: string };

export type SteadfastAnswer =
  { ok: true; bookings: SteadfastBooking[] } | { ok: false; error: string; status: number | null };

/** Books up to STEADFAST_BULK_LIMIT parcels in one call; every parcel gets a booking or an error. */
export async function bookParcels(
  config: SteadfastConfig,
  parcels: readonly SteadfastParcel[],
  fetcher: typeof fetch = fetch,
): Promise<SteadfastAnswer> {
  if (parcels.length > STEADFAST_BULK_LIMIT) throw new Error(`at most ${STEADFAST_BULK_LIMIT} parcels per call`);
  let response: Response;
  try {
    response = await fetcher(`${config.baseUrl}/create_order/bulk-order`, {
      method: "POST",
      headers: {
        "Api-Key": config.apiKey,
        "Secret-Key": config.secretKey,
        "Content-Type": "application/json",
        Accept: "application/json",
      },
      body: JSON.stringify({ data: parcels }),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    return { ok: false, status: null, error: `network: ${error instanceof Error ? error.message : String(error)}` };
  }
  const text = await response.text().catch(() => "");
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: said below
  }
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    const detail = typeof message === "string" ? message : text.slice(0, 200) || response.statusText;
    return { ok: false, status: response.status, error: `${response.status} ${detail}`.trim() };
  }
  // Steadfast answers `{ status, message, data: [...] }`; some accounts get the list alone.
  const items = Array.isArray(body) ? body : (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(items)) return { ok: false, status: response.status, error: "unreadable answer" };
  const byInvoice = new Map<string, Record<string, unknown>>();
  for (const item of items) {
    if (item && typeof item === "object" && "invoice" in item) byInvoice.set(String(item.invoice), item);
  }
  return {
    ok: true,
    bookings: parcels.map((parcel): SteadfastBooking => {
      const item = byInvoice.get(parcel.invoice);
      if (!item) return { invoice: parcel.invoice, ok: false, error: "Steadfast did not answer for this order." };
      const consignmentId = item.consignment_id;
      const trackingCode = item.tracking_code;
      if (item.status !== "error" && consignmentId !== undefined && typeof trackingCode === "string" && trackingCode)
        return { invoice: parcel.invoice, ok: true, consignmentId: String(consignmentId), trackingCode };
      return { invoice: parcel.invoice, ok: false, error: errorText(item.error ?? item.message) };
    }),
  };
}

/** Steadfast's error for one parcel: a sentence, or Laravel-style `{ field: [messages] }`. */
function errorText(error: unknown): string {
  if (typeof error === "string" && error.trim()) return error.trim();
  if (error && typeof error === "object") {
    const messages = Object.values(error).flatMap((value) => (Array.isArray(value) ? value : [value]));
    const text = messages.filter((message) => typeof message === "string").join(" ");
    if (text) return text;
  }
  return "Steadfast refused this order.";
}

/**
 * The address as Steadfast wants it: the line cut so the area and district always fit in 250 characters (or the
 * `limit` another courier sets).
 */
export function parcelAddress(
  line: string,
  area: string | null,
  district: string | null,
  limit = STEADFAST_ADDRESS_LIMIT,
): string {
  const place = [area, district].filter((part): part is string => Boolean(part?.trim())).join(", ");
  const tail = place ? `, ${place}` : "";
  const room = Math.max(0, limit - tail.length);
  const head = line.replace(/\s+/g, " ").trim();
  const cut = head.length > room ? `${head.slice(0, Math.max(0, room - 1)).trimEnd()}…` : head;
  return `${cut}${tail}`.slice(0, limit);
}

/** The public tracking page of a parcel. */
export function steadfastTrackingUrl(trackingCode: string): string {
  return `https://steadfast.com.bd/t/${encodeURIComponent(trackingCode)}`;
}

/** The courier's tracking page for an order's parcel booked through its API (only Steadfast's is known). */
export function trackingUrlOf(order: {
  courier: string | null;
  consignmentId: string | null;
  trackingNumber: string | null;
}): string | null {
  return order.courier === STEADFAST_COURIER && order.consignmentId && order.trackingNumber
    ? steadfastTrackingUrl(order.trackingNumber)
    : null;
}

/**
 * A phone number's delivery record with Steadfast (issue 49): `GET {STEADFAST_BASE_URL}/fraud_check/:phone`,
 * answered `{ total_parcel, success_parcel, cancelled_parcel }`. `history` is null when the courier knows no parcel
 * to the number (404); `later` when it could not say now (429, a failure, an unreadable answer): ask again later.
 */
export type SteadfastScore =
  | { ok: true; history: { delivered: number; total: number } | null }
  | { ok: false; later: true; status: number | null; error: string };

export async function fraudCheck(
  config: SteadfastConfig,
  phone: string,
  fetcher: typeof fetch = fetch,
): Promise<SteadfastScore> {
  let response: Response;
  try {
    response = await fetcher(`${config.baseUrl}/fraud_check/${encodeURIComponent(phone)}`, {
      headers: { "Api-Key": config.apiKey, "Secret-Key": config.secretKey, Accept: "application/json" },
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    return { ok: false, later: true, status: null, error: `network: ${String(error)}` };
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return { ok: true, history: null };
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) return { ok: false, later: true, status: response.status, error: `${response.status}` };
  const total = Number(body?.total_parcel);
  const delivered = Number(body?.success_parcel);
  if (!Number.isSafeInteger(total) || !Number.isSafeInteger(delivered) || total < 0 || delivered < 0)
    return { ok: false, later: true, status: response.status, error: "unreadable answer" };
  return { ok: true, history: { delivered: Math.min(delivered, total), total } };
}

/**
 * Steadfast behind the one courier interface (issue 51): `book` sends exactly what `bookParcels` always sent (the
 * wire is unchanged), `status` asks `GET {baseUrl}/status_by_cid/{consignment_id}`.
 */
export function steadfastAdapter(config: SteadfastConfig, fetcher: typeof fetch = fetch): CourierAdapter {
  return {
    id: "steadfast",
    bulkLimit: STEADFAST_BULK_LIMIT,
    async book(parcels) {
      const answer = await bookParcels(config, parcels.map(steadfastParcel), fetcher);
      if (!answer.ok) return answer;
      return {
        ok: true,
        bookings: answer.bookings.map((booking): CourierBooking =>
          booking.ok
            ? {
                orderId: booking.invoice,
                ok: true,
                consignmentId: booking.consignmentId,
                trackingCode: booking.trackingCode,
                chargeTaka: null,
              }
            : { orderId: booking.invoice, ok: false, reason: "refused", error: booking.error },
        ),
      };
    },
    status: (consignmentId) => steadfastStatus(config, consignmentId, fetcher),
  };
}

/** One of the shop's parcels in Steadfast's words. */
export function steadfastParcel(parcel: CourierParcel): SteadfastParcel {
  return {
    invoice: parcel.orderId,
    recipient_name: parcel.recipientName,
    recipient_phone: parcel.recipientPhone,
    recipient_address: parcelAddress(parcel.addressLine, parcel.area, parcel.district),
    cod_amount: parcel.codTaka,
    note: parcel.note,
  };
}

/**
 * Steadfast's `delivery_status` in the shop's words: delivered, partial_delivered (partial), cancelled (it comes
 * back); anything else (pending, in_review, hold, the `*_approval_pending` ones, unknown) is still moving.
 */
export function steadfastState(deliveryStatus: string): ParcelState {
  switch (deliveryStatus) {
    case "delivered":
      return "delivered";
    case "partial_delivered":
      return "partial";
    case "cancelled":
      return "returned";
    default:
      return "moving";
  }
}

/** A parcel's status: `GET {baseUrl}/status_by_cid/{id}`, answered `{ status: 200, delivery_status }`. */
export async function steadfastStatus(
  config: SteadfastConfig,
  consignmentId: string,
  fetcher: typeof fetch = fetch,
): Promise<StatusAnswer> {
  let response: Response;
  try {
    response = await fetcher(`${config.baseUrl}/status_by_cid/${encodeURIComponent(consignmentId)}`, {
      headers: { "Api-Key": config.apiKey, "Secret-Key": config.secretKey, Accept: "application/json" },
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    return { ok: false, status: null, error: `network: ${error instanceof Error ? error.message : String(error)}` };
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    const message = typeof body?.message === "string" ? body.message : response.statusText;
    return { ok: false, status: response.status, error: `${response.status} ${message}`.trim() };
  }
  const deliveryStatus = body?.delivery_status;
  if (typeof deliveryStatus !== "string" || !deliveryStatus)
    return { ok: false, status: response.status, error: "unreadable answer" };
  return {
    ok: true,
    status: {
      consignmentId,
      state: steadfastState(deliveryStatus),
      courierStatus: deliveryStatus,
      cashTaka: null,
      chargeTaka: null,
    },
  };
}
