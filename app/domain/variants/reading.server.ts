/**
 * Reading a product's options, variants and gallery (issue 28, decision 028): three queries that join the batch
 * of the page or API call that needs them (no round trip of their own).
 */
import { asc } from "drizzle-orm";
import { productImages, productOptions, productVariants } from "@db/schema.ts";
import { inList, type Database } from "../database.ts";
import { imagePath } from "../images/images.server.ts";
import { optionChoice, variantTitle, type OptionSpec } from "~/schemas/variant-rules.ts";
import type { ProductVariants, VariantView } from "./types.ts";

export const variantColumns = {
  id: productVariants.id,
  productId: productVariants.productId,
  sku: productVariants.sku,
  optionValues: productVariants.optionValues,
  priceCents: productVariants.priceCents,
  compareAtCents: productVariants.compareAtCents,
  stock: productVariants.stock,
  imageKey: productVariants.imageKey,
};

/** The options of these products, in order, for a `db.batch`. */
export function optionReads(db: Database, productIds: number[]) {
  return db
    .select({ productId: productOptions.productId, name: productOptions.name, values: productOptions.values })
    .from(productOptions)
    .where(inList(productOptions.productId, productIds))
    .orderBy(asc(productOptions.productId), asc(productOptions.position));
}

/** One product's options out of `optionReads`' rows. */
export function optionsOf(rows: Awaited<ReturnType<typeof optionReads>>, productId: number): OptionSpec[] {
  return rows.filter((row) => row.productId === productId).map((row) => ({ name: row.name, values: row.values }));
}

/** The options, variants and images of these products, for a `db.batch`. */
export function variantReads(db: Database, productIds: number[]) {
  return [
    optionReads(db, productIds),
    db
      .select(variantColumns)
      .from(productVariants)
      .where(inList(productVariants.productId, productIds))
      .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id)),
    db
      .select({ productId: productImages.productId, imageKey: productImages.imageKey })
      .from(productImages)
      .where(inList(productImages.productId, productIds))
      .orderBy(asc(productImages.productId), asc(productImages.position)),
  ] as const;
}

export type VariantRows = readonly [
  Awaited<ReturnType<typeof variantReads>[0]>,
  Awaited<ReturnType<typeof variantReads>[1]>,
  Awaited<ReturnType<typeof variantReads>[2]>,
];

export function toVariantView(options: OptionSpec[], row: VariantRows[1][number]): VariantView {
  return {
    id: row.id,
    sku: row.sku,
    optionValues: row.optionValues,
    options: optionChoice(options, row.optionValues),
    title: variantTitle(options, row.optionValues),
    priceCents: row.priceCents,
    compareAtCents: row.compareAtCents,
    stock: row.stock,
    imageUrl: row.imageKey ? imagePath(row.imageKey) : null,
  };
}

/** One product's part of the rows. */
export function productVariantsOf(
  [optionRows, variantRows, imageRows]: VariantRows,
  productId: number,
): ProductVariants {
  const options = optionsOf(optionRows, productId);
  return {
    options,
    variants: variantRows.filter((row) => row.productId === productId).map((row) => toVariantView(options, row)),
    images: imageRows.filter((row) => row.productId === productId).map((row) => imagePath(row.imageKey)),
  };
}

/** One product's options, variants and images (one round trip), for the admin's reads. */
export async function readProductVariants(db: Database, productId: number): Promise<ProductVariants> {
  return productVariantsOf(await db.batch(variantReads(db, [productId])), productId);
}
