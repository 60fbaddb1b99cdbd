import type { Order, Payment } from "@db/schema.ts";

/**
 * How the shop words what a payment did on its order's timeline. The server layer passes these in: the domain has
 * no copy.
 */
export interface PaymentNotes {
  /** The payment confirmed the order. */
  paid(payment: Payment, order: Order): string;
  /** The payment arrived after the shop had cancelled the unpaid order, and its stock was still there. */
  reinstated(payment: Payment, order: Order): string;
  /** An admin attached the payment to the order by hand (issue 46); follows what the payment did. */
  attached(admin: string): string;
}
