/**
 * The Pathao adapter (issue 51): the one module that knows Pathao's merchant API (Aladdin), under
 * `{PATHAO_BASE_URL}/aladdin/api/v1`:
 * - a token from `POST /issue-token` (`grant_type` "password" with the account's client and user, or
 *   "refresh_token"), kept in a TokenStore (D1's `courier_tokens`: tokens.server.ts) until it expires; a call
 *   answered 401 gets a new token once;
 * - the pickup store: PATHAO_STORE_ID, else the account's default store (`GET /stores`);
 * - one order per `POST /orders`, so a booking of many parcels is that many calls, one after another, each parcel
 *   answered on its own (a duplicate `merchant_order_id` is that parcel's refusal);
 * - each parcel's city and zone from the generated place table (places.ts), else from Pathao's own lists
 *   (`GET /city-list`, `GET /cities/{id}/zone-list`) by name; a place in neither is "unmapped" and never sent;
 * - a parcel's status from `GET /orders/{consignment_id}/info`;
 * - its webhooks (`readPathaoWebhook`), authenticated by the route (the `X-PATHAO-Signature` header).
 */
import * as v from "valibot";
import { pathaoEventSchema, pathaoIntegrationSchema, type PathaoEventBody } from "../../schemas/courier-webhooks.ts";
import type {
  CourierAdapter,
  CourierBooking,
  CourierEvent,
  CourierParcel,
  ParcelState,
  StatusAnswer,
} from "./courier.ts";
import { wholeTaka } from "./courier.ts";
import { courierCall, listIn, refusal, type CourierCall } from "./courier-http.ts";
import { matchPlace, pathaoPlace } from "./places.ts";
import { parcelAddress } from "./steadfast.ts";

/**
 * The account to book with: PATHAO_BASE_URL, PATHAO_CLIENT_ID, PATHAO_CLIENT_SECRET, PATHAO_USERNAME and
 * PATHAO_PASSWORD (null in the configuration when any is missing), PATHAO_STORE_ID (optional: the account's default
 * store otherwise).
 */
export interface PathaoConfig {
  /** No trailing slash, e.g. https://api-hermes.pathao.com. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  storeId: number | null;
}

/** A courier's access token, as the shop keeps it (`courier_tokens`). */
export interface CourierToken {
  accessToken: string;
  refreshToken: string | null;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/** Where a courier's token is kept between requests. */
export interface TokenStore {
  get(): Promise<CourierToken | null>;
  put(token: CourierToken): Promise<void>;
}

export const PATHAO_BULK_LIMIT = 100;
/** Pathao's longest recipient address. */
export const PATHAO_ADDRESS_LIMIT = 220;
/** A token this close to its end is renewed first. */
const TOKEN_MARGIN_MS = 60_000;

type Failure = { ok: false; error: string; status: number | null };
type PlaceList = { id: number; name: string }[];

const api = (config: PathaoConfig, path: string) => `${config.baseUrl}/aladdin/api/v1${path}`;
const failure = (answer: { error: string; status: number | null }): Failure => ({
  ok: false,
  error: answer.error,
  status: answer.status,
});

/** `POST /issue-token`: a new token by the account's password, or by a refresh token. */
export async function pathaoIssueToken(
  config: PathaoConfig,
  grant: { grant: "password" } | { grant: "refresh_token"; refreshToken: string },
  fetcher: typeof fetch = fetch,
  now = Date.now(),
): Promise<{ ok: true; token: CourierToken } | Failure> {
  const answer = await courierCall(fetcher, api(config, "/issue-token"), {
    method: "POST",
    headers: {},
    body: {
      client_id: config.clientId,
      client_secret: config.clientSecret,
      ...(grant.grant === "password"
        ? { grant_type: "password", username: config.username, password: config.password }
        : { grant_type: "refresh_token", refresh_token: grant.refreshToken }),
    },
  });
  if (!answer.ok) return failure(answer);
  const body = answer.body as Record<string, unknown> | null;
  const accessToken = body?.access_token;
  const expiresIn = Number(body?.expires_in);
  if (typeof accessToken !== "string" || !accessToken || !Number.isFinite(expiresIn))
    return { ok: false, status: answer.status, error: "unreadable token" };
  const refreshToken = typeof body?.refresh_token === "string" && body.refresh_token ? body.refresh_token : null;
  return { ok: true, token: { accessToken, refreshToken, expiresAt: now + expiresIn * 1000 } };
}

function places(answer: CourierCall, idKey: string, nameKey: string): { ok: true; list: PlaceList } | Failure {
  if (!answer.ok) return failure(answer);
  const items = listIn(answer.body);
  if (!items) return { ok: false, status: answer.status, error: "unreadable answer" };
  return {
    ok: true,
    list: items.flatMap((item) => {
      const record = item as Record<string, unknown>;
      const id = Number(record[idKey]);
      const name = record[nameKey];
      return Number.isSafeInteger(id) && typeof name === "string" ? [{ id, name: name.trim() }] : [];
    }),
  };
}

/**
 * Pathao's order status in the shop's words: Delivered; Partial Delivery; Return, Returned, Paid Return (it comes
 * back); Delivery Failed; anything else (Pending, Pickup Requested, Picked, In Transit, On Hold, ...) is moving.
 */
export function pathaoState(orderStatus: string): ParcelState {
  const word = orderStatus.toLowerCase().replace(/[_-]+/g, " ").replace(/\s+/g, " ").trim();
  if (word === "delivered") return "delivered";
  if (word.startsWith("partial")) return "partial";
  if (word === "return" || word === "returned" || word === "paid return") return "returned";
  if (word === "delivery failed") return "failed";
  return "moving";
}

/** Pathao's webhook events the shop moves an order on, and those that only say the parcel moves on. */
const EVENT_STATES: Readonly<Record<string, ParcelState>> = {
  "order.delivered": "delivered",
  "order.partial-delivery": "partial",
  "order.returned": "returned",
  "order.paid-return": "returned",
  "order.delivery-failed": "failed",
};
const MOVING_EVENTS = new Set([
  "order.created",
  "order.updated",
  "order.pickup-requested",
  "order.assigned-for-pickup",
  "order.picked",
  "order.pickup-failed",
  "order.pickup-cancelled",
  "order.at-the-sorting-hub",
  "order.in-transit",
  "order.received-at-last-mile-hub",
  "order.assigned-for-delivery",
  "order.on-hold",
]);

/** The date (YYYY-MM-DD) a courier's time text starts with, or null. */
const dateOf = (text: string | null | undefined) => /^\d{4}-\d{2}-\d{2}/.exec(text?.trim() ?? "")?.[0] ?? null;

/**
 * A Pathao webhook body read: its integration test (`webhook_integration`, which the route answers 202 with the
 * integration header), one order's event in the shop's words, or null when it is neither. `order.paid` carries the
 * payout (`invoice_id`); an event the shop does not know is a tracking update with no state.
 */
export function readPathaoWebhook(
  body: unknown,
): { kind: "integration" } | { kind: "event"; event: CourierEvent } | null {
  if (v.is(pathaoIntegrationSchema, body)) return { kind: "integration" };
  const parsed = v.safeParse(pathaoEventSchema, body);
  if (!parsed.success) return null;
  return { kind: "event", event: pathaoEvent(parsed.output) };
}

function pathaoEvent(body: PathaoEventBody): CourierEvent {
  const event = body.event.toLowerCase();
  const state = EVENT_STATES[event] ?? (MOVING_EVENTS.has(event) ? "moving" : null);
  const cashTaka = wholeTaka(body.collected_amount);
  const chargeTaka = wholeTaka(body.delivery_fee);
  const updatedAt = body.updated_at ?? body.timestamp ?? null;
  const payout =
    event === "order.paid" && body.invoice_id
      ? {
          id: body.invoice_id,
          date: dateOf(updatedAt),
          paidTaka: cashTaka !== null && chargeTaka !== null ? Math.max(0, cashTaka - chargeTaka) : null,
        }
      : null;
  return {
    courier: "pathao",
    consignmentId: body.consignment_id,
    kind: state === null ? "tracking_update" : "delivery_status",
    courierStatus: body.event,
    state,
    cashTaka,
    chargeTaka,
    message: body.reason ?? null,
    updatedAt,
    payout,
  };
}

/** One parcel as Pathao's `POST /orders` takes it. */
export function pathaoOrder(parcel: CourierParcel, storeId: number, cityId: number, zoneId: number) {
  return {
    store_id: storeId,
    merchant_order_id: parcel.orderId,
    recipient_name: parcel.recipientName,
    recipient_phone: parcel.recipientPhone,
    recipient_address: parcelAddress(parcel.addressLine, parcel.area, parcel.district, PATHAO_ADDRESS_LIMIT),
    recipient_city: cityId,
    recipient_zone: zoneId,
    delivery_type: 48,
    item_type: 2,
    item_quantity: Math.max(1, parcel.items),
    item_weight: Math.min(10, Math.max(0.5, parcel.weightKg)),
    amount_to_collect: parcel.codTaka,
    special_instruction: parcel.note,
  };
}

/** Pathao behind the one courier interface. */
export function pathaoAdapter(
  config: PathaoConfig,
  deps: { tokens: TokenStore; fetcher?: typeof fetch },
): CourierAdapter {
  const fetcher = deps.fetcher ?? fetch;
  let token: CourierToken | null = null;
  let storeId: number | null = config.storeId;
  let cities: PlaceList | null = null;
  const zones = new Map<number, PlaceList>();

  async function keep(fresh: CourierToken) {
    token = fresh;
    await deps.tokens.put(fresh);
    return fresh.accessToken;
  }

  /** The token to call with: the kept one while it lasts, else refreshed, else issued (always, when `renew`). */
  async function accessToken(renew: boolean): Promise<{ ok: true; token: string } | Failure> {
    if (!renew) {
      token ??= await deps.tokens.get();
      if (token && token.expiresAt - TOKEN_MARGIN_MS > Date.now()) return { ok: true, token: token.accessToken };
      if (token?.refreshToken) {
        const refreshed = await pathaoIssueToken(
          config,
          { grant: "refresh_token", refreshToken: token.refreshToken },
          fetcher,
        );
        if (refreshed.ok) return { ok: true, token: await keep(refreshed.token) };
      }
    }
    const issued = await pathaoIssueToken(config, { grant: "password" }, fetcher);
    return issued.ok ? { ok: true, token: await keep(issued.token) } : issued;
  }

  /** A call with the token; answered 401, once more with a new one. */
  async function call(path: string, init: { method?: string; body?: unknown } = {}): Promise<CourierCall> {
    for (const renew of [false, true]) {
      const auth = await accessToken(renew);
      if (!auth.ok) return { ...auth, body: null };
      const answer = await courierCall(fetcher, api(config, path), {
        ...init,
        headers: { Authorization: `Bearer ${auth.token}` },
      });
      if (answer.ok || answer.status !== 401 || renew) return answer;
    }
    throw new Error("unreachable");
  }

  async function store(): Promise<{ ok: true; id: number } | Failure> {
    if (storeId !== null) return { ok: true, id: storeId };
    const answer = await call("/stores");
    if (!answer.ok) return failure(answer);
    const list = (listIn(answer.body) ?? []) as Record<string, unknown>[];
    const chosen = list.find((one) => one.is_default_store === true || one.is_default_store === 1) ?? list[0];
    const id = Number(chosen?.store_id);
    if (!Number.isSafeInteger(id)) return { ok: false, status: answer.status, error: "Pathao lists no store" };
    storeId = id;
    return { ok: true, id };
  }

  async function list(path: string, idKey: string, nameKey: string) {
    return places(await call(path), idKey, nameKey);
  }

  /** The parcel's city and zone: the table's, else Pathao's own lists matched by name. */
  async function placeOf(
    parcel: CourierParcel,
  ): Promise<{ ok: true; cityId: number; zoneId: number } | { ok: false; booking: CourierBooking }> {
    const name = [parcel.area, parcel.district].filter(Boolean).join(", ") || parcel.addressLine;
    const unmapped = { ok: false as const, booking: refusal(parcel, "unmapped", name) };
    const known = pathaoPlace(parcel.districtId, parcel.areaId);
    if (known?.zoneId) return { ok: true, cityId: known.cityId, zoneId: known.zoneId };
    let cityId = known?.cityId ?? null;
    if (cityId === null && parcel.district) {
      if (!cities) {
        const answer = await list("/city-list", "city_id", "city_name");
        if (!answer.ok) return { ok: false, booking: refusal(parcel, "refused", `Pathao's cities: ${answer.error}`) };
        cities = answer.list;
      }
      cityId = matchPlace([parcel.district], cities, (city) => city.name)?.id ?? null;
    }
    if (cityId === null || !parcel.area) return unmapped;
    let zoneList = zones.get(cityId);
    if (!zoneList) {
      const answer = await list(`/cities/${cityId}/zone-list`, "zone_id", "zone_name");
      if (!answer.ok) return { ok: false, booking: refusal(parcel, "refused", `Pathao's zones: ${answer.error}`) };
      zoneList = answer.list;
      zones.set(cityId, zoneList);
    }
    const zone = matchPlace([parcel.area], zoneList, (one) => one.name);
    return zone ? { ok: true, cityId, zoneId: zone.id } : unmapped;
  }

  async function bookOne(parcel: CourierParcel, storeId: number): Promise<CourierBooking> {
    const place = await placeOf(parcel);
    if (!place.ok) return place.booking;
    const answer = await call("/orders", {
      method: "POST",
      body: pathaoOrder(parcel, storeId, place.cityId, place.zoneId),
    });
    if (!answer.ok) return refusal(parcel, "refused", answer.error);
    const data = (answer.body as { data?: Record<string, unknown> } | null)?.data;
    const consignmentId = data?.consignment_id;
    if ((typeof consignmentId !== "string" && typeof consignmentId !== "number") || consignmentId === "")
      return refusal(parcel, "refused", "Pathao did not answer a consignment id.");
    return {
      orderId: parcel.orderId,
      ok: true,
      consignmentId: String(consignmentId),
      trackingCode: String(consignmentId),
      chargeTaka: wholeTaka(data?.delivery_fee),
    };
  }

  return {
    id: "pathao",
    bulkLimit: PATHAO_BULK_LIMIT,
    async book(parcels) {
      if (parcels.length > PATHAO_BULK_LIMIT) throw new Error(`at most ${PATHAO_BULK_LIMIT} parcels per call`);
      const auth = await accessToken(false);
      if (!auth.ok) return auth;
      const pickup = await store();
      if (!pickup.ok) return pickup;
      const bookings: CourierBooking[] = [];
      for (const parcel of parcels) bookings.push(await bookOne(parcel, pickup.id));
      return { ok: true, bookings };
    },
    async status(consignmentId): Promise<StatusAnswer> {
      const answer = await call(`/orders/${encodeURIComponent(consignmentId)}/info`);
      if (!answer.ok) return failure(answer);
      const data = (answer.body as { data?: Record<string, unknown> } | null)?.data;
      const word = data?.order_status ?? data?.order_status_slug;
      if (typeof word !== "string" || !word) return { ok: false, status: answer.status, error: "unreadable answer" };
      return {
        ok: true,
        status: {
          consignmentId,
          state: pathaoState(word),
          courierStatus: word,
          cashTaka: wholeTaka(data?.collected_amount),
          chargeTaka: wholeTaka(data?.delivery_fee),
        },
      };
    },
  };
}
