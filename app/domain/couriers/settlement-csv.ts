/**
 * A courier's settlement sheet (issue 51): the payouts of RedX, or of any courier, uploaded as CSV with the header
 * `Courier,Payout,Date,Invoice,Tracking,Collected,Charge,Paid`, one row per parcel. `Courier` is the courier's name
 * in any case (Steadfast, Pathao, RedX), `Payout` the courier's id of the payout, `Date` the day it was paid
 * (YYYY-MM-DD, or DD/MM/YYYY as a spreadsheet may rewrite it), `Invoice` the shop's order id or reference, `Tracking`
 * the parcel's consignment id or tracking number (one of the two at least), and the amounts whole taka (`Collected`
 * may be empty: the sheet does not say; `Paid` may be negative: a returned parcel's charge taken back). Rows with the
 * same courier and payout are one payout, and must agree on its day. Pure: the caller reads the CSV into cells
 * (app/server/csv.ts) and records the payouts (payouts.server.ts).
 */
import { toAsciiDigits } from "~/i18n/digits.ts";
import { type CourierId, type CourierPayout, courierIdOf, type PayoutParcel } from "./courier.ts";

export const SETTLEMENT_HEADER = ["Courier", "Payout", "Date", "Invoice", "Tracking", "Collected", "Charge", "Paid"];

/** Rows of parcels one sheet may hold (the header not counted). */
export const MAX_SETTLEMENT_ROWS = 5_000;

/** A parcel of a sheet: found by its consignment id or tracking number, else by its invoice. */
export interface SettlementParcel extends PayoutParcel {
  /** The Tracking cell ("" when empty): a consignment id or a tracking number. */
  consignmentId: string;
  /** The Invoice cell: the shop's order id or reference; null when empty. */
  invoice: string | null;
  /** Its line in the file (the header is line 1). */
  line: number;
}

export interface SettlementPayout {
  courier: CourierId;
  payout: Omit<CourierPayout, "parcels"> & { parcels: SettlementParcel[] };
}

/** What is wrong with a row. */
export type SettlementRowProblem =
  "columns" | "courier" | "payout" | "date" | "parcel" | "collected" | "charge" | "paid" | "repeated" | "date-differs";

export type SettlementSheet =
  | { ok: true; payouts: SettlementPayout[]; rows: number }
  | { ok: false; reason: "header" | "empty" | "too-many-rows" }
  | { ok: false; reason: "rows"; errors: { line: number; problem: SettlementRowProblem }[] };

/** Whole taka from a cell: "1100", "1,100", "1100.00", "১১০০"; negative only when allowed. Null: unreadable. */
export function sheetTaka(cell: string, { negative = false } = {}): number | null {
  const text = toAsciiDigits(cell)
    .replace(/[,\s]/g, "")
    .replace(/^(?:৳|tk\.?|bdt)/i, "");
  if (!(negative ? /^-?\d+(?:\.\d+)?$/ : /^\d+(?:\.\d+)?$/).test(text)) return null;
  const taka = Math.round(Number(text));
  return Number.isSafeInteger(taka) ? taka : null;
}

/** A sheet's day as YYYY-MM-DD: "2026-11-26", or "26/11/2026" (day first, as Bangladesh writes it); null if neither. */
export function sheetDate(cell: string): string | null {
  const text = toAsciiDigits(cell.trim());
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : [];
  if (!year || !month || !day) return null;
  const date = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  const check = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== date ? null : date;
}

/**
 * The payouts of a sheet read into cells, grouped by courier and payout in the order they first appear; or why it
 * cannot be taken: a header other than SETTLEMENT_HEADER (any case, spaces around names ignored), no rows, more than
 * MAX_SETTLEMENT_ROWS, or every bad row with its problem (then none of the sheet is to be recorded).
 */
export function readSettlementSheet(cells: readonly (readonly string[])[]): SettlementSheet {
  const [header, ...rows] = cells;
  const names = header?.map((name) => name.trim().toLowerCase());
  if (!names || names.join(",") !== SETTLEMENT_HEADER.join(",").toLowerCase()) return { ok: false, reason: "header" };
  if (rows.length === 0) return { ok: false, reason: "empty" };
  if (rows.length > MAX_SETTLEMENT_ROWS) return { ok: false, reason: "too-many-rows" };
  const errors: { line: number; problem: SettlementRowProblem }[] = [];
  const payouts = new Map<string, SettlementPayout>();
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const line = index + 2;
    const problem = (found: SettlementRowProblem) => void errors.push({ line, problem: found });
    if (row.length !== SETTLEMENT_HEADER.length) return problem("columns");
    const [courierCell, payoutCell, dateCell, invoiceCell, trackingCell, collectedCell, chargeCell, paidCell] = row.map(
      (cell) => cell.trim(),
    ) as [string, string, string, string, string, string, string, string];
    const courier = courierIdOf(courierCell);
    if (!courier) return problem("courier");
    if (!payoutCell || payoutCell.length > 64) return problem("payout");
    const paidOn = sheetDate(dateCell);
    if (!paidOn) return problem("date");
    if ((!invoiceCell && !trackingCell) || invoiceCell.length > 64 || trackingCell.length > 64)
      return problem("parcel");
    const collected = collectedCell === "" ? null : sheetTaka(collectedCell);
    if (collectedCell !== "" && collected === null) return problem("collected");
    const charge = chargeCell === "" ? 0 : sheetTaka(chargeCell);
    if (charge === null) return problem("charge");
    const paid = sheetTaka(paidCell, { negative: true });
    if (paid === null) return problem("paid");
    const parcelKey = `${courier}\n${trackingCell || `#${invoiceCell}`}`;
    if (seen.has(parcelKey)) return problem("repeated");
    seen.add(parcelKey);
    const key = `${courier}\n${payoutCell}`;
    const group = payouts.get(key) ?? {
      courier,
      payout: { externalId: payoutCell, paidOn, taka: 0, parcels: [] },
    };
    if (group.payout.paidOn !== paidOn) return problem("date-differs");
    group.payout.parcels.push({
      consignmentId: trackingCell,
      invoice: invoiceCell || null,
      collectedTaka: collected,
      chargeTaka: charge,
      paidTaka: paid,
      line,
    });
    group.payout.taka += paid;
    payouts.set(key, group);
  });
  if (errors.length > 0) return { ok: false, reason: "rows", errors };
  return { ok: true, payouts: [...payouts.values()], rows: rows.length };
}
