/**
 * The stock sheet's import (issue 28), as both the JSON API (`POST /api/products/stock.csv`) and Manage Product's
 * form answer it: the CSV read, each named variant's stock set, the flash-stock gate told, and each refused row
 * worded.
 */
import { variantsCopy } from "~/i18n/variants.ts";
import { flashStockChanged } from "~/domain/flash-sale/flash-sale.server.ts";
import { importStockSheet, MAX_STOCK_ROWS, type StockSheetReport } from "~/domain/variants/stock-sheet.server.ts";
import { getDatabase, getEnv, type ContextReader } from "./context.ts";
import { parseCsv } from "./csv.ts";

export type StockSheetAnswer = { ok: true; report: StockSheetReport } | { ok: false; error: string };

export async function importStockCsv(context: ContextReader, text: string): Promise<StockSheetAnswer> {
  const texts = variantsCopy.stockSheet;
  const sheet = parseCsv(text);
  if (sheet === null) return { ok: false, error: texts.notCsv };
  const result = await importStockSheet(getDatabase(context), sheet);
  if (!result.ok)
    return { ok: false, error: result.reason === "no-header" ? texts.noHeader : texts.tooManyRows(MAX_STOCK_ROWS) };
  await flashStockChanged(getEnv(context), result.productIds);
  const { productIds: _changed, ...report } = result;
  return {
    ok: true,
    report: {
      ...report,
      rows: report.rows.map((row) => (row.status === "refused" ? { ...row, error: texts.rows[row.reason] } : row)),
    },
  };
}
