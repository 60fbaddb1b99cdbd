import { cashCopy } from "~/i18n/cash.ts";
import { importSettlementCsv, isCsvBody } from "~/server/cash.ts";
import { getDatabase } from "~/server/context.ts";
import { requireAdmin } from "~/server/guards.ts";
import { json, jsonError, methodNotAllowed } from "~/server/http.ts";
import type { Route } from "./+types/api.payouts.import";

export function loader() {
  return methodNotAllowed("POST");
}

/**
 * POST (admins; issue 51) a settlement sheet, `Content-Type: text/csv`, the header
 * `Courier,Payout,Date,Invoice,Tracking,Collected,Charge,Paid` and one row per parcel (amounts in taka). 200 `{
 * recorded, orders, payouts: [{ courier, id, date, matched: [order ids], added }], unknown: [{ line, courier, payout,
 * parcel }], message }`; a sheet uploaded again changes nothing. 400 `{ error, rows?: [{ line, error }] }` and
 * nothing recorded for a sheet that is not CSV, has another header, no rows, more than 5,000, or any bad row; 413
 * above 1 MB; 415 for another content type.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(context);
  if (request.method !== "POST") return methodNotAllowed("POST");
  if (!isCsvBody(request)) return jsonError(415, cashCopy.sheet.wrongType("text/csv"));
  const answer = await importSettlementCsv(getDatabase(context), await request.text());
  if (!answer.ok) return jsonError(answer.status, answer.error, answer.rows ? { rows: answer.rows } : undefined);
  return json(answer.report);
}
