/**
 * Booking confirmed orders with Steadfast from Manage Order (issue 26). The orders are claimed first (one UPDATE:
 * confirmed, not booked, no booking under way), so two admins booking at once never send one order twice; the
 * claimed ones go to Steadfast in calls of at most 500, the invoice being the order id (Steadfast refuses an invoice
 * it already has); each booked order moves to shipped (courier "Steadfast", tracking number = tracking code, the
 * consignment id kept) through the order lifecycle, which writes its timeline event and the shopper's messages.
 * An order Steadfast refused stays confirmed, with the reason in its result; so does one Steadfast answered with a
 * consignment id another order already has (the unique index refuses it), and the rest of the batch still books.
 * While a claim stands, no other move lands on the order (a cancel gets 409, decision 043): a booking and a cancel
 * cannot cross, so a live parcel never hangs on a cancelled order.
 */
import { and, eq, isNull } from "drizzle-orm";
import { orders, type Order } from "@db/schema.ts";
import { inList, type Database } from "../database.ts";
import { constraintFailure, failedUnique } from "../constraints.ts";
import { BOOKING_TIMEOUT_MS, moveFrom, noBookingUnderWay, type LifecycleDeps } from "../orders/lifecycle.server.ts";
import type { OrderActor } from "../orders/status.ts";
import { localMobile } from "../phone.ts";
import { codTaka, parcelNote } from "./parcel.ts";
import {
  bookParcels,
  parcelAddress,
  STEADFAST_BULK_LIMIT,
  STEADFAST_COURIER,
  type SteadfastConfig,
  type SteadfastParcel,
} from "./steadfast.ts";

export { BOOKING_TIMEOUT_MS, STEADFAST_COURIER };
/** Orders one request may book. */
export const MAX_BOOKING_ORDERS = STEADFAST_BULK_LIMIT;

export type BookingFailure =
  /** No such order. */
  | "not-found"
  /** Not confirmed (still pending, or already shipped, delivered, cancelled...). */
  | "not-confirmed"
  /** Cash on delivery still waiting for the shop's call (issue 49): confirm it first. */
  | "call-first"
  /** Another booking of it is under way. */
  | "in-progress"
  /** It has no delivery address (placed before addresses existed) or a mobile Steadfast cannot take. */
  | "no-address"
  /** Steadfast refused it (the reason is in `error`). */
  | "refused"
  /** Steadfast could not be reached or failed as a whole (the reason is in `error`). */
  | "unavailable"
  /** Booked, but the order changed meanwhile (cancelled by someone): cancel the parcel in the portal. */
  | "changed"
  /**
   * Steadfast answered with a consignment id another order already has (the shop keeps each once): nothing was
   * written, the order stays confirmed (its id in `consignmentId`).
   */
  | "duplicate-consignment";

export type BookingResult =
  | { orderId: string; ok: true; consignmentId: string; trackingCode: string }
  | { orderId: string; ok: false; reason: BookingFailure; error?: string; consignmentId?: string };

/** The parcel Steadfast gets for an order, or null when it cannot take one (no address, a mobile it refuses). */
export function parcelOf(order: Order): SteadfastParcel | null {
  const phone = localMobile(order.mobile);
  if (!phone || !order.addressLine) return null;
  return {
    invoice: order.id,
    recipient_name: order.customerName.trim().slice(0, 100),
    recipient_phone: phone,
    recipient_address: parcelAddress(order.addressLine, order.addressArea, order.addressDistrict),
    cod_amount: codTaka(order),
    note: parcelNote(order).slice(0, 200),
  };
}

export async function bookWithSteadfast(
  db: Database,
  deps: LifecycleDeps,
  config: SteadfastConfig,
  actor: OrderActor,
  orderIds: readonly string[],
  options: { fetcher?: typeof fetch; now?: Date } = {},
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

  const sendable: { order: Order; parcel: SteadfastParcel }[] = [];
  const unsendable: string[] = [];
  for (const order of claimed) {
    const parcel = parcelOf(order);
    if (parcel) sendable.push({ order, parcel });
    else {
      unsendable.push(order.id);
      results.set(order.id, { orderId: order.id, ok: false, reason: "no-address" });
    }
  }
  await release(unsendable);

  for (let start = 0; start < sendable.length; start += STEADFAST_BULK_LIMIT) {
    const batch = sendable.slice(start, start + STEADFAST_BULK_LIMIT);
    const answer = await bookParcels(
      config,
      batch.map(({ parcel }) => parcel),
      options.fetcher,
    );
    if (!answer.ok) {
      await release(batch.map(({ order }) => order.id));
      for (const { order } of batch)
        results.set(order.id, { orderId: order.id, ok: false, reason: "unavailable", error: answer.error });
      continue;
    }
    const refused: string[] = [];
    for (const [index, booking] of answer.bookings.entries()) {
      const { order } = batch[index]!;
      if (!booking.ok) {
        refused.push(order.id);
        results.set(order.id, { orderId: order.id, ok: false, reason: "refused", error: booking.error });
        continue;
      }
      const duplicate = () => {
        refused.push(order.id);
        results.set(order.id, {
          orderId: order.id,
          ok: false,
          reason: "duplicate-consignment",
          consignmentId: booking.consignmentId,
        });
      };
      let moved: Awaited<ReturnType<typeof moveFrom>>;
      try {
        moved = await moveFrom(
          db,
          deps,
          actor,
          order,
          {
            status: "shipped",
            courier: STEADFAST_COURIER,
            trackingNumber: booking.trackingCode,
            consignmentId: booking.consignmentId,
          },
          now,
          ours,
          // The booking's own move: the one allowed while its claim stands.
          { booking: now },
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
          consignmentId: booking.consignmentId,
          trackingCode: booking.trackingCode,
        });
      } else {
        // The parcel exists at Steadfast: keep its id on the order, so a retry skips it and the webhook finds it.
        try {
          await db
            .update(orders)
            .set({ consignmentId: booking.consignmentId, bookingStartedAt: null })
            .where(and(eq(orders.id, order.id), ours));
        } catch (error) {
          if (!isConsignmentTaken(error)) throw error;
          duplicate();
          continue;
        }
        results.set(order.id, { orderId: order.id, ok: false, reason: "changed" });
      }
    }
    await release(refused);
  }
  return ids.map((id) => results.get(id)!);
}

/** Whether a write failed on `orders_consignment_unique`: the consignment id is another order's already. */
function isConsignmentTaken(error: unknown): boolean {
  return failedUnique(constraintFailure(error), "orders.consignment_id");
}
