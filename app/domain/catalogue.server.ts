import { asc, desc } from "drizzle-orm";
import { categories, products } from "@db/schema.ts";
import type { Database } from "~/context.ts";
import { imagePath } from "./images.server.ts";
import type { CategorySummary, ProductSummary } from "./types.ts";

const productSummaryColumns = {
  id: products.id,
  name: products.name,
  category: products.category,
  priceCents: products.priceCents,
  shippingCents: products.shippingCents,
  stock: products.stock,
  starHalves: products.starHalves,
  starCount: products.starCount,
  imageKey: products.imageKey,
};

type ProductSummaryRow = { [K in keyof typeof productSummaryColumns]: (typeof products.$inferSelect)[K] };

export function toProductSummary({ imageKey, ...row }: ProductSummaryRow): ProductSummary {
  return { ...row, imageUrl: imagePath(imageKey) };
}

export function toCategorySummary(row: { id: number; name: string; imageKey: string }): CategorySummary {
  return { id: row.id, name: row.name, imageUrl: imagePath(row.imageKey) };
}

export interface HomeCatalogue {
  categories: CategorySummary[];
  featured: ProductSummary[];
}

/** The home page's critical data in one D1 round trip. */
export async function getHomeCatalogue(db: Database, featuredCount = 12): Promise<HomeCatalogue> {
  const [categoryRows, featuredRows] = await db.batch([
    db
      .select({ id: categories.id, name: categories.name, imageKey: categories.imageKey })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select(productSummaryColumns)
      .from(products)
      .orderBy(desc(products.starHalves), desc(products.starCount), asc(products.id))
      .limit(featuredCount),
  ]);
  return { categories: categoryRows.map(toCategorySummary), featured: featuredRows.map(toProductSummary) };
}
