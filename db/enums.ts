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
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Why a payment is a mismatch the admin settles (payments.problem). */
export const PAYMENT_PROBLEMS = ["short", "other-sender", "order-closed"] as const;
export type PaymentProblem = (typeof PAYMENT_PROBLEMS)[number];

/** How the cash a courier reported for a delivery differs from what it was to collect (orders.cash_issue). */
export const CASH_ISSUES = ["short", "excess"] as const;
/** The couriers the shop books through their APIs (issue 51), by the id used in URLs, settings and the API. */
export const COURIER_IDS = ["steadfast", "pathao", "redx"] as const;
export type CourierId = (typeof COURIER_IDS)[number];
export type CashIssue = (typeof CASH_ISSUES)[number];

/** The mobile wallets shoppers send money with (app/domain/payments/wallets.ts gives their rules). */
export const WALLETS = ["bKash", "Nagad", "Rocket"] as const;
export type Wallet = (typeof WALLETS)[number];

/** How an order is paid: by a wallet before it ships, or in cash to the courier (COD). */
export const PAYMENT_METHODS = [...WALLETS, "COD"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What a zone asks in advance of a cash-on-delivery order: nothing, its delivery charge, or everything. */
export const COD_ADVANCES = ["none", "delivery", "full"] as const;
export type CodAdvance = (typeof COD_ADVANCES)[number];

/** What the merchant does with the money of a paid order that came back (orders.return_settlement). */
export const RETURN_SETTLEMENTS = ["refund", "refund-less-delivery", "ship-again"] as const;
export type ReturnSettlement = (typeof RETURN_SETTLEMENTS)[number];

/** The languages a shopper's messages are written in (orders.language). */
export const LANGUAGES = ["en", "bn"] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * What a notification tells (notifications.event): an order's moves, to its shopper; a new order, a payment that
 * does not match, (as `cancelled`) a shopper's cancellation, and a courier's report to check (`courier-issue`: cash
 * short or in excess, a status the order could not take; issue 46), to the merchant; and account messages: an
 * address's link (`verify-email`, `password-reset`) and a mobile number's code (`phone-code`, issue 50).
 */
export const NOTIFICATION_EVENTS = [
  "placed",
  "confirmed",
  "rejected",
  "shipped",
  "delivered",
  "cancelled",
  "returned",
  "new-order",
  "payment-mismatch",
  "verify-email",
  "courier-issue",
  "password-reset",
  "payment-link",
  "phone-code",
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const NOTIFICATION_CHANNELS = ["sms", "email"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * queued (waiting for its first or next attempt), sent (the provider took it), failed (given up on), suppressed
 * (written but never sent: a limit was reached or the address is not verified, decision 044).
 */
export const NOTIFICATION_STATUSES = ["queued", "sent", "failed", "suppressed"] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/**
 * Why a message was suppressed: SMS_PER_NUMBER_DAY SMS a shopper's actions sent to that number in 24 hours,
 * SMS_PER_ACCOUNT_DAY that one account's actions sent, or an order email to an address nobody verified.
 */
export const NOTIFICATION_SUPPRESSIONS = ["sms-per-number", "sms-per-account", "unverified-email"] as const;
export type NotificationSuppression = (typeof NOTIFICATION_SUPPRESSIONS)[number];

/** What an admin's call to a cash-on-delivery customer came to (issue 49; order_events.call). */
export const CALL_OUTCOMES = ["confirmed", "no-answer", "fake"] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/**
 * Where an order came from (issue 50): the website, or a channel the merchant took it through and typed it in at the
 * order desk.
 */
export const ORDER_CHANNELS = ["web", "facebook", "messenger", "whatsapp", "instagram", "phone", "walk-in"] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/** What a code sent to a mobile number proves (issue 50): the owner signs in with it, or adds it to their account. */
export const PHONE_CODE_PURPOSES = ["sign-in", "add-phone"] as const;
export type PhoneCodePurpose = (typeof PHONE_CODE_PURPOSES)[number];
