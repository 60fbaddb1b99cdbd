/**
 * The fake Pathao and the fake RedX (issue 51), spoken to by the shop's own adapters: bookings with the mapped places
 * and the cash to collect, places found live or refused as unmapped, the token kept and renewed, statuses after a
 * `__callback`, the webhooks each fake sends and their readers, and ids unique across fakes.
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CourierBooking, CourierParcel } from "../../app/domain/couriers/courier.ts";
import {
  pathaoAdapter,
  readPathaoWebhook,
  type CourierToken,
  type TokenStore,
} from "../../app/domain/couriers/pathao.ts";
import { pathaoPlace, redxPlace } from "../../app/domain/couriers/places.ts";
import { readRedxWebhook, redxAdapter } from "../../app/domain/couriers/redx.ts";
import { startFakePathao, type FakePathao } from "./fake-pathao.ts";
import { REDX_API_PREFIX, startFakeRedx, type FakeRedx } from "./fake-redx.ts";

/** Shop place ids (db/locations). */
const DHAKA = 47;
const place = {
  dhanmondi: { districtId: DHAKA, areaId: 1013, area: "Dhanmondi", district: "Dhaka" },
  dakshinkhan: { districtId: DHAKA, areaId: 1010, area: "Dakshinkhan", district: "Dhaka" },
  bhashantek: { districtId: DHAKA, areaId: 1005, area: "Bhashantek", district: "Dhaka" },
  kamrangirchar: { districtId: DHAKA, areaId: 1022, area: "Kamrangirchar", district: "Dhaka" },
  uttarkhan: { districtId: DHAKA, areaId: 1048, area: "Uttarkhan", district: "Dhaka" },
  boguraSadar: { districtId: 14, areaId: 123, area: "Bogura Sadar", district: "Bogura" },
  kaptai: { districtId: 4, areaId: 34, area: "Kaptai", district: "Rangamati" },
};

let serial = 0;
function parcel(where: (typeof place)[keyof typeof place], codTaka = 750, orderId = `o-${++serial}`): CourierParcel {
  return {
    orderId,
    reference: orderId.toUpperCase(),
    recipientName: "Karim Ahmed",
    recipientPhone: "01712345678",
    addressLine: "House 12, Road 5",
    ...where,
    codTaka,
    valueTaka: codTaka + 50,
    items: 2,
    weightKg: 0.5,
    note: `Ref ${orderId.toUpperCase()}.`,
  };
}

function memoryTokens(): TokenStore & { kept: CourierToken | null } {
  const store = {
    kept: null as CourierToken | null,
    get: () => Promise.resolve(store.kept),
    put: (token: CourierToken) => {
      store.kept = token;
      return Promise.resolve();
    },
  };
  return store;
}

const post = (url: string, body: unknown) =>
  fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
const bookingsOf = (answer: Awaited<ReturnType<ReturnType<typeof pathaoAdapter>["book"]>>): CourierBooking[] => {
  if (!answer.ok) throw new Error(answer.error);
  return answer.bookings;
};

/** A stand-in for the shop's webhook: records each request, answers as `reply` says. */
async function shopWebhook(
  reply: (headers: IncomingHttpHeaders) => { status: number; headers?: Record<string, string> },
) {
  const received: { url: string; headers: IncomingHttpHeaders; body: unknown }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        url: request.url ?? "",
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown,
      });
      const { status, headers } = reply(request.headers);
      response.writeHead(status, headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("the fake Pathao, through the Pathao adapter", () => {
  let fake: FakePathao;
  const config = () => ({
    baseUrl: fake.url,
    clientId: "client",
    clientSecret: "secret",
    username: "merchant@example.com",
    password: "password",
    storeId: null,
  });
  beforeAll(async () => {
    fake = await startFakePathao();
  });
  afterAll(() => fake.close());

  it("books each parcel with its mapped city and zone and the cash, finds a new zone live, never sends an unmapped one", async () => {
    const tokens = memoryTokens();
    const adapter = pathaoAdapter(config(), { tokens });
    expect(adapter).toMatchObject({ id: "pathao", bulkLimit: 100 });
    const dhanmondi = parcel(place.dhanmondi, 1250);
    const dakshinkhan = parcel(place.dakshinkhan, 0);
    const bhashantek = parcel(place.bhashantek);
    const bogura = parcel(place.boguraSadar, 990);
    const before = fake.sent.length;
    const bookings = bookingsOf(await adapter.book([dhanmondi, bhashantek, dakshinkhan, bogura]));

    expect(bookings.map((booking) => [booking.orderId, booking.ok])).toEqual([
      [dhanmondi.orderId, true],
      [bhashantek.orderId, false],
      [dakshinkhan.orderId, true],
      [bogura.orderId, true],
    ]);
    expect(bookings[1]).toEqual({
      orderId: bhashantek.orderId,
      ok: false,
      reason: "unmapped",
      error: "Bhashantek, Dhaka",
    });
    const sent = fake.sent.slice(before) as Record<string, unknown>[];
    expect(sent.map((body) => body.merchant_order_id)).toEqual([
      dhanmondi.orderId,
      dakshinkhan.orderId,
      bogura.orderId,
    ]);
    expect(sent[0]).toEqual({
      store_id: 77,
      merchant_order_id: dhanmondi.orderId,
      recipient_name: "Karim Ahmed",
      recipient_phone: "01712345678",
      recipient_address: "House 12, Road 5, Dhanmondi, Dhaka",
      recipient_city: 1,
      recipient_zone: pathaoPlace(DHAKA, 1013)!.zoneId,
      delivery_type: 48,
      item_type: 2,
      item_quantity: 2,
      item_weight: 0.5,
      amount_to_collect: 1250,
      special_instruction: `Ref ${dhanmondi.orderId.toUpperCase()}.`,
    });
    expect(sent[1]).toMatchObject({ recipient_city: 1, recipient_zone: 9001, amount_to_collect: 0 });
    expect(sent[2]).toMatchObject({ recipient_city: pathaoPlace(14, 123)!.cityId, amount_to_collect: 990 });
    const booked = bookings[0]!;
    if (!booked.ok) throw new Error("not booked");
    expect(booked.consignmentId).toMatch(/^DP\d{6}[0-9A-Z]+$/);
    expect(booked).toMatchObject({ trackingCode: booked.consignmentId, chargeTaka: 60 });
    expect(bookings[3]).toMatchObject({ chargeTaka: 110 });
  });

  it("refuses a merchant order id it already has, that parcel alone", async () => {
    const adapter = pathaoAdapter(config(), { tokens: memoryTokens() });
    const first = parcel(place.dhanmondi);
    bookingsOf(await adapter.book([first]));
    const again = bookingsOf(await adapter.book([first, parcel(place.dhanmondi)]));
    expect(again[0]).toEqual({
      orderId: first.orderId,
      ok: false,
      reason: "refused",
      error: "422 Please fix the given errors The merchant order id has already been taken.",
    });
    expect(again[1]?.ok).toBe(true);
  });

  it("issues a token once, keeps it for the next adapter, refreshes it when expired and issues again on a 401", async () => {
    const tokens = memoryTokens();
    const issuedBefore = fake.tokens.length;
    await pathaoAdapter(config(), { tokens }).book([parcel(place.dhanmondi)]);
    await pathaoAdapter(config(), { tokens }).book([parcel(place.dhanmondi), parcel(place.dhanmondi)]);
    expect(fake.tokens.slice(issuedBefore).map((token) => token.grant_type)).toEqual(["password"]);
    expect(tokens.kept?.expiresAt).toBeGreaterThan(Date.now() + 400_000_000);

    tokens.kept = { ...tokens.kept!, expiresAt: Date.now() - 1 };
    bookingsOf(await pathaoAdapter(config(), { tokens }).book([parcel(place.dhanmondi)]));
    expect(fake.tokens.slice(issuedBefore).map((token) => token.grant_type)).toEqual(["password", "refresh_token"]);

    await post(`${fake.url}/__expire-tokens`, {});
    const [booked] = bookingsOf(await pathaoAdapter(config(), { tokens }).book([parcel(place.dhanmondi)]));
    expect(booked?.ok).toBe(true);
    expect(fake.tokens.slice(issuedBefore).map((token) => token.grant_type)).toEqual([
      "password",
      "refresh_token",
      "password",
    ]);
    expect(tokens.kept?.accessToken).toBe(fake.tokens.at(-1)?.access_token);
  });

  it("answers a parcel's status as __callback left it, and its webhook bodies read as the shop's events", async () => {
    const adapter = pathaoAdapter(config(), { tokens: memoryTokens() });
    const [booked] = bookingsOf(await adapter.book([parcel(place.dhanmondi, 800)]));
    if (!booked?.ok) throw new Error("not booked");
    const id = booked.consignmentId;
    expect(await adapter.status(id)).toEqual({
      ok: true,
      status: { consignmentId: id, state: "moving", courierStatus: "Pending", cashTaka: null, chargeTaka: 60 },
    });

    const callback = async (body: object) =>
      (await (await post(`${fake.url}/__callback`, { consignment: id, ...body })).json()) as {
        body: Record<string, unknown>;
        delivered: boolean;
        status: number | null;
      };
    const delivered = await callback({ event: "order.delivered", collected_amount: 800 });
    expect(delivered).toMatchObject({ delivered: false, status: null });
    expect(delivered.body).toMatchObject({
      consignment_id: id,
      merchant_order_id: booked.orderId,
      event: "order.delivered",
      collected_amount: 800,
      delivery_fee: 60,
      store_id: 77,
    });
    expect(Date.parse(delivered.body.timestamp as string)).toBeGreaterThan(Date.now() - 60_000);
    expect(await adapter.status(id)).toMatchObject({
      ok: true,
      status: { state: "delivered", courierStatus: "Delivered", cashTaka: 800, chargeTaka: 60 },
    });
    expect(readPathaoWebhook(delivered.body)).toEqual({
      kind: "event",
      event: {
        courier: "pathao",
        consignmentId: id,
        kind: "delivery_status",
        courierStatus: "order.delivered",
        state: "delivered",
        cashTaka: 800,
        chargeTaka: 60,
        message: null,
        updatedAt: delivered.body.updated_at,
        payout: null,
      },
    });

    const paid = await callback({ event: "order.paid", invoice_id: "INV-7", timestamp: "2026-12-08T10:00:00Z" });
    expect(readPathaoWebhook(paid.body)).toMatchObject({
      kind: "event",
      event: { state: null, kind: "tracking_update", payout: { id: "INV-7", date: "2026-12-08", paidTaka: 740 } },
    });
    const replay = await callback({ event: "order.paid", invoice_id: "INV-7", timestamp: "2026-12-08T10:00:00Z" });
    expect(replay.body).toEqual(paid.body);

    const returned = await callback({ event: "order.returned", reason: "Customer refused" });
    expect(readPathaoWebhook(returned.body)).toMatchObject({
      event: { state: "returned", message: "Customer refused", cashTaka: 0 },
    });
    expect(await adapter.status(id)).toMatchObject({ status: { state: "returned", courierStatus: "Return" } });
    expect(await adapter.status("DP000000NONE")).toMatchObject({ ok: false, status: 404 });
  });

  it("posts its webhook with the signature, and says whether the shop answered as Pathao requires", async () => {
    const shop = await shopWebhook((headers) =>
      headers["x-pathao-signature"] === "the-secret"
        ? {
            status: 202,
            headers: { "X-Pathao-Merchant-Webhook-Integration-Secret": "f3992ecc-59da-4cbe-a049-a13da2018d51" },
          }
        : { status: 401 },
    );
    try {
      fake.setWebhook({ url: `${shop.url}/api/couriers/pathao/webhook`, secret: "the-secret" });
      const integration = (await (
        await post(`${fake.url}/__callback`, { event: "webhook_integration" })
      ).json()) as object;
      expect(integration).toEqual({
        body: { event: "webhook_integration" },
        delivered: true,
        status: 202,
        integrated: true,
      });
      expect(readPathaoWebhook({ event: "webhook_integration" })).toEqual({ kind: "integration" });

      await post(`${fake.url}/__webhook`, { url: `${shop.url}/api/couriers/pathao/webhook`, secret: "wrong" });
      const refused = (await (await post(`${fake.url}/__callback`, { event: "webhook_integration" })).json()) as object;
      expect(refused).toMatchObject({ delivered: false, status: 401, integrated: false });
      expect(shop.received.map((one) => [one.url, one.headers["x-pathao-signature"]])).toEqual([
        ["/api/couriers/pathao/webhook", "the-secret"],
        ["/api/couriers/pathao/webhook", "wrong"],
      ]);
    } finally {
      fake.setWebhook(null);
      await shop.close();
    }
  });

  it("reads an event it does not know as a tracking update, and nothing from a body that is not Pathao's", () => {
    expect(readPathaoWebhook({ event: "order.weighed", consignment_id: "DP1" })).toMatchObject({
      kind: "event",
      event: { kind: "tracking_update", state: null, courierStatus: "order.weighed" },
    });
    expect(readPathaoWebhook({ event: "order.picked", consignment_id: 12 })).toMatchObject({
      event: { kind: "delivery_status", state: "moving", consignmentId: "12" },
    });
    for (const [event, state] of [
      ["order.partial-delivery", "partial"],
      ["order.delivery-failed", "failed"],
      ["order.in-transit", "moving"],
    ] as const)
      expect(readPathaoWebhook({ event, consignment_id: "DP1" })).toMatchObject({ event: { state } });
    expect(readPathaoWebhook({ consignment_id: "DP1" })).toBeNull();
    expect(readPathaoWebhook("order.delivered")).toBeNull();
    expect(readPathaoWebhook({ event: "order.delivered", consignment_id: "DP1", collected_amount: "-5" })).toBeNull();
  });
});

describe("the fake RedX, through the RedX adapter", () => {
  let fake: FakeRedx;
  const config = () => ({ baseUrl: `${fake.url}${REDX_API_PREFIX}`, token: "redx-token", pickupStoreId: null });
  beforeAll(async () => {
    fake = await startFakeRedx();
  });
  afterAll(() => fake.close());

  it("books each parcel with its mapped area and the cash, finds a new area live, never sends an unmapped one", async () => {
    const adapter = redxAdapter(config());
    expect(adapter).toMatchObject({ id: "redx", bulkLimit: 100 });
    const dhanmondi = parcel(place.dhanmondi, 1250);
    const uttarkhan = parcel(place.uttarkhan);
    const kamrangirchar = parcel(place.kamrangirchar);
    const kaptai = parcel(place.kaptai);
    const bookings = bookingsOf(await adapter.book([dhanmondi, kamrangirchar, uttarkhan, kaptai]));
    expect(bookings.map((booking) => booking.ok)).toEqual([true, false, true, false]);
    expect(bookings[1]).toEqual({
      orderId: kamrangirchar.orderId,
      ok: false,
      reason: "unmapped",
      error: "Kamrangirchar, Dhaka",
    });
    expect(bookings[3]).toMatchObject({ reason: "unmapped", error: "Kaptai, Rangamati" });
    const sent = fake.sent as Record<string, unknown>[];
    expect(sent.map((body) => body.merchant_invoice_id)).toEqual([dhanmondi.orderId, uttarkhan.orderId]);
    const mapped = redxPlace(DHAKA, 1013)!;
    expect(sent[0]).toEqual({
      customer_name: "Karim Ahmed",
      customer_phone: "01712345678",
      delivery_area: mapped.areaName,
      delivery_area_id: mapped.areaId,
      customer_address: "House 12, Road 5, Dhanmondi, Dhaka",
      merchant_invoice_id: dhanmondi.orderId,
      cash_collection_amount: 1250,
      parcel_weight: 500,
      value: 1300,
      instruction: `Ref ${dhanmondi.orderId.toUpperCase()}.`,
      pickup_store_id: 5001,
    });
    expect(sent[1]).toMatchObject({ delivery_area: "Uttarkhan", delivery_area_id: 9001 });
    const booked = bookings[0]!;
    if (!booked.ok) throw new Error("not booked");
    expect(booked.consignmentId).toMatch(/^\d{2}A[0-9A-Z]+$/);
    expect(booked).toMatchObject({ trackingCode: booked.consignmentId, chargeTaka: null });
  });

  it("wants its token", async () => {
    const anonymous = await fetch(`${fake.url}${REDX_API_PREFIX}/areas`);
    expect(anonymous.status).toBe(401);
    const answer = await redxAdapter({ ...config(), pickupStoreId: 5001, token: "" }).book([parcel(place.dhanmondi)]);
    expect(bookingsOf(answer)[0]).toMatchObject({ ok: false, reason: "refused", error: "401 Unauthorized" });
  });

  it("answers a parcel's status as __callback left it, and posts its webhook to the URL with its token", async () => {
    const adapter = redxAdapter(config());
    const [booked] = bookingsOf(await adapter.book([parcel(place.boguraSadar, 990)]));
    if (!booked?.ok) throw new Error("not booked");
    const id = booked.consignmentId;
    expect(await adapter.status(id)).toEqual({
      ok: true,
      status: { consignmentId: id, state: "moving", courierStatus: "pickup-pending", cashTaka: null, chargeTaka: 110 },
    });
    const shop = await shopWebhook(() => ({ status: 200 }));
    try {
      await post(`${fake.url}/__webhook`, { url: `${shop.url}/api/couriers/redx/webhook?token=the-token` });
      const delivered = (await (
        await post(`${fake.url}${REDX_API_PREFIX}/__callback`, {
          consignment: id,
          event: "delivered",
          collected_amount: 900,
        })
      ).json()) as { body: Record<string, unknown>; delivered: boolean; status: number };
      expect(delivered).toMatchObject({ delivered: true, status: 200 });
      expect(delivered.body).toMatchObject({
        tracking_number: id,
        status: "delivered",
        message_en: "Package delivered",
        invoice_number: booked.orderId,
      });
      expect(shop.received).toEqual([
        expect.objectContaining({ url: "/api/couriers/redx/webhook?token=the-token", body: delivered.body }),
      ]);
      expect(await adapter.status(id)).toMatchObject({
        status: { state: "delivered", cashTaka: 900, chargeTaka: 110 },
      });
      expect(readRedxWebhook(delivered.body)).toEqual({
        courier: "redx",
        consignmentId: id,
        kind: "delivery_status",
        courierStatus: "delivered",
        state: "delivered",
        cashTaka: null,
        chargeTaka: null,
        message: "Package delivered",
        updatedAt: delivered.body.timestamp,
        payout: null,
      });

      fake.setWebhook(null);
      const body = { consignment: id, event: "returned", timestamp: "2026-12-08T10:00:00.000Z" };
      const first = (await (await post(`${fake.url}/__callback`, body)).json()) as {
        body: unknown;
        delivered: boolean;
      };
      const again = (await (await post(`${fake.url}/__callback`, body)).json()) as { body: unknown };
      expect(first.delivered).toBe(false);
      expect(again.body).toEqual(first.body);
      expect(readRedxWebhook(first.body)).toMatchObject({ state: "returned", updatedAt: "2026-12-08T10:00:00.000Z" });
      expect(await adapter.status(id)).toMatchObject({ status: { state: "returned", cashTaka: null } });
    } finally {
      fake.setWebhook(null);
      await shop.close();
    }
  });

  it("reads RedX's statuses into the shop's states", () => {
    const read = (status: string) => readRedxWebhook({ tracking_number: "25A1", status, timestamp: "t" });
    expect(read("partial-delivered")).toMatchObject({ state: "partial", kind: "delivery_status" });
    expect(read("agent-returning")).toMatchObject({ state: "returned" });
    expect(read("delivery-failed")).toMatchObject({ state: "failed" });
    expect(read("delivery-in-progress")).toMatchObject({ state: "moving", kind: "delivery_status" });
    expect(read("weighed-at-hub")).toMatchObject({ state: null, kind: "tracking_update" });
    expect(readRedxWebhook({ status: "delivered" })).toBeNull();
  });

  it("hands out the id it was told to reissue: a clash for the shop to answer per order", async () => {
    const adapter = redxAdapter(config());
    const clash = parcel(place.dhanmondi);
    await post(`${fake.url}/__reissue`, { merchant_invoice_id: clash.orderId, tracking_id: "25ACLASH" });
    const bookings = bookingsOf(await adapter.book([clash]));
    expect(bookings[0]).toMatchObject({ ok: true, consignmentId: "25ACLASH" });
  });
});

describe("the fakes' ids", () => {
  it("never repeat between fakes, nor across a fake started again", async () => {
    const ids: string[] = [];
    for (let round = 0; round < 2; round += 1) {
      const pathao = await startFakePathao();
      const redx = await startFakeRedx();
      try {
        const p = pathaoAdapter(
          { baseUrl: pathao.url, clientId: "c", clientSecret: "s", username: "u", password: "p", storeId: 77 },
          { tokens: memoryTokens() },
        );
        const r = redxAdapter({ baseUrl: `${redx.url}${REDX_API_PREFIX}`, token: "t", pickupStoreId: 5001 });
        for (const booking of [
          ...bookingsOf(await p.book([parcel(place.dhanmondi), parcel(place.dhanmondi)])),
          ...bookingsOf(await r.book([parcel(place.dhanmondi), parcel(place.dhanmondi)])),
        ])
          if (booking.ok) ids.push(booking.consignmentId.replace(/^DP\d{6}|^\d{2}A/, ""));
      } finally {
        await pathao.close();
        await redx.close();
      }
    }
    expect(ids).toHaveLength(8);
    expect(new Set(ids).size).toBe(8);
  });
});
