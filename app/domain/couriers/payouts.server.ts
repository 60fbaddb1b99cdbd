/**
 * The cash the couriers owe the shop (issue 51): their payouts recorded against the orders they paid, and the ledger
 * of every shipped cash-on-delivery order (what was to be collected, what the courier says it collected, its charge,
 * the payout that paid it and the difference). Payouts come from a courier's API (Steadfast's `/payments`, `api`),
 * its webhook (Pathao's `order.paid`, `webhook`) or an uploaded settlement sheet (`csv`). Amounts are whole taka.
 *
 * - A payout is one row per courier and its id: a second sighting of the same id (Pathao sends one `order.paid` per
 *   parcel, all with one invoice_id) adds its new parcels to it, and its `taka` is the sum of its parcels' `paid`.
 * - An order is paid out once: its first payout keeps it (`payout_items` is keyed by the order), so a replay, or the
 *   same parcel in another payout, changes nothing.
 * - A payout none of whose parcels is a known order of that courier is not recorded (`no-orders`): a later sync, or
 *   a sheet uploaded again once the orders are there, records it.
 * - Each paid order's `courier_charge_taka` becomes the payout's charge for it.
 */
import { and, asc, desc, eq, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { orderEvents, orders, payoutItems, payouts } from "@db/schema.ts";
import { inList, type Database } from "../database.ts";
import { DAY_MS } from "../time-zone.ts";
import {
  COURIER_IDS,
  COURIER_NAMES,
  type CourierId,
  courierIdOf,
  type CourierPayout,
  type PayoutParcel,
  type PayoutsAnswer,
} from "./courier.ts";

export type PayoutSource = "api" | "webhook" | "csv";

/** A parcel of a payout to record: by its consignment id, and for a sheet also its tracking number or invoice. */
export interface ParcelToRecord extends PayoutParcel {
  /** Sheets only: the shop's order id or reference. */
  invoice?: string | null;
}

export interface PayoutToRecord extends Omit<CourierPayout, "parcels"> {
  parcels: readonly ParcelToRecord[];
}

export type RecordPayoutResult =
  | {
      ok: true;
      /** The payout's row id (`payouts.id`). */
      payoutId: number;
      /** The orders its parcels are, each once, in the parcels' order. */
      matched: string[];
      /** The parcels no order of that courier is (their consignment id, or the invoice when there is none). */
      unknown: string[];
      /** Orders newly paid out by it (0: a replay; the others were paid already, by it or another payout). */
      added: number;
    }
  | { ok: false; reason: "no-orders"; unknown: string[] };

/**
 * Records a courier's payout (once per courier and `externalId`, its new parcels merged into it) against the orders
 * its parcels are: orders booked with that courier (`orders.courier` is its name), found by the consignment id, and
 * for a sheet (`csv`) also by the tracking number, or by the invoice as the order's id or reference. One D1 batch
 * writes it all or nothing.
 */
export async function recordPayout(
  db: Database,
  courier: CourierId,
  payout: PayoutToRecord,
  source: PayoutSource,
): Promise<RecordPayoutResult> {
  const sheet = source === "csv";
  const codes = [...new Set(payout.parcels.map((parcel) => parcel.consignmentId.trim()).filter(Boolean))];
  const invoices = sheet
    ? [...new Set(payout.parcels.map((parcel) => parcel.invoice?.trim() ?? "").filter(Boolean))]
    : [];
  const ofCourier = eq(orders.courier, COURIER_NAMES[courier]);
  const found: SQL[] = [inList(orders.consignmentId, codes)];
  if (sheet)
    found.push(inList(orders.trackingNumber, codes), inList(orders.id, invoices), inList(orders.reference, invoices));
  const candidates = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      consignmentId: orders.consignmentId,
      trackingNumber: orders.trackingNumber,
      paidIn: payoutItems.payoutId,
    })
    .from(orders)
    .leftJoin(payoutItems, eq(payoutItems.orderId, orders.id))
    .where(and(ofCourier, or(...found)));

  const matched: string[] = [];
  const unknown: string[] = [];
  const fresh: { orderId: string; parcel: ParcelToRecord }[] = [];
  for (const parcel of payout.parcels) {
    const code = parcel.consignmentId.trim();
    const invoice = parcel.invoice?.trim() ?? "";
    const order =
      (code && candidates.find((row) => row.consignmentId === code)) ||
      (sheet && code && candidates.find((row) => row.trackingNumber === code)) ||
      (sheet && invoice && candidates.find((row) => row.id === invoice || row.reference === invoice)) ||
      null;
    if (!order) {
      unknown.push(code || invoice);
      continue;
    }
    if (matched.includes(order.id)) continue;
    matched.push(order.id);
    if (order.paidIn === null) fresh.push({ orderId: order.id, parcel });
  }
  if (matched.length === 0) return { ok: false, reason: "no-orders", unknown };

  const thisPayout = and(eq(payouts.courier, courier), eq(payouts.externalId, payout.externalId));
  const items = fresh.map(({ orderId, parcel }) => ({
    o: orderId,
    c: parcel.collectedTaka,
    h: parcel.chargeTaka,
    p: parcel.paidTaka,
  }));
  const freshIds = fresh.map((item) => item.orderId);
  const results = await db.batch([
    db
      .insert(payouts)
      .values({ courier, externalId: payout.externalId, paidOn: payout.paidOn, taka: 0, source })
      .onConflictDoNothing(),
    db
      .insert(payoutItems)
      .select(
        db
          .select({
            orderId: sql<string>`json_extract(value, '$.o')`.as("order_id"),
            payoutId: sql<number>`(SELECT ${payouts.id} FROM ${payouts} WHERE ${thisPayout})`.as("payout_id"),
            collectedTaka: sql<number | null>`json_extract(value, '$.c')`.as("collected_taka"),
            chargeTaka: sql<number>`json_extract(value, '$.h')`.as("charge_taka"),
            paidTaka: sql<number>`json_extract(value, '$.p')`.as("paid_taka"),
          })
          .from(sql`json_each(${JSON.stringify(items)})`)
          // `WHERE true`: SQLite reads an INSERT ... SELECT's ON CONFLICT as a join's ON without it.
          .where(sql`true`),
      )
      .onConflictDoNothing(),
    db
      .update(orders)
      .set({
        courierChargeTaka: sql`(SELECT ${payoutItems.chargeTaka} FROM ${payoutItems} WHERE ${payoutItems.orderId} = ${orders.id})`,
      })
      .where(
        and(
          inList(orders.id, freshIds),
          sql`${orders.id} IN (SELECT ${payoutItems.orderId} FROM ${payoutItems} JOIN ${payouts} ON ${payouts.id} = ${payoutItems.payoutId} WHERE ${thisPayout})`,
        ),
      ),
    db
      .update(payouts)
      .set({
        taka: sql`(SELECT coalesce(sum(${payoutItems.paidTaka}), 0) FROM ${payoutItems} WHERE ${payoutItems.payoutId} = ${payouts.id})`,
      })
      .where(thisPayout),
    db.select({ id: payouts.id }).from(payouts).where(thisPayout),
  ]);
  const [row] = results[4];
  return { ok: true, payoutId: row!.id, matched, unknown, added: fresh.length };
}

/** One shipped cash-on-delivery order in the ledger. Whole taka. */
export interface LedgerRow {
  id: string;
  reference: string;
  courier: CourierId;
  consignment: string;
  /** The cash it was to collect: the total minus the advance (0 for a parcel that came back). */
  expected: number;
  /** What the courier says it collected (its delivery report, else its payout); null while it has said nothing. */
  collected: number | null;
  /** The courier's charge: its payout's for the parcel, else the one known when it was booked, else 0. */
  charge: number;
  /** What its payout paid for it; null while not paid out. */
  paid: number | null;
  payout: { id: string; date: string } | null;
  /** paid − ((collected, or expected when not said) − charge); 0 while not paid out. Negative: paid less. */
  difference: number;
}

export interface CashLedger {
  /**
   * Delivered, not yet paid out: the orders, the cash the courier holds for them (what it collected, or was to
   * collect when it did not say; before its charge, which is known only once it pays), and how many whole days ago
   * the oldest of them was delivered (0 when none).
   */
  outstanding: { orders: number; taka: number; oldestDays: number };
  /** What the courier's payouts (or every courier's) paid in all. */
  paidOut: { taka: number };
  /** Newest first. */
  orders: LedgerRow[];
  mismatches: LedgerRow[];
}

/** The statuses of an order that left with the courier. */
const SHIPPED = ["shipped", "delivered", "returned"] as const;

/**
 * The ledger at `now` of every cash-on-delivery order booked with a courier (its name one of COURIER_NAMES, with a
 * consignment id or a tracking number) that shipped: shipped, delivered or returned. Two reads in one round trip.
 */
export async function cashLedger(
  db: Database,
  { courier, now = Date.now() }: { courier?: CourierId; now?: number },
): Promise<CashLedger> {
  const couriers = courier ? [courier] : [...COURIER_IDS];
  const deliveredAt = sql<number | null>`(SELECT max(${orderEvents.at}) FROM ${orderEvents}
    WHERE ${orderEvents.orderId} = ${orders.id} AND ${orderEvents.status} = 'delivered')`;
  const [rows, [paidOut]] = await db.batch([
    db
      .select({
        id: orders.id,
        reference: orders.reference,
        courier: orders.courier,
        consignmentId: orders.consignmentId,
        trackingNumber: orders.trackingNumber,
        status: orders.status,
        collectTaka: orders.collectTaka,
        cashCollectedTaka: orders.cashCollectedTaka,
        courierChargeTaka: orders.courierChargeTaka,
        courierUpdatedAt: orders.courierUpdatedAt,
        itemCollected: payoutItems.collectedTaka,
        itemCharge: payoutItems.chargeTaka,
        itemPaid: payoutItems.paidTaka,
        payoutId: payouts.externalId,
        paidOn: payouts.paidOn,
        deliveredAt,
      })
      .from(orders)
      .leftJoin(payoutItems, eq(payoutItems.orderId, orders.id))
      .leftJoin(payouts, eq(payouts.id, payoutItems.payoutId))
      .where(
        and(
          eq(orders.paymentMethod, "COD"),
          inArray(
            orders.courier,
            couriers.map((id) => COURIER_NAMES[id]),
          ),
          or(isNotNull(orders.consignmentId), isNotNull(orders.trackingNumber)),
          inArray(orders.status, SHIPPED),
        ),
      )
      .orderBy(desc(orders.createdAt), asc(orders.id)),
    db
      .select({ taka: sql<number>`coalesce(sum(${payouts.taka}), 0)` })
      .from(payouts)
      .where(inArray(payouts.courier, couriers)),
  ]);

  const outstanding = { orders: 0, taka: 0, oldestDays: 0 };
  let oldest: number | null = null;
  const ledger = rows.map((row): LedgerRow => {
    const expected = row.status === "returned" ? 0 : row.collectTaka;
    const collected = row.cashCollectedTaka ?? row.itemCollected;
    const charge = row.itemCharge ?? row.courierChargeTaka ?? 0;
    const paid = row.itemPaid;
    if (paid === null && row.status === "delivered" && (collected ?? expected) > 0) {
      outstanding.orders += 1;
      outstanding.taka += collected ?? expected;
      const at = row.deliveredAt ?? row.courierUpdatedAt?.getTime() ?? null;
      if (at !== null) oldest = Math.min(oldest ?? at, at);
    }
    return {
      id: row.id,
      reference: row.reference,
      courier: courierIdOf(row.courier)!,
      consignment: row.consignmentId ?? row.trackingNumber ?? "",
      expected,
      collected,
      charge,
      paid,
      payout: row.payoutId === null || row.paidOn === null ? null : { id: row.payoutId, date: row.paidOn },
      difference: paid === null ? 0 : paid - ((collected ?? expected) - charge),
    };
  });
  if (oldest !== null) outstanding.oldestDays = Math.max(0, Math.floor((now - oldest) / DAY_MS));
  return {
    outstanding,
    paidOut: { taka: Number(paidOut?.taka ?? 0) },
    orders: ledger,
    mismatches: ledger.filter((row) => row.difference !== 0),
  };
}

export interface PayoutListing {
  courier: CourierId;
  /** The courier's id of the payout. */
  id: string;
  /** YYYY-MM-DD. */
  date: string;
  taka: number;
  /** The orders it paid. */
  orders: string[];
}

/** The payouts recorded (one courier's, or all), newest first. */
export async function listPayouts(db: Database, { courier }: { courier?: CourierId } = {}): Promise<PayoutListing[]> {
  const rows = await db
    .select({
      courier: payouts.courier,
      id: payouts.externalId,
      date: payouts.paidOn,
      taka: payouts.taka,
      orders: sql<string>`(SELECT coalesce(json_group_array(${payoutItems.orderId}), '[]') FROM ${payoutItems}
        WHERE ${payoutItems.payoutId} = ${payouts.id})`,
    })
    .from(payouts)
    .where(courier ? eq(payouts.courier, courier) : undefined)
    .orderBy(desc(payouts.paidOn), desc(payouts.id));
  return rows.map((row) => ({ ...row, orders: JSON.parse(row.orders) as string[] }));
}

/** Where a courier's payouts are read: its API, asked for those it has that are not `known` (recorded already). */
export interface PayoutSourceOf {
  courier: CourierId;
  payouts(known: ReadonlySet<string>): Promise<PayoutsAnswer>;
}

export type SyncedCourier =
  | {
      courier: CourierId;
      ok: true;
      /** Payouts recorded now. */
      payouts: number;
      /** Orders they paid out. */
      orders: number;
      /** Payouts the courier lists whose parcels are none of the shop's orders (not recorded; asked again later). */
      unmatched: number;
    }
  | { courier: CourierId; ok: false; error: string };

/**
 * Records every payout each source lists that is not recorded yet (source `api`). A courier whose API fails, or that
 * throws, is reported as failed; the others are recorded all the same.
 */
export async function syncPayouts(db: Database, sources: readonly PayoutSourceOf[]): Promise<SyncedCourier[]> {
  const report: SyncedCourier[] = [];
  for (const source of sources) {
    try {
      const known = await db
        .select({ id: payouts.externalId })
        .from(payouts)
        .where(eq(payouts.courier, source.courier));
      const answer = await source.payouts(new Set(known.map((row) => row.id)));
      if (!answer.ok) {
        report.push({ courier: source.courier, ok: false, error: answer.error });
        continue;
      }
      const counts = { payouts: 0, orders: 0, unmatched: 0 };
      for (const payout of answer.payouts) {
        const recorded = await recordPayout(db, source.courier, payout, "api");
        if (!recorded.ok) counts.unmatched += 1;
        else if (recorded.added > 0) {
          counts.payouts += 1;
          counts.orders += recorded.added;
        }
      }
      report.push({ courier: source.courier, ok: true, ...counts });
    } catch (error) {
      report.push({
        courier: source.courier,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return report;
}
