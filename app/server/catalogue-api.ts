/**
 * The catalogue's wire shapes. Products in the JSON API keep the spec's field names (section 3) so the old product's clients keep working:
 * `_id`, decimal dollars for `price` and `shipping`, `star` in stars, `features` as `{description, value}`, and
 * `image` as an absolute URL.
 */
import type { Banner, Category } from "@db/schema.ts";
import { getProductDetail } from "~/domain/catalogue/catalogue.server.ts";
import type { Database } from "~/domain/database.ts";
import { imagePath } from "~/domain/images/images.server.ts";
import type { ProductDetail, ProductSummary } from "~/domain/catalogue/types.ts";
import type { VariantView } from "~/domain/variants/types.ts";

export interface ApiProduct {
  _id: string;
  name: string;
  seller?: string;
  price: number;
  shipping: number;
  category: string;
  stock: number;
  star: number;
  starCount: number;
  features?: ProductDetail["features"];
  image: string;
  sellprice?: number;
  sellshipping?: number;
  /**
   * With an offer (issue 28): the one variant on offer, or null for every variant, and that variant's title
   * ("Waist: 32 / Colour: Indigo"), null without one.
   */
  variant_id?: string | null;
  variant_title?: string | null;
  /** The least and greatest of its variants' prices (issue 28). */
  priceMin: number;
  priceMax: number;
  /** Lists (`GET /api/products`): the values of its Colour option that some variant has; absent without one. */
  colours?: string[];
  /** One product's read (`GET /api/products/:id`): its options, variants and gallery. */
  options?: { name: string; values: string[] }[];
  variants?: ApiVariant[];
  images?: string[];
}

export interface ApiVariant {
  _id: string;
  sku: string | null;
  options: Record<string, string>;
  price: number;
  compareAtPrice: number | null;
  stock: number;
  image: string | null;
}

function toApiVariant(variant: VariantView, origin: string): ApiVariant {
  return {
    _id: String(variant.id),
    sku: variant.sku,
    options: variant.options,
    price: centsToDollars(variant.priceCents),
    compareAtPrice: variant.compareAtCents === null ? null : centsToDollars(variant.compareAtCents),
    stock: variant.stock,
    image: variant.imageUrl === null ? null : origin + variant.imageUrl,
  };
}

/** Cents to decimal dollars for JSON (exact for integer cents: 1999 -> 19.99). */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

export function toApiProduct(
  product: ProductSummary &
    Partial<Pick<ProductDetail, "seller" | "features" | "flash" | "options" | "variants" | "images">>,
  origin: string,
): ApiProduct {
  return {
    _id: String(product.id),
    name: product.name,
    ...(product.seller !== undefined ? { seller: product.seller } : {}),
    price: centsToDollars(product.priceCents),
    shipping: centsToDollars(product.shippingCents),
    category: product.category,
    stock: product.stock,
    star: product.starHalves / 2,
    starCount: product.starCount,
    ...(product.features ? { features: product.features } : {}),
    image: origin + product.imageUrl,
    ...(product.flash
      ? {
          sellprice: centsToDollars(product.flash.sellPriceCents),
          sellshipping: centsToDollars(product.flash.sellShippingCents),
          variant_id: product.flash.variantId == null ? null : String(product.flash.variantId),
          variant_title: product.flash.variantId == null ? null : (product.flash.variantTitle ?? null),
        }
      : {}),
    priceMin: centsToDollars(product.priceCents),
    priceMax: centsToDollars(product.priceMaxCents ?? product.priceCents),
    ...(product.colours ? { colours: product.colours.map((colour) => colour.name) } : {}),
    ...(product.variants
      ? {
          options: product.options ?? [],
          variants: product.variants.map((variant) => toApiVariant(variant, origin)),
          images: (product.images ?? []).map((image) => origin + image),
        }
      : {}),
  };
}

/** One product as the JSON API gives it (`GET /api/products/:id`), or null when there is none. */
export async function getApiProduct(db: Database, id: number, origin: string): Promise<ApiProduct | null> {
  const detail = await getProductDetail(db, id, 0);
  return detail ? toApiProduct(detail.product, origin) : null;
}

/**
 * A category in the JSON API and the admin screens: `{_id, name, key, image}`, `name` as the admin typed it and
 * `key` the lowercased name that products' `category` and `/products?category=` use (decision 014).
 */
export interface CategoryRecord {
  _id: string;
  name: string;
  key: string;
  image: string;
}

export function toCategoryRecord(row: Category): CategoryRecord {
  return { _id: String(row.id), name: row.displayName, key: row.name, image: imagePath(row.imageKey) };
}

/** A home banner in the JSON API and the admin screens: `{_id, name, banner_slide, link}` (`link` null: nowhere). */
export interface BannerRecord {
  _id: string;
  name: string;
  banner_slide: string;
  link: string | null;
}

export function toBannerRecord(row: Banner): BannerRecord {
  return { _id: String(row.id), name: row.name, banner_slide: imagePath(row.imageKey), link: row.link };
}
