/**
 * A courier's webhook event that says a parcel was paid out (Pathao's `order.paid`, with its `invoice_id`), as the
 * payout of that one parcel to record (`recordPayout(db, courier, payout, "webhook")`, payouts.server.ts): the
 * courier sends one event per parcel of a payout, all with the payout's id, and each is merged into the one payout.
 * Pure.
 */
import type { CourierEvent } from "./courier.ts";
import type { PayoutToRecord } from "./payouts.server.ts";
import { payoutDay } from "./steadfast-payouts.ts";
import { shopDate } from "../time-zone.ts";

/**
 * The payout an event carries, or null when it carries none. Its day is the payout's (else the event's, else
 * today's in Bangladesh, `now`); the parcel's paid amount is the event's `paidTaka`, else the cash collected less
 * the charge.
 */
export function payoutOfEvent(event: CourierEvent, now: number = Date.now()): PayoutToRecord | null {
  const payout = event.payout;
  if (!payout || !payout.id.trim() || !event.consignmentId) return null;
  const charge = event.chargeTaka ?? 0;
  const paid = payout.paidTaka ?? (event.cashTaka === null ? null : event.cashTaka - charge);
  if (paid === null) return null;
  return {
    externalId: payout.id.trim(),
    paidOn: payoutDay(payout.date) ?? payoutDay(event.updatedAt) ?? shopDate(now),
    taka: paid,
    parcels: [
      { consignmentId: event.consignmentId, collectedTaka: event.cashTaka, chargeTaka: charge, paidTaka: paid },
    ],
  };
}
