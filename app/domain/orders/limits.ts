/**
 * The limits that keep orders honest (issue 21, decision 021), as the Worker's vars set them. Pure: the server
 * reads the vars and hands them in; anything unreadable falls back to the default, never throws.
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
  paymentHours: 24,
  maxUnitsPerProduct: 10,
  codConfirmHours: 48,
};

/** The Worker's vars the limits are read from (each optional: a missing one is its default). */
export type LimitVars = {
  MAX_PENDING_ORDERS?: string;
  FLASH_LIMIT_PER_SHOPPER?: string;
  FLASH_PAYMENT_MINUTES?: string;
  ORDER_PAYMENT_HOURS?: string;
  MAX_UNITS_PER_PRODUCT?: string;
  COD_CONFIRM_HOURS?: string;
};

function positive(value: string | undefined, fallback: number, whole: boolean): number {
  const number = Number((value ?? "").trim());
  if (!Number.isFinite(number) || number <= 0 || (whole && !Number.isInteger(number))) return fallback;
  return number;
}

export function readOrderLimits(vars: LimitVars): OrderLimits {
  return {
    maxPendingOrders: positive(vars.MAX_PENDING_ORDERS, DEFAULT_ORDER_LIMITS.maxPendingOrders, true),
    flashLimitPerShopper: positive(vars.FLASH_LIMIT_PER_SHOPPER, DEFAULT_ORDER_LIMITS.flashLimitPerShopper, true),
    flashPaymentMinutes: positive(vars.FLASH_PAYMENT_MINUTES, DEFAULT_ORDER_LIMITS.flashPaymentMinutes, false),
    paymentHours: readPaymentHours(vars),
    maxUnitsPerProduct: positive(vars.MAX_UNITS_PER_PRODUCT, DEFAULT_ORDER_LIMITS.maxUnitsPerProduct, true),
    codConfirmHours: positive(vars.COD_CONFIRM_HOURS, DEFAULT_ORDER_LIMITS.codConfirmHours, false),
  };
}

/** ORDER_PAYMENT_HOURS: how long a pending order waits for its payment before it is cancelled (24 when unreadable). */
export function readPaymentHours(vars: { ORDER_PAYMENT_HOURS?: string }): number {
  return positive(vars.ORDER_PAYMENT_HOURS, DEFAULT_ORDER_LIMITS.paymentHours, false);
}

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
