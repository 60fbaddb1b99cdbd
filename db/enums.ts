/**
 * The values of the schema's enum columns, in a module of their own so screens can read them without loading
 * drizzle. app/domain/orders/status.ts gives them their meaning (the allowed moves).
 */
export const ORDER_STATUSES = ["pending", "confirmed", "shipped", "delivered", "rejected", "cancelled"] as const;

/** Why a payment is a mismatch the admin settles (payments.problem). */
export const PAYMENT_PROBLEMS = ["short", "other-sender", "order-closed"] as const;
export type PaymentProblem = (typeof PAYMENT_PROBLEMS)[number];
