/**
 * Steadfast's payouts (issue 51): `GET {STEADFAST_BASE_URL}/payments` lists the payments the courier made to the
 * merchant, and `GET {STEADFAST_BASE_URL}/payments/{id}` gives one with its consignments, each with the cash it
 * collected (`cod_amount`), its charge (`delivery_charge`) and what it paid for it (`paid_amount`), with the headers
 * `Api-Key` and `Secret-Key` as for booking. Answers are read leniently: a list in `data` (or a paginated
 * `data.data`, or the list alone), a payment in `data` (or alone), its parcels in `consignments` (or `data`).
 */
import type { CourierPayout, PayoutParcel, PayoutsAnswer } from "./courier.ts";
import { wholeTaka } from "./courier.ts";
import { courierCall, listIn } from "./courier-http.ts";
import type { SteadfastConfig } from "./steadfast.ts";
import { shopDate } from "../time-zone.ts";

type Read = { ok: true; body: unknown } | { ok: false; error: string; status: number | null };

async function getJson(config: SteadfastConfig, path: string, fetcher: typeof fetch): Promise<Read> {
  const call = await courierCall(
    fetcher,
    `${config.baseUrl}${path}`,
    { headers: { "Api-Key": config.apiKey, "Secret-Key": config.secretKey } },
    20_000,
  );
  if (!call.ok) return { ok: false, status: call.status, error: call.error };
  if (call.body === null) return { ok: false, status: call.status, error: "unreadable answer" };
  return { ok: true, body: call.body };
}

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** The list in an answer: the answer itself, its `data`, or a paginated `data.data`. */
function listOf(body: unknown): unknown[] | null {
  return Array.isArray(body) ? body : listIn(body);
}

/** A payment's day, YYYY-MM-DD: Steadfast's local "2026-11-26 18:30:00" as it is, an instant with a zone in Dhaka. */
export function payoutDay(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/.test(text)) return text.slice(0, 10);
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? shopDate(ms) : null;
}

function parcelOf(item: unknown): PayoutParcel | null {
  const fields = record(item);
  const consignment = fields?.consignment_id ?? fields?.cid;
  if (!fields || (typeof consignment !== "string" && typeof consignment !== "number") || consignment === "")
    return null;
  const collected = wholeTaka(fields.cod_amount ?? fields.collected_amount);
  const charge = wholeTaka(fields.delivery_charge ?? fields.charge) ?? 0;
  const paid = wholeTaka(fields.paid_amount ?? fields.amount) ?? (collected === null ? null : collected - charge);
  if (paid === null) return null;
  return { consignmentId: String(consignment), collectedTaka: collected, chargeTaka: charge, paidTaka: paid };
}

function payoutOf(summary: Record<string, unknown>, detail: unknown): CourierPayout | string {
  const payment = record(record(detail)?.data) ?? record(detail);
  const id = String(summary.id);
  const paidOn = payoutDay(payment?.created_at ?? payment?.date ?? summary.created_at ?? summary.date);
  const items = payment?.consignments ?? payment?.data;
  if (!paidOn || !Array.isArray(items)) return `payment ${id}: unreadable answer`;
  const parcels = items.map(parcelOf);
  if (parcels.some((parcel) => parcel === null)) return `payment ${id}: a consignment without its amounts`;
  const read = parcels as PayoutParcel[];
  const taka = wholeTaka(payment?.amount) ?? read.reduce((sum, parcel) => sum + parcel.paidTaka, 0);
  return { externalId: id, paidOn, taka, parcels: read };
}

/**
 * The payouts Steadfast lists, each with its parcels, except those whose id is in `known` (already recorded: their
 * details are not asked for again). One failed call fails the whole answer, so a payout is never half read.
 */
export async function steadfastPayouts(
  config: SteadfastConfig,
  fetcher: typeof fetch = fetch,
  known: ReadonlySet<string> = new Set(),
): Promise<PayoutsAnswer> {
  const list = await getJson(config, "/payments", fetcher);
  if (!list.ok) return list;
  const summaries = listOf(list.body);
  if (!summaries) return { ok: false, status: null, error: "unreadable answer" };
  const payouts: CourierPayout[] = [];
  for (const item of summaries) {
    const summary = record(item);
    if (!summary || (typeof summary.id !== "string" && typeof summary.id !== "number")) continue;
    if (known.has(String(summary.id))) continue;
    const detail = await getJson(config, `/payments/${encodeURIComponent(String(summary.id))}`, fetcher);
    if (!detail.ok) return detail;
    const payout = payoutOf(summary, detail.body);
    if (typeof payout === "string") return { ok: false, status: null, error: payout };
    payouts.push(payout);
  }
  return { ok: true, payouts };
}
