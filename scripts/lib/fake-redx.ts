/**
 * A small fake of RedX's open API, the part app/domain/couriers/redx.ts speaks, for development and tests (issue 51).
 * It answers under /v1.0.0-beta (REDX_BASE_URL is http://localhost:8793/v1.0.0-beta), its `/__...` paths at the
 * root too. Every API call wants the header `API-ACCESS-TOKEN: Bearer <any token>` (401 without).
 *
 *   GET  /areas              `{ areas: [{ id, name, post_code, district_name, division_name, zone_id }] }`:
 *            db/couriers/redx-areas.json and the areas "added since" the snapshot (NEW_AREAS: Uttarkhan in Dhaka,
 *            found only live); `?district_name=` and `?post_code=` filter them.
 *   GET  /pickup/stores      `{ pickup_stores: [{ id: 5001, name, address, area_name, area_id, phone, created_at }] }`
 *   POST /parcel             `{ customer_name, customer_phone, delivery_area, delivery_area_id, customer_address,
 *            merchant_invoice_id, cash_collection_amount, parcel_weight (grams), value, pickup_store_id,
 *            instruction? }` → `{ tracking_id }`, or 400 `{ message, validation_errors: { field: [...] } }`: an
 *            unknown area or pickup store, a phone not 11 digits, an empty name or address, a bad amount or weight.
 *            (RedX itself does not refuse an invoice it already has; neither does the fake.)
 *   GET  /parcel/info/:id    `{ parcel: { tracking_id, customer_name, customer_phone, customer_address,
 *            delivery_area, delivery_area_id, merchant_invoice_id, cash_collection_amount, charge, parcel_weight,
 *            value, instruction, status, created_at, pickup_location } }`; 404 unknown. `charge` is ৳60 in Dhaka
 *            city's areas, ৳110 elsewhere; after delivery `cash_collection_amount` is the cash collected.
 *
 *   GET    /__sent       every parcel received, as received (DELETE forgets parcels, parcels made, webhooks sent)
 *   GET    /__parcels    the parcels it created, with their status
 *   POST   /__reissue    `{ merchant_invoice_id | invoice, tracking_id | consignment_id }`: when that invoice is
 *            booked it gets that tracking id (a courier answering an id the shop already has)
 *   POST   /__webhook    `{ url }`: the shop's webhook, its `?token=` in it
 *   POST   /__callback   `{ consignment, event, collected_amount?, reason?, timestamp? }`: `event` is RedX's status
 *            ("delivered", "partial-delivered", "returned", "agent-returning", "delivery-in-progress"...). The
 *            status API is made to agree first, then RedX's webhook body `{ tracking_number, status, message_en,
 *            message_bn, invoice_number, timestamp }` (timestamp now unless given: the same __callback body with a
 *            timestamp sends the identical webhook again, a replay) is POSTed to the webhook URL. Answers
 *            `{ body, delivered, status }` as the fake Pathao does; with no webhook set it still answers the body.
 *   GET    /__webhooks   every webhook sent: `[{ url, body, status, headers, error }]`
 *
 * Tracking ids ("25A" + a number from the clock in base 36, e.g. "25A1K4Z9Q3ZC0") are unique across restarts, as
 * the fake Steadfast's are (`nextConsignmentId`).
 */
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  answer,
  listen,
  postWebhook,
  readJson,
  readText,
  startLocalFake,
  type ListeningFake,
  type WebhookDelivery,
} from "./fake-http.ts";
import { nextConsignmentId } from "./fake-steadfast.ts";

interface Area {
  id: number;
  name: string;
  post_code: number | null;
  district_name: string;
  division_name: string;
  zone_id: number | null;
}

/** Areas RedX added after db/couriers/redx-areas.json was taken (README there): found only live. */
export const NEW_AREAS: readonly Area[] = [
  { id: 9001, name: "Uttarkhan", post_code: 1230, district_name: "Dhaka", division_name: "Dhaka", zone_id: 1 },
];
export const FAKE_REDX_STORE = {
  id: 5001,
  name: "e-Shop",
  address: "House 1, Road 1, Dhanmondi, Dhaka",
  area_name: "Dhanmondi",
  area_id: 1,
  phone: "01700000000",
  created_at: "2026-01-01T00:00:00.000Z",
};
export const REDX_API_PREFIX = "/v1.0.0-beta";

const areas: Area[] = [
  ...(
    JSON.parse(readFileSync(new URL("../../db/couriers/redx-areas.json", import.meta.url), "utf8")) as {
      areas: Area[];
    }
  ).areas,
  ...NEW_AREAS,
];

/** What RedX's webhook says of each status, in English and Bangla. */
const MESSAGES: Readonly<Record<string, [string, string]>> = {
  "ready-for-delivery": ["Package is ready for delivery", "পার্সেল ডেলিভারির জন্য প্রস্তুত"],
  "delivery-in-progress": ["Package is out for delivery", "পার্সেল ডেলিভারির পথে"],
  delivered: ["Package delivered", "পার্সেল ডেলিভারি হয়েছে"],
  "partial-delivered": ["Package partially delivered", "পার্সেল আংশিক ডেলিভারি হয়েছে"],
  "agent-hold": ["Package is on hold", "পার্সেল হোল্ডে আছে"],
  "agent-returning": ["Package is being returned", "পার্সেল ফেরত যাচ্ছে"],
  returned: ["Package returned to the merchant", "পার্সেল মার্চেন্টকে ফেরত দেওয়া হয়েছে"],
  "delivery-failed": ["Delivery failed", "ডেলিভারি ব্যর্থ হয়েছে"],
};

export interface FakeRedxParcel {
  tracking_id: string;
  customer_name: string;
  customer_phone: string;
  customer_address: string;
  delivery_area: string;
  delivery_area_id: number;
  merchant_invoice_id: string;
  cash_collection_amount: number;
  charge: number;
  parcel_weight: number;
  value: number;
  instruction: string | null;
  status: string;
  /** The cash collected, once delivered. */
  collected: number | null;
  created_at: string;
}

export interface FakeRedx extends ListeningFake {
  sent: unknown[];
  parcels: FakeRedxParcel[];
  webhooks: WebhookDelivery[];
  setWebhook(webhook: { url: string } | null): void;
}

const invalid = (response: ServerResponse, errors: Record<string, string[]>) =>
  answer(response, 400, { message: "Validation failed", validation_errors: errors });

export async function startFakeRedx({
  port = 0,
  host = "127.0.0.1",
  log = false,
  alsoIpv6 = false,
  webhook: initialWebhook = null,
}: {
  port?: number;
  host?: string;
  log?: boolean;
  alsoIpv6?: boolean;
  webhook?: { url: string } | null;
} = {}): Promise<FakeRedx> {
  const sent: unknown[] = [];
  const parcels: FakeRedxParcel[] = [];
  const webhooks: WebhookDelivery[] = [];
  const reissued = new Map<string, string>();
  let webhook = initialWebhook;

  function create(input: Record<string, unknown>, response: ServerResponse) {
    const errors: Record<string, string[]> = {};
    const text = (key: string) =>
      typeof input[key] === "string" || typeof input[key] === "number" ? String(input[key]).trim() : "";
    const number = (key: string) => (input[key] === "" || input[key] === null ? NaN : Number(input[key]));
    if (!text("customer_name")) errors.customer_name = ["customer_name is required"];
    if (!/^01[3-9]\d{8}$/.test(text("customer_phone"))) errors.customer_phone = ["customer_phone must be 11 digits"];
    if (!text("customer_address")) errors.customer_address = ["customer_address is required"];
    const area = areas.find((one) => one.id === number("delivery_area_id"));
    if (!area) errors.delivery_area_id = ["delivery_area_id is invalid"];
    if (number("pickup_store_id") !== FAKE_REDX_STORE.id) errors.pickup_store_id = ["pickup_store_id is invalid"];
    const cash = number("cash_collection_amount");
    if (!Number.isFinite(cash) || cash < 0) errors.cash_collection_amount = ["cash_collection_amount is invalid"];
    const weight = number("parcel_weight");
    if (!Number.isFinite(weight) || weight <= 0) errors.parcel_weight = ["parcel_weight is invalid"];
    const value = number("value");
    if (!Number.isFinite(value) || value < 0) errors.value = ["value is invalid"];
    if (Object.keys(errors).length > 0) return invalid(response, errors);
    const invoice = text("merchant_invoice_id");
    const year = String(new Date().getUTCFullYear()).slice(2);
    const parcel: FakeRedxParcel = {
      tracking_id: reissued.get(invoice) ?? `${year}A${nextConsignmentId().toString(36).toUpperCase()}`,
      customer_name: text("customer_name"),
      customer_phone: text("customer_phone"),
      customer_address: text("customer_address"),
      delivery_area: area!.name,
      delivery_area_id: area!.id,
      merchant_invoice_id: invoice,
      cash_collection_amount: cash,
      charge: area!.district_name === "Dhaka" && area!.zone_id === 1 ? 60 : 110,
      parcel_weight: weight,
      value,
      instruction: text("instruction") || null,
      status: "pickup-pending",
      collected: null,
      created_at: new Date().toISOString(),
    };
    reissued.delete(invoice);
    parcels.push(parcel);
    if (log) console.log(`[fake RedX] ${invoice}: ${parcel.tracking_id} (COD ${cash})`);
    return answer(response, 200, { tracking_id: parcel.tracking_id });
  }

  async function callback(input: Record<string, unknown>, response: ServerResponse) {
    const status = typeof input.event === "string" ? input.event.trim() : "";
    if (!status) return answer(response, 422, { message: "Give the event: RedX's status, e.g. delivered." });
    const parcel = parcels.find((one) => one.tracking_id === String(input.consignment ?? ""));
    if (!parcel) return answer(response, 404, { message: `No parcel with tracking id ${String(input.consignment)}.` });
    const timestamp =
      typeof input.timestamp === "string" && input.timestamp ? input.timestamp : new Date().toISOString();
    // The status API agrees before the webhook is sent, so the shop's re-check finds it so.
    parcel.status = status;
    const given =
      input.collected_amount === undefined || input.collected_amount === null ? null : Number(input.collected_amount);
    if (status === "delivered") parcel.collected = given ?? parcel.cash_collection_amount;
    else if (status === "partial-delivered") parcel.collected = given ?? 0;
    else if (given !== null) parcel.collected = given;
    const [english, bangla] = MESSAGES[status] ?? [`Package status: ${status}`, `পার্সেলের অবস্থা: ${status}`];
    const reason = typeof input.reason === "string" && input.reason ? input.reason : null;
    const body = {
      tracking_number: parcel.tracking_id,
      status,
      message_en: reason ? `${english}: ${reason}` : english,
      message_bn: bangla,
      invoice_number: parcel.merchant_invoice_id,
      timestamp,
    };
    if (!webhook) return answer(response, 200, { body, delivered: false, status: null });
    const delivery = await postWebhook(webhook.url, body);
    webhooks.push(delivery);
    if (log) console.log(`[fake RedX] webhook ${status}: ${delivery.status ?? delivery.error}`);
    return answer(response, 200, {
      body,
      delivered: delivery.status !== null && delivery.status >= 200 && delivery.status < 300,
      status: delivery.status,
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://fake");
    const path = url.pathname.startsWith(`${REDX_API_PREFIX}/`)
      ? url.pathname.slice(REDX_API_PREFIX.length)
      : url.pathname;
    const method = request.method ?? "GET";
    if (path === "/health") return answer(response, 200, { ok: true });
    if (path === "/__sent") {
      if (method === "DELETE") {
        sent.length = 0;
        parcels.length = 0;
        webhooks.length = 0;
        return answer(response, 204, null);
      }
      return answer(response, 200, sent);
    }
    if (path === "/__parcels") return answer(response, 200, parcels);
    if (path === "/__webhooks") return answer(response, 200, webhooks);
    if (path === "/__reissue" && method === "POST") {
      const body = await readJson(request);
      const invoice = body.merchant_invoice_id ?? body.invoice;
      const id = body.tracking_id ?? body.consignment_id;
      if (typeof invoice !== "string" || typeof id !== "string")
        return answer(response, 422, { message: "Give a merchant_invoice_id and a tracking_id (strings)." });
      reissued.set(invoice, id);
      return answer(response, 204, null);
    }
    if (path === "/__webhook" && method === "POST") {
      const body = await readJson(request);
      if (typeof body.url !== "string" || !URL.canParse(body.url))
        return answer(response, 422, { message: "Give the webhook's url (its ?token= in it)." });
      webhook = { url: body.url };
      return answer(response, 204, null);
    }
    if (path === "/__callback" && method === "POST") return callback(await readJson(request), response);
    if (path === url.pathname) return answer(response, 404, { message: "Not found" });

    const token = /^Bearer (.+)$/.exec(String(request.headers["api-access-token"] ?? ""))?.[1]?.trim();
    if (!token) return answer(response, 401, { message: "Unauthorized" });
    if (path === "/areas" && method === "GET") {
      const district = url.searchParams.get("district_name")?.toLowerCase();
      const postCode = url.searchParams.get("post_code");
      return answer(response, 200, {
        areas: areas.filter(
          (area) =>
            (!district || area.district_name.toLowerCase() === district) &&
            (!postCode || String(area.post_code) === postCode),
        ),
      });
    }
    if (path === "/pickup/stores" && method === "GET")
      return answer(response, 200, { pickup_stores: [FAKE_REDX_STORE] });
    if (path === "/parcel" && method === "POST") {
      let body: unknown;
      try {
        body = JSON.parse(await readText(request));
      } catch {
        return answer(response, 400, { message: "The body must be JSON." });
      }
      sent.push(body);
      return create((body ?? {}) as Record<string, unknown>, response);
    }
    const info = /^\/parcel\/info\/([^/]+)$/.exec(path);
    if (info && method === "GET") {
      const parcel = parcels.find((one) => one.tracking_id === decodeURIComponent(info[1]!));
      if (!parcel) return answer(response, 404, { message: "Parcel not found" });
      const { collected, ...shown } = parcel;
      return answer(response, 200, {
        parcel: {
          ...shown,
          cash_collection_amount: collected ?? parcel.cash_collection_amount,
          pickup_location: { id: FAKE_REDX_STORE.id, name: FAKE_REDX_STORE.name, address: FAKE_REDX_STORE.address },
        },
      });
    }
    return answer(response, 404, { message: "Not found" });
  }

  const server = await listen(
    (request, response) => {
      handle(request, response).catch((error: unknown) => {
        answer(response, 500, { message: String(error) });
      });
    },
    { port, host, alsoIpv6 },
  );
  return {
    ...server,
    sent,
    parcels,
    webhooks,
    setWebhook: (next) => {
      webhook = next;
    },
  };
}

/** Starts the fake where `baseUrl` (REDX_BASE_URL) points when that is this machine, its webhook to the shop. */
export function startLocalRedxFor(
  baseUrl: string | undefined,
  webhook: { url: string } | null,
): Promise<FakeRedx | null> {
  return startLocalFake(baseUrl, "RedX (what it received: /__sent)", (port) =>
    startFakeRedx({ port, host: "127.0.0.1", log: true, alsoIpv6: true, webhook }),
  );
}
