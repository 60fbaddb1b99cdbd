/**
 * A customer's record with the shop (issue 49): one phone, one customer. Every order to the number counts
 * (cancelled ones included); what was delivered, returned, cancelled and rejected; when they last ordered; what
 * their delivered orders came to; and the courier's score of the number, when it was asked.
 */
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { courierChecks, orders, riskSettings } from "@db/schema.ts";
import type { Database } from "../database.ts";
import { STEADFAST_COURIER } from "../couriers/steadfast.ts";
import type { CourierScore, ShopHistory } from "./risk.ts";
import { storedRiskSettings, type RiskSettings } from "./settings.ts";

export interface CustomerRecord extends ShopHistory {
  phone: string;
  orders: number;
  cancelled: number;
  rejected: number;
  lastOrderAt: Date | null;
  /** The total of the delivered orders, in cents of the shop's currency. */
  spentCents: number;
  courier: CourierScore | null;
}

/** The courier whose score the shop asks (the one it books with). */
export const SCORE_COURIER = STEADFAST_COURIER;

function countsQuery(db: Database, phones: string[]) {
  // Each figure named: D1 answers a batch's rows by column name, and two unnamed sums would share one.
  const count = (status: string) =>
    sql<number>`coalesce(sum(${orders.status} = ${status}), 0)`.mapWith(Number).as(`${status}_count`);
  return db
    .select({
      phone: orders.mobile,
      orders: sql<number>`count(*)`.mapWith(Number).as("orders_count"),
      delivered: count("delivered"),
      returned: count("returned"),
      cancelled: count("cancelled"),
      rejected: count("rejected"),
      lastOrderAt: sql<number | null>`max(${orders.createdAt})`.as("last_order_at"),
      spentCents: sql<number>`coalesce(sum(CASE WHEN ${orders.status} = 'delivered' THEN ${orders.totalCents} END), 0)`
        .mapWith(Number)
        .as("spent_cents"),
    })
    .from(orders)
    .where(inArray(orders.mobile, phones))
    .groupBy(orders.mobile);
}

function scoresQuery(db: Database, phones: string[]) {
  return db
    .select()
    .from(courierChecks)
    .where(and(inArray(courierChecks.phone, phones), eq(courierChecks.courier, SCORE_COURIER)));
}

type CountRow = Awaited<ReturnType<typeof countsQuery>>[number];
type ScoreRow = Awaited<ReturnType<typeof scoresQuery>>[number];

/** The courier's score from its check: known, or no history (0 of 0); null while none is known. */
export function scoreOf(row: ScoreRow | undefined): CourierScore | null {
  if (!row || (row.state !== "known" && row.state !== "none")) return null;
  return { courier: row.courier, delivered: row.delivered ?? 0, total: row.total ?? 0, checkedAt: row.checkedAt };
}

function recordOf(phone: string, counts: CountRow | undefined, score: ScoreRow | undefined): CustomerRecord {
  return {
    phone,
    orders: counts?.orders ?? 0,
    delivered: counts?.delivered ?? 0,
    returned: counts?.returned ?? 0,
    cancelled: counts?.cancelled ?? 0,
    rejected: counts?.rejected ?? 0,
    lastOrderAt: counts?.lastOrderAt ? new Date(Number(counts.lastOrderAt)) : null,
    spentCents: counts?.spentCents ?? 0,
    courier: scoreOf(score),
  };
}

/** The records of these phones (01XXXXXXXXX), by phone; a phone the shop never had an order to has an empty one. */
export async function customerRecords(db: Database, phones: readonly string[]): Promise<Map<string, CustomerRecord>> {
  const unique = [...new Set(phones)];
  const records = new Map<string, CustomerRecord>();
  if (unique.length === 0) return records;
  const [counts, scores] = await db.batch([countsQuery(db, unique), scoresQuery(db, unique)]);
  for (const phone of unique) {
    records.set(
      phone,
      recordOf(
        phone,
        counts.find((row) => row.phone === phone),
        scores.find((row) => row.phone === phone),
      ),
    );
  }
  return records;
}

export async function customerRecord(db: Database, phone: string): Promise<CustomerRecord> {
  return (await customerRecords(db, [phone])).get(phone)!;
}

/**
 * What placing an order reads of its phone, in its own first batch: the risk settings, the phone's record and
 * courier score, and the cash-on-delivery orders to it placed in the last hour that still wait (the cooldown is for
 * cash on delivery: an order paid by wallet costs the merchant nothing when it is fake, and one the shop confirmed,
 * or that ended, is not a fake waiting to be shipped).
 */
export function placingRiskReads(db: Database, phone: string, now: number) {
  return [
    db.select({ settings: riskSettings.settings }).from(riskSettings).where(eq(riskSettings.id, 1)),
    countsQuery(db, [phone]),
    scoresQuery(db, [phone]),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number).as("last_hour_count") })
      .from(orders)
      .where(
        and(
          eq(orders.mobile, phone),
          eq(orders.paymentMethod, "COD"),
          eq(orders.status, "pending"),
          gt(orders.createdAt, new Date(now - 3_600_000)),
        ),
      ),
  ] as const;
}

export type PlacingRiskRows = [
  Awaited<ReturnType<typeof placingRiskReads>[0]>,
  Awaited<ReturnType<typeof placingRiskReads>[1]>,
  Awaited<ReturnType<typeof placingRiskReads>[2]>,
  Awaited<ReturnType<typeof placingRiskReads>[3]>,
];

export function placingRisk(
  phone: string,
  [settingsRows, counts, scores, recent]: PlacingRiskRows,
): { settings: RiskSettings; record: CustomerRecord; lastHour: number } {
  return {
    settings: storedRiskSettings(settingsRows[0]?.settings),
    record: recordOf(phone, counts[0], scores[0]),
    lastHour: recent[0]?.count ?? 0,
  };
}

/** The risk settings and the phone's record, for a quote of its payment step (issue 49). */
export async function phoneRisk(
  db: Database,
  phone: string,
): Promise<{ settings: RiskSettings; record: CustomerRecord }> {
  const [settingsRows, counts, scores, recent] = await db.batch(placingRiskReads(db, phone, Date.now()));
  const { settings, record } = placingRisk(phone, [settingsRows, counts, scores, recent]);
  return { settings, record };
}
