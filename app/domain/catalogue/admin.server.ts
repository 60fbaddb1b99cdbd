/**
 * What admins change in the catalogue: products (with features and an optional flash offer), categories and
 * banners. Every record and its parts are written in one batch; images must already be in R2 (uploaded first),
 * and a deleted record's image goes too unless something else uses it. A creator answers the stored record (a
 * product by its id); a failure is `{ ok: false, reason }`, which the server layer turns into a status and copy.
 */
import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import {
  banners,
  categories,
  flashSaleProducts,
  productFeatures,
  productImages,
  productOptions,
  products,
  productVariants,
} from "@db/schema.ts";
import type { Database } from "../database.ts";
import { constraintFailure, failedUniqueIndex } from "../constraints.ts";
import { flashStockChanged, type FlashSaleBinding } from "../flash-sale/flash-sale.server.ts";
import type { Banner, Category } from "@db/schema.ts";
import type { BannerPatch, FlashSellInput, FlashSellPatch, ProductInput, ProductPatch } from "~/schemas/admin.ts";
import type { ProductPatchWithVariants, ProductWithVariantsInput } from "~/schemas/variants.ts";
import { foreignVariantIds, imageStatements, variantStatements } from "../variants/writing.server.ts";
import { optionsOf } from "../variants/reading.server.ts";
import { variantTitle } from "~/schemas/variant-rules.ts";
import { isBannerSize } from "../images/rules.ts";
import { deleteImageIfUnused, storedImage } from "../images/uploads.server.ts";

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
        | "category-exists"
        | "sell-price-above-price"
        | "duplicate-sku"
        | "price-with-variants"
        | "variant-image"
        | "offer-variant"
        | "unknown-variant";
    }
  | { ok: false; reason: "category-in-use"; products: number };

export type CatalogueReason = CatalogueFailure["reason"];
export type CatalogueResult<T> = { ok: true; value: T } | CatalogueFailure;

/** A SKU another product's variant already has: the unique index refused the batch. */
function isDuplicateSku(error: unknown): boolean {
  return failedUniqueIndex(constraintFailure(error), "product_variants_sku_unique");
}

/** Whether every one of these images is in R2 (uploaded first). */
async function allStored(bucket: R2Bucket, keys: string[]): Promise<boolean> {
  const found = await Promise.all([...new Set(keys)].map((key) => storedImage(bucket, key)));
  return found.every((image) => image !== null);
}

/**
 * Adds a product (and its flash offer for a `FlashSellInput`); answers its new id. With `variants` (issue 28) its
 * price and stock are its variants' (least price, sum of stock), and with `images` its photo is the first of them.
 */
export async function createProduct(
  db: Database,
  bindings: FlashSaleBinding,
  bucket: R2Bucket,
  input: ProductInput | FlashSellInput | ProductWithVariantsInput,
): Promise<CatalogueResult<{ id: number }>> {
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.name, input.category));
  if (!category) return { ok: false, reason: "unknown-category" };
  const gallery = "images" in input && input.images ? input.images : null;
  const images = gallery ?? [input.image!];
  const variants = "variants" in input ? input.variants : undefined;
  const variantImages = (variants ?? []).flatMap((variant) => (variant.image ? [variant.image] : []));
  if (variantImages.some((key) => !images.includes(key))) return { ok: false, reason: "variant-image" };
  if (!(await allStored(bucket, images))) return { ok: false, reason: "image-missing" };

  // Inside the batch (one transaction) the newest product row is the one just inserted.
  const newProductId = sql`(SELECT max(${products.id}) FROM ${products})`;
  let inserted;
  try {
    [inserted] = await db.batch([
      db
        .insert(products)
        .values({
          name: input.name,
          seller: input.seller,
          category: input.category,
          // With variants, their triggers set the product's price and stock (least price, sum) in this batch.
          priceCents: input.price ?? 0,
          shippingCents: input.shipping,
          stock: input.stock ?? 0,
          starHalves: input.star,
          starCount: input.starCount,
          imageKey: images[0]!,
        })
        .returning({ id: products.id }),
      db
        .insert(productFeatures)
        .values(
          input.features.map((feature, position) => ({ productId: newProductId, position, ...feature })) as never,
        ),
      ...(gallery ? imageStatements(db, newProductId, gallery) : []),
      ...(variants
        ? variantStatements(db, newProductId, {
            options: ("options" in input ? input.options : undefined) ?? [],
            // A new product has no variants yet: ids sent with it (a copy of another product's read) name nothing.
            variants: variants.map(({ _id, ...variant }) => variant) as never,
          })
        : []),
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
  } catch (error) {
    if (isDuplicateSku(error)) return { ok: false, reason: "duplicate-sku" };
    throw error;
  }
  // A new offer's id may be one the flash-stock gate found without an offer: it reads it afresh (decision 015).
  await flashStockChanged(bindings, [inserted[0]!.id]);
  return { ok: true, value: { id: inserted[0]!.id } };
}

export async function deleteProduct(
  db: Database,
  bindings: FlashSaleBinding,
  bucket: R2Bucket,
  id: number,
): Promise<CatalogueResult<null>> {
  const [gallery, [deleted]] = await db.batch([
    db.select({ imageKey: productImages.imageKey }).from(productImages).where(eq(productImages.productId, id)),
    db.delete(products).where(eq(products.id, id)).returning({ imageKey: products.imageKey }),
  ]);
  if (!deleted) return { ok: false, reason: "product-not-found" };
  await flashStockChanged(bindings, [id]);
  // Its photos (variants' images are among them) go unless an order line's snapshot or another record uses them.
  for (const key of new Set([deleted.imageKey, ...gallery.map((row) => row.imageKey)]))
    await deleteImageIfUnused(db, bucket, key);
  return { ok: true, value: null };
}

/**
 * Deletes a flash-sale product: the product the flash form created, with its offer and (if nothing else uses it)
 * its photo, as the old product's separate flash-sale records were deleted. 404 when the id has no offer.
 */
export async function deleteFlashProduct(
  db: Database,
  bindings: FlashSaleBinding,
  bucket: R2Bucket,
  productId: number,
): Promise<CatalogueResult<null>> {
  const [offer] = await db
    .select({ id: flashSaleProducts.id })
    .from(flashSaleProducts)
    .where(eq(flashSaleProducts.productId, productId));
  if (!offer) return { ok: false, reason: "product-not-found" };
  return deleteProduct(db, bindings, bucket, productId);
}

/**
 * Changes any of a product's fields (the others stay), in one batch: features are replaced as a whole. Its flash
 * offer's sell price and sell shipping change only through the offer: `offer: "required"` (PATCH
 * /api/flashsell/:id, 404 for a product without one) or `"when-present"` (the edit screen); an edit through the
 * offer also sets the offer's units when it sets the stock, as adding it did. The sell price may not end up above
 * the price (the named variant's, when the offer names one), whichever of the two changes. The offer's
 * `variant_id` (issue 28) names the one variant on offer, or null for all of them; a variant of another product
 * is refused. A new photo replaces the old, which is deleted unless something else (another record, an order
 * line's snapshot) uses it. Orders already placed keep their own copy of the name, price and photo.
 */
export async function updateProduct(
  db: Database,
  bindings: FlashSaleBinding,
  bucket: R2Bucket,
  id: number,
  patch: ProductPatch | FlashSellPatch | ProductPatchWithVariants,
  { offer }: { offer?: "required" | "when-present" } = {},
): Promise<CatalogueResult<{ id: number }>> {
  // The variant the offer is to name (undefined: unchanged, null: every variant); 0 matches no variant.
  const offerVariant = "variant_id" in patch ? patch.variant_id : undefined;
  const [[current], galleryRows, [namedVariant], storedVariants] = await db.batch([
    db
      .select({
        priceCents: products.priceCents,
        imageKey: products.imageKey,
        offerId: flashSaleProducts.id,
        sellPriceCents: flashSaleProducts.sellPriceCents,
        variantCount: sql<number>`(SELECT count(*) FROM ${productVariants} WHERE ${productVariants.productId} = ${products.id})`,
        offerVariantPriceCents: sql<
          number | null
        >`(SELECT ${productVariants.priceCents} FROM ${productVariants} WHERE ${productVariants.id} = ${flashSaleProducts.variantId})`,
      })
      .from(products)
      .leftJoin(flashSaleProducts, eq(flashSaleProducts.productId, products.id))
      .where(eq(products.id, id)),
    db.select({ imageKey: productImages.imageKey }).from(productImages).where(eq(productImages.productId, id)),
    db
      .select({ productId: productVariants.productId, priceCents: productVariants.priceCents })
      .from(productVariants)
      .where(eq(productVariants.id, offerVariant ?? 0)),
    db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, id)),
  ]);
  if (!current || (offer === "required" && current.offerId === null)) return { ok: false, reason: "product-not-found" };
  // Each variant the edit names by its `_id` is kept as that variant (issue 45); it must be one of this product's.
  const variants =
    "variants" in patch && patch.variants
      ? patch.variants.map(({ _id, ...variant }) => ({ ...variant, ...(_id !== undefined ? { id: _id } : {}) }))
      : undefined;
  const variantOptions = ("options" in patch ? patch.options : undefined) ?? [];
  if (
    variants &&
    foreignVariantIds(
      { options: variantOptions, variants: variants as never },
      storedVariants.map((row) => row.id),
    ).length > 0
  )
    return { ok: false, reason: "unknown-variant" };
  const gallery = "images" in patch ? patch.images : undefined;
  // A product with several variants has a price and a stock per variant, not one of its own.
  if (variants === undefined && current.variantCount > 1 && (patch.price !== undefined || patch.stock !== undefined))
    return { ok: false, reason: "price-with-variants" };
  const variantImages = (variants ?? []).flatMap((variant) => (variant.image ? [variant.image] : []));
  const finalGallery = gallery ?? galleryRows.map((row) => row.imageKey);
  if (variantImages.some((key) => !finalGallery.includes(key))) return { ok: false, reason: "variant-image" };
  const unseen = (gallery ?? []).filter((key) => !galleryRows.some((row) => row.imageKey === key));
  if (unseen.length > 0 && !(await allStored(bucket, unseen))) return { ok: false, reason: "image-missing" };
  const viaOffer = offer !== undefined && current.offerId !== null;
  const offerPatch: FlashSellPatch = viaOffer ? patch : {};
  // The offer may name only one of the product's own variants.
  if (viaOffer && typeof offerVariant === "number" && namedVariant?.productId !== id)
    return { ok: false, reason: "offer-variant" };

  if (patch.category !== undefined) {
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.name, patch.category));
    if (!category) return { ok: false, reason: "unknown-category" };
  }
  const newImage = patch.image !== undefined && patch.image !== current.imageKey ? patch.image : null;
  if (newImage !== null && !(await storedImage(bucket, newImage))) return { ok: false, reason: "image-missing" };
  if (current.sellPriceCents !== null) {
    // An offer on one variant is held to that variant's price, one on all of them to the least.
    const variantPrice =
      viaOffer && offerVariant !== undefined ? (namedVariant?.priceCents ?? null) : current.offerVariantPriceCents;
    const price = patch.price ?? variantPrice ?? current.priceCents;
    const sellPrice = offerPatch.sellprice ?? current.sellPriceCents;
    if (sellPrice > price) return { ok: false, reason: "sell-price-above-price" };
  }

  // With variants, the product's price and stock are theirs (the triggers set them).
  const ownFigures = variants === undefined;
  const productChanges = {
    ...(patch.name !== undefined ? { name: patch.name } : {}),
    ...(patch.seller !== undefined ? { seller: patch.seller } : {}),
    ...(patch.category !== undefined ? { category: patch.category } : {}),
    ...(ownFigures && patch.price !== undefined ? { priceCents: patch.price } : {}),
    ...(patch.shipping !== undefined ? { shippingCents: patch.shipping } : {}),
    ...(ownFigures && patch.stock !== undefined ? { stock: patch.stock } : {}),
    ...(patch.star !== undefined ? { starHalves: patch.star } : {}),
    ...(patch.starCount !== undefined ? { starCount: patch.starCount } : {}),
    ...(newImage !== null ? { imageKey: newImage } : {}),
  };
  const offerChanges = {
    ...(offerPatch.sellprice !== undefined ? { sellPriceCents: offerPatch.sellprice } : {}),
    ...(offerPatch.sellshipping !== undefined ? { sellShippingCents: offerPatch.sellshipping } : {}),
    ...(viaOffer && patch.stock !== undefined ? { flashStock: patch.stock } : {}),
    ...(offerPatch.variant_id !== undefined ? { variantId: offerPatch.variant_id } : {}),
  };
  const writes = [
    ...(Object.keys(productChanges).length > 0
      ? [db.update(products).set(productChanges).where(eq(products.id, id))]
      : []),
    ...(patch.features !== undefined
      ? [
          db.delete(productFeatures).where(eq(productFeatures.productId, id)),
          db
            .insert(productFeatures)
            .values(patch.features.map((feature, position) => ({ productId: id, position, ...feature }))),
        ]
      : []),
    ...(Object.keys(offerChanges).length > 0
      ? [db.update(flashSaleProducts).set(offerChanges).where(eq(flashSaleProducts.productId, id))]
      : []),
    ...(gallery !== undefined ? imageStatements(db, id, gallery) : []),
    ...(variants !== undefined
      ? variantStatements(db, id, { options: variantOptions, variants: variants as never })
      : []),
  ];
  const [first, ...rest] = writes;
  try {
    if (first) await db.batch([first, ...rest]);
  } catch (error) {
    if (isDuplicateSku(error)) return { ok: false, reason: "duplicate-sku" };
    throw error;
  }
  // Its stock, name or sell price may be what the flash-stock gate holds for it: re-read (decision 015).
  if (
    first &&
    (Object.keys(productChanges).length > 0 || Object.keys(offerChanges).length > 0 || variants !== undefined)
  )
    await flashStockChanged(bindings, [id]);
  // Photos it no longer shows go, unless something else (an order line's snapshot) uses them.
  const dropped = new Set([
    ...(newImage !== null ? [current.imageKey] : []),
    ...(gallery !== undefined
      ? galleryRows.map((row) => row.imageKey).filter((key) => !gallery.includes(key) && !variantImages.includes(key))
      : []),
  ]);
  for (const key of dropped) await deleteImageIfUnused(db, bucket, key);
  return { ok: true, value: { id } };
}

/** Every category, in the shop's order. */
export async function listCategories(db: Database): Promise<Category[]> {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
}

/** Adds a category under the name as typed; refused when a category has the same name in any case. */
export async function createCategory(
  db: Database,
  bucket: R2Bucket,
  input: { name: string; image: string },
): Promise<CatalogueResult<Category>> {
  if (!(await storedImage(bucket, input.image))) return { ok: false, reason: "image-missing" };
  const [row] = await db
    .insert(categories)
    .values({
      name: categoryKeyOf(input.name),
      displayName: input.name,
      imageKey: input.image,
      position: sql`(SELECT coalesce(max(${categories.position}), -1) + 1 FROM ${categories})`,
    })
    .onConflictDoNothing({ target: categories.name })
    .returning();
  return row ? { ok: true, value: row } : { ok: false, reason: "category-exists" };
}

/** A category's key: its name lowercased (decision 014). */
export function categoryKeyOf(name: string): string {
  return name.toLowerCase();
}

/**
 * Renames a category: its key and its name as typed. Its products follow the key (the foreign key cascades the
 * update); 409 when another category has the name in any case.
 */
export async function renameCategory(
  db: Database,
  id: number,
  input: { name: string },
): Promise<CatalogueResult<Category>> {
  const key = categoryKeyOf(input.name);
  const [[current], [clash]] = await db.batch([
    db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)),
    db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.name, key), ne(categories.id, id))),
  ]);
  if (!current) return { ok: false, reason: "not-found" };
  if (clash) return { ok: false, reason: "category-exists" };
  try {
    const [row] = await db
      .update(categories)
      .set({ name: key, displayName: input.name })
      .where(eq(categories.id, id))
      .returning();
    return row ? { ok: true, value: row } : { ok: false, reason: "not-found" };
  } catch (error) {
    // Another rename took the name between the check and the update: the unique key refuses this one.
    if (constraintFailure(error)?.kind === "unique") return { ok: false, reason: "category-exists" };
    throw error;
  }
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

/**
 * How many products each category holds, by category key (categories without products are absent): what
 * `deleteCategory` refuses on, so Manage Category can say so before the admin tries.
 */
export async function countProductsByCategory(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ category: products.category, count: count() })
    .from(products)
    .groupBy(products.category);
  return new Map(rows.map((row) => [row.category, row.count]));
}

/** Every home banner, in the shop's order. */
export async function listBanners(db: Database): Promise<Banner[]> {
  return db.select().from(banners).orderBy(asc(banners.position), asc(banners.id));
}

/** Adds a home banner (the image must be 1080 x 344). */
export async function createBanner(
  db: Database,
  bucket: R2Bucket,
  input: { name: string; banner_slide: string; link?: string | null },
): Promise<CatalogueResult<Banner>> {
  const image = await storedImage(bucket, input.banner_slide);
  if (!image) return { ok: false, reason: "banner-image-missing" };
  if (!isBannerSize(image)) return { ok: false, reason: "banner-size" };
  const [row] = await db
    .insert(banners)
    .values({
      name: input.name,
      imageKey: input.banner_slide,
      link: input.link ?? null,
      position: sql`(SELECT coalesce(max(${banners.position}), -1) + 1 FROM ${banners})`,
    })
    .returning();
  return { ok: true, value: row! };
}

/** Changes a banner's name, its link (null: the slide leads nowhere), or both. */
export async function updateBanner(db: Database, id: number, patch: BannerPatch): Promise<CatalogueResult<Banner>> {
  const changes = {
    ...(patch.name !== undefined ? { name: patch.name } : {}),
    ...(patch.link !== undefined ? { link: patch.link } : {}),
  };
  const [row] =
    Object.keys(changes).length > 0
      ? await db.update(banners).set(changes).where(eq(banners.id, id)).returning()
      : await db.select().from(banners).where(eq(banners.id, id));
  return row ? { ok: true, value: row } : { ok: false, reason: "not-found" };
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
  /** The variants' total (trigger-kept), and how many variants and their greatest price (issue 28). */
  stock: products.stock,
  priceMaxCents: products.priceMaxCents,
  variantCount: sql<number>`(SELECT count(*) FROM ${productVariants} WHERE ${productVariants.productId} = ${products.id})`,
  sellPriceCents: flashSaleProducts.sellPriceCents,
};

/** The Manage Product table: newest first, with the flash sell price when there is one (one round trip). */
export async function listProductRows(db: Database, page: number, pageSize: number, search = "") {
  // Manage Product's search (issue 30): names containing the text, in any case. instr, not LIKE: D1 refuses LIKE
  // patterns over 50 bytes, and the text may be 100 characters long.
  const term = search.trim().toLowerCase();
  const named = term ? sql`instr(lower(${products.name}), ${term}) > 0` : undefined;
  const [rows, [total]] = await db.batch([
    db
      .select(productRowColumns)
      .from(products)
      .leftJoin(flashSaleProducts, eq(flashSaleProducts.productId, products.id))
      .where(named)
      .orderBy(sql`${products.createdAt} DESC`, sql`${products.id} DESC`)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: count() }).from(products).where(named),
  ]);
  return {
    rows: rows.map(({ id, sellPriceCents, priceMaxCents, ...row }) => ({
      ...row,
      priceMaxCents: priceMaxCents ?? row.priceCents,
      id: String(id),
      ...(sellPriceCents === null ? {} : { sellPriceCents }),
    })),
    total: total?.count ?? 0,
    page,
    pageSize,
  };
}

/** A variant Manage FlashSell offers to choose for a flash product with options (issue 28). */
export interface OfferVariantChoice {
  id: string;
  /** "Waist: 32 / Colour: Indigo". */
  title: string;
}

/**
 * The flash-sale products for Manage FlashSell, with their sell price, and for a product with options its
 * variants and the one on offer (null: every variant; issue 28). One round trip.
 */
export async function listFlashRows(db: Database, page: number, pageSize: number) {
  // The page's products, for the statements that read their options and variants in the same batch.
  const pageProducts = db
    .select({ id: flashSaleProducts.productId })
    .from(flashSaleProducts)
    .orderBy(sql`${flashSaleProducts.id} DESC`)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [rows, [total], optionRows, variantRows] = await db.batch([
    db
      .select({ ...productRowColumns, offerVariantId: flashSaleProducts.variantId })
      .from(flashSaleProducts)
      .innerJoin(products, eq(products.id, flashSaleProducts.productId))
      .orderBy(sql`${flashSaleProducts.id} DESC`)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: count() }).from(flashSaleProducts),
    db
      .select({ productId: productOptions.productId, name: productOptions.name, values: productOptions.values })
      .from(productOptions)
      .where(inArray(productOptions.productId, pageProducts))
      .orderBy(asc(productOptions.productId), asc(productOptions.position)),
    db
      .select({
        id: productVariants.id,
        productId: productVariants.productId,
        optionValues: productVariants.optionValues,
      })
      .from(productVariants)
      .where(inArray(productVariants.productId, pageProducts))
      .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id)),
  ]);
  return {
    rows: rows.map(({ id, priceMaxCents, offerVariantId, ...row }) => {
      const options = optionsOf(optionRows, id);
      const variants: OfferVariantChoice[] = variantRows
        .filter((variant) => variant.productId === id)
        .map((variant) => ({ id: String(variant.id), title: variantTitle(options, variant.optionValues) }));
      return {
        ...row,
        priceMaxCents: priceMaxCents ?? row.priceCents,
        id: String(id),
        // Only a product with options has a variant to choose.
        ...(options.length > 0
          ? { offer: { variantId: offerVariantId === null ? null : String(offerVariantId), variants } }
          : {}),
      };
    }),
    total: total?.count ?? 0,
    page,
    pageSize,
  };
}
