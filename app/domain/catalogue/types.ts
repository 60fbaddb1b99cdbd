/**
 * The catalogue as screens see it: categories, products (cards, pages, lists), banners. Money in integer cents,
 * ratings in half stars (1..10).
 */
import type { OptionSpec } from "~/schemas/variant-rules.ts";
import type { FlashOffer, FlashSaleInfo } from "../flash-sale/types.ts";
import type { VariantView } from "../variants/types.ts";

export interface CategorySummary {
  id: number;
  /** The category's key (its name lowercased): what products, links and URLs use. */
  name: string;
  /** The name as the admin typed it: what screens show. */
  displayName: string;
  imageUrl: string;
}

export interface ProductSummary {
  id: number;
  name: string;
  category: string;
  /** The least of its variants' prices ("from"). */
  priceCents: number;
  /** The greatest of its variants' prices (the price itself for one variant, or when not read). */
  priceMaxCents?: number;
  shippingCents: number;
  stock: number;
  starHalves: number;
  starCount: number;
  imageUrl: string;
  /**
   * Lists' cards (issue 28): the values of its Colour option that some variant has, in the option's order, each
   * with the CSS colour its name is drawn in (none for a name the shop does not know). Absent when it has no
   * Colour option, and where it is not read (a product's own page, suggestions).
   */
  colours?: ColourSwatch[];
}

/** One colour of a product's card: the value as the admin typed it ("Indigo", "লাল"), and its CSS colour if known. */
export interface ColourSwatch {
  name: string;
  css?: string;
}

export interface BannerSummary {
  id: number;
  name: string;
  imageUrl: string;
  /** Where the slide leads (a path in the shop, set in Manage Banner), or null: the slide is a plain picture. */
  link: string | null;
}

export interface ProductFeatureRow {
  description: string;
  value: string;
}

export interface ProductDetail extends ProductSummary {
  seller: string;
  /** The display name of its category (`category` is the key). */
  categoryName: string;
  features: ProductFeatureRow[];
  /** The product's flash-sale offer, whether or not the window is open now. */
  flash: FlashOffer | null;
  /** Its options (0-3), variants (1-100) and gallery (issue 28); absent in fixtures of products without options. */
  options?: OptionSpec[];
  variants?: VariantView[];
  images?: string[];
}

/** A product on the home page's Flash Sale section. */
export interface FlashSaleItem extends ProductSummary {
  flash: FlashOffer;
}

export interface ProductListPage {
  items: ProductSummary[];
  /** The matches counted, exact up to the count's cap (`totalCapped` says when more match). */
  total: number;
  page: number;
  pageSize: number;
  /** More products match than `total`: the count stopped at its cap ("1,000+"). */
  totalCapped?: boolean;
  /** Whether a page follows this one. */
  hasNext?: boolean;
  /** Where the next page starts (a keyset cursor for `?after=`), when the list is read in an index's order. */
  nextCursor?: string | null;
  /** The search text was corrected: what the shopper typed (the results are for the page's `q`). */
  correctedFrom?: string;
  /** The search text the results are for, when it differs from what was asked (a correction). */
  searchedFor?: string;
  /** Rows D1 read to answer it (what D1 bills), for the benchmark. */
  rowsRead?: number;
  /** Each item's seller and features, in the items' order, when asked for. */
  itemDetails?: { seller: string; features: { description: string; value: string }[] }[];
}

/** Products per category for a list's filter panel: the category's key and how many match (capped like totals). */
export interface CategoryCount {
  name: string;
  count: number;
  capped: boolean;
}

/** What a product page shows (/productdetails/:id, /buyproduct/:id): the product, similar ones, the flash window, and which variant. */
export interface ProductPageData {
  product: ProductDetail;
  similar: ProductSummary[];
  flash: FlashSaleInfo;
  variant: "regular" | "flashsell";
}
