/**
 * The catalogue: listing, server-side search (FTS5 trigram index on names, LIKE for queries under 3 characters),
 * product details and the home page's data. Each page's data is one `db.batch`, so one D1 round trip.
 */
import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { banners, categories, flashSaleProducts, productFeatures, products } from "@db/schema.ts";
import type { Database } from "./database.ts";
import { imagePath } from "./images.server.ts";
import type {
  BannerSummary,
  CategorySummary,
  FlashSaleItem,
  ProductDetail,
  ProductFilters,
  ProductListPage,
  ProductSort,
  ProductSummary,
} from "./types.ts";

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

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  displayName: categories.displayName,
  imageKey: categories.imageKey,
};
const categoryOrder = [asc(categories.position), asc(categories.id)];

/** Search needs at least this many characters for the trigram index; shorter queries scan names with LIKE. */
export const TRIGRAM_MIN_LENGTH = 3;

export interface ProductQuery extends Partial<ProductFilters> {
  q: string;
  category: string | null;
  page: number;
  pageSize: number;
  sort: ProductSort;
}

/**
 * The winter selection (`collection=winter`, the home page's Winter Exclusive tile): products whose name or
 * category has one of these words. A word list, not a tag, so it follows the catalogue without anyone curating it.
 */
export const WINTER_WORDS = [
  "winter",
  "puffer",
  "jacket",
  "coat",
  "sweater",
  "hoodie",
  "knit",
  "wool",
  "fleece",
  "thermal",
  "beanie",
  "scarf",
  "gloves",
  "boots",
] as const;

function filterConditions(query: Partial<ProductFilters>): SQL[] {
  const conditions: SQL[] = [];
  if (query.offer === "flash") {
    conditions.push(sql`${products.id} IN (SELECT ${flashSaleProducts.productId} FROM ${flashSaleProducts})`);
  }
  if (query.shipping === "free") conditions.push(eq(products.shippingCents, 0));
  if (query.collection === "winter") {
    const matches = WINTER_WORDS.flatMap((word) => [
      containsText(products.name, word),
      containsText(products.category, word),
    ]);
    conditions.push(or(...matches)!);
  }
  return conditions;
}

/** The FTS5 query for a substring: one quoted phrase, so punctuation in the text is matched, not parsed. */
function ftsPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * `column` contains `text` literally (case-insensitive for ASCII, as SQLite's LIKE is): `%`, `_` and `\` in the
 * text are escaped, and the ESCAPE clause makes them count (SQLite's LIKE has no escape character by default).
 */
export function containsText(column: SQLWrapper, text: string): SQL {
  return sql`${column} LIKE ${likePattern(text)} ESCAPE '\\'`;
}

function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  if ([...q].length >= TRIGRAM_MIN_LENGTH) {
    return sql`${products.id} IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ${ftsPhrase(q)})`;
  }
  return containsText(products.name, q);
}

function sortOrder(query: ProductQuery): SQL[] {
  const popular = [desc(products.starHalves), desc(products.starCount), asc(products.id)];
  switch (query.sort) {
    case "price-asc":
      return [asc(products.priceCents), asc(products.id)];
    case "price-desc":
      return [desc(products.priceCents), asc(products.id)];
    case "rating":
      return popular;
    case "newest":
      return [desc(products.createdAt), desc(products.id)];
    case "relevance": {
      if (!query.q) return popular;
      // Names that start with the text first, then the FTS rank (bm25: lower is better), then popularity.
      const startsWith = sql`CASE WHEN ${products.name} LIKE ${likePattern(query.q).slice(1)} ESCAPE '\\' THEN 0 ELSE 1 END`;
      if ([...query.q].length < TRIGRAM_MIN_LENGTH) return [startsWith, ...popular];
      const rank = sql`(SELECT bm25(products_fts) FROM products_fts WHERE products_fts MATCH ${ftsPhrase(query.q)} AND rowid = ${products.id})`;
      return [startsWith, rank, ...popular];
    }
  }
}

/** One page of products for a search, a category or everything, narrowed by the filters, with the total, in one round trip. */
export async function listProducts(db: Database, query: ProductQuery): Promise<ProductListPage> {
  const q = query.q.trim().toLowerCase();
  const where = and(
    searchCondition(q),
    query.category ? eq(products.category, query.category) : undefined,
    ...filterConditions(query),
  );
  const [rows, [total]] = await db.batch([
    db
      .select(productSummaryColumns)
      .from(products)
      .where(where)
      .orderBy(...sortOrder({ ...query, q }))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ count: count() }).from(products).where(where),
  ]);
  return { items: rows.map(toProductSummary), total: total?.count ?? 0, page: query.page, pageSize: query.pageSize };
}

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
};

/** A product with its features, flash offer and similar products (same category), in one round trip. */
export async function getProductDetail(
  db: Database,
  id: number,
  similarCount = 8,
): Promise<{ product: ProductDetail; similar: ProductSummary[] } | null> {
  const [productRows, featureRows, flashRows, similarRows] = await db.batch([
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
      .select(productSummaryColumns)
      .from(products)
      .where(
        and(
          eq(products.category, sql`(SELECT ${products.category} FROM ${products} WHERE ${products.id} = ${id})`),
          ne(products.id, id),
        ),
      )
      .orderBy(desc(products.starHalves), desc(products.starCount), asc(products.id))
      .limit(similarCount),
  ]);
  const row = productRows[0];
  if (!row) return null;
  const { seller, categoryName, ...summary } = row;
  return {
    product: {
      ...toProductSummary(summary),
      seller,
      categoryName,
      features: featureRows,
      flash: flashRows[0] ?? null,
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

/** Flash-sale offers with their products, newest offer first. */
function flashItemsQuery(db: Database) {
  return db
    .select({ ...productSummaryColumns, ...flashOfferColumns })
    .from(flashSaleProducts)
    .innerJoin(products, eq(products.id, flashSaleProducts.productId))
    .orderBy(desc(flashSaleProducts.id))
    .$dynamic();
}

function toFlashSaleItem({
  sellPriceCents,
  sellShippingCents,
  flashStock,
  ...row
}: Awaited<ReturnType<typeof flashItemsQuery>>[number]) {
  return { ...toProductSummary(row), flash: { sellPriceCents, sellShippingCents, flashStock } };
}

/** Every flash-sale offer, newest first (`GET /api/flashsell`): a shop has few, so the list is not paged. */
export async function listFlashItems(db: Database) {
  return (await flashItemsQuery(db)).map(toFlashSaleItem);
}
export const MORE_TO_LOVE_PAGE_SIZE = 20;

/** The sections below the fold, streamed after the first paint: one more round trip. */
export async function getHomeSections(db: Database, moreToLovePage: number): Promise<HomeSections> {
  const [flashRows, topRatedRows, newRows, moreRows, [moreTotal]] = await db.batch([
    flashItemsQuery(db).limit(HOME_FLASH_SIZE),
    db
      .select(productSummaryColumns)
      .from(products)
      .orderBy(desc(products.starHalves), desc(products.starCount), asc(products.id))
      .limit(HOME_RAIL_SIZE),
    db
      .select(productSummaryColumns)
      .from(products)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(HOME_RAIL_SIZE),
    db
      .select(productSummaryColumns)
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

/** The seller and features of several products, for the JSON API's list (spec fields `seller`, `features`): one round trip. */
export async function listingDetailsOf(db: Database, ids: number[]) {
  const byProduct = new Map<number, { seller: string; features: { description: string; value: string }[] }>();
  if (ids.length === 0) return byProduct;
  const [sellerRows, featureRows] = await db.batch([
    db.select({ id: products.id, seller: products.seller }).from(products).where(inArray(products.id, ids)),
    db
      .select({
        productId: productFeatures.productId,
        description: productFeatures.description,
        value: productFeatures.value,
      })
      .from(productFeatures)
      .where(inArray(productFeatures.productId, ids))
      .orderBy(asc(productFeatures.productId), asc(productFeatures.position)),
  ]);
  for (const { id, seller } of sellerRows) byProduct.set(id, { seller, features: [] });
  for (const { productId, ...feature } of featureRows) byProduct.get(productId)?.features.push(feature);
  return byProduct;
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
