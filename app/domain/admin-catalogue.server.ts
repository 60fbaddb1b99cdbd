/**
 * What admins change in the catalogue: products (with features and an optional flash offer), categories and
 * banners. Every record and its parts are written in one batch; images must already be in R2 (uploaded first),
 * and a deleted record's image goes too unless something else uses it. A creator answers the new record read
 * back from D1 (the stored row, through the mapper the GET uses) in the shape the API's GET gives it, so the 201 is
 * exactly what a later GET returns.
 */
import { asc, count, eq, sql } from "drizzle-orm";
import { banners, categories, flashSaleProducts, productFeatures, products } from "@db/schema.ts";
import type { Database } from "~/context.ts";
import { copy } from "~/copy.ts";
import type { FlashSellInput, ProductInput } from "~/schemas/admin.ts";
import { getApiProduct } from "./catalogue.server.ts";
import { imagePath } from "./images.server.ts";
import type { ApiProduct } from "./product-api.ts";
import { isBannerSize } from "./image-rules.ts";
import { deleteImageIfUnused, storedImage } from "./uploads.server.ts";

export type AdminError = { ok: false; status: 400 | 404 | 409; error: string; field?: string };
export type AdminResult<T> = { ok: true; value: T } | AdminError;

async function checkImage(bucket: R2Bucket, key: string, field: string): Promise<AdminError | null> {
  return (await storedImage(bucket, key)) ? null : { ok: false, status: 400, error: copy.admin.errors.imageMissing, field };
}

/** A product as `GET /api/products/:id` answers it (with `sellprice`/`sellshipping` when it has a flash offer). */
async function readApiProduct(db: Database, id: number, origin: string): Promise<AdminResult<ApiProduct>> {
  const product = await getApiProduct(db, id, origin);
  // Only when an admin deleted it between the insert and this read.
  return product ? { ok: true, value: product } : { ok: false, status: 404, error: copy.seo.productNotFound };
}

/** Adds a product (and its flash offer for a `FlashSellInput`); answers it as `GET /api/products/:id` would. */
export async function createProduct(
  db: Database,
  bucket: R2Bucket,
  input: ProductInput | FlashSellInput,
  origin: string,
): Promise<AdminResult<ApiProduct>> {
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.name, input.category));
  if (!category) return { ok: false, status: 400, error: copy.admin.errors.unknownCategory, field: "category" };
  const missing = await checkImage(bucket, input.image, "image");
  if (missing) return missing;

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
    db.insert(productFeatures).values(
      input.features.map((feature, position) => ({ productId: newProductId, position, ...feature })) as never,
    ),
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
  return readApiProduct(db, inserted[0]!.id, origin);
}

export async function deleteProduct(db: Database, bucket: R2Bucket, id: number): Promise<AdminResult<null>> {
  const [deleted] = await db.delete(products).where(eq(products.id, id)).returning({ imageKey: products.imageKey });
  if (!deleted) return { ok: false, status: 404, error: copy.seo.productNotFound };
  await deleteImageIfUnused(db, bucket, deleted.imageKey);
  return { ok: true, value: null };
}

/**
 * Deletes a flash-sale product: the product the flash form created, with its offer and (if nothing else uses it)
 * its photo, as the old product's separate flash-sale records were deleted. 404 when the id has no offer.
 */
export async function deleteFlashProduct(db: Database, bucket: R2Bucket, productId: number): Promise<AdminResult<null>> {
  const [offer] = await db.select({ id: flashSaleProducts.id }).from(flashSaleProducts).where(eq(flashSaleProducts.productId, productId));
  if (!offer) return { ok: false, status: 404, error: copy.seo.productNotFound };
  return deleteProduct(db, bucket, productId);
}

export interface CategoryRecord {
  _id: string;
  name: string;
  image: string;
}

function toCategoryRecord(row: typeof categories.$inferSelect): CategoryRecord {
  return { _id: String(row.id), name: row.name, image: imagePath(row.imageKey) };
}

/** `GET /api/category`: every category `{_id, name, image}`. */
export async function listCategoryRecords(db: Database): Promise<CategoryRecord[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
  return rows.map(toCategoryRecord);
}

/** Adds a category; answers it as `GET /api/category` lists it, or 409 if the name exists. */
export async function createCategory(
  db: Database,
  bucket: R2Bucket,
  input: { name: string; image: string },
): Promise<AdminResult<CategoryRecord>> {
  const missing = await checkImage(bucket, input.image, "image");
  if (missing) return missing;
  const [row] = await db
    .insert(categories)
    .values({ name: input.name, imageKey: input.image, position: sql`(SELECT coalesce(max(${categories.position}), -1) + 1 FROM ${categories})` })
    .onConflictDoNothing({ target: categories.name })
    .returning();
  return row ? { ok: true, value: toCategoryRecord(row) } : { ok: false, status: 409, error: copy.admin.errors.categoryExists, field: "name" };
}

export async function deleteCategory(db: Database, bucket: R2Bucket, id: number): Promise<AdminResult<null>> {
  const [category] = await db.select().from(categories).where(eq(categories.id, id));
  if (!category) return { ok: false, status: 404, error: copy.api.notFound };
  const [used] = await db.select({ count: count() }).from(products).where(eq(products.category, category.name));
  if (used && used.count > 0) return { ok: false, status: 409, error: copy.admin.errors.categoryInUse(used.count) };
  await db.delete(categories).where(eq(categories.id, id));
  await deleteImageIfUnused(db, bucket, category.imageKey);
  return { ok: true, value: null };
}

export interface BannerRecord {
  _id: string;
  name: string;
  banner_slide: string;
}

function toBannerRecord(row: typeof banners.$inferSelect): BannerRecord {
  return { _id: String(row.id), name: row.name, banner_slide: imagePath(row.imageKey) };
}

/** `GET /api/banner`: every home banner `{_id, name, banner_slide}`. */
export async function listBannerRecords(db: Database): Promise<BannerRecord[]> {
  const rows = await db.select().from(banners).orderBy(asc(banners.position), asc(banners.id));
  return rows.map(toBannerRecord);
}

/** Adds a home banner (the image must be 1080 x 344); answers it as `GET /api/banner` lists it. */
export async function createBanner(
  db: Database,
  bucket: R2Bucket,
  input: { name: string; banner_slide: string },
): Promise<AdminResult<BannerRecord>> {
  const image = await storedImage(bucket, input.banner_slide);
  if (!image) return { ok: false, status: 400, error: copy.admin.errors.imageMissing, field: "banner_slide" };
  if (!isBannerSize(image)) return { ok: false, status: 400, error: copy.admin.errors.bannerSize, field: "banner_slide" };
  const [row] = await db
    .insert(banners)
    .values({ name: input.name, imageKey: input.banner_slide, position: sql`(SELECT coalesce(max(${banners.position}), -1) + 1 FROM ${banners})` })
    .returning();
  return { ok: true, value: toBannerRecord(row!) };
}

export async function deleteBanner(db: Database, bucket: R2Bucket, id: number): Promise<AdminResult<null>> {
  const [deleted] = await db.delete(banners).where(eq(banners.id, id)).returning({ imageKey: banners.imageKey });
  if (!deleted) return { ok: false, status: 404, error: copy.api.notFound };
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
    rows: rows.map(({ id, sellPriceCents, ...row }) => ({ ...row, id: String(id), ...(sellPriceCents === null ? {} : { sellPriceCents }) })),
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
