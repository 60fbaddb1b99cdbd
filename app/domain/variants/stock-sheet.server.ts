/**
 * Stock by SKU as a spreadsheet (issue 28): the merchant exports every variant's stock, counts the shelf, and imports
 * the sheet back. Rows are matched by SKU (without case); each row reports what changed or why not, and the rows that
 * can be applied are, together, in one statement (a refused row changes nothing and stops no other).
 */
import { asc, eq, sql } from "drizzle-orm";
import { productOptions, products, productVariants } from "@db/schema.ts";
import type { Database } from "../database.ts";
import { variantTitle } from "./rules.ts";

export const STOCK_SHEET_HEADER = ["sku", "product", "variant", "stock", "product_id", "variant_id"] as const;
export const MAX_STOCK_ROWS = 5000;

/** Every variant as a row of the sheet, by product then variant. */
export async function stockSheet(db: Database): Promise<string[][]> {
  const [variantRows, optionRows] = await db.batch([
    db
      .select({
        id: productVariants.id,
        productId: productVariants.productId,
        sku: productVariants.sku,
        optionValues: productVariants.optionValues,
        stock: productVariants.stock,
        name: products.name,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id)),
    db
      .select({ productId: productOptions.productId, name: productOptions.name, values: productOptions.values })
      .from(productOptions)
      .orderBy(asc(productOptions.productId), asc(productOptions.position)),
  ]);
  const optionsOf = new Map<number, { name: string; values: string[] }[]>();
  for (const row of optionRows) {
    const list = optionsOf.get(row.productId) ?? [];
    list.push({ name: row.name, values: row.values });
    optionsOf.set(row.productId, list);
  }
  return [
    [...STOCK_SHEET_HEADER],
    ...variantRows.map((row) => [
      row.sku ?? "",
      row.name,
      variantTitle(optionsOf.get(row.productId) ?? [], row.optionValues),
      String(row.stock),
      String(row.productId),
      String(row.id),
    ]),
  ];
}

export type StockRowResult =
  | { row: number; sku: string; status: "updated"; from: number; to: number }
  | { row: number; sku: string; status: "unchanged"; stock: number }
  | { row: number; sku: string; status: "refused"; reason: StockRowProblem };

export type StockRowProblem = "no-sku" | "bad-stock" | "unknown-sku" | "repeated-sku";

/** What an import did, row by row, as the screens and the API give it: a refused row says why in words. */
export interface StockSheetReport {
  updated: number;
  unchanged: number;
  refused: number;
  rows: (StockRowResult & { error?: string })[];
}

export type StockImportResult =
  | {
      ok: true;
      rows: StockRowResult[];
      updated: number;
      unchanged: number;
      refused: number;
      /** The products whose stock changed (the flash-stock gate re-reads them). */
      productIds: number[];
    }
  | { ok: false; reason: "no-header" | "too-many-rows" };

/** A cell as typed: spaces trimmed, and the `'` our export puts before a cell a spreadsheet would run dropped. */
function cellText(value: string | undefined): string {
  return (value ?? "").trim().replace(/^'/, "");
}

/**
 * Applies a sheet's `stock` column to the variants its `sku` column names (a header row first, in any column
 * order; other columns are ignored). Row numbers count the header as row 1, as a spreadsheet shows them.
 */
export async function importStockSheet(db: Database, sheet: string[][]): Promise<StockImportResult> {
  const [header, ...body] = sheet;
  const columns = (header ?? []).map((cell) => cellText(cell).toLowerCase());
  const skuColumn = columns.indexOf("sku");
  const stockColumn = columns.indexOf("stock");
  if (skuColumn < 0 || stockColumn < 0) return { ok: false, reason: "no-header" };
  if (body.length > MAX_STOCK_ROWS) return { ok: false, reason: "too-many-rows" };

  const wanted = body.map((cells, index) => {
    const stockText = cellText(cells[stockColumn]);
    return {
      row: index + 2,
      sku: cellText(cells[skuColumn]),
      stock: /^\d{1,8}$/.test(stockText) ? Number(stockText) : null,
    };
  });
  const skus = [...new Set(wanted.map((entry) => entry.sku.toLowerCase()).filter(Boolean))];
  // One statement whatever the sheet's size: the SKUs go as one JSON parameter (D1 binds at most 100, and counts
  // every statement of a batch against a Worker's queries).
  const found =
    skus.length === 0
      ? []
      : await db
          .select({
            id: productVariants.id,
            productId: productVariants.productId,
            sku: productVariants.sku,
            stock: productVariants.stock,
          })
          .from(productVariants)
          .where(sql`lower(${productVariants.sku}) IN (SELECT value FROM json_each(${JSON.stringify(skus)}))`);
  const seen = new Set<string>();
  const rows: StockRowResult[] = [];
  const updates: { id: number; productId: number; stock: number }[] = [];
  for (const entry of wanted) {
    const key = entry.sku.toLowerCase();
    const refuse = (reason: StockRowProblem) =>
      rows.push({ row: entry.row, sku: entry.sku, status: "refused", reason });
    if (!entry.sku) refuse("no-sku");
    else if (seen.has(key)) refuse("repeated-sku");
    else if (entry.stock === null) refuse("bad-stock");
    else {
      seen.add(key);
      const variant = found.find((candidate) => candidate.sku?.toLowerCase() === key);
      if (!variant) refuse("unknown-sku");
      else if (variant.stock === entry.stock)
        rows.push({ row: entry.row, sku: entry.sku, status: "unchanged", stock: variant.stock });
      else {
        rows.push({ row: entry.row, sku: entry.sku, status: "updated", from: variant.stock, to: entry.stock });
        updates.push({ id: variant.id, productId: variant.productId, stock: entry.stock });
      }
    }
  }
  // Likewise every change in one statement: each variant's new stock from a JSON list of [id, stock].
  if (updates.length > 0) {
    const changes = JSON.stringify(updates.map((update) => [update.id, update.stock]));
    await db
      .update(productVariants)
      .set({
        stock: sql`(SELECT json_extract(value, '$[1]') FROM json_each(${changes}) WHERE json_extract(value, '$[0]') = ${productVariants.id})`,
      })
      .where(sql`${productVariants.id} IN (SELECT json_extract(value, '$[0]') FROM json_each(${changes}))`);
  }
  const count = (status: StockRowResult["status"]) => rows.filter((row) => row.status === status).length;
  return {
    ok: true,
    rows,
    updated: count("updated"),
    unchanged: count("unchanged"),
    refused: count("refused"),
    productIds: [...new Set(updates.map((update) => update.productId))],
  };
}
