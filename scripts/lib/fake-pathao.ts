/**
 * A small fake of Pathao's merchant API (Aladdin), the part app/domain/couriers/pathao.ts speaks, for development
 * and tests (issue 51). Answers are Pathao's envelope `{ message, type, code, data }`.
 *
 *   POST /aladdin/api/v1/issue-token   `{ client_id, client_secret, grant_type: "password", username, password }`
 *            (any values, none missing) or `{ client_id, client_secret, grant_type: "refresh_token", refresh_token }`
 *            (one it issued) → `{ token_type, expires_in: 432000, access_token, refresh_token }`; 401 otherwise.
 *   Every other call wants `Authorization: Bearer <an access token it issued>` (401 without, or after
 *   `POST /__expire-tokens`).
 *   GET  /aladdin/api/v1/stores        two stores, the second the default (`is_default_store`), id 77.
 *   GET  /aladdin/api/v1/city-list     db/couriers/pathao-locations.json's cities.
 *   GET  /aladdin/api/v1/cities/:id/zone-list   that city's zones, and the zones "added since" the snapshot
 *            (NEW_ZONES: Dakshinkhan in Dhaka, so a booking there finds it live). 404 for an unknown city.
 *   GET  /aladdin/api/v1/zones/:id/area-list    one area per zone (`area_id` = zone_id x 100 + 1, its name).
 *   POST /aladdin/api/v1/orders        one order `{ store_id, merchant_order_id, recipient_name, recipient_phone,
 *            recipient_address, recipient_city, recipient_zone, recipient_area?, delivery_type, item_type,
 *            item_quantity, item_weight, amount_to_collect, special_instruction? }` → `{ data: { consignment_id,
 *            merchant_order_id, order_status: "Pending", delivery_fee } }` (৳60 in Dhaka city, ৳110 elsewhere), or
 *            422 `{ message, errors: { field: [...] } }`: a merchant_order_id it already has, an unknown store, city
 *            or zone (or a zone of another city), a phone not 11 digits, an address under 10 or over 220
 *            characters, a name under 3, a weight outside 0.5-10 kg, a bad amount.
 *   GET  /aladdin/api/v1/orders/:consignment_id/info   `{ data: { consignment_id, merchant_order_id, order_status,
 *            order_status_slug, updated_at, invoice_id, collected_amount, delivery_fee } }`; 404 unknown.
 *
 *   GET    /__sent       every order received, as received, in order, refused ones included (DELETE forgets the
 *            orders, orders created and webhooks sent)
 *   GET    /__orders     the orders it created, with their status
 *   GET    /__tokens     every token it issued: `[{ grant_type, access_token }]`
 *   POST   /__expire-tokens   every access token it issued stops working (the next call is answered 401)
 *   POST   /__reissue    `{ merchant_order_id, consignment_id }`: when that order is booked it gets that id (a courier
 *            answering an id the shop already has)
 *   POST   /__webhook    `{ url, secret? }`: where the webhooks go, and the X-PATHAO-Signature they carry
 *   POST   /__callback   `{ consignment, event, collected_amount?, reason?, timestamp?, invoice_id?, delivery_fee? }`:
 *            `event` is Pathao's name ("order.delivered", "order.returned", "order.paid"...). The status API is made
 *            to agree first, then the webhook body Pathao sends is built (`{ consignment_id, merchant_order_id,
 *            updated_at, timestamp, store_id, event, delivery_fee, collected_amount?, reason?, invoice_id? }`,
 *            `timestamp` and `updated_at` now unless `timestamp` is given, so the same __callback body with a
 *            timestamp sends the identical webhook again: a replay) and POSTed to the webhook with the header
 *            `X-PATHAO-Signature: <secret>`. `{ event: "webhook_integration" }` alone sends Pathao's integration
 *            test. Answers `{ body, delivered, status, integrated }`: `delivered` when the shop answered 2xx, its
 *            status (null when none was sent or it could not be reached), `integrated` when it answered 202 with the
 *            header X-Pathao-Merchant-Webhook-Integration-Secret, as Pathao requires. With no webhook set it still
 *            answers the body (`delivered: false`), for a test to post it itself.
 *   GET    /__webhooks   every webhook sent: `[{ url, body, status, headers, error }]`
 *
 * Consignment ids ("DP" + the day + a number from the clock, e.g. "DP0812261K4Z9Q3ZC0") are unique across restarts,
 * as the fake Steadfast's are (`nextConsignmentId`).
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

interface Zone {
  zone_id: number;
  zone_name: string;
}
interface City {
  city_id: number;
  city_name: string;
  zones: Zone[];
}

/** Zones Pathao added after db/couriers/pathao-locations.json was taken (README there): found only live. */
export const NEW_ZONES: Readonly<Record<number, Zone[]>> = { 1: [{ zone_id: 9001, zone_name: "Dakshinkhan" }] };
export const FAKE_PATHAO_STORES = [
  { store_id: 76, store_name: "Old warehouse", store_address: "Tejgaon, Dhaka", is_default_store: false },
  { store_id: 77, store_name: "e-Shop", store_address: "House 1, Road 1, Dhanmondi, Dhaka", is_default_store: true },
].map((store) => ({ ...store, is_active: 1, city_id: 1, zone_id: 1, hub_id: 1, is_default_return_store: false }));
export const PATHAO_WEBHOOK_RESPONSE_HEADER = "x-pathao-merchant-webhook-integration-secret";

const cities = (
  JSON.parse(readFileSync(new URL("../../db/couriers/pathao-locations.json", import.meta.url), "utf8")) as {
    cities: City[];
  }
).cities.map((city) => ({ ...city, zones: [...city.zones, ...(NEW_ZONES[city.city_id] ?? [])] }));

export interface FakePathaoOrder {
  consignment_id: string;
  merchant_order_id: string;
  store_id: number;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  recipient_city: number;
  recipient_zone: number;
  amount_to_collect: number;
  item_weight: number;
  item_quantity: number;
  special_instruction: string | null;
  delivery_fee: number;
  order_status: string;
  collected_amount: number | null;
  invoice_id: string | null;
  updated_at: string;
}

export interface FakePathao extends ListeningFake {
  sent: unknown[];
  orders: FakePathaoOrder[];
  webhooks: WebhookDelivery[];
  tokens: { grant_type: string; access_token: string }[];
  setWebhook(webhook: { url: string; secret?: string } | null): void;
}

/** The order status Pathao's status API shows after each event. */
const STATUS_AFTER: Readonly<Record<string, string>> = {
  "order.created": "Pending",
  "order.pickup-requested": "Pickup Requested",
  "order.assigned-for-pickup": "Assigned for Pickup",
  "order.picked": "Picked",
  "order.pickup-failed": "Pickup Failed",
  "order.pickup-cancelled": "Pickup Cancelled",
  "order.at-the-sorting-hub": "At the Sorting HUB",
  "order.in-transit": "In Transit",
  "order.received-at-last-mile-hub": "Received at Last Mile HUB",
  "order.assigned-for-delivery": "Assigned for Delivery",
  "order.delivered": "Delivered",
  "order.partial-delivery": "Partial Delivery",
  "order.returned": "Return",
  "order.delivery-failed": "Delivery Failed",
  "order.on-hold": "On Hold",
  "order.paid-return": "Paid Return",
};

const envelope = (code: number, message: string, data: unknown) => ({
  message,
  type: code < 400 ? "success" : "error",
  code,
  data,
});
const invalid = (response: ServerResponse, errors: Record<string, string[]>) =>
  answer(response, 422, { message: "Please fix the given errors", type: "error", code: 422, errors });
const dayOf = (now: Date) =>
  `${String(now.getUTCDate()).padStart(2, "0")}${String(now.getUTCMonth() + 1).padStart(2, "0")}${String(now.getUTCFullYear()).slice(2)}`;
const randomToken = () => `${crypto.randomUUID()}${crypto.randomUUID()}`.replaceAll("-", "");

export async function startFakePathao({
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
  webhook?: { url: string; secret?: string } | null;
} = {}): Promise<FakePathao> {
  const sent: unknown[] = [];
  const orders: FakePathaoOrder[] = [];
  const webhooks: WebhookDelivery[] = [];
  const tokens: { grant_type: string; access_token: string }[] = [];
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const reissued = new Map<string, string>();
  let webhook = initialWebhook;

  function issue(response: ServerResponse, body: Record<string, unknown>) {
    const filled = (...keys: string[]) => keys.every((key) => typeof body[key] === "string" && body[key] !== "");
    const byPassword = body.grant_type === "password" && filled("client_id", "client_secret", "username", "password");
    const byRefresh =
      body.grant_type === "refresh_token" &&
      filled("client_id", "client_secret", "refresh_token") &&
      refreshTokens.has(body.refresh_token as string);
    if (!byPassword && !byRefresh)
      return answer(response, 401, envelope(401, "Invalid credentials or refresh token.", null));
    const access = randomToken();
    const refresh = randomToken();
    accessTokens.add(access);
    refreshTokens.add(refresh);
    tokens.push({ grant_type: body.grant_type as string, access_token: access });
    return answer(response, 200, {
      token_type: "Bearer",
      expires_in: 432_000,
      access_token: access,
      refresh_token: refresh,
    });
  }

  function create(input: Record<string, unknown>, response: ServerResponse) {
    const errors: Record<string, string[]> = {};
    const text = (key: string) => (typeof input[key] === "string" ? (input[key] as string).trim() : "");
    const number = (key: string) => (typeof input[key] === "number" ? (input[key] as number) : Number(input[key]));
    const merchantOrderId = text("merchant_order_id");
    if (merchantOrderId && orders.some((order) => order.merchant_order_id === merchantOrderId))
      errors.merchant_order_id = ["The merchant order id has already been taken."];
    const storeId = number("store_id");
    if (!FAKE_PATHAO_STORES.some((store) => store.store_id === storeId)) errors.store_id = ["The store is invalid."];
    const name = text("recipient_name");
    if (name.length < 3 || name.length > 100) errors.recipient_name = ["The recipient name must be 3-100 characters."];
    if (!/^01[3-9]\d{8}$/.test(text("recipient_phone")))
      errors.recipient_phone = ["The recipient phone must be 11 digits."];
    const address = text("recipient_address");
    if (address.length < 10 || address.length > 220)
      errors.recipient_address = ["The recipient address must be 10-220 characters."];
    const city = cities.find((one) => one.city_id === number("recipient_city"));
    if (!city) errors.recipient_city = ["The selected recipient city is invalid."];
    const zone = city?.zones.find((one) => one.zone_id === number("recipient_zone"));
    if (city && !zone) errors.recipient_zone = ["The selected recipient zone is invalid."];
    if (![48, 12].includes(number("delivery_type"))) errors.delivery_type = ["The delivery type is invalid."];
    if (![1, 2].includes(number("item_type"))) errors.item_type = ["The item type is invalid."];
    const quantity = number("item_quantity");
    if (!Number.isSafeInteger(quantity) || quantity < 1) errors.item_quantity = ["The item quantity is invalid."];
    const weight = number("item_weight");
    if (!(weight >= 0.5 && weight <= 10)) errors.item_weight = ["The item weight must be between 0.5 and 10."];
    const amount = number("amount_to_collect");
    if (!Number.isFinite(amount) || amount < 0) errors.amount_to_collect = ["The amount to collect is invalid."];
    if (Object.keys(errors).length > 0) return invalid(response, errors);
    const now = new Date();
    const order: FakePathaoOrder = {
      consignment_id:
        reissued.get(merchantOrderId) ?? `DP${dayOf(now)}${nextConsignmentId().toString(36).toUpperCase()}`,
      merchant_order_id: merchantOrderId,
      store_id: storeId,
      recipient_name: name,
      recipient_phone: text("recipient_phone"),
      recipient_address: address,
      recipient_city: city!.city_id,
      recipient_zone: zone!.zone_id,
      amount_to_collect: amount,
      item_weight: weight,
      item_quantity: quantity,
      special_instruction: text("special_instruction") || null,
      delivery_fee: city!.city_id === 1 ? 60 : 110,
      order_status: "Pending",
      collected_amount: null,
      invoice_id: null,
      updated_at: now.toISOString(),
    };
    reissued.delete(merchantOrderId);
    orders.push(order);
    if (log) console.log(`[fake Pathao] ${order.merchant_order_id}: ${order.consignment_id} (COD ${amount})`);
    return answer(
      response,
      200,
      envelope(200, "Order Created Successfully", {
        consignment_id: order.consignment_id,
        merchant_order_id: order.merchant_order_id,
        order_status: order.order_status,
        delivery_fee: order.delivery_fee,
      }),
    );
  }

  async function callback(input: Record<string, unknown>, response: ServerResponse) {
    const event = typeof input.event === "string" ? input.event.trim() : "";
    if (!event) return answer(response, 422, { message: "Give the event, e.g. order.delivered." });
    const timestamp =
      typeof input.timestamp === "string" && input.timestamp ? input.timestamp : new Date().toISOString();
    let body: Record<string, unknown>;
    if (event === "webhook_integration") body = { event };
    else {
      const order = orders.find((one) => one.consignment_id === String(input.consignment ?? ""));
      if (!order) return answer(response, 404, { message: `No order with consignment ${String(input.consignment)}.` });
      const given = (key: string) => (input[key] === undefined || input[key] === null ? null : Number(input[key]));
      const deliveryFee = given("delivery_fee") ?? order.delivery_fee;
      const collected =
        given("collected_amount") ??
        (event === "order.delivered" ? order.amount_to_collect : event === "order.returned" ? 0 : null);
      // The status API agrees before the webhook is sent, so the shop's re-check finds it so.
      order.order_status = STATUS_AFTER[event] ?? order.order_status;
      order.updated_at = timestamp;
      order.delivery_fee = deliveryFee;
      if (collected !== null) order.collected_amount = collected;
      const invoiceId =
        event === "order.paid"
          ? typeof input.invoice_id === "string" && input.invoice_id
            ? input.invoice_id
            : `INV${timestamp.slice(0, 10).replaceAll("-", "")}`
          : null;
      if (invoiceId) order.invoice_id = invoiceId;
      body = {
        consignment_id: order.consignment_id,
        merchant_order_id: order.merchant_order_id,
        updated_at: timestamp,
        timestamp,
        store_id: order.store_id,
        event,
        delivery_fee: deliveryFee,
        ...(collected !== null || event === "order.paid"
          ? { collected_amount: collected ?? order.collected_amount }
          : {}),
        ...(typeof input.reason === "string" && input.reason ? { reason: input.reason } : {}),
        ...(invoiceId ? { invoice_id: invoiceId } : {}),
      };
    }
    if (!webhook) return answer(response, 200, { body, delivered: false, status: null, integrated: false });
    const delivery = await postWebhook(webhook.url, body, { "X-PATHAO-Signature": webhook.secret ?? "" });
    webhooks.push(delivery);
    if (log) console.log(`[fake Pathao] webhook ${event}: ${delivery.status ?? delivery.error}`);
    return answer(response, 200, {
      body,
      delivered: delivery.status !== null && delivery.status >= 200 && delivery.status < 300,
      status: delivery.status,
      integrated: delivery.status === 202 && PATHAO_WEBHOOK_RESPONSE_HEADER in delivery.headers,
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://fake");
    const path = url.pathname.replace(/^\/aladdin\/api\/v1(?=\/__)/, "");
    const method = request.method ?? "GET";
    if (path === "/health") return answer(response, 200, { ok: true });
    if (path === "/__sent") {
      if (method === "DELETE") {
        sent.length = 0;
        orders.length = 0;
        webhooks.length = 0;
        return answer(response, 204, null);
      }
      return answer(response, 200, sent);
    }
    if (path === "/__orders") return answer(response, 200, orders);
    if (path === "/__tokens") return answer(response, 200, tokens);
    if (path === "/__webhooks") return answer(response, 200, webhooks);
    if (path === "/__expire-tokens" && method === "POST") {
      accessTokens.clear();
      return answer(response, 204, null);
    }
    if (path === "/__reissue" && method === "POST") {
      const body = await readJson(request);
      if (typeof body.merchant_order_id !== "string" || typeof body.consignment_id !== "string")
        return answer(response, 422, { message: "Give a merchant_order_id and a consignment_id (strings)." });
      reissued.set(body.merchant_order_id, body.consignment_id);
      return answer(response, 204, null);
    }
    if (path === "/__webhook" && method === "POST") {
      const body = await readJson(request);
      if (typeof body.url !== "string" || !URL.canParse(body.url))
        return answer(response, 422, { message: "Give the webhook's url." });
      webhook = { url: body.url, secret: typeof body.secret === "string" ? body.secret : (webhook?.secret ?? "") };
      return answer(response, 204, null);
    }
    if (path === "/__callback" && method === "POST") return callback(await readJson(request), response);

    const api = /^\/aladdin\/api\/v1(\/.*)$/.exec(url.pathname)?.[1];
    if (!api) return answer(response, 404, envelope(404, "Not found", null));
    if (api === "/issue-token" && method === "POST") return issue(response, await readJson(request));
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (!bearer || !accessTokens.has(bearer)) return answer(response, 401, envelope(401, "Unauthorized", null));
    if (api === "/stores" && method === "GET")
      return answer(
        response,
        200,
        envelope(200, "Store list fetched.", { data: FAKE_PATHAO_STORES, total: 2, current_page: 1, per_page: 100 }),
      );
    if (api === "/city-list" && method === "GET")
      return answer(
        response,
        200,
        envelope(200, "City successfully fetched.", {
          data: cities.map((city) => ({ city_id: city.city_id, city_name: city.city_name })),
        }),
      );
    const zoneList = /^\/cities\/(\d+)\/zone-list$/.exec(api);
    if (zoneList && method === "GET") {
      const city = cities.find((one) => one.city_id === Number(zoneList[1]));
      if (!city) return answer(response, 404, envelope(404, "City not found", null));
      return answer(response, 200, envelope(200, "Zone list fetched.", { data: city.zones }));
    }
    const areaList = /^\/zones\/(\d+)\/area-list$/.exec(api);
    if (areaList && method === "GET") {
      const zone = cities.flatMap((city) => city.zones).find((one) => one.zone_id === Number(areaList[1]));
      if (!zone) return answer(response, 404, envelope(404, "Zone not found", null));
      const area = {
        area_id: zone.zone_id * 100 + 1,
        area_name: zone.zone_name,
        home_delivery_available: true,
        pickup_available: true,
      };
      return answer(response, 200, envelope(200, "Area list fetched.", { data: [area] }));
    }
    if (api === "/orders" && method === "POST") {
      let body: unknown;
      try {
        body = JSON.parse(await readText(request));
      } catch {
        return answer(response, 400, envelope(400, "The body must be JSON.", null));
      }
      sent.push(body);
      return create((body ?? {}) as Record<string, unknown>, response);
    }
    const info = /^\/orders\/([^/]+)\/info$/.exec(api);
    if (info && method === "GET") {
      const order = orders.find((one) => one.consignment_id === decodeURIComponent(info[1]!));
      if (!order) return answer(response, 404, envelope(404, "Order not found", null));
      return answer(
        response,
        200,
        envelope(200, "Order info", {
          consignment_id: order.consignment_id,
          merchant_order_id: order.merchant_order_id,
          order_status: order.order_status,
          order_status_slug: order.order_status,
          updated_at: order.updated_at,
          invoice_id: order.invoice_id,
          collected_amount: order.collected_amount,
          delivery_fee: order.delivery_fee,
        }),
      );
    }
    return answer(response, 404, envelope(404, "Not found", null));
  }

  const server = await listen(
    (request, response) => {
      handle(request, response).catch((error: unknown) => {
        answer(response, 500, envelope(500, String(error), null));
      });
    },
    { port, host, alsoIpv6 },
  );
  return {
    ...server,
    sent,
    orders,
    webhooks,
    tokens,
    setWebhook: (next) => {
      webhook = next;
    },
  };
}

/** Starts the fake where `baseUrl` (PATHAO_BASE_URL) points when that is this machine, its webhooks to the shop. */
export function startLocalPathaoFor(
  baseUrl: string | undefined,
  webhook: { url: string; secret?: string } | null,
): Promise<FakePathao | null> {
  return startLocalFake(baseUrl, "Pathao (what it received: /__sent)", (port) =>
    startFakePathao({ port, host: "127.0.0.1", log: true, alsoIpv6: true, webhook }),
  );
}
