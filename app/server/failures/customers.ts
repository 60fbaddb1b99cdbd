/**
 * Customers' failures as answers (`FailureAnswer`, issue 49): an order the phone's COD risk rule refused answers 403
 * blocked, 429 too many this hour, 422 the advance or no cash on delivery, with its `reason` beside the `error`; an
 * admin's call to an order not waiting for one answers 409.
 */
import { serverCopy } from "~/i18n/server.ts";
import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import type { CallFailure } from "~/domain/customers/calls.server.ts";
import type { RiskRefusal } from "~/domain/customers/risk.ts";
import { formatWholeTaka } from "~/format.ts";
import type { FailureAnswer } from "../failures.ts";

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

/** What an order refused by the phone's risk answers beside its `error`: the `reason`, and the advance asked. */
export function riskExtra(refusal: RiskRefusal): Record<string, unknown> {
  return {
    reason: RISK_REASONS[refusal.kind],
    ...(refusal.kind === "advance" ? { advance: refusal.advanceTaka } : {}),
  };
}

/** An admin's call to an order not (or no longer) waiting for one: 409. The order's own refusals are orderFailure's. */
export function callFailure(failure: CallFailure): FailureAnswer {
  switch (failure.reason) {
    case "not-awaiting-call":
      return { status: 409, error: fulfilmentCopy.calls.notPending };
  }
}
