/** Variants as screens and the API see them (issue 28, decision 028); their rules are app/schemas/variant-rules.ts. */
import type { OptionChoice, OptionSpec } from "~/schemas/variant-rules.ts";

/** A variant as screens and the API see it. */
export interface VariantView {
  id: number;
  sku: string | null;
  /** Its value of each option, in the options' order ([] without options). */
  optionValues: string[];
  options: OptionChoice;
  /** "Size: L / Colour: Red"; "" without options. */
  title: string;
  priceCents: number;
  /** The "was" price; shown struck through only when above the price. */
  compareAtCents: number | null;
  stock: number;
  /** Its own image (one of the product's), or null: the product's. */
  imageUrl: string | null;
}

export interface ProductVariants {
  options: OptionSpec[];
  variants: VariantView[];
  /** The gallery, in order; the first is the product's photo. */
  images: string[];
}
