/** What an order's move tells its shopper (and, for a shopper's cancellation, the merchant). Pure. */
import type { OrderActor, OrderStatus } from "../orders/status.ts";
import type { OrderNews } from "./templates.ts";

export function newsOfMove(
  actor: OrderActor,
  to: OrderStatus,
  change: {
    note?: string | null;
    courier?: string | null;
    trackingNumber?: string | null;
    /** Cash on delivery with nothing paid first: the shop's expiry means it was never confirmed (issue 47). */
    unconfirmedCod?: boolean;
  },
): OrderNews | null {
  const note = change.note?.trim() || null;
  switch (to) {
    case "confirmed":
    case "delivered":
      return { event: to };
    case "rejected":
    case "returned":
      return { event: to, reason: note ?? "" };
    case "shipped":
      return {
        event: "shipped",
        courier: change.courier?.trim() ?? "",
        trackingNumber: change.trackingNumber?.trim() ?? "",
      };
    case "cancelled":
      return actor === "shopper"
        ? { event: "cancelled", by: "you", reason: null }
        : actor === "system"
          ? { event: "cancelled", by: change.unconfirmedCod ? "unconfirmed" : "unpaid", reason: null }
          : { event: "cancelled", by: "shop", reason: note };
    case "pending":
      return null;
  }
}
