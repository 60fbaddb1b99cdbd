/**
 * What the screens show of a customer (issue 49): the badge on Manage Order's rows and the order page. Plain data,
 * framework-free; the record itself is in records.server.ts.
 */
import type { CustomerRecord } from "./records.server.ts";

export interface CustomerBadgeView {
  phone: string;
  orders: number;
  delivered: number;
  returned: number;
  /** The courier's score of the number; null while none is known. */
  courier: { courier: string; delivered: number; total: number } | null;
}

export function toCustomerBadgeView(record: CustomerRecord): CustomerBadgeView {
  return {
    phone: record.phone,
    orders: record.orders,
    delivered: record.delivered,
    returned: record.returned,
    courier: record.courier
      ? { courier: record.courier.courier, delivered: record.courier.delivered, total: record.courier.total }
      : null,
  };
}
