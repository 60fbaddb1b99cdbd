/**
 * Issue 51, one courier interface: each courier's adapter, made from the shop's settings as the Worker makes it
 * (`courierAdapter`), against its fake (which the Worker reaches as it would the real API): bookings with the mapped
 * places and the cash to collect, an unmapped place refused and never sent, Pathao's token issued once and kept in
 * D1, statuses after the fakes' `__callback`, the webhook readers on the bodies the fakes send, a duplicate merchant
 * order refused for that parcel alone.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { courierTokens } from "@db/schema.ts";
import { courierAdapter } from "~/domain/couriers/adapters.server.ts";
import type { CourierAdapter, CourierBooking, CourierId, CourierParcel } from "~/domain/couriers/courier.ts";
import { readPathaoWebhook } from "~/domain/couriers/pathao.ts";
import { pathaoPlace, redxPlace } from "~/domain/couriers/places.ts";
import { readRedxWebhook } from "~/domain/couriers/redx.ts";
import { readConfig } from "~/server/config.ts";
import { db } from "./helpers.ts";

const pathaoUrl = inject("pathaoUrl");
const redxUrl = inject("redxUrl");
const steadfastUrl = inject("steadfastUrl");
const accounts = readConfig(env).couriers;
const run = `ca${Date.now().toString(36)}`;
let serial = 0;

/** Shop place ids (db/locations): Dhaka is district 47. */
const DHAKA = 47;
const places = {
  dhanmondi: { districtId: DHAKA, areaId: 1013, area: "Dhanmondi", district: "Dhaka" },
  dakshinkhan: { districtId: DHAKA, areaId: 1010, area: "Dakshinkhan", district: "Dhaka" },
  bhashantek: { districtId: DHAKA, areaId: 1005, area: "Bhashantek", district: "Dhaka" },
  kamrangirchar: { districtId: DHAKA, areaId: 1022, area: "Kamrangirchar", district: "Dhaka" },
  kaptai: { districtId: 4, areaId: 34, area: "Kaptai", district: "Rangamati" },
};

function parcel(where: (typeof places)[keyof typeof places], codTaka = 750): CourierParcel {
  serial += 1;
  const orderId = `${run}-${serial}`;
  return {
    orderId,
    reference: orderId.toUpperCase(),
    recipientName: "Karim Ahmed",
    recipientPhone: "01712345678",
    addressLine: "House 12, Road 5",
    ...where,
    codTaka,
    valueTaka: codTaka + 60,
    items: 1,
    weightKg: 0.5,
    note: `Ref ${orderId.toUpperCase()}.`,
  };
}

function adapter(courier: CourierId): CourierAdapter {
  const made = courierAdapter(db, accounts, courier);
  if (!made) throw new Error(`no ${courier} account in the test settings`);
  return made;
}

async function book(courier: CourierId, parcels: CourierParcel[]): Promise<CourierBooking[]> {
  const answer = await adapter(courier).book(parcels);
  if (!answer.ok) throw new Error(answer.error);
  return answer.bookings;
}

async function json<T>(url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method: body === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as T;
}

/** What a fake received from this file's parcels. */
async function sentTo(url: string, key: string): Promise<Record<string, unknown>[]> {
  const sent = await json<Record<string, unknown>[]>(`${url}/__sent`);
  return sent.filter((body) => String(body[key]).startsWith(`${run}-`));
}

type Callback = { body: Record<string, unknown>; delivered: boolean; status: number | null };

describe("the adapters the settings make", () => {
  it("make one for each courier whose keys are set, none for one whose keys are missing", () => {
    expect(adapter("steadfast")).toMatchObject({ id: "steadfast", bulkLimit: 500 });
    expect(adapter("pathao")).toMatchObject({ id: "pathao" });
    expect(adapter("redx")).toMatchObject({ id: "redx" });
    expect(courierAdapter(db, { ...accounts, pathao: null }, "pathao")).toBeNull();
    expect(courierAdapter(db, { ...accounts, redx: null }, "redx")).toBeNull();
    expect(courierAdapter(db, { ...accounts, steadfast: null }, "steadfast")).toBeNull();
  });

  it("book with Steadfast unchanged on the wire, and ask its status", async () => {
    const one = parcel(places.dhanmondi, 640);
    const [booked] = await book("steadfast", [one]);
    if (!booked?.ok) throw new Error("not booked");
    const sent = await json<Record<string, unknown>[]>(`${steadfastUrl}/api/v1/__sent`);
    expect(sent.filter((body) => body.invoice === one.orderId)).toEqual([
      {
        invoice: one.orderId,
        recipient_name: "Karim Ahmed",
        recipient_phone: "01712345678",
        recipient_address: "House 12, Road 5, Dhanmondi, Dhaka",
        cod_amount: 640,
        note: one.note,
      },
    ]);
    expect(await adapter("steadfast").status(booked.consignmentId)).toMatchObject({
      ok: true,
      status: { state: "moving", courierStatus: "in_review" },
    });
  });
});

describe("Pathao through its adapter", () => {
  it("books the mapped city and zone with the cash, finds a zone live, refuses an unmapped place without sending it", async () => {
    const dhanmondi = parcel(places.dhanmondi, 1250);
    const bhashantek = parcel(places.bhashantek);
    const dakshinkhan = parcel(places.dakshinkhan, 300);
    const bookings = await book("pathao", [dhanmondi, bhashantek, dakshinkhan]);
    expect(bookings.map((booking) => booking.ok)).toEqual([true, false, true]);
    expect(bookings[1]).toEqual({
      orderId: bhashantek.orderId,
      ok: false,
      reason: "unmapped",
      error: "Bhashantek, Dhaka",
    });
    const sent = await sentTo(pathaoUrl, "merchant_order_id");
    expect(sent.map((body) => body.merchant_order_id)).toEqual([dhanmondi.orderId, dakshinkhan.orderId]);
    expect(sent[0]).toMatchObject({
      store_id: 77,
      recipient_city: 1,
      recipient_zone: pathaoPlace(DHAKA, 1013)?.zoneId,
      amount_to_collect: 1250,
      delivery_type: 48,
      item_type: 2,
    });
    expect(sent[1]).toMatchObject({ recipient_city: 1, recipient_zone: 9001, amount_to_collect: 300 });
    expect(bookings[0]).toMatchObject({ ok: true, chargeTaka: 60 });
  });

  it("issues its token once and keeps it in D1 for every later request", async () => {
    const issued = async () => (await json<unknown[]>(`${pathaoUrl}/__tokens`)).length;
    await book("pathao", [parcel(places.dhanmondi)]);
    const before = await issued();
    await book("pathao", [parcel(places.dhanmondi)]);
    await book("pathao", [parcel(places.dhanmondi), parcel(places.dhanmondi)]);
    expect(await issued()).toBe(before);
    const [kept] = await db.select().from(courierTokens).where(eq(courierTokens.courier, "pathao"));
    expect(kept?.accessToken).toMatch(/^[0-9a-f]{64}$/);
    expect(kept!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 4 * 86_400_000);
  });

  it("refuses a merchant order it already has for that parcel alone", async () => {
    const first = parcel(places.dhanmondi);
    await book("pathao", [first]);
    const again = await book("pathao", [first, parcel(places.dhanmondi)]);
    expect(again[0]).toMatchObject({ orderId: first.orderId, ok: false, reason: "refused" });
    expect(again[0]?.ok === false && again[0].error).toContain("already been taken");
    expect(again[1]?.ok).toBe(true);
  });

  it("answers the status __callback set, and reads the webhook Pathao sends", async () => {
    const [booked] = await book("pathao", [parcel(places.dhanmondi, 900)]);
    if (!booked?.ok) throw new Error("not booked");
    const delivered = await json<Callback>(`${pathaoUrl}/__callback`, {
      consignment: booked.consignmentId,
      event: "order.delivered",
      collected_amount: 900,
    });
    expect(delivered.delivered).toBe(false);
    expect(await adapter("pathao").status(booked.consignmentId)).toEqual({
      ok: true,
      status: {
        consignmentId: booked.consignmentId,
        state: "delivered",
        courierStatus: "Delivered",
        cashTaka: 900,
        chargeTaka: 60,
      },
    });
    expect(readPathaoWebhook(delivered.body)).toMatchObject({
      kind: "event",
      event: { courier: "pathao", consignmentId: booked.consignmentId, state: "delivered", cashTaka: 900 },
    });
    const paid = await json<Callback>(`${pathaoUrl}/__callback`, {
      consignment: booked.consignmentId,
      event: "order.paid",
      invoice_id: `${run}-payout`,
    });
    expect(readPathaoWebhook(paid.body)).toMatchObject({
      event: { payout: { id: `${run}-payout`, paidTaka: 840 } },
    });
  });
});

describe("RedX through its adapter", () => {
  it("books the mapped area with the cash, refuses an area or district it lacks without sending it", async () => {
    const dhanmondi = parcel(places.dhanmondi, 1100);
    const kamrangirchar = parcel(places.kamrangirchar);
    const kaptai = parcel(places.kaptai);
    const bookings = await book("redx", [dhanmondi, kamrangirchar, kaptai]);
    expect(bookings.map((booking) => booking.ok === false && booking.reason)).toEqual([false, "unmapped", "unmapped"]);
    const sent = await sentTo(redxUrl, "merchant_invoice_id");
    expect(sent).toEqual([
      expect.objectContaining({
        merchant_invoice_id: dhanmondi.orderId,
        delivery_area_id: redxPlace(DHAKA, 1013)?.areaId,
        delivery_area: "Dhanmondi",
        cash_collection_amount: 1100,
        pickup_store_id: 5001,
      }),
    ]);
  });

  it("answers the status __callback set, and reads the webhook RedX sends", async () => {
    const [booked] = await book("redx", [parcel(places.dhanmondi, 500)]);
    if (!booked?.ok) throw new Error("not booked");
    const returned = await json<Callback>(`${redxUrl}/__callback`, {
      consignment: booked.consignmentId,
      event: "returned",
      reason: "Customer refused",
    });
    expect(await adapter("redx").status(booked.consignmentId)).toMatchObject({
      ok: true,
      status: { state: "returned", courierStatus: "returned", chargeTaka: 60 },
    });
    expect(readRedxWebhook(returned.body)).toMatchObject({
      courier: "redx",
      consignmentId: booked.consignmentId,
      state: "returned",
      message: "Package returned to the merchant: Customer refused",
    });
  });
});
