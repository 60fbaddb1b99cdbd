/**
 * Writing a product's options, variants and gallery (issue 28, decision 028): statements for the batch that
 * writes the product, so the product and all its parts land together or not at all. Variants are matched by their
 * options, not by id: a variant that keeps its options keeps its id (carts, flash offers and order lines that name
 * it stay valid) and gets the new price, stock, SKU and image; one no longer listed is deleted (order lines keep
 * their snapshot); a new one is added. The product's stock and price range follow by trigger (migration 0017).
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import { productImages, productOptions, products, productVariants } from "@db/schema.ts";
import type { Database } from "../database.ts";
import { optionValuesOf, type OptionChoice, type OptionSpec } from "./rules.ts";

/** A variant as the domain writes it: money in cents. */
export interface VariantWrite {
  sku: string | null;
  options: OptionChoice;
  price: number;
  compareAtPrice: number | null;
  stock: number;
  image?: string | null;
}

export interface VariantsWrite {
  options: OptionSpec[];
  variants: VariantWrite[];
}

/** The statements that make the product's options and variants these (checked already: `variantsIssue`). */
export function variantStatements(db: Database, productId: number | SQL, write: VariantsWrite) {
  const rows = write.variants.map((variant, position) => ({
    productId,
    position,
    sku: variant.sku,
    optionValues: optionValuesOf(write.options, variant.options) ?? [],
    priceCents: variant.price,
    compareAtCents: variant.compareAtPrice,
    stock: variant.stock,
    imageKey: variant.image ?? null,
  }));
  // The variants kept, by their stored options, as one JSON parameter (a product has up to 100 variants; D1 binds at
  // most 100 parameters a statement).
  const kept = sql`SELECT value FROM json_each(${JSON.stringify(rows.map((row) => JSON.stringify(row.optionValues)))})`;
  return [
    db.delete(productOptions).where(eq(productOptions.productId, productId)),
    ...(write.options.length > 0
      ? [
          db.insert(productOptions).values(
            write.options.map((option, position) => ({
              productId,
              position,
              name: option.name,
              values: option.values,
            })) as never,
          ),
        ]
      : []),
    db
      .delete(productVariants)
      .where(and(eq(productVariants.productId, productId), sql`${productVariants.optionValues} NOT IN (${kept})`)),
    // SKUs may move between variants: none is held while they are written.
    db.update(productVariants).set({ sku: null }).where(eq(productVariants.productId, productId)),
    ...rows.map((row) =>
      db
        .insert(productVariants)
        .values(row as never)
        .onConflictDoUpdate({
          target: [productVariants.productId, productVariants.optionValues],
          set: {
            position: row.position,
            sku: row.sku,
            priceCents: row.priceCents,
            compareAtCents: row.compareAtCents,
            stock: row.stock,
            imageKey: row.imageKey,
          },
        }),
    ),
  ];
}

/** The statements that make the product's gallery these images, the first its photo. */
export function imageStatements(db: Database, productId: number | SQL, images: string[]) {
  return [
    db.delete(productImages).where(eq(productImages.productId, productId)),
    db.insert(productImages).values(images.map((imageKey, position) => ({ productId, position, imageKey })) as never),
    db.update(products).set({ imageKey: images[0]! }).where(eq(products.id, productId)),
  ];
}
