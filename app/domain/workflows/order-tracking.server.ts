/**
 * Tracking an order without an account (issue 50; a workflow: it composes `orders`, whose timeline and lines it
 * reads, and `couriers`, whose tracking it shows). `/track` and `GET /api/track` ask here with a mobile number and
 * an order's number: the order is shown only when both are that order's, and a pair that is not answers the same
 * "not found" whichever half is wrong, so the page tells nobody whether a number or a reference exists. Lookups are
 * counted per client address (a reference has 40 bits, a phone is known: guessing is slowed, never helped).
 * Nothing is sent.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import { orders } from "@db/schema.ts";
import type { Database } from "../database.ts";
import { type AttemptLimit, takeAttempt } from "../rate-limit.server.ts";
import { trackingUrlOf } from "../couriers/courier.ts";
import { orderTracking } from "../couriers/tracking.server.ts";
import { orderTimeline } from "../orders/lifecycle.server.ts";
import { linesOf } from "../orders/placing.server.ts";
import { normaliseReference } from "../orders/reference.ts";
import type { TrackedOrderView } from "../orders/tracked.ts";
import { toOrderDetailView } from "../orders/views.ts";

/** Lookups per client address: plenty for a family checking its parcels, far too few to guess references. */
export const TRACK_LIMIT: AttemptLimit = { max: 30, windowMs: 10 * 60_000 };

export type TrackResult =
  | { ok: true; order: TrackedOrderView }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

/**
 * The order whose mobile number is `phone` (canonical, as `mobileNumber` makes it) and whose number is `reference`
 * (any case; Crockford's O for 0 and I or L for 1 read too), counted against `client`'s lookups (null where the
 * address is unknown, as locally: no limit applies).
 */
export async function trackOrder(
  db: Database,
  query: { phone: string; reference: string },
  client: string | null,
  now = Date.now(),
): Promise<TrackResult> {
  if (client) {
    const verdict = await takeAttempt(db, `track:ip:${client}`, TRACK_LIMIT, now);
    if (verdict.limited) return { ok: false, reason: "rate-limited", retryAfterSeconds: verdict.retryAfterSeconds };
  }
  const typed = query.reference.trim().toUpperCase();
  const keys = [...new Set([typed, normaliseReference(typed)])];
  // Both halves in one condition: a wrong phone and a wrong reference take the same path.
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.mobile, query.phone), inArray(orders.reference, keys)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (!order) return { ok: false, reason: "not-found" };
  const [lines, events, updates] = await Promise.all([
    linesOf(db, order.id),
    orderTimeline(db, order.id),
    orderTracking(db, order.id),
  ]);
  const view = toOrderDetailView({ order, lines, events, payment: null, confirmedBy: null });
  const address = view.address;
  return {
    ok: true,
    order: {
      reference: view.reference,
      status: view.status,
      createdAt: view.createdAt,
      paymentMethod: view.paymentMethod,
      trxWallet: view.trxWallet,
      currency: view.currency,
      subtotalCents: view.subtotalCents,
      shippingCents: view.shippingCents,
      deliveryCents: view.deliveryCents,
      totalCents: view.totalCents,
      taka: view.taka,
      amountDuePaisa: view.amountDuePaisa,
      collectTaka: view.collectTaka,
      deliveryZone: view.deliveryZone,
      // Items as the shopper's page lists them, without the SKU an admin sees.
      lines: view.lines.map((line) => ({ ...line, variant: line.variant ? { ...line.variant, sku: null } : null })),
      courier: view.courier,
      trackingNumber: view.trackingNumber,
      place: address
        ? { area: address.area, district: address.district, bnArea: address.bnArea, bnDistrict: address.bnDistrict }
        : null,
      // As the shopper's own page, the admins as the shop; the shop's calls to the customer stay the shop's.
      events: view.events
        .filter((event) => !event.call)
        .map((event) => ({ ...event, by: event.by === "shopper" ? "shopper" : "system" })),
      parcel: {
        trackingUrl: trackingUrlOf(order),
        partial: order.deliveryIssue === "partial",
        updates: updates.map((update) => ({
          id: update.id,
          at: update.receivedAt.toISOString(),
          status: update.status,
          message: update.message,
        })),
      },
    },
  };
}
