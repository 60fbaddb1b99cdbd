import type { ProductDetail } from "../types.ts";

/** schema.org Product with its offer (in the shop's currency, `currency`) and rating, for search engines (JSON-LD). */
export function productJsonLd(product: ProductDetail, origin: string, currency: string) {
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
