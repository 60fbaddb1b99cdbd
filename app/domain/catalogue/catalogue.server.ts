/**
 * The catalogue: categories, product details and the home page's data; lists and search are in `search.server.ts`.
 * Each page's data is one `db.batch`, so one D1 round trip.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import {
  banners,
  categories,
  flashSaleProducts,
  productFeatures,
  productOptions,
  products,
  productVariants,
} from "@db/schema.ts";
import type { Database } from "../database.ts";
import { imagePath } from "../images/images.server.ts";
import { toColourSwatches } from "./colours.ts";
import { colourValuesOf } from "./colours.server.ts";
import { optionsOf, productVariantsOf, variantReads } from "../variants/reading.server.ts";
import { variantTitle } from "~/schemas/variant-rules.ts";
import type {
  BannerSummary,
  CategorySummary,
  FlashSaleItem,
  ProductDetail,
  ProductListPage,
  ProductSummary,
} from "./types.ts";

export const productSummaryColumns = {
  id: products.id,
  name: products.name,
  category: products.category,
  priceCents: products.priceCents,
  priceMaxCents: products.priceMaxCents,
  shippingCents: products.shippingCents,
  stock: products.stock,
  starHalves: products.starHalves,
  starCount: products.starCount,
  imageKey: products.imageKey,
};

/**
 * A card's columns: the summary and its colour values (issue 28). Only for statements whose rows come in an
 * index's order (see `colourValuesOf`): each of the home's and the product page's lists walks one.
 */
export const productCardColumns = { ...productSummaryColumns, colours: sql<string>`${colourValuesOf(products.id)}` };

type ProductSummaryRow = { [K in keyof typeof productSummaryColumns]: (typeof products.$inferSelect)[K] } & {
  colours?: string;
};

export function toProductSummary({ imageKey, priceMaxCents, colours, ...row }: ProductSummaryRow): ProductSummary {
  const swatches = toColourSwatches(colours);
  return {
    ...row,
    priceMaxCents: priceMaxCents ?? row.priceCents,
    imageUrl: imagePath(imageKey),
    ...(swatches ? { colours: swatches } : {}),
  };
}

export function toCategorySummary(row: {
  id: number;
  name: string;
  displayName: string;
  imageKey: string;
}): CategorySummary {
  return { id: row.id, name: row.name, displayName: row.displayName, imageUrl: imagePath(row.imageKey) };
}

function toBannerSummary(row: { id: number; name: string; imageKey: string; link: string | null }): BannerSummary {
  return { id: row.id, name: row.name, imageUrl: imagePath(row.imageKey), link: row.link };
}

export const categoryColumns = {
  id: categories.id,
  name: categories.name,
  displayName: categories.displayName,
  imageKey: categories.imageKey,
};
const categoryOrder = [asc(categories.position), asc(categories.id)];

export {
  containsText,
  COUNT_CAP,
  countByCategory,
  listProducts,
  type ProductQuery,
  TRIGRAM_MIN_LENGTH,
  WINTER_WORDS,
} from "./search.server.ts";

export async function listCategories(db: Database): Promise<CategorySummary[]> {
  const rows = await db
    .select(categoryColumns)
    .from(categories)
    .orderBy(...categoryOrder);
  return rows.map(toCategorySummary);
}

/** The categories and, when `name` is given, whether it is one of them (one round trip). */
export async function listCategoriesWith(db: Database, name: string | null) {
  const all = await listCategories(db);
  return {
    categories: all,
    current: name === null ? null : (all.find((category) => category.name === name) ?? undefined),
  };
}

const flashOfferColumns = {
  sellPriceCents: flashSaleProducts.sellPriceCents,
  sellShippingCents: flashSaleProducts.sellShippingCents,
  flashStock: flashSaleProducts.flashStock,
  variantId: flashSaleProducts.variantId,
};

/**
 * A product with its features, flash offer, options, variants, gallery and similar products (same category), in
 * one round trip.
 */
export async function getProductDetail(
  db: Database,
  id: number,
  similarCount = 8,
): Promise<{ product: ProductDetail; similar: ProductSummary[] } | null> {
  const [productRows, featureRows, flashRows, similarRows, ...variantRows] = await db.batch([
    db
      .select({ ...productSummaryColumns, seller: products.seller, categoryName: categories.displayName })
      .from(products)
      .innerJoin(categories, eq(categories.name, products.category))
      .where(eq(products.id, id)),
    db
      .select({ description: productFeatures.description, value: productFeatures.value })
      .from(productFeatures)
      .where(eq(productFeatures.productId, id))
      .orderBy(asc(productFeatures.position)),
    db.select(flashOfferColumns).from(flashSaleProducts).where(eq(flashSaleProducts.productId, id)),
    db
      .select(productCardColumns)
      .from(products)
      .where(
        and(
          eq(products.category, sql`(SELECT ${products.category} FROM ${products} WHERE ${products.id} = ${id})`),
          ne(products.id, id),
        ),
      )
      .orderBy(desc(products.starHalves), desc(products.starCount), asc(products.id))
      .limit(similarCount),
    ...variantReads(db, [id]),
  ]);
  const row = productRows[0];
  if (!row) return null;
  const { seller, categoryName, ...summary } = row;
  const variants = productVariantsOf(variantRows, id);
  const offer = flashRows[0];
  return {
    product: {
      ...toProductSummary(summary),
      seller,
      categoryName,
      features: featureRows,
      flash: offer
        ? {
            ...offer,
            variantTitle: variants.variants.find((variant) => variant.id === offer.variantId)?.title ?? null,
          }
        : null,
      ...variants,
    },
    similar: similarRows.map(toProductSummary),
  };
}

export interface HomeCritical {
  categories: CategorySummary[];
  banners: BannerSummary[];
}

/** What the first paint of the home page needs: one round trip. */
export async function getHomeCritical(db: Database): Promise<HomeCritical> {
  const [categoryRows, bannerRows] = await db.batch([
    db
      .select(categoryColumns)
      .from(categories)
      .orderBy(...categoryOrder),
    db
      .select({ id: banners.id, name: banners.name, imageKey: banners.imageKey, link: banners.link })
      .from(banners)
      .orderBy(asc(banners.position), asc(banners.id)),
  ]);
  return { categories: categoryRows.map(toCategorySummary), banners: bannerRows.map(toBannerSummary) };
}

export interface HomeSections {
  flashItems: FlashSaleItem[];
  topRated: ProductSummary[];
  newArrivals: ProductSummary[];
  moreToLove: ProductListPage;
}

export const HOME_RAIL_SIZE = 10;
/** The home page's Flash Sale row shows the newest offers, so an offer just added is always there. */
export const HOME_FLASH_SIZE = 24;

/**
 * Flash-sale offers with their products, newest offer first (with their colours for the home's cards), and for an
 * offer on one variant (issue 28) that variant's price and photo.
 */
function flashItemsQuery(db: Database, columns: typeof productSummaryColumns = productSummaryColumns) {
  return db
    .select({
      ...columns,
      ...flashOfferColumns,
      // Named apart: D1 gives a batch's rows as objects by column name, and the product's are named alike.
      variantPriceCents: sql<number | null>`${productVariants.priceCents}`.as("variant_price_cents"),
      variantImageKey: sql<string | null>`${productVariants.imageKey}`.as("variant_image_key"),
    })
    .from(flashSaleProducts)
    .innerJoin(products, eq(products.id, flashSaleProducts.productId))
    .leftJoin(productVariants, eq(productVariants.id, flashSaleProducts.variantId))
    .orderBy(desc(flashSaleProducts.id))
    .$dynamic();
}

function toFlashSaleItem({
  sellPriceCents,
  sellShippingCents,
  flashStock,
  variantId,
  variantPriceCents,
  variantImageKey,
  ...row
}: Awaited<ReturnType<typeof flashItemsQuery>>[number]) {
  return {
    ...toProductSummary(row),
    flash: {
      sellPriceCents,
      sellShippingCents,
      flashStock,
      variantId,
      variantPriceCents,
      variantImageUrl: variantImageKey ? imagePath(variantImageKey) : null,
    },
  };
}

/**
 * Every flash-sale offer, newest first (`GET /api/flashsell`): a shop has few, so the list is not paged. An offer
 * on one variant (issue 28) comes with that variant's title; one round trip.
 */
export async function listFlashItems(db: Database) {
  const [rows, optionRows, offeredRows] = await db.batch([
    flashItemsQuery(db),
    db
      .select({ productId: productOptions.productId, name: productOptions.name, values: productOptions.values })
      .from(productOptions)
      .where(
        inArray(
          productOptions.productId,
          db
            .select({ id: flashSaleProducts.productId })
            .from(flashSaleProducts)
            .where(isNotNull(flashSaleProducts.variantId)),
        ),
      )
      .orderBy(asc(productOptions.productId), asc(productOptions.position)),
    db
      .select({ productId: flashSaleProducts.productId, optionValues: productVariants.optionValues })
      .from(flashSaleProducts)
      .innerJoin(productVariants, eq(productVariants.id, flashSaleProducts.variantId)),
  ]);
  return rows.map((row) => {
    const item = toFlashSaleItem(row);
    const offered = offeredRows.find((each) => each.productId === row.id);
    const variantTitleOf = offered ? variantTitle(optionsOf(optionRows, row.id), offered.optionValues) : null;
    return { ...item, flash: { ...item.flash, variantTitle: variantTitleOf } };
  });
}
export const MORE_TO_LOVE_PAGE_SIZE = 20;

/** The sections below the fold, streamed after the first paint: one more round trip. */
export async function getHomeSections(db: Database, moreToLovePage: number): Promise<HomeSections> {
  const [flashRows, topRatedRows, newRows, moreRows, [moreTotal]] = await db.batch([
    flashItemsQuery(db, productCardColumns).limit(HOME_FLASH_SIZE),
    db
      .select(productCardColumns)
      .from(products)
      .orderBy(desc(products.starHalves), desc(products.starCount), asc(products.id))
      .limit(HOME_RAIL_SIZE),
    db
      .select(productCardColumns)
      .from(products)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(HOME_RAIL_SIZE),
    db
      .select(productCardColumns)
      .from(products)
      .orderBy(asc(products.id))
      .limit(MORE_TO_LOVE_PAGE_SIZE)
      .offset((moreToLovePage - 1) * MORE_TO_LOVE_PAGE_SIZE),
    db.select({ count: count() }).from(products),
  ]);
  return {
    flashItems: flashRows.map(toFlashSaleItem),
    topRated: topRatedRows.map(toProductSummary),
    newArrivals: newRows.map(toProductSummary),
    moreToLove: {
      items: moreRows.map(toProductSummary),
      total: moreTotal?.count ?? 0,
      page: moreToLovePage,
      pageSize: MORE_TO_LOVE_PAGE_SIZE,
    },
  };
}

/** Every category and product id, for /sitemap.xml (one round trip). */
export async function sitemapEntries(db: Database) {
  const [categoryRows, productRows] = await db.batch([
    db
      .select({ name: categories.name })
      .from(categories)
      .orderBy(...categoryOrder),
    db.select({ id: products.id, createdAt: products.createdAt }).from(products).orderBy(asc(products.id)),
  ]);
  return { categories: categoryRows.map((row) => row.name), products: productRows };
}
