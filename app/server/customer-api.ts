/**
 * Customers between the Worker and the domain (issue 49): the customer record's wire shape
 * (`GET /api/customers/:phone`). The risk rule's refusals as answers are failures/customers.ts.
 */
import type { CustomerRecord } from "~/domain/customers/records.server.ts";

export interface ApiCustomer {
  phone: string;
  orders: number;
  delivered: number;
  returned: number;
  cancelled: number;
  rejected: number;
  lastOrderAt: string | null;
  /** The delivered orders' total, in decimal units of the shop's currency (as `totalPrice`). */
  spent: number;
  courier: { courier: string; delivered: number; total: number; checkedAt: string } | null;
}

export function toApiCustomer(record: CustomerRecord): ApiCustomer {
  return {
    phone: record.phone,
    orders: record.orders,
    delivered: record.delivered,
    returned: record.returned,
    cancelled: record.cancelled,
    rejected: record.rejected,
    lastOrderAt: record.lastOrderAt?.toISOString() ?? null,
    spent: record.spentCents / 100,
    courier: record.courier
      ? {
          courier: record.courier.courier,
          delivered: record.courier.delivered,
          total: record.courier.total,
          checkedAt: record.courier.checkedAt.toISOString(),
        }
      : null,
  };
}
