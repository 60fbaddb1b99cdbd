import { cashCopy } from "~/i18n/cash.ts";
import { cashLedger } from "~/domain/couriers/payouts.server.ts";
import { shopDate } from "~/domain/time-zone.ts";
import { COURIER_CHOICES, ledgerCsvRows, readCourierFilter } from "~/server/cash.ts";
import { getDatabase } from "~/server/context.ts";
import { csvDownload } from "~/server/csv.ts";
import { requireAdmin } from "~/server/guards.ts";
import { json, jsonError } from "~/server/http.ts";
import type { Route } from "./+types/api.cash";

/**
 * GET (admins; issue 51) `?courier=` (steadfast, pathao or redx; none: every courier): the cash ledger, `{
 * outstanding: { orders, taka, oldestDays }, paidOut: { taka }, orders: [{ id, reference, courier, consignment,
 * expected, collected, charge, paid, payout: { id, date } | null, difference }], mismatches: [...the rows whose
 * difference is not 0] }`, whole taka. `&format=csv`: the orders as a CSV download (UTF-8 with a BOM, for Excel).
 * 400 for another courier or format.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const filter = readCourierFilter(params);
  if (!filter) return jsonError(400, cashCopy.badCourier(COURIER_CHOICES));
  const format = params.get("format") ?? "json";
  if (format !== "json" && format !== "csv") return jsonError(400, cashCopy.badFormat("json, csv"));
  const ledger = await cashLedger(getDatabase(context), { courier: filter.courier, now: Date.now() });
  if (format === "json") return json(ledger);
  const name = `cash-${filter.courier ?? "all"}-${shopDate()}.csv`;
  return csvDownload(ledgerCsvRows(ledger), name, { bom: true });
}
