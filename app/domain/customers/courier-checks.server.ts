/**
 * Asking the courier for a phone's delivery record (issue 49), through the queue after an order is placed, never
 * inside checkout. Each number's answer is kept `hours` (COURIER_CHECK_HOURS): a consumer first claims the number
 * in D1 (one statement), so it is asked at most once in that time whatever runs at once. 404 is "no history";
 * 429 (or a failure) is "unknown": the claim is let go and the queue asks again later.
 */
import { and, eq, lt, or, sql } from "drizzle-orm";
import { courierChecks } from "@db/schema.ts";
import type { Database } from "../database.ts";
import { fraudCheck, type SteadfastConfig } from "../couriers/steadfast.ts";
import { SCORE_COURIER } from "./records.server.ts";

/** The queue message that asks for a number's score. */
export interface CourierCheckJob {
  kind: "courier-check";
  phone: string;
}

export function isCourierCheckJob(body: unknown): body is CourierCheckJob {
  return (
    typeof body === "object" &&
    body !== null &&
    (body as { kind?: unknown }).kind === "courier-check" &&
    typeof (body as { phone?: unknown }).phone === "string"
  );
}

export interface CourierCheckSettings {
  /** COURIER_CHECK_HOURS: how long an answer is kept. */
  hours: number;
  steadfast: SteadfastConfig | null;
}

/** A claim not finished in this time was interrupted: the number may be claimed again. */
const CLAIM_MS = 5 * 60_000;

export type CourierCheckOutcome = "asked" | "cached" | "later" | "no-courier";

/** Claims the number and asks the courier, unless its answer is still fresh or another consumer is asking. */
export async function checkCourierScore(
  db: Database,
  job: CourierCheckJob,
  settings: CourierCheckSettings,
  now = Date.now(),
  fetcher: typeof fetch = fetch,
): Promise<CourierCheckOutcome> {
  if (!settings.steadfast) return "no-courier";
  const fresh = now - settings.hours * 3_600_000;
  const claimed = await db
    .insert(courierChecks)
    .values({ phone: job.phone, courier: SCORE_COURIER, state: "asking", checkedAt: new Date(now) })
    .onConflictDoUpdate({
      target: [courierChecks.phone, courierChecks.courier],
      set: { state: "asking", checkedAt: new Date(now) },
      setWhere: or(
        eq(courierChecks.state, "unknown"),
        and(sql`${courierChecks.state} <> 'asking'`, lt(courierChecks.checkedAt, new Date(fresh))),
        and(eq(courierChecks.state, "asking"), lt(courierChecks.checkedAt, new Date(now - CLAIM_MS))),
      ),
    })
    .returning({ phone: courierChecks.phone });
  if (claimed.length === 0) return "cached";
  const answer = await fraudCheck(settings.steadfast, job.phone, fetcher);
  const key = and(eq(courierChecks.phone, job.phone), eq(courierChecks.courier, SCORE_COURIER));
  if (!answer.ok) {
    await db
      .update(courierChecks)
      .set({ state: "unknown", checkedAt: new Date(now) })
      .where(key);
    return "later";
  }
  await db
    .update(courierChecks)
    .set(
      answer.history
        ? { state: "known", delivered: answer.history.delivered, total: answer.history.total, checkedAt: new Date(now) }
        : { state: "none", delivered: 0, total: 0, checkedAt: new Date(now) },
    )
    .where(key);
  return "asked";
}
