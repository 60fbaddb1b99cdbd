/**
 * Writing a product's options, variants and gallery (issue 28, decision 028): statements for the batch that
 * writes the product, so the product and all its parts land together or not at all. A variant the edit names by its
 * id is that variant, whatever its options now say: renaming a value ("L" to "Large"), an option or reordering
 * them keeps it, with its orders' lines, carts and flash offer (issue 45). A variant named by nothing is matched by
 * its options: one that keeps its options keeps its id and gets the new price, stock, SKU and image; one no longer
 * listed is deleted (order lines keep their snapshot); a new one is added. The product's stock and price range
 * follow by trigger (migration 0017).
 */
import { and, eq, not, sql, type SQL } from "drizzle-orm";
import { productImages, productOptions, products, productVariants } from "@db/schema.ts";
import { inList, type Database } from "../database.ts";
import { optionValuesOf, type OptionChoice, type OptionSpec } from "~/schemas/variant-rules.ts";

/** A variant as the domain writes it: money in cents. */
export interface VariantWrite {
  /** The stored variant this is (one of the product's, checked already), or none: matched by its options. */
  id?: number;
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

/** The variants' ids the write names that are not among the product's own `stored` ones (none: all are its). */
export function foreignVariantIds(write: VariantsWrite, stored: number[]): number[] {
  return write.variants.flatMap((variant) =>
    variant.id !== undefined && !stored.includes(variant.id) ? [variant.id] : [],
  );
}

/**
 * The statements that make the product's options and variants these (checked already: `variantsIssue`, and
 * `foreignVariantIds` for the ids named). In order: the variants neither named nor matched go; the named ones step
 * aside (their options set to a placeholder no other variant can have, `[id]`), so that no rename meets the unique
 * index halfway (a swap of two values, a value renamed to one another variant had); SKUs are let go for the same
 * reason; the unnamed rows are written by their options, then the named ones by their ids.
 */
export function variantStatements(db: Database, productId: number | SQL, write: VariantsWrite) {
  const rows = write.variants.map((variant, position) => ({
    ...(variant.id !== undefined ? { id: variant.id } : {}),
    productId,
    position,
    sku: variant.sku,
    optionValues: optionValuesOf(write.options, variant.options) ?? [],
    priceCents: variant.price,
    compareAtCents: variant.compareAtPrice,
    stock: variant.stock,
    imageKey: variant.image ?? null,
  }));
  const named = rows.flatMap((row) => (row.id !== undefined ? [row.id] : []));
  const matched = rows.filter((row) => row.id === undefined).map((row) => JSON.stringify(row.optionValues));
  const figures = (row: (typeof rows)[number]) => ({
    position: row.position,
    sku: row.sku,
    priceCents: row.priceCents,
    compareAtCents: row.compareAtCents,
    stock: row.stock,
    imageKey: row.imageKey,
  });
  const ofProduct = eq(productVariants.productId, productId);
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
    db.delete(productVariants).where(
      and(
        ofProduct,
        // Lists as one JSON parameter each: a product has up to 100 variants, D1 binds at most 100 parameters.
        named.length > 0 ? not(inList(productVariants.id, named)) : undefined,
        matched.length > 0
          ? sql`${productVariants.optionValues} NOT IN (SELECT value FROM json_each(${JSON.stringify(matched)}))`
          : undefined,
      ),
    ),
    ...(named.length > 0
      ? [
          db
            .update(productVariants)
            .set({ optionValues: sql`json_array(${productVariants.id})` as never })
            .where(and(ofProduct, inList(productVariants.id, named))),
        ]
      : []),
    // SKUs may move between variants: none is held while they are written.
    db.update(productVariants).set({ sku: null }).where(ofProduct),
    ...rows.map((row) =>
      row.id === undefined
        ? db
            .insert(productVariants)
            .values(row as never)
            .onConflictDoUpdate({
              target: [productVariants.productId, productVariants.optionValues],
              set: figures(row),
            })
        : // By its id: written again should it have gone since it was read (the edit names it).
          db
            .insert(productVariants)
            .values(row as never)
            .onConflictDoUpdate({
              target: productVariants.id,
              set: { ...figures(row), optionValues: row.optionValues as never },
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
