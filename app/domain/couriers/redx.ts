/**
 * The RedX adapter (issue 51): the one module that knows RedX's open API (`{REDX_BASE_URL}`, e.g.
 * https://openapi.redx.com.bd/v1.0.0-beta), every call with the header `API-ACCESS-TOKEN: Bearer <token>`:
 * - one parcel per `POST /parcel`, answered `{ tracking_id }` (the consignment and its tracking code);
 * - the pickup store: REDX_PICKUP_STORE_ID, else the first of `GET /pickup/stores`;
 * - each parcel's area from the generated place table (places.ts), else from RedX's own `GET /areas` by name; a
 *   place in neither is "unmapped" and never sent;
 * - a parcel's status from `GET /parcel/info/{tracking_id}`;
 * - its webhook (`readRedxWebhook`), which carries no signature: the route checks the `?token=` of its URL.
 */
import * as v from "valibot";
import { redxEventSchema } from "../../schemas/courier-webhooks.ts";
import type {
  CourierAdapter,
  CourierBooking,
  CourierEvent,
  CourierParcel,
  ParcelState,
  StatusAnswer,
} from "./courier.ts";
import { wholeTaka } from "./courier.ts";
import { courierCall, listIn, refusal } from "./courier-http.ts";
import { matchPlace, redxDistrictName, redxPlace } from "./places.ts";
import { parcelAddress } from "./steadfast.ts";

/** The account to book with: REDX_BASE_URL and REDX_API_TOKEN (null when either is missing), REDX_PICKUP_STORE_ID. */
export interface RedxConfig {
  /** No trailing slash, e.g. https://openapi.redx.com.bd/v1.0.0-beta. */
  baseUrl: string;
  token: string;
  pickupStoreId: number | null;
}

export const REDX_BULK_LIMIT = 100;
export const REDX_ADDRESS_LIMIT = 250;

type Failure = { ok: false; error: string; status: number | null };

/** One of RedX's areas, as `GET /areas` lists it. */
export interface RedxArea {
  id: number;
  name: string;
  postCode: number | null;
  districtName: string;
  divisionName: string;
  zoneId: number | null;
}

const headers = (config: RedxConfig) => ({ "API-ACCESS-TOKEN": `Bearer ${config.token}` });

/** `GET /areas`: every area RedX delivers to. */
export async function redxAreas(
  config: RedxConfig,
  fetcher: typeof fetch = fetch,
): Promise<{ ok: true; list: RedxArea[] } | Failure> {
  const answer = await courierCall(fetcher, `${config.baseUrl}/areas`, { headers: headers(config) });
  if (!answer.ok) return { ok: false, error: answer.error, status: answer.status };
  const items = listIn(answer.body, "areas");
  if (!items) return { ok: false, status: answer.status, error: "unreadable answer" };
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  const number = (value: unknown) => (Number.isSafeInteger(Number(value)) && value !== null ? Number(value) : null);
  return {
    ok: true,
    list: items.flatMap((item) => {
      const area = item as Record<string, unknown>;
      const id = number(area.id);
      return id !== null && text(area.name)
        ? [
            {
              id,
              name: text(area.name),
              postCode: number(area.post_code),
              districtName: text(area.district_name),
              divisionName: text(area.division_name),
              zoneId: number(area.zone_id),
            },
          ]
        : [];
    }),
  };
}

/**
 * RedX's parcel status in the shop's words: delivered; partial(ly)-delivered; returned, agent-returning (it comes
 * back); delivery-failed, failed; anything else (pickup-pending, ready-for-delivery, delivery-in-progress,
 * agent-hold, ...) is moving.
 */
export function redxState(status: string): ParcelState {
  const word = status
    .toLowerCase()
    .replace(/[_\s]+/g, "-")
    .trim();
  if (word === "delivered") return "delivered";
  if (word === "partial-delivered" || word === "partially-delivered" || word === "partial-delivery") return "partial";
  if (word === "returned" || word === "agent-returning" || word === "return") return "returned";
  if (word === "delivery-failed" || word === "failed") return "failed";
  return "moving";
}

/** The statuses RedX's webhook sends that say the parcel moves on. */
const MOVING_STATUSES = new Set([
  "pickup-pending",
  "pickup-in-progress",
  "ready-for-delivery",
  "delivery-in-progress",
  "agent-hold",
  "agent-area-change",
  "hold",
  "in-transit",
]);

/**
 * RedX's webhook body in the shop's words, or null when it is not one. A status the shop does not know is a tracking
 * update with no state; RedX says no amounts in its webhook (its status API does).
 */
export function readRedxWebhook(body: unknown): CourierEvent | null {
  const parsed = v.safeParse(redxEventSchema, body);
  if (!parsed.success) return null;
  const { output } = parsed;
  const status = output.status.toLowerCase();
  const known = redxState(status);
  const state = known !== "moving" || MOVING_STATUSES.has(status) ? known : null;
  return {
    courier: "redx",
    consignmentId: output.tracking_number,
    kind: state === null ? "tracking_update" : "delivery_status",
    courierStatus: output.status,
    state,
    cashTaka: null,
    chargeTaka: null,
    message: output.message_en ?? output.message_bn ?? null,
    updatedAt: output.timestamp ?? null,
    payout: null,
  };
}

/** One parcel as RedX's `POST /parcel` takes it (weight in grams). */
export function redxParcel(parcel: CourierParcel, area: { areaId: number; areaName: string }, pickupStoreId: number) {
  return {
    customer_name: parcel.recipientName,
    customer_phone: parcel.recipientPhone,
    delivery_area: area.areaName,
    delivery_area_id: area.areaId,
    customer_address: parcelAddress(parcel.addressLine, parcel.area, parcel.district, REDX_ADDRESS_LIMIT),
    merchant_invoice_id: parcel.orderId,
    cash_collection_amount: parcel.codTaka,
    parcel_weight: Math.max(1, Math.round(parcel.weightKg * 1000)),
    value: parcel.valueTaka,
    instruction: parcel.note,
    pickup_store_id: pickupStoreId,
  };
}

/** RedX behind the one courier interface. */
export function redxAdapter(config: RedxConfig, fetcher: typeof fetch = fetch): CourierAdapter {
  let pickupStoreId = config.pickupStoreId;
  let areas: RedxArea[] | null = null;

  async function pickupStore(): Promise<{ ok: true; id: number } | Failure> {
    if (pickupStoreId !== null) return { ok: true, id: pickupStoreId };
    const answer = await courierCall(fetcher, `${config.baseUrl}/pickup/stores`, { headers: headers(config) });
    if (!answer.ok) return { ok: false, error: answer.error, status: answer.status };
    const first = (listIn(answer.body, "pickup_stores") ?? [])[0] as Record<string, unknown> | undefined;
    const id = Number(first?.id);
    if (!Number.isSafeInteger(id)) return { ok: false, status: answer.status, error: "RedX lists no pickup store" };
    pickupStoreId = id;
    return { ok: true, id };
  }

  /** The parcel's area: the table's, else RedX's own list matched by name. */
  async function areaOf(
    parcel: CourierParcel,
  ): Promise<{ ok: true; areaId: number; areaName: string } | { ok: false; booking: CourierBooking }> {
    const known = redxPlace(parcel.districtId, parcel.areaId);
    if (known) return { ok: true, ...known };
    const name = [parcel.area, parcel.district].filter(Boolean).join(", ") || parcel.addressLine;
    const unmapped = { ok: false as const, booking: refusal(parcel, "unmapped", name) };
    if (!parcel.area || !parcel.district) return unmapped;
    if (!areas) {
      const answer = await redxAreas(config, fetcher);
      if (!answer.ok) return { ok: false, booking: refusal(parcel, "refused", `RedX's areas: ${answer.error}`) };
      areas = answer.list;
    }
    const districts = [...new Set(areas.map((area) => area.districtName))];
    const district = redxDistrictName(parcel.districtId) ?? matchPlace([parcel.district], districts, (one) => one);
    if (!district) return unmapped;
    const inDistrict = areas.filter((area) => area.districtName === district);
    const area = matchPlace([parcel.area], inDistrict, (one) => one.name);
    return area ? { ok: true, areaId: area.id, areaName: area.name } : unmapped;
  }

  async function bookOne(parcel: CourierParcel, storeId: number): Promise<CourierBooking> {
    const area = await areaOf(parcel);
    if (!area.ok) return area.booking;
    const answer = await courierCall(fetcher, `${config.baseUrl}/parcel`, {
      method: "POST",
      headers: headers(config),
      body: redxParcel(parcel, area, storeId),
    });
    if (!answer.ok) return refusal(parcel, "refused", answer.error);
    const trackingId = (answer.body as { tracking_id?: unknown } | null)?.tracking_id;
    if ((typeof trackingId !== "string" && typeof trackingId !== "number") || trackingId === "")
      return refusal(parcel, "refused", "RedX did not answer a tracking id.");
    return {
      orderId: parcel.orderId,
      ok: true,
      consignmentId: String(trackingId),
      trackingCode: String(trackingId),
      chargeTaka: null,
    };
  }

  return {
    id: "redx",
    bulkLimit: REDX_BULK_LIMIT,
    async book(parcels) {
      if (parcels.length > REDX_BULK_LIMIT) throw new Error(`at most ${REDX_BULK_LIMIT} parcels per call`);
      const store = await pickupStore();
      if (!store.ok) return store;
      const bookings: CourierBooking[] = [];
      for (const parcel of parcels) bookings.push(await bookOne(parcel, store.id));
      return { ok: true, bookings };
    },
    async status(consignmentId): Promise<StatusAnswer> {
      const answer = await courierCall(
        fetcher,
        `${config.baseUrl}/parcel/info/${encodeURIComponent(consignmentId)}`,
        { headers: headers(config) },
        15_000,
      );
      if (!answer.ok) return { ok: false, error: answer.error, status: answer.status };
      const parcel = (answer.body as { parcel?: Record<string, unknown> } | null)?.parcel;
      const word = parcel?.status;
      if (typeof word !== "string" || !word) return { ok: false, status: answer.status, error: "unreadable answer" };
      const state = redxState(word);
      return {
        ok: true,
        status: {
          consignmentId,
          state,
          courierStatus: word,
          cashTaka: state === "delivered" || state === "partial" ? wholeTaka(parcel?.cash_collection_amount) : null,
          chargeTaka: wholeTaka(parcel?.charge),
        },
      };
    },
  };
}
