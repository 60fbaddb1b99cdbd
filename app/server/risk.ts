/**
 * Customers and the COD risk rule between the Worker and the domain (issue 49): the refusals' answers, the customer
 * record's wire shape (`GET /api/customers/:phone`) and the risk settings' (`GET/PUT /api/risk/settings`).
 */
import { serverCopy } from "~/copy-server.ts";
import type { CustomerRecord } from "~/domain/customers/records.server.ts";
import type { RiskRefusal } from "~/domain/customers/risk.ts";
import { formatWholeTaka } from "~/format.ts";
import type { FailureAnswer } from "./failure-answer.ts";

/** What an order the phone's risk refused answers: 403 blocked, 429 too many this hour, 422 the advance or no COD. */
export function riskFailure(refusal: RiskRefusal): FailureAnswer {
  switch (refusal.kind) {
    case "blocked":
      return { status: 403, error: serverCopy.risk.blocked };
    case "cooldown":
      return { status: 429, error: serverCopy.risk.cooldown(refusal.limit) };
    case "advance":
      return {
        status: 422,
        error:
          refusal.decision.action === "advance-full"
            ? serverCopy.risk.advanceFull(formatWholeTaka(refusal.advanceTaka))
            : serverCopy.risk.advance(formatWholeTaka(refusal.advanceTaka)),
        field: "advance",
      };
    case "no-cod":
      return { status: 422, error: serverCopy.risk.noCod, field: "paymentMethod" };
  }
}

/** The `reason` an order refused by the phone's risk answers with, beside its `error`. */
export const RISK_REASONS: Record<RiskRefusal["kind"], string> = {
  blocked: "phone-blocked",
  cooldown: "phone-cooldown",
  advance: "risky-phone-advance",
  "no-cod": "risky-phone-no-cod",
};

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

/** What an order refused by the phone's risk answers beside its `error`: the `reason`, and the advance asked. */
export function riskExtra(refusal: RiskRefusal): Record<string, unknown> {
  return {
    reason: RISK_REASONS[refusal.kind],
    ...(refusal.kind === "advance" ? { advance: refusal.advanceTaka } : {}),
  };
}
