import type { FlashOffer } from "./types.ts";

/**
 * Whether a flash offer prices this variant (issue 28): an offer that names no variant covers all of them, one that
 * names a variant covers only it (as the order's pricing decides, `priceLines`). `variantId` null: the product has
 * no options, so its one variant is the one sold.
 */
export function offerCovers(offer: Pick<FlashOffer, "variantId">, variantId: number | null): boolean {
  return offer.variantId == null || variantId === null || offer.variantId === variantId;
}
