import { DEFAULT_PAYMENT_HOURS } from "../payments/terms.ts";

/**
 * The limits that keep orders honest (issue 21, decision 021), as the Worker's vars set them. Pure: the configuration
 * (app/server/config.ts, decision 048) reads the vars once, and callers hand the limits in.
 */
export interface OrderLimits {
  /** MAX_PENDING_ORDERS: orders an account may have waiting for their payment at once (default 5). */
  maxPendingOrders: number;
  /** FLASH_LIMIT_PER_SHOPPER: units of each flash-sale product one account may buy (default 2). */
  flashLimitPerShopper: number;
  /** FLASH_PAYMENT_MINUTES: how long an unpaid order with flash-sale lines holds its units (default 15). */
  flashPaymentMinutes: number;
  /** ORDER_PAYMENT_HOURS: how long any other unpaid order holds its stock (default 24). */
  paymentHours: number;
  /**
   * MAX_UNITS_PER_PRODUCT: units of one product an account may hold across its orders waiting (pending) at once
   * (default 10, issue 46): stock nobody pays for stays within reach of everyone else.
   */
  maxUnitsPerProduct: number;
  /**
   * COD_CONFIRM_HOURS: how long a cash-on-delivery order with nothing paid first waits for the shop's confirmation
   * before the cron cancels it and restores its stock (default 48, issue 47).
   */
  codConfirmHours: number;
}

export const DEFAULT_ORDER_LIMITS: OrderLimits = {
  maxPendingOrders: 5,
  flashLimitPerShopper: 2,
  flashPaymentMinutes: 15,
  paymentHours: DEFAULT_PAYMENT_HOURS,
  maxUnitsPerProduct: 10,
  codConfirmHours: 48,
};

/** How long an order placed now may wait for its payment, in milliseconds: a flash-sale order much less. */
export function paymentWindowMs(limits: OrderLimits, hasFlashLines: boolean): number {
  return hasFlashLines ? limits.flashPaymentMinutes * 60_000 : limits.paymentHours * 3_600_000;
}

/**
 * How long an order placed now waits before the cron cancels it, in milliseconds: for money (`paymentWindowMs`), or,
 * for cash on delivery with nothing to pay first, for the shop's confirmation (COD_CONFIRM_HOURS).
 */
export function waitWindowMs(limits: OrderLimits, order: { awaitsMoney: boolean; hasFlashLines: boolean }): number {
  return order.awaitsMoney ? paymentWindowMs(limits, order.hasFlashLines) : limits.codConfirmHours * 3_600_000;
}
