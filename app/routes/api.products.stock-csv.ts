import { shopDate } from "~/domain/time-zone.ts";
import { stockSheet } from "~/domain/variants/stock-sheet.server.ts";
import { getDatabase } from "~/server/context.ts";
import { csvDownload } from "~/server/csv.ts";
import { requireAdmin } from "~/server/guards.ts";
import { json, jsonError, methodNotAllowed } from "~/server/http.ts";
import { importStockCsv } from "~/server/stock-sheet.ts";
import type { Route } from "./+types/api.products.stock-csv";

/**
 * GET (admins): every variant's stock as CSV, `sku,product,variant,stock,product_id,variant_id` (UTF-8 with a BOM,
 * so Excel reads Bangla names).
 */
export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const today = shopDate();
  return csvDownload(await stockSheet(getDatabase(context)), `stock-${today}.csv`, { bom: true });
}

/**
 * POST (admins) a CSV with a `stock` column and a `sku` or `variant_id` column (the export, edited): each variant
 * named by its SKU, or by its `variant_id` (of the row's `product_id`, when given) on a row without a SKU, gets that
 * stock; a row whose SKU and variant_id disagree is refused. 200 `{updated, unchanged, refused, rows: [{row, sku,
 * variantId?, name?, status, from, to | stock | reason, error}]}` (`variantId` and `name`, the sheet's product and
 * variant, on rows without a SKU); 400 when the sheet has no such header, is not CSV, or has more than 5,000 rows.
 * Manage Product's form does the same.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(context);
  if (request.method !== "POST") return methodNotAllowed("GET", "HEAD", "POST");
  const answer = await importStockCsv(context, await request.text());
  return answer.ok ? json(answer.report) : jsonError(400, answer.error);
}
