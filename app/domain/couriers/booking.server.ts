/**
 * Booking confirmed orders with a courier from Manage Order (issue 26; any courier since issue 51). The orders are
 * claimed first (one UPDATE: confirmed, not booked, no booking under way), so two admins booking at once never send
 * one order twice. Each claimed order goes to the courier chosen, or else to its delivery zone's courier, or else to
 * the first courier set up; each courier gets its parcels in calls of its own size, the merchant order id being the
 * order id (couriers refuse one they already have). Each booked order moves to shipped (the courier's name, its
 * tracking code, the consignment id and the courier's charge kept) through the order lifecycle, which writes its
 * timeline event and the shopper's messages. An order the courier refused, or whose place it has no match for,
 * stays confirmed with the reason in its result; so does one the courier answered with a consignment id another
 * order already has with it (the unique index refuses it), and the rest of the batch still books. While a claim
 * stands, no other move lands on the order (a cancel gets 409, decision 043): a booking and a cancel cannot cross.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { orderLines, orders, type Order } from "@db/schema.ts";
import { inList, type Database } from "../database.ts";
import { constraintFailure, failedUnique } from "../constraints.ts";
import { BOOKING_TIMEOUT_MS, moveFrom, noBookingUnderWay, type LifecycleDeps } from "../orders/lifecycle.server.ts";
import type { OrderActor } from "../orders/status.ts";
import { localMobile } from "../phone.ts";
import { courierOfPlace } from "../delivery/zones.server.ts";
import { COURIER_IDS, COURIER_NAMES, type CourierAdapter, type CourierId, type CourierParcel } from "./courier.ts";
import { codTaka, parcelNote } from "./parcel.ts";
import { STEADFAST_COURIER } from "./steadfast.ts";

export { BOOKING_TIMEOUT_MS, STEADFAST_COURIER };
/** Orders one request may book. */
export const MAX_BOOKING_ORDERS = 500;
/** What a parcel weighs when the shop does not know better (kg): what couriers charge their first step for. */
export const PARCEL_WEIGHT_KG = 0.5;

/** The couriers set up (their keys given), by id. */
export type CourierAdapters = Partial<Record<CourierId, CourierAdapter>>;

export type BookingFailure =
  /** No such order. */
  | "not-found"
  /** Not confirmed (still pending, or already shipped, delivered, cancelled...). */
  | "not-confirmed"
  /** Cash on delivery still waiting for the shop's call (issue 49): confirm it first. */
  | "call-first"
  /** Another booking of it is under way. */
  | "in-progress"
  /** It has no delivery address (placed before addresses existed) or a mobile a courier cannot take. */
  | "no-address"
  /** The courier refused it (the reason is in `error`). */
  | "refused"
  /** The courier has no place matching its district or area (the place in `error`): choose another courier. */
  | "unmapped"
  /** No courier is set up to book it with. */
  | "no-courier"
  /** The courier could not be reached or failed as a whole (the reason is in `error`). */
  | "unavailable"
  /** Booked, but the order changed meanwhile (cancelled by someone): cancel the parcel in the portal. */
  | "changed"
  /**
   * The courier answered with a consignment id another order already has with it (the shop keeps each once):
   * nothing was written, the order stays confirmed (its id in `consignmentId`).
   */
  | "duplicate-consignment";

export type BookingResult =
  | { orderId: string; ok: true; courier: CourierId; consignmentId: string; trackingCode: string }
  | {
      orderId: string;
      ok: false;
      reason: BookingFailure;
      courier?: CourierId;
      error?: string;
      consignmentId?: string;
    };

/** The parcel a courier gets for an order, or null when none can take one (no address, a mobile it refuses). */
export function parcelOf(order: Order, items = 1): CourierParcel | null {
  const phone = localMobile(order.mobile);
  if (!phone || !order.addressLine) return null;
  return {
    orderId: order.id,
    reference: order.reference,
    recipientName: order.customerName.trim().slice(0, 100),
    recipientPhone: phone,
    addressLine: order.addressLine,
    area: order.addressArea,
    district: order.addressDistrict,
    districtId: order.addressDistrictId,
    areaId: order.addressAreaId,
    codTaka: codTaka(order),
    valueTaka: order.totalTaka,
    items: Math.max(1, items),
    weightKg: PARCEL_WEIGHT_KG,
    note: parcelNote(order).slice(0, 200),
  };
}

/**
 * Books `orderIds` (at most MAX_BOOKING_ORDERS) with `options.courier`, or each with its zone's courier, or the first
 * set up of `adapters`. One result per order, in order.
 */
export async function bookWithCouriers(
  db: Database,
  deps: LifecycleDeps,
  adapters: CourierAdapters,
  actor: OrderActor,
  orderIds: readonly string[],
  options: { courier?: CourierId | null; now?: Date } = {},
): Promise<BookingResult[]> {
  const ids = [...new Set(orderIds)].slice(0, MAX_BOOKING_ORDERS);
  if (ids.length === 0) return [];
  const now = options.now ?? new Date();
  const claimed = await db
    .update(orders)
    .set({ bookingStartedAt: now })
    .where(
      and(inList(orders.id, ids), eq(orders.status, "confirmed"), isNull(orders.consignmentId), noBookingUnderWay(now)),
    )
    .returning();
  const results = new Map<string, BookingResult>();
  const claimedIds = new Set(claimed.map((order) => order.id));
  const others = ids.filter((id) => !claimedIds.has(id));
  if (others.length > 0) {
    const found = await db
      .select({
        id: orders.id,
        status: orders.status,
        consignmentId: orders.consignmentId,
        paymentMethod: orders.paymentMethod,
      })
      .from(orders)
      .where(inList(orders.id, others));
    for (const id of others) {
      const row = found.find((candidate) => candidate.id === id);
      const reason: BookingFailure = !row
        ? "not-found"
        : row.status === "confirmed" && row.consignmentId === null
          ? "in-progress"
          : row.status === "pending" && row.paymentMethod === "COD"
            ? "call-first"
            : "not-confirmed";
      results.set(id, { orderId: id, ok: false, reason });
    }
  }

  const ours = eq(orders.bookingStartedAt, now);
  const release = (orderIdsToRelease: string[]) =>
    orderIdsToRelease.length === 0
      ? Promise.resolve()
      : db
          .update(orders)
          .set({ bookingStartedAt: null })
          .where(and(inList(orders.id, orderIdsToRelease), ours))
          .then(() => undefined);

  const items = await unitsOf(
    db,
    claimed.map((order) => order.id),
  );
  const firstSetUp = COURIER_IDS.find((id) => adapters[id] !== undefined) ?? null;
  const zoneCourier = options.courier ? null : await courierOfPlace(db);
  const groups = new Map<CourierId, { order: Order; parcel: CourierParcel }[]>();
  const unsendable: string[] = [];
  for (const order of claimed) {
    const parcel = parcelOf(order, items.get(order.id));
    const wanted =
      options.courier ?? zoneCourier?.({ districtId: order.addressDistrictId, areaId: order.addressAreaId }) ?? null;
    const courier = wanted && adapters[wanted] ? wanted : options.courier ? null : firstSetUp;
    if (!parcel || !courier) {
      unsendable.push(order.id);
      results.set(order.id, { orderId: order.id, ok: false, reason: parcel ? "no-courier" : "no-address" });
      continue;
    }
    const group = groups.get(courier) ?? [];
    group.push({ order, parcel });
    groups.set(courier, group);
  }
  await release(unsendable);

  for (const [courier, sendable] of groups) {
    const adapter = adapters[courier]!;
    for (let start = 0; start < sendable.length; start += adapter.bulkLimit) {
      const batch = sendable.slice(start, start + adapter.bulkLimit);
      const answer = await adapter.book(batch.map(({ parcel }) => parcel));
      if (!answer.ok) {
        await release(batch.map(({ order }) => order.id));
        for (const { order } of batch)
          results.set(order.id, { orderId: order.id, ok: false, reason: "unavailable", courier, error: answer.error });
        continue;
      }
      const refused: string[] = [];
      for (const [index, booking] of answer.bookings.entries()) {
        const { order } = batch[index]!;
        if (!booking.ok) {
          refused.push(order.id);
          results.set(order.id, {
            orderId: order.id,
            ok: false,
            reason: booking.reason,
            courier,
            error: booking.error,
          });
          continue;
        }
        const duplicate = () => {
          refused.push(order.id);
          results.set(order.id, {
            orderId: order.id,
            ok: false,
            reason: "duplicate-consignment",
            courier,
            consignmentId: booking.consignmentId,
          });
        };
        const charge = booking.chargeTaka === null ? {} : { courierChargeTaka: booking.chargeTaka };
        let moved: Awaited<ReturnType<typeof moveFrom>>;
        try {
          moved = await moveFrom(
            db,
            deps,
            actor,
            order,
            {
              status: "shipped",
              courier: COURIER_NAMES[courier],
              trackingNumber: booking.trackingCode,
              consignmentId: booking.consignmentId,
            },
            now,
            ours,
            // The booking's own move: the one allowed while its claim stands.
            { booking: now, set: charge },
          );
        } catch (error) {
          // The unique index refused the id (the move's batch wrote nothing): this order's failure, not the booking's.
          if (!isConsignmentTaken(error)) throw error;
          duplicate();
          continue;
        }
        if (moved.ok) {
          results.set(order.id, {
            orderId: order.id,
            ok: true,
            courier,
            consignmentId: booking.consignmentId,
            trackingCode: booking.trackingCode,
          });
        } else {
          // The parcel exists at the courier: keep its id on the order, so a retry skips it and the webhook finds it.
          try {
            await db
              .update(orders)
              .set({
                courier: COURIER_NAMES[courier],
                consignmentId: booking.consignmentId,
                bookingStartedAt: null,
                ...charge,
              })
              .where(and(eq(orders.id, order.id), ours));
          } catch (error) {
            if (!isConsignmentTaken(error)) throw error;
            duplicate();
            continue;
          }
          results.set(order.id, { orderId: order.id, ok: false, reason: "changed", courier });
        }
      }
      await release(refused);
    }
  }
  return ids.map((id) => results.get(id)!);
}

/** Units per order (what a courier is told the parcel holds). */
async function unitsOf(db: Database, orderIds: string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderLines.orderId, units: sql<number>`sum(${orderLines.quantity})` })
    .from(orderLines)
    .where(inList(orderLines.orderId, orderIds))
    .groupBy(orderLines.orderId);
  return new Map(rows.map((row) => [row.orderId, Number(row.units)]));
}

/** Whether a write failed on `orders_courier_consignment_unique`: the courier gave this id to another order. */
function isConsignmentTaken(error: unknown): boolean {
  return failedUnique(constraintFailure(error), "orders.consignment_id");
}
