/**
 * What admins change in the catalogue: products (with features and an optional flash offer), categories and
 * banners. Every record and its parts are written in one batch; images must already be in R2 (uploaded first),
 * and a deleted record's image goes too unless something else uses it. A creator answers the stored record (a
 * product by its id); a failure is `{ ok: false, reason }`, which the server layer turns into a status and copy.
 */
import { asc, count, eq, sql } from "drizzle-orm";
import { banners, categories, flashSaleProducts, productFeatures, products } from "@db/schema.ts";
import type { Database } from "./database.ts";
import type { Banner, Category } from "@db/schema.ts";
import type { FlashSellInput, ProductInput } from "~/schemas/admin.ts";
import { isBannerSize } from "./image-rules.ts";
import { deleteImageIfUnused, storedImage } from "./uploads.server.ts";

/** Why an admin's change to the catalogue was refused. */
export type CatalogueFailure =
  | {
      ok: false;
      reason:
        | "unknown-category"
        | "image-missing"
        | "banner-image-missing"
        | "banner-size"
        | "product-not-found"
        | "not-found"
        | "category-exists";
    }
  | { ok: false; reason: "category-in-use"; products: number };

export type CatalogueReason = CatalogueFailure["reason"];
export type CatalogueResult<T> = { ok: true; value: T } | CatalogueFailure;

/** Adds a product (and its flash offer for a `FlashSellInput`); answers its new id. */
export async function createProduct(
  db: Database,
  bucket: R2Bucket,
  input: ProductInput | FlashSellInput,
): Promise<CatalogueResult<{ id: number }>> {
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.name, input.category));
  if (!category) return { ok: false, reason: "unknown-category" };
  if (!(await storedImage(bucket, input.image))) return { ok: false, reason: "image-missing" };

  // Inside the batch (one transaction) the newest product row is the one just inserted.
  const newProductId = sql`(SELECT max(${products.id}) FROM ${products})`;
  const [inserted] = await db.batch([
    db
      .insert(products)
      .values({
        name: input.name,
        seller: input.seller,
        category: input.category,
        priceCents: input.price,
        shippingCents: input.shipping,
        stock: input.stock,
        starHalves: input.star,
        starCount: input.starCount,
        imageKey: input.image,
      })
      .returning({ id: products.id }),
    db
      .insert(productFeatures)
      .values(input.features.map((feature, position) => ({ productId: newProductId, position, ...feature })) as never),
    ...("sellprice" in input
      ? [
          db.insert(flashSaleProducts).values({
            productId: newProductId,
            sellPriceCents: input.sellprice,
            sellShippingCents: input.sellshipping,
            flashStock: input.stock,
          } as never),
        ]
      : []),
  ]);
  return { ok: true, value: { id: inserted[0]!.id } };
}

export async function deleteProduct(db: Database, bucket: R2Bucket, id: number): Promise<CatalogueResult<null>> {
  const [deleted] = await db.delete(products).where(eq(products.id, id)).returning({ imageKey: products.imageKey });
  if (!deleted) return { ok: false, reason: "product-not-found" };
  await deleteImageIfUnused(db, bucket, deleted.imageKey);
  return { ok: true, value: null };
}

/**
 * Deletes a flash-sale product: the product the flash form created, with its offer and (if nothing else uses it)
 * its photo, as the old product's separate flash-sale records were deleted. 404 when the id has no offer.
 */
export async function deleteFlashProduct(
  db: Database,
  bucket: R2Bucket,
  productId: number,
): Promise<CatalogueResult<null>> {
  const [offer] = await db
    .select({ id: flashSaleProducts.id })
    .from(flashSaleProducts)
    .where(eq(flashSaleProducts.productId, productId));
  if (!offer) return { ok: false, reason: "product-not-found" };
  return deleteProduct(db, bucket, productId);
}

/** Every category, in the shop's order. */
export async function listCategories(db: Database): Promise<Category[]> {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
}

/** Adds a category; refused when the name exists. */
export async function createCategory(
  db: Database,
  bucket: R2Bucket,
  input: { name: string; image: string },
): Promise<CatalogueResult<Category>> {
  if (!(await storedImage(bucket, input.image))) return { ok: false, reason: "image-missing" };
  const [row] = await db
    .insert(categories)
    .values({
      name: input.name,
      imageKey: input.image,
      position: sql`(SELECT coalesce(max(${categories.position}), -1) + 1 FROM ${categories})`,
    })
    .onConflictDoNothing({ target: categories.name })
    .returning();
  return row ? { ok: true, value: row } : { ok: false, reason: "category-exists" };
}

export async function deleteCategory(db: Database, bucket: R2Bucket, id: number): Promise<CatalogueResult<null>> {
  const [category] = await db.select().from(categories).where(eq(categories.id, id));
  if (!category) return { ok: false, reason: "not-found" };
  const [used] = await db.select({ count: count() }).from(products).where(eq(products.category, category.name));
  if (used && used.count > 0) return { ok: false, reason: "category-in-use", products: used.count };
  await db.delete(categories).where(eq(categories.id, id));
  await deleteImageIfUnused(db, bucket, category.imageKey);
  return { ok: true, value: null };
}

/** Every home banner, in the shop's order. */
export async function listBanners(db: Database): Promise<Banner[]> {
  return db.select().from(banners).orderBy(asc(banners.position), asc(banners.id));
}

/** Adds a home banner (the image must be 1080 x 344). */
export async function createBanner(
  db: Database,
  bucket: R2Bucket,
  input: { name: string; banner_slide: string },
): Promise<CatalogueResult<Banner>> {
  const image = await storedImage(bucket, input.banner_slide);
  if (!image) return { ok: false, reason: "banner-image-missing" };
  if (!isBannerSize(image)) return { ok: false, reason: "banner-size" };
  const [row] = await db
    .insert(banners)
    .values({
      name: input.name,
      imageKey: input.banner_slide,
      position: sql`(SELECT coalesce(max(${banners.position}), -1) + 1 FROM ${banners})`,
    })
    .returning();
  return { ok: true, value: row! };
}

export async function deleteBanner(db: Database, bucket: R2Bucket, id: number): Promise<CatalogueResult<null>> {
  const [deleted] = await db.delete(banners).where(eq(banners.id, id)).returning({ imageKey: banners.imageKey });
  if (!deleted) return { ok: false, reason: "not-found" };
  await deleteImageIfUnused(db, bucket, deleted.imageKey);
  return { ok: true, value: null };
}

/** A row of the admin product tables: the product and its flash sell price, if any. */
const productRowColumns = {
  id: products.id,
  name: products.name,
  seller: products.seller,
  priceCents: products.priceCents,
  shippingCents: products.shippingCents,
  stock: products.stock,
  sellPriceCents: flashSaleProducts.sellPriceCents,
};

/** The Manage Product table: newest first, with the flash sell price when there is one (one round trip). */
export async function listProductRows(db: Database, page: number, pageSize: number) {
  const [rows, [total]] = await db.batch([
    db
      .select(productRowColumns)
      .from(products)
      .leftJoin(flashSaleProducts, eq(flashSaleProducts.productId, products.id))
      .orderBy(sql`${products.createdAt} DESC`, sql`${products.id} DESC`)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: count() }).from(products),
  ]);
  return {
    rows: rows.map(({ id, sellPriceCents, ...row }) => ({
      ...row,
      id: String(id),
      ...(sellPriceCents === null ? {} : { sellPriceCents }),
    })),
    total: total?.count ?? 0,
    page,
    pageSize,
  };
}

/** The flash-sale products for Manage FlashSell, with their sell price. */
export async function listFlashRows(db: Database, page: number, pageSize: number) {
  const [rows, [total]] = await db.batch([
    db
      .select(productRowColumns)
      .from(flashSaleProducts)
      .innerJoin(products, eq(products.id, flashSaleProducts.productId))
      .orderBy(sql`${flashSaleProducts.id} DESC`)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: count() }).from(flashSaleProducts),
  ]);
  return { rows: rows.map(({ id, ...row }) => ({ ...row, id: String(id) })), total: total?.count ?? 0, page, pageSize };
}
