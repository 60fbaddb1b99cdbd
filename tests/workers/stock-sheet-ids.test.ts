/**
 * The stock sheet of products without SKUs (issue 45): most products have none, and the exported rows carry
 * `product_id` and `variant_id`, so a row without a SKU is found by its `variant_id` (a variant of its product), and
 * a row whose SKU and variant_id disagree is refused.
 */
import { asc, eq, isNotNull, isNull, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products, productVariants } from "@db/schema.ts";
import { variantsCopy } from "~/i18n/variants.ts";
import { parseCsv, toCsv } from "~/server/csv.ts";
import { db, ORIGIN, registerAdmin, request, seedDemoShop } from "./helpers.ts";

const texts = variantsCopy.stockSheet;

type Report = {
  updated: number;
  unchanged: number;
  refused: number;
  rows: { row: number; sku: string; variantId?: number; name?: string; status: string; reason?: string }[];
};

await seedDemoShop();
const admin = await registerAdmin("Ids Admin", "ids-admin@example.com", "Sheet#2026");

/** The exported sheet, as rows of cells (the header first). */
async function exported(): Promise<string[][]> {
  const response = await request("/api/products/stock.csv", { jar: admin });
  expect(response.status).toBe(200);
  return parseCsv((await response.text()).replace(/^\uFEFF/, ""))!;
}

function importApi(rows: string[][]) {
  return request("/api/products/stock.csv", {
    method: "POST",
    jar: admin,
    body: toCsv(rows),
    headers: { "Content-Type": "text/csv" },
  });
}

/** Variants without a SKU: of products without options (one variant each), `count` of them. */
function variantsWithoutSku(count: number) {
  return db
    .select({ id: productVariants.id, productId: productVariants.productId, stock: productVariants.stock })
    .from(productVariants)
    .where(isNull(productVariants.sku))
    .orderBy(asc(productVariants.id))
    .limit(count);
}

async function stockOf(variantId: number) {
  const [row] = await db
    .select({ variant: productVariants.stock, product: products.stock })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variantId));
  return row!;
}

describe("the stock sheet of variants without a SKU", () => {
  it("exports them with their ids, and imports the edited sheet by variant_id: the stock moves", async () => {
    const chosen = await variantsWithoutSku(3);
    expect(chosen).toHaveLength(3);
    const [header, ...rows] = await exported();
    expect(header).toEqual(["sku", "product", "variant", "stock", "product_id", "variant_id"]);
    const ours = chosen.map((variant) => rows.find((row) => row[5] === String(variant.id))!);
    for (const row of ours) expect(row[0]).toBe("");

    // The merchant counts the shelf: new stock on the first two, the third as it was.
    const edited = ours.map((row, index) =>
      index < 2 ? [...row.slice(0, 3), String(40 + index), ...row.slice(4)] : row,
    );
    const response = await importApi([header!, ...edited]);
    expect(response.status).toBe(200);
    const report = (await response.json()) as Report;
    expect(report).toMatchObject({ updated: 2, unchanged: 1, refused: 0 });
    expect(report.rows[0]).toEqual({
      row: 2,
      sku: "",
      variantId: chosen[0]!.id,
      name: [ours[0]![1], ours[0]![2]].filter(Boolean).join(" · "),
      status: "updated",
      from: chosen[0]!.stock,
      to: 40,
    });
    expect(report.rows[2]).toMatchObject({ row: 4, status: "unchanged", stock: chosen[2]!.stock });
    // The variant's stock, and its product's, which follows it.
    expect(await stockOf(chosen[0]!.id)).toEqual({ variant: 40, product: 40 });
    expect(await stockOf(chosen[1]!.id)).toEqual({ variant: 41, product: 41 });
    expect((await stockOf(chosen[2]!.id)).variant).toBe(chosen[2]!.stock);
  });

  it("takes a sheet with only variant_id and stock columns", async () => {
    const [variant] = await variantsWithoutSku(1);
    const response = await importApi([
      ["variant_id", "stock"],
      [String(variant!.id), "12"],
    ]);
    expect(response.status).toBe(200);
    const report = (await response.json()) as Report;
    expect(report.rows).toEqual([
      { row: 2, sku: "", variantId: variant!.id, status: "updated", from: expect.any(Number), to: 12 },
    ]);
    expect((await stockOf(variant!.id)).variant).toBe(12);
  });

  it("refuses, row by row, a variant of another product, an unknown or malformed id, a SKU naming another variant and a variant named twice", async () => {
    const [first, second] = await variantsWithoutSku(2);
    const [clashing, withSku] = await db
      .select({ id: productVariants.id, productId: productVariants.productId, sku: productVariants.sku })
      .from(productVariants)
      .where(isNotNull(productVariants.sku))
      .orderBy(asc(productVariants.id))
      .limit(2);
    const [otherProduct] = await db
      .select({ id: products.id })
      .from(products)
      .where(ne(products.id, first!.productId))
      .limit(1);
    const before = await stockOf(first!.id);
    const sheet = [
      ["sku", "stock", "product_id", "variant_id"],
      ["", "5", String(otherProduct!.id), String(first!.id)],
      ["", "5", "", "99999999"],
      ["", "5", "", "abc"],
      [clashing!.sku!, "5", "", String(second!.id)],
      ["", "5", "", ""],
      ["", "6", String(second!.productId), String(second!.id)],
      ["", "7", "", String(second!.id)],
      // Found by its SKU, with the ids the export gave it: applied.
      [withSku!.sku!, "9", String(withSku!.productId), String(withSku!.id)],
    ];
    const response = await importApi(sheet);
    expect(response.status).toBe(200);
    const report = (await response.json()) as Report & { rows: { reason?: string; error?: string }[] };
    expect(report.rows.map((row) => [row.row, row.status, row.reason ?? null])).toEqual([
      [2, "refused", "wrong-product"],
      [3, "refused", "unknown-variant"],
      [4, "refused", "bad-variant-id"],
      [5, "refused", "sku-mismatch"],
      [6, "refused", "no-sku"],
      [7, "updated", null],
      [8, "refused", "repeated-variant"],
      [9, "updated", null],
    ]);
    for (const row of report.rows)
      if (row.reason) expect(row.error).toBe(texts.rows[row.reason as keyof typeof texts.rows]);
    expect(await stockOf(first!.id)).toEqual(before);
    expect((await stockOf(second!.id)).variant).toBe(6);
    expect((await stockOf(withSku!.id)).variant).toBe(9);
  });

  it("is imported through Manage Product's form the same way, naming each row by its product and variant", async () => {
    const [variant] = await variantsWithoutSku(1);
    const row = (await exported()).find((cells) => cells[5] === String(variant!.id))!;
    const form = new FormData();
    form.set("intent", "stock-import");
    const csv = toCsv([
      ["sku", "product", "variant", "stock", "product_id", "variant_id"],
      [row[0]!, row[1]!, row[2]!, "33", row[4]!, row[5]!],
    ]);
    form.set("sheet", new File([csv], "stock.csv", { type: "text/csv" }));
    const answer = await request("/dashboard/manageproduct?pageSize=10", {
      method: "POST",
      jar: admin,
      body: form,
      headers: { Origin: ORIGIN },
    });
    expect(answer.status).toBe(200);
    const html = (await answer.text())
      .replace(/<!-- -->/g, "")
      .replaceAll("&#x27;", "'")
      .replaceAll("&amp;", "&");
    const name = [row[1], row[2]].filter(Boolean).join(" · ");
    expect(html).toContain(texts.rowUpdated(2, name, Number(row[3]), 33));
    expect((await stockOf(variant!.id)).variant).toBe(33);
  });
});
