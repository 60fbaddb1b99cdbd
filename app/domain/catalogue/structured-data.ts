import type { ProductDetail } from "./types.ts";
import { variantTitle } from "~/schemas/variant-rules.ts";

/** schema.org's property for an option, where it has one (`variesBy`); otherwise the option's name. */
function variesBy(option: string): string {
  const name = option.trim().toLowerCase();
  if (name === "size") return "https://schema.org/size";
  if (name === "colour" || name === "color") return "https://schema.org/color";
  if (name === "material") return "https://schema.org/material";
  if (name === "pattern") return "https://schema.org/pattern";
  return option;
}

/**
 * schema.org Product with its offer (in the shop's currency, `currency`) and rating, for search engines (JSON-LD).
 * A product with options is a ProductGroup (issue 28): `variesBy` its options, `hasVariant` one Product per
 * variant with its own SKU, price, availability and address (`?variant=`).
 */
export function productJsonLd(product: ProductDetail, origin: string, currency: string) {
  const single = productLd(product, origin, currency);
  const options = product.options ?? [];
  if (options.length === 0 || !product.variants) return single;
  const { offers: _offers, sku: _sku, ...group } = single;
  return {
    ...group,
    "@type": "ProductGroup",
    productGroupID: String(product.id),
    variesBy: options.map((option) => variesBy(option.name)),
    hasVariant: product.variants.map((variant) => ({
      "@type": "Product",
      name: `${product.name} (${variantTitle(options, variant.optionValues)})`,
      ...(variant.sku ? { sku: variant.sku } : {}),
      image: origin + (variant.imageUrl ?? product.imageUrl),
      ...Object.fromEntries(
        options.flatMap((option, index) => {
          const property = variesBy(option.name);
          return property.startsWith("https://schema.org/")
            ? [[property.slice("https://schema.org/".length), variant.optionValues[index]]]
            : [];
        }),
      ),
      offers: {
        "@type": "Offer",
        url: `${origin}/productdetails/${product.id}?variant=${variant.id}`,
        priceCurrency: currency,
        price: (variant.priceCents / 100).toFixed(2),
        availability: variant.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      },
    })),
  };
}

function productLd(product: ProductDetail, origin: string, currency: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    image: [origin + product.imageUrl],
    sku: String(product.id),
    category: product.categoryName,
    brand: { "@type": "Brand", name: product.seller },
    additionalProperty: product.features.map((feature) => ({
      "@type": "PropertyValue",
      name: feature.description,
      value: feature.value,
    })),
    offers: {
      "@type": "Offer",
      url: `${origin}/productdetails/${product.id}`,
      priceCurrency: currency,
      price: (product.priceCents / 100).toFixed(2),
      availability: product.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      seller: { "@type": "Organization", name: product.seller },
    },
    ...(product.starCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: (product.starHalves / 2).toFixed(1),
            reviewCount: product.starCount,
            bestRating: "5",
            worstRating: "0.5",
          },
        }
      : {}),
  };
}
