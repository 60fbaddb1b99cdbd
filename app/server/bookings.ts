/**
 * Courier booking over HTTP (issue 26): the same for `POST /api/orders/book` and Manage Order's action. The
 * Steadfast account comes from the Worker's secrets; without them, the answer says how to set them.
 */
import type { RouterContextProvider } from "react-router";
import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import { bookWithSteadfast, type BookingResult } from "~/domain/couriers/booking.server.ts";
import type { SessionUser } from "~/domain/accounts/types.ts";
import { getConfig, getDatabase, getOrderDeps } from "./context.ts";

/**
 * One order's booking on the wire: `{ orderId, ok, trackingNumber?, consignmentId?, error? }`; the tracking number
 * is Steadfast's tracking code.
 */
export type ApiBookingResult =
  | { orderId: string; ok: true; trackingNumber: string; consignmentId: string }
  | { orderId: string; ok: false; error: string };

export function toApiBookingResult(result: BookingResult): ApiBookingResult {
  if (result.ok)
    return {
      orderId: result.orderId,
      ok: true,
      trackingNumber: result.trackingCode,
      consignmentId: result.consignmentId,
    };
  const message =
    result.reason === "duplicate-consignment" && result.consignmentId
      ? fulfilmentCopy.consignmentTaken(result.consignmentId)
      : fulfilmentCopy.failures[result.reason];
  return {
    orderId: result.orderId,
    ok: false,
    error: result.error ? fulfilmentCopy.failureWithReason(message, result.error) : message,
  };
}

export type BookingAnswer = { ok: true; results: ApiBookingResult[] } | { ok: false; status: 503; error: string };

export async function bookOrders(
  context: Pick<RouterContextProvider, "get">,
  admin: SessionUser,
  orderIds: string[],
): Promise<BookingAnswer> {
  const steadfast = getConfig(context).couriers.steadfast;
  if (!steadfast) return { ok: false, status: 503, error: fulfilmentCopy.notConnected };
  const results = await bookWithSteadfast(
    getDatabase(context),
    getOrderDeps(context),
    steadfast,
    { admin: admin.email },
    orderIds,
  );
  return { ok: true, results: results.map(toApiBookingResult) };
}
