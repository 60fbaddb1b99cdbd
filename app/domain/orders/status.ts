/**
 * An order's life, as a table both the server (which enforces it) and the screens (which offer only allowed
 * actions) read. pending -> confirmed -> shipped -> delivered; shipped -> returned (the courier brought the parcel
 * back); pending -> rejected; pending or confirmed -> cancelled. Nothing else moves; delivered, returned, rejected
 * and cancelled are final.
 */
import { ORDER_STATUSES, type OrderStatus } from "@db/enums.ts";

export { ORDER_STATUSES, type OrderStatus };

export const ORDER_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ["confirmed", "rejected", "cancelled"],
  confirmed: ["shipped", "cancelled"],
  shipped: ["delivered", "returned"],
  delivered: [],
  returned: [],
  rejected: [],
  cancelled: [],
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_MOVES[from].includes(to);
}

/** Delivered, returned, rejected and cancelled: nothing moves the order any more. */
export function isFinal(status: OrderStatus): boolean {
  return ORDER_MOVES[status].length === 0;
}

/** Who changed an order: an admin (by email), its shopper, or the shop itself (the cron, a matched payment). */
export type OrderActor = { admin: string } | "shopper" | "system";

/** The timeline's `by`. */
export function actorName(actor: OrderActor): string {
  return typeof actor === "string" ? actor : actor.admin;
}

/** A shopper may cancel their own order only before its payment is verified; an admin until it ships. */
export function canCancel(status: OrderStatus, role: "shopper" | "admin"): boolean {
  return role === "admin" ? canMove(status, "cancelled") : status === "pending";
}

/** The statuses that still hold stock (everything but returned, rejected and cancelled). */
export function holdsStock(status: OrderStatus): boolean {
  return status !== "returned" && status !== "rejected" && status !== "cancelled";
}

/** A move the timeline must say why of: a rejected payment, a parcel that came back. */
export function needsReason(to: OrderStatus): boolean {
  return to === "rejected" || to === "returned";
}
