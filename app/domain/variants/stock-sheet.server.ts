/**
 * Stock as a spreadsheet (issue 28): the merchant exports every variant's stock, counts the shelf, and imports the
 * sheet back. Rows are matched by SKU (without case), or by `variant_id` when they have no SKU (issue 45); each row
 * reports what changed or why not, and the rows that can be applied are, together, in one statement (a refused row
 * changes nothing and stops no other).
 */
import { asc, eq, or, sql } from "drizzle-orm";
import { productOptions, products, productVariants } from "@db/schema.ts";
import { inList, type Database } from "../database.ts";
import { variantTitle } from "~/schemas/variant-rules.ts";

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

/**
 * What a row did. A row is named by its SKU as typed ("" when it has none); a row without a SKU, matched by its
 * `variant_id`, also carries that id and the product and variant names the sheet gives it.
 */
export type StockRowResult = StockRowName &
  (
    | { status: "updated"; from: number; to: number }
    | { status: "unchanged"; stock: number }
    | { status: "refused"; reason: StockRowProblem }
  );

type StockRowName = { row: number; sku: string; variantId?: number; name?: string };

export type StockRowProblem =
  /** Neither a SKU nor a variant_id. */
  | "no-sku"
  | "bad-stock"
  | "unknown-sku"
  | "repeated-sku"
  /** A variant_id that is not a whole number, or a product_id that is not one. */
  | "bad-variant-id"
  /** No variant has this variant_id. */
  | "unknown-variant"
  /** The variant is not one of the product the row's product_id names. */
  | "wrong-product"
  /** The row's SKU and its variant_id name two different variants. */
  | "sku-mismatch"
  /** The variant is already on an earlier row. */
  | "repeated-variant";

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

/** A record id typed in a cell: null when empty, NaN when it is not a whole number. */
function cellId(text: string): number | null {
  if (text === "") return null;
  return /^\d{1,15}$/.test(text) && Number(text) > 0 ? Number(text) : Number.NaN;
}

/**
 * Applies a sheet's `stock` column to the variants its rows name (a header row first, in any column order; other
 * columns are ignored): by `sku` (without case) when the row has one, else by `variant_id`, which must then be a
 * variant of the row's `product_id` when it gives one (the export's rows all carry both ids; most products have no
 * SKU). A row giving a SKU and a variant_id of two different variants is refused. Row numbers count the header as
 * row 1, as a spreadsheet shows them.
 */
export async function importStockSheet(db: Database, sheet: string[][]): Promise<StockImportResult> {
  const [header, ...body] = sheet;
  const columns = (header ?? []).map((cell) => cellText(cell).toLowerCase());
  const column = (name: string) => columns.indexOf(name);
  const [skuColumn, stockColumn, variantColumn, productColumn, productNameColumn, variantNameColumn] = [
    "sku",
    "stock",
    "variant_id",
    "product_id",
    "product",
    "variant",
  ].map(column) as [number, number, number, number, number, number];
  if (stockColumn < 0 || (skuColumn < 0 && variantColumn < 0)) return { ok: false, reason: "no-header" };
  if (body.length > MAX_STOCK_ROWS) return { ok: false, reason: "too-many-rows" };

  const cell = (cells: string[], index: number) => (index < 0 ? "" : cellText(cells[index]));
  const wanted = body.map((cells, index) => {
    const stockText = cell(cells, stockColumn);
    return {
      row: index + 2,
      sku: cell(cells, skuColumn),
      variantId: cellId(cell(cells, variantColumn)),
      productId: cellId(cell(cells, productColumn)),
      name: [cell(cells, productNameColumn), cell(cells, variantNameColumn)].filter(Boolean).join(" · "),
      stock: /^\d{1,8}$/.test(stockText) ? Number(stockText) : null,
    };
  });
  const skus = [...new Set(wanted.map((entry) => entry.sku.toLowerCase()).filter(Boolean))];
  const variantIds = [
    ...new Set(wanted.flatMap((entry) => (entry.variantId !== null && entry.variantId > 0 ? [entry.variantId] : []))),
  ];
  // One statement whatever the sheet's size: the SKUs and the ids go as one JSON parameter each (D1 binds at most
  // 100, and counts every statement of a batch against a Worker's queries).
  const found =
    skus.length === 0 && variantIds.length === 0
      ? []
      : await db
          .select({
            id: productVariants.id,
            productId: productVariants.productId,
            sku: productVariants.sku,
            stock: productVariants.stock,
          })
          .from(productVariants)
          .where(
            or(
              sql`lower(${productVariants.sku}) IN (SELECT value FROM json_each(${JSON.stringify(skus)}))`,
              inList(productVariants.id, variantIds),
            ),
          );
  const seenSkus = new Set<string>();
  const seenVariants = new Set<number>();
  const rows: StockRowResult[] = [];
  const updates: { id: number; productId: number; stock: number }[] = [];
  for (const entry of wanted) {
    const key = entry.sku.toLowerCase();
    const named: StockRowName = entry.sku
      ? { row: entry.row, sku: entry.sku }
      : {
          row: entry.row,
          sku: "",
          ...(Number.isInteger(entry.variantId) ? { variantId: entry.variantId! } : {}),
          ...(entry.name ? { name: entry.name } : {}),
        };
    const refuse = (reason: StockRowProblem) => rows.push({ ...named, status: "refused", reason });
    if (!entry.sku && entry.variantId === null) {
      refuse("no-sku");
      continue;
    }
    if (entry.sku && seenSkus.has(key)) {
      refuse("repeated-sku");
      continue;
    }
    if (entry.stock === null) {
      refuse("bad-stock");
      continue;
    }
    if (entry.sku) seenSkus.add(key);
    if (Number.isNaN(entry.variantId) || Number.isNaN(entry.productId)) {
      refuse("bad-variant-id");
      continue;
    }
    const bySku = entry.sku ? found.find((candidate) => candidate.sku?.toLowerCase() === key) : undefined;
    const byId = entry.variantId === null ? undefined : found.find((candidate) => candidate.id === entry.variantId);
    if (entry.sku && !bySku) {
      refuse("unknown-sku");
      continue;
    }
    if (bySku && entry.variantId !== null && bySku.id !== entry.variantId) {
      refuse("sku-mismatch");
      continue;
    }
    const variant = bySku ?? byId;
    if (!variant) {
      refuse("unknown-variant");
      continue;
    }
    if (entry.productId !== null && variant.productId !== entry.productId) {
      refuse("wrong-product");
      continue;
    }
    if (seenVariants.has(variant.id)) {
      refuse("repeated-variant");
      continue;
    }
    seenVariants.add(variant.id);
    if (variant.stock === entry.stock) rows.push({ ...named, status: "unchanged", stock: variant.stock });
    else {
      rows.push({ ...named, status: "updated", from: variant.stock, to: entry.stock });
      updates.push({ id: variant.id, productId: variant.productId, stock: entry.stock });
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
