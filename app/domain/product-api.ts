/**
 * Products in the JSON API keep the spec's field names (section 3) so the old product's clients keep working:
 * `_id`, decimal dollars for `price` and `shipping`, `star` in stars, `features` as `{description, value}`, and
 * `image` as an absolute URL.
 */
import type { ProductDetail, ProductFeatureRow, ProductSummary } from "./types.ts";

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
  features?: ProductFeatureRow[];
  image: string;
  sellprice?: number;
  sellshipping?: number;
}

/** Cents to decimal dollars for JSON (exact for integer cents: 1999 -> 19.99). */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

export function toApiProduct(
  product: ProductSummary & { seller?: string; features?: ProductFeatureRow[]; flash?: ProductDetail["flash"] },
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
      ? { sellprice: centsToDollars(product.flash.sellPriceCents), sellshipping: centsToDollars(product.flash.sellShippingCents) }
      : {}),
  };
}
