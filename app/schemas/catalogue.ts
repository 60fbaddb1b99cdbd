/**
 * The product list query, from a page URL or `GET /api/products`: search text, category, page, size, sort and the
 * filters (`offer=flash`, `shipping=free`, `collection=winter`). Lists are read-only and shareable, so a value
 * that makes no sense falls back to its default instead of failing: `?page=abc` is page 1.
 */
import * as v from "valibot";
import { asciiDigits, withoutControlCharacters } from "~/schemas/text.ts";

export const PRODUCT_SORTS = ["relevance", "price-asc", "price-desc", "rating", "newest"] as const;

export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The list filters the home tiles link to; each narrows any list (search, category) and combines with the others. */
export const PRODUCT_FILTER_VALUES = {
  /** Products with a flash-sale offer. */
  offer: ["flash"],
  /** Products shipped free. */
  shipping: ["free"],
  /** A named selection: `winter` is products whose name or category has a winter word (catalogue/search.server.ts). */
  collection: ["winter"],
} as const;

export type ProductFilters = {
  [K in keyof typeof PRODUCT_FILTER_VALUES]: (typeof PRODUCT_FILTER_VALUES)[K][number] | null;
};

/**
 * The narrowing a list's filter panel offers besides the tile filters (issue 15's facets): a price range (cents,
 * either end open), a least rating (whole stars, 1-4: "4 and up") and in stock only.
 */
export interface ProductRefinements {
  minPriceCents: number | null;
  maxPriceCents: number | null;
  minStars: number | null;
  inStock: boolean;
}

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 1000;
export const MAX_QUERY_LENGTH = 100;

const wholeNumber = (min: number, max: number, fallbackValue: number) =>
  v.fallback(
    v.pipe(v.string(), v.trim(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(min), v.maxValue(max)),
    fallbackValue,
  );

/** A price as typed in the filter panel, in the shop's currency (up to 2 decimals), to cents; anything else: none. */
const priceInCents = v.fallback(
  v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d{1,7}(?:\.\d{1,2})?$/),
      v.transform((text) => Math.round(Number(text) * 100)),
    ),
  ),
  null,
);

export const MIN_STARS_CHOICES = [4, 3, 2, 1] as const;

export const productQuerySchema = v.object({
  q: v.fallback(
    v.pipe(
      v.string(),
      v.transform(withoutControlCharacters),
      // Bengali digits search as the digits they are ("৫০০" finds "500").
      asciiDigits,
      v.trim(),
      v.toLowerCase(),
      v.maxLength(MAX_QUERY_LENGTH),
    ),
    "",
  ),
  category: v.fallback(
    v.nullable(v.pipe(v.string(), v.transform(withoutControlCharacters), v.trim(), v.toLowerCase(), v.nonEmpty())),
    null,
  ),
  page: wholeNumber(1, MAX_PAGE, 1),
  pageSize: wholeNumber(1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  sort: v.fallback(v.picklist(PRODUCT_SORTS), "relevance" satisfies ProductSort),
  offer: v.fallback(v.nullable(v.picklist(PRODUCT_FILTER_VALUES.offer)), null),
  shipping: v.fallback(v.nullable(v.picklist(PRODUCT_FILTER_VALUES.shipping)), null),
  collection: v.fallback(v.nullable(v.picklist(PRODUCT_FILTER_VALUES.collection)), null),
  minPriceCents: priceInCents,
  maxPriceCents: priceInCents,
  minStars: v.fallback(v.nullable(v.pipe(v.string(), v.trim(), v.regex(/^[1-4]$/), v.transform(Number))), null),
  inStock: v.fallback(
    v.pipe(
      v.nullable(v.string()),
      v.transform((value) => value === "1"),
    ),
    false,
  ),
  /** Where the page starts in an index walk (the previous page's last row); only ever written by the server. */
  after: v.fallback(v.nullable(v.pipe(v.string(), v.regex(/^[\w-]{1,200}$/))), null),
  /** "Search instead for" what was typed: no spelling correction. */
  exact: v.fallback(
    v.pipe(
      v.nullable(v.string()),
      v.transform((value) => value === "1"),
    ),
    false,
  ),
});

export const NO_FILTERS: ProductFilters = { offer: null, shipping: null, collection: null };

/** Only the filters of a query (to spread into another without its search, page or sort). */
export function filtersOf(query: ProductFilters): ProductFilters {
  return { offer: query.offer, shipping: query.shipping, collection: query.collection };
}

/** Only the filter panel's price range, rating and in-stock choice of a query. */
export function refinementsOf(query: ProductRefinements): ProductRefinements {
  return {
    minPriceCents: query.minPriceCents,
    maxPriceCents: query.maxPriceCents,
    minStars: query.minStars,
    inStock: query.inStock,
  };
}

/** The filters that are on, in the order they are shown and written in URLs. */
export function activeFilters(filters: ProductFilters): { key: keyof ProductFilters; value: string }[] {
  return (Object.keys(NO_FILTERS) as (keyof ProductFilters)[]).flatMap((key) => {
    const value = filters[key];
    return value === null ? [] : [{ key, value }];
  });
}

export type ProductQueryInput = v.InferOutput<typeof productQuerySchema>;

/** Reads the list query from URL parameters; `category` from the path wins over `?category=`. */
export function parseProductQuery(params: URLSearchParams, categoryFromPath?: string): ProductQueryInput {
  return v.parse(productQuerySchema, {
    q: params.get("q") ?? undefined,
    category: categoryFromPath ?? params.get("category"),
    page: params.get("page") ?? undefined,
    pageSize: params.get("pageSize") ?? undefined,
    sort: params.get("sort") ?? undefined,
    offer: params.get("offer"),
    shipping: params.get("shipping"),
    collection: params.get("collection"),
    minPriceCents: params.get("minPrice"),
    maxPriceCents: params.get("maxPrice"),
    minStars: params.get("rating"),
    inStock: params.get("inStock"),
    after: params.get("after"),
    exact: params.get("exact"),
  });
}

/** A price in cents as the filter panel's field shows it ("12.5" for 1250), or "" for none. */
export function priceField(cents: number | null): string {
  if (cents === null) return "";
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** The URL of a list page with some parameters changed; defaults are left out to keep links short. */
/** What a list link needs: the query, where the filter panel's fields may be left out (none set). */
export type ListHrefQuery = Omit<ProductQueryInput, OptionalListKeys> &
  Partial<Pick<ProductQueryInput, OptionalListKeys>>;
type OptionalListKeys = "minPriceCents" | "maxPriceCents" | "minStars" | "inStock" | "after" | "exact";

export function productListHref(query: ListHrefQuery, changes: Partial<ProductQueryInput> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.sort !== "relevance") params.set("sort", next.sort);
  for (const { key, value } of activeFilters(next)) params.set(key, value);
  if (next.minPriceCents != null) params.set("minPrice", priceField(next.minPriceCents));
  if (next.maxPriceCents != null) params.set("maxPrice", priceField(next.maxPriceCents));
  if (next.minStars != null) params.set("rating", String(next.minStars));
  if (next.inStock) params.set("inStock", "1");
  if (next.exact) params.set("exact", "1");
  if (next.pageSize !== DEFAULT_PAGE_SIZE) params.set("pageSize", String(next.pageSize));
  if (next.page > 1) params.set("page", String(next.page));
  // A cursor belongs to the page it was given for: kept only when a change says so.
  if (changes.after && next.page > 1) params.set("after", changes.after);
  const path = next.category ? `/products/${encodeURIComponent(next.category)}` : "/products";
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
