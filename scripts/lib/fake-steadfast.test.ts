/**
 * The fake Steadfast's consignment ids stay unique across restarts (issue 45): `npm start` run again on the same
 * local state must not be answered with an id the shop already keeps on another order.
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { CourierParcel } from "../../app/domain/couriers/courier.ts";
import { steadfastAdapter } from "../../app/domain/couriers/steadfast.ts";
import { startFakeSteadfast } from "./fake-steadfast.ts";

const parcel = (invoice: string) => ({
  invoice,
  recipient_name: "Karim Ahmed",
  recipient_phone: "01712345678",
  recipient_address: "House 12, Road 5, Dhanmondi, Dhaka",
  cod_amount: 500,
  note: null,
});

type Booked = { consignment_id: number; tracking_code: string; status: string };

/** Books `count` parcels with a fake started for it, then stops that fake. */
async function bookWithFreshFake(count: number, prefix: string): Promise<Booked[]> {
  const fake = await startFakeSteadfast();
  try {
    const response = await fetch(`${fake.url}/api/v1/create_order/bulk-order`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Api-Key": "key", "Secret-Key": "secret" },
      body: JSON.stringify({ data: Array.from({ length: count }, (_, index) => parcel(`${prefix}-${index}`)) }),
    });
    return ((await response.json()) as { data: Booked[] }).data;
  } finally {
    await fake.close();
  }
}

/** What a fake started in a new Node process (as `npm start` starts it) hands out for three parcels. */
function bookInAnotherProcess(prefix: string): Booked[] {
  const module = fileURLToPath(new URL("./fake-steadfast.ts", import.meta.url));
  const script = `
    const { startFakeSteadfast } = await import(${JSON.stringify(module)});
    const fake = await startFakeSteadfast();
    const data = [0, 1, 2].map((index) => (${parcel.toString()})(${JSON.stringify(prefix)} + "-" + index));
    const response = await fetch(fake.url + "/api/v1/create_order/bulk-order", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Api-Key": "key", "Secret-Key": "secret" },
      body: JSON.stringify({ data }),
    });
    console.log(JSON.stringify((await response.json()).data));
    await fake.close();
  `;
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
  return JSON.parse(output.trim().split("\n").at(-1)!) as Booked[];
}

describe("the fake Steadfast's ids", () => {
  it("differ between two fakes started one after another", async () => {
    const first = await bookWithFreshFake(3, "first");
    const second = await bookWithFreshFake(3, "second");
    expect([...first, ...second].every((booked) => booked.status === "success")).toBe(true);
    const ids = [...first, ...second].map((booked) => booked.consignment_id);
    expect(new Set(ids).size).toBe(6);
    expect(ids.every(Number.isSafeInteger)).toBe(true);
    expect(new Set([...first, ...second].map((booked) => booked.tracking_code)).size).toBe(6);
    // Later ones are larger.
    expect(Math.min(...second.map((booked) => booked.consignment_id))).toBeGreaterThan(
      Math.max(...first.map((booked) => booked.consignment_id)),
    );
  });

  it("differ between a fake and the one a restarted process starts", () => {
    const before = bookInAnotherProcess("before");
    const after = bookInAnotherProcess("after");
    const ids = [...before, ...after].map((booked) => booked.consignment_id);
    expect(new Set(ids).size).toBe(6);
    expect(new Set([...before, ...after].map((booked) => booked.tracking_code)).size).toBe(6);
  });
});

describe("the Steadfast adapter on its fake", () => {
  const courierParcel = (orderId: string, phone = "01712345678"): CourierParcel => ({
    orderId,
    reference: orderId.toUpperCase(),
    recipientName: "Karim Ahmed",
    recipientPhone: phone,
    addressLine: "House 12, Road 5",
    area: "Dhanmondi",
    district: "Dhaka",
    districtId: 1,
    areaId: 1,
    codTaka: 750,
    valueTaka: 800,
    items: 2,
    weightKg: 0.5,
    note: `Ref ${orderId.toUpperCase()}.`,
  });

  it("books unchanged on the wire, refuses per parcel and answers each parcel's status", async () => {
    const fake = await startFakeSteadfast();
    try {
      const adapter = steadfastAdapter({ baseUrl: `${fake.url}/api/v1`, apiKey: "key", secretKey: "secret" });
      expect(adapter).toMatchObject({ id: "steadfast", bulkLimit: 500 });
      const answer = await adapter.book([courierParcel("sf-a"), courierParcel("sf-b", "0171")]);
      expect(fake.sent).toEqual([
        {
          invoice: "sf-a",
          recipient_name: "Karim Ahmed",
          recipient_phone: "01712345678",
          recipient_address: "House 12, Road 5, Dhanmondi, Dhaka",
          cod_amount: 750,
          note: "Ref SF-A.",
        },
        expect.objectContaining({ invoice: "sf-b", recipient_phone: "0171" }),
      ]);
      if (!answer.ok) throw new Error(answer.error);
      const [booked, refused] = answer.bookings;
      expect(booked).toMatchObject({ orderId: "sf-a", ok: true, chargeTaka: null });
      expect(refused).toEqual({
        orderId: "sf-b",
        ok: false,
        reason: "refused",
        error: "The recipient phone must be 11 digits.",
      });
      if (!booked?.ok) throw new Error("not booked");
      expect(booked.trackingCode).toBe(fake.parcels[0]?.tracking_code);

      expect(await adapter.status(booked.consignmentId)).toEqual({
        ok: true,
        status: {
          consignmentId: booked.consignmentId,
          state: "moving",
          courierStatus: "in_review",
          cashTaka: null,
          chargeTaka: null,
        },
      });
      for (const [word, state] of [
        ["delivered", "delivered"],
        ["partial_delivered", "partial"],
        ["cancelled", "returned"],
        ["hold", "moving"],
      ] as const) {
        await fetch(`${fake.url}/api/v1/__status`, {
          method: "POST",
          body: JSON.stringify({ consignment_id: booked.consignmentId, status: word }),
        });
        const status = await adapter.status(booked.consignmentId);
        expect(status.ok && status.status.state).toBe(state);
      }
      expect(await adapter.status("1")).toMatchObject({ ok: false, status: 404 });
      const anonymous = await fetch(`${fake.url}/api/v1/status_by_cid/${booked.consignmentId}`);
      expect(anonymous.status).toBe(401);
    } finally {
      await fake.close();
    }
  });
});
