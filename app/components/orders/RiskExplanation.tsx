import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import type { RiskDecision } from "~/domain/customers/risk.ts";

/**
 * Why the order was treated as it was (issue 49), for the admin: "Advance asked: 3 of 4 parcels returned (this
 * shop); Steadfast 2 of 10 delivered".
 */
export function riskExplanation(decision: RiskDecision): string {
  const texts = fulfilmentCopy.decision;
  const reasons = [
    ...(decision.shop ? [texts.shop(decision.shop.returned, decision.shop.parcels)] : []),
    ...(decision.courier
      ? [texts.courier(decision.courier.courier, decision.courier.delivered, decision.courier.total)]
      : []),
  ];
  return texts.line(texts.action[decision.action], reasons);
}

export function RiskExplanation({ decision }: { decision: RiskDecision }) {
  return (
    <p data-risk-decision={decision.action}>
      <strong>{fulfilmentCopy.decision.heading}</strong>: {riskExplanation(decision)}
    </p>
  );
}
