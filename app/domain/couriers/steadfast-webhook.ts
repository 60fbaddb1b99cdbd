/**
 * Steadfast's status callback read into the shop's words (issue 51): its body as `steadfastWebhookSchema` reads it
 * (app/schemas/courier.ts) becomes a `CourierEvent`. Pure.
 */
import { type CourierEvent, wholeTaka } from "./courier.ts";
import { steadfastState } from "./steadfast.ts";

/** Steadfast's callback as `steadfastWebhookSchema` gives it (taka as numbers). */
export interface SteadfastCallback {
  notificationType: "delivery_status" | "tracking_update";
  consignmentId: string;
  invoice: string | null;
  status: string | null;
  codAmount: number | null;
  deliveryCharge: number | null;
  trackingMessage: string | null;
  updatedAt: string | null;
}

export function steadfastEvent(callback: SteadfastCallback): CourierEvent {
  const delivery = callback.notificationType === "delivery_status";
  return {
    courier: "steadfast",
    consignmentId: callback.consignmentId,
    kind: callback.notificationType,
    courierStatus: callback.status,
    state: delivery ? steadfastState((callback.status ?? "").trim().toLowerCase()) : null,
    cashTaka: wholeTaka(callback.codAmount),
    chargeTaka: wholeTaka(callback.deliveryCharge),
    message: callback.trackingMessage,
    updatedAt: callback.updatedAt,
    payout: null,
  };
}
