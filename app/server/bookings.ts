/**
 * Courier booking over HTTP (issue 26; any courier since issue 51): the same for `POST /api/orders/book` and Manage
 * Order's action. The couriers' accounts come from the Worker's secrets; a courier asked for without them, or no
 * courier at all, answers 503 and says which secrets to set.
 */
import type { RouterContextProvider } from "react-router";
import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import { bookWithCouriers, type BookingResult } from "~/domain/couriers/booking.server.ts";
import { courierTrackingUrl, type CourierId } from "~/domain/couriers/courier.ts";
import type { SessionUser } from "~/domain/accounts/types.ts";
import { COURIER_KEYS } from "./config.ts";
import { getDatabase, getOrderDeps } from "./context.ts";
import { courierAdaptersOf } from "./couriers.ts";

/**
 * One order's booking on the wire: `{ orderId, ok, courier?, trackingNumber?, consignmentId?, trackingUrl?, error? }`;
 * the tracking number is the courier's tracking code.
 */
export type ApiBookingResult =
  | {
      orderId: string;
      ok: true;
      courier: CourierId;
      trackingNumber: string;
      consignmentId: string;
      trackingUrl: string;
    }
  | { orderId: string; ok: false; courier?: CourierId; error: string };

export function toApiBookingResult(result: BookingResult): ApiBookingResult {
  if (result.ok)
    return {
      orderId: result.orderId,
      ok: true,
      courier: result.courier,
      trackingNumber: result.trackingCode,
      consignmentId: result.consignmentId,
      trackingUrl: courierTrackingUrl(result.courier, result.trackingCode),
    };
  const name = fulfilmentCopy.courierNames[result.courier ?? "steadfast"];
  const message =
    result.reason === "duplicate-consignment" && result.consignmentId
      ? fulfilmentCopy.consignmentTaken(result.consignmentId, name)
      : failureText(fulfilmentCopy.failures[result.reason], name);
  return {
    orderId: result.orderId,
    ok: false,
    ...(result.courier ? { courier: result.courier } : {}),
    error: result.error ? fulfilmentCopy.failureWithReason(message, result.error) : message,
  };
}

/** A failure's words: a sentence, or one that names the courier. */
function failureText(words: string | ((courier: string) => string), courier: string): string {
  return typeof words === "function" ? words(courier) : words;
}

export type BookingAnswer = { ok: true; results: ApiBookingResult[] } | { ok: false; status: 503; error: string };

/** Books `orderIds` with `courier`, or each with its zone's courier (null). */
export async function bookOrders(
  context: Pick<RouterContextProvider, "get">,
  admin: SessionUser,
  orderIds: string[],
  courier: CourierId | null = null,
): Promise<BookingAnswer> {
  const adapters = courierAdaptersOf(context);
  if (courier && !adapters[courier])
    return {
      ok: false,
      status: 503,
      error: fulfilmentCopy.courierNotConnected(fulfilmentCopy.courierNames[courier], COURIER_KEYS[courier]),
    };
  if (Object.keys(adapters).length === 0) return { ok: false, status: 503, error: fulfilmentCopy.notConnected };
  const results = await bookWithCouriers(
    getDatabase(context),
    getOrderDeps(context),
    adapters,
    { admin: admin.email },
    orderIds,
    { courier },
  );
  return { ok: true, results: results.map(toApiBookingResult) };
}
