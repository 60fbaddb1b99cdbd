/**
 * The cash the couriers owe the shop (issue 51), as the JSON API (`/api/cash`, `/api/payouts`, `/api/payouts/sync`,
 * `/api/payouts/import`) and /dashboard/cash answer it: the courier filter read, the couriers whose payouts are
 * pulled from their APIs, the settlement sheet read and recorded, the ledger as CSV, each refusal worded.
 */
import { cashCopy } from "~/i18n/cash.ts";
import { COURIER_IDS, type CourierId, isCourierId } from "~/domain/couriers/courier.ts";
import {
  type CashLedger,
  type PayoutSourceOf,
  recordPayout,
  syncPayouts,
  type SyncedCourier,
} from "~/domain/couriers/payouts.server.ts";
import {
  MAX_SETTLEMENT_ROWS,
  readSettlementSheet,
  SETTLEMENT_HEADER,
  type SettlementRowProblem,
} from "~/domain/couriers/settlement-csv.ts";
import { steadfastPayouts } from "~/domain/couriers/steadfast-payouts.ts";
import type { Database } from "~/domain/database.ts";
import type { CourierSettings } from "./config.ts";
import { parseCsv } from "./csv.ts";

/** The largest settlement sheet taken, in megabytes. */
export const MAX_SHEET_MB = 1;

/** The couriers `?courier=` takes, as a refusal lists them. */
export const COURIER_CHOICES = COURIER_IDS.join(", ");

/** The column a problem of a settlement row is in (null: the whole row). */
const PROBLEM_COLUMN: Record<SettlementRowProblem, string | null> = {
  columns: null,
  courier: "Courier",
  payout: "Payout",
  date: "Date",
  parcel: "Invoice, Tracking",
  collected: "Collected",
  charge: "Charge",
  paid: "Paid",
  repeated: "Tracking",
  "date-differs": "Date",
};

/** `?courier=`: none or empty for every courier, else one of COURIER_IDS; null when it is anything else. */
export function readCourierFilter(params: URLSearchParams): { courier: CourierId | undefined } | null {
  const value = params.get("courier")?.trim().toLowerCase() ?? "";
  if (value === "") return { courier: undefined };
  return isCourierId(value) ? { courier: value } : null;
}

/**
 * The couriers whose payouts the shop pulls from their API: Steadfast's `/payments` when it is set up. (Pathao's come
 * by its webhook, RedX's in uploaded sheets.)
 */
export function payoutSources(couriers: CourierSettings, fetcher: typeof fetch = fetch): PayoutSourceOf[] {
  const steadfast = couriers.steadfast;
  return steadfast ? [{ courier: "steadfast", payouts: (known) => steadfastPayouts(steadfast, fetcher, known) }] : [];
}

export type SyncAnswer =
  | { status: 200; body: { couriers: SyncedCourier[]; messages: string[] } }
  | { status: 502 | 503; body: { error: string; couriers?: SyncedCourier[] } };

/**
 * "Check payouts" (`POST /api/payouts/sync`): the payouts of every courier with an API pulled now. 503 when none is
 * set up; 502 when none answered; else 200 with each courier's counts and the sentences that say them.
 */
export async function syncPayoutsNow(db: Database, couriers: CourierSettings): Promise<SyncAnswer> {
  const sources = payoutSources(couriers);
  if (sources.length === 0) return { status: 503, body: { error: cashCopy.sync.notSetUp } };
  const report = await syncPayouts(db, sources);
  const messages = report.flatMap((courier) => syncMessages(courier));
  if (report.every((courier) => !courier.ok))
    return { status: 502, body: { error: messages.join(" "), couriers: report } };
  return { status: 200, body: { couriers: report, messages } };
}

function syncMessages(synced: SyncedCourier): string[] {
  const name = cashCopy.couriers[synced.courier];
  if (!synced.ok) return [cashCopy.sync.failed(name, synced.error)];
  const said = [cashCopy.sync.result(name, synced.payouts, synced.orders)];
  if (synced.unmatched > 0) said.push(cashCopy.sync.unmatched(synced.unmatched));
  return said;
}

/** What an imported sheet recorded. */
export interface ImportReport {
  /** Payouts that paid out orders now. */
  recorded: number;
  /** Orders paid out now. */
  orders: number;
  payouts: { courier: CourierId; id: string; date: string; matched: string[]; added: number }[];
  /** Parcels of the sheet that are none of the shop's orders of that courier. */
  unknown: { line: number; courier: CourierId; payout: string; parcel: string }[];
  /** The same said in sentences. */
  message: string;
}

export type ImportAnswer =
  | { ok: true; report: ImportReport }
  | { ok: false; status: 400 | 413 | 415; error: string; rows?: { line: number; error: string }[] };

/** Whether a request's body is declared as CSV (`text/csv`, any parameters). */
export function isCsvBody(request: Request): boolean {
  return /^\s*text\/csv\s*(;|$)/i.test(request.headers.get("Content-Type") ?? "");
}

/**
 * A settlement sheet (`POST /api/payouts/import`, the cash page's upload) read and recorded. A sheet that is not
 * CSV, has another header, too many rows or any bad row records nothing (400, with every bad row's line and what is
 * wrong); else each payout is recorded (source `csv`) and the parcels found nowhere are listed.
 */
export async function importSettlementCsv(db: Database, text: string): Promise<ImportAnswer> {
  const texts = cashCopy.sheet;
  if (new TextEncoder().encode(text).length > MAX_SHEET_MB * 1_000_000)
    return { ok: false, status: 413, error: texts.tooLarge(MAX_SHEET_MB) };
  const cells = parseCsv(text);
  if (cells === null) return { ok: false, status: 400, error: texts.notCsv };
  const sheet = readSettlementSheet(cells);
  if (!sheet.ok) {
    if (sheet.reason === "rows") {
      const rows = sheet.errors.map(({ line, problem }) => {
        const column = PROBLEM_COLUMN[problem];
        return { line, error: column ? texts.cell(column, texts.problems[problem]) : texts.problems[problem] };
      });
      return {
        ok: false,
        status: 400,
        error: rows.map((row) => texts.row(row.line, row.error)).join(" "),
        rows,
      };
    }
    const error =
      sheet.reason === "header"
        ? texts.header(SETTLEMENT_HEADER.join(","))
        : sheet.reason === "empty"
          ? texts.empty
          : texts.tooManyRows(MAX_SETTLEMENT_ROWS);
    return { ok: false, status: 400, error };
  }
  const report: ImportReport = { recorded: 0, orders: 0, payouts: [], unknown: [], message: "" };
  for (const { courier, payout } of sheet.payouts) {
    const result = await recordPayout(db, courier, payout, "csv");
    const unknown = new Set(result.unknown);
    for (const parcel of payout.parcels) {
      const name = parcel.consignmentId || parcel.invoice || "";
      if (unknown.has(name))
        report.unknown.push({ line: parcel.line, courier, payout: payout.externalId, parcel: name });
    }
    if (!result.ok) continue;
    report.payouts.push({
      courier,
      id: payout.externalId,
      date: payout.paidOn,
      matched: result.matched,
      added: result.added,
    });
    if (result.added > 0) report.recorded += 1;
    report.orders += result.added;
  }
  report.message = texts.result(report.recorded, report.orders);
  return { ok: true, report };
}

/** The ledger as the export's rows: a header in the page's language, then one row per order. */
export function ledgerCsvRows(ledger: CashLedger): string[][] {
  return [
    [...cashCopy.exportColumns],
    ...ledger.orders.map((row) => [
      row.id,
      row.reference,
      cashCopy.couriers[row.courier],
      row.consignment,
      String(row.expected),
      row.collected === null ? "" : String(row.collected),
      String(row.charge),
      row.paid === null ? "" : String(row.paid),
      row.payout?.id ?? "",
      row.payout?.date ?? "",
      String(row.difference),
    ]),
  ];
}
