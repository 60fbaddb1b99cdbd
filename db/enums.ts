/**
 * The values of the schema's enum columns, in a module of their own so screens can read them without loading
 * drizzle. app/domain/orders/status.ts gives them their meaning (the allowed moves).
 */
export const ORDER_STATUSES = [
  "pending",
  "confirmed",
  "shipped",
  "delivered",
  "returned",
  "rejected",
  "cancelled",
] as const;

/** Why a payment is a mismatch the admin settles (payments.problem). */
export const PAYMENT_PROBLEMS = ["short", "other-sender", "order-closed"] as const;
export type PaymentProblem = (typeof PAYMENT_PROBLEMS)[number];

/** The mobile wallets shoppers send money with (app/domain/payments/wallets.ts gives their rules). */
export const WALLETS = ["bKash", "Nagad", "Rocket"] as const;
export type Wallet = (typeof WALLETS)[number];

/** How an order is paid: by a wallet before it ships, or in cash to the courier (COD). */
export const PAYMENT_METHODS = [...WALLETS, "COD"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What a zone asks in advance of a cash-on-delivery order: nothing, its delivery charge, or everything. */
export const COD_ADVANCES = ["none", "delivery", "full"] as const;
export type CodAdvance = (typeof COD_ADVANCES)[number];
