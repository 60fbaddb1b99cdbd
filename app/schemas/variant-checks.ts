/**
 * The rules between a product's options and variants as admins write them (issue 28, decision 028), for the admin's
 * schema (form and API) and the domain's writes. Apart from `variant-rules.ts`, so the shop's pages, which read
 * variants but never write them, do not download these checks.
 */
import { type OptionChoice, type OptionSpec, optionValuesOf, sameText } from "~/schemas/variant-rules.ts";

/** Why a set of options and variants cannot be saved, and where (a dot path under the request body). */
export type VariantsProblem =
  | "optionNamesUnique"
  | "duplicateOptionValue"
  | "oneVariant"
  | "variantOptions"
  | "duplicateVariant"
  | "duplicateSku"
  | "duplicateVariantId"
  | "variantImage";

export interface VariantsIssue {
  problem: VariantsProblem;
  path: string;
}

interface VariantShape {
  /** The stored variant it is, if it names one (an edit; issue 45). */
  _id?: number;
  sku?: string | null;
  options: OptionChoice;
  image?: string | null;
}

/**
 * The rules between the parts, once each part is well-formed: option names and each option's values are unique,
 * every variant chooses one value of every option and no two choose the same, SKUs are unique among them, no two
 * name the same stored variant, and a variant's image is one of the product's (when the images are given). The
 * first problem found, or null.
 */
export function variantsIssue(
  options: OptionSpec[],
  variants: VariantShape[],
  images: string[] | null,
): VariantsIssue | null {
  for (const [index, option] of options.entries()) {
    if (options.findIndex((other) => sameText(other.name, option.name)) !== index)
      return { problem: "optionNamesUnique", path: `options.${index}.name` };
    const repeated = option.values.findIndex((value, at) => option.values.findIndex((v) => sameText(v, value)) !== at);
    if (repeated >= 0) return { problem: "duplicateOptionValue", path: `options.${index}.values` };
  }
  if (options.length === 0 && variants.length !== 1) return { problem: "oneVariant", path: "variants" };
  const seen = new Set<string>();
  const skus = new Set<string>();
  const ids = new Set<number>();
  for (const [index, variant] of variants.entries()) {
    const values = optionValuesOf(options, variant.options);
    if (values === null) return { problem: "variantOptions", path: `variants.${index}.options` };
    const key = JSON.stringify(values.map((value) => value.toLocaleLowerCase()));
    if (seen.has(key)) return { problem: "duplicateVariant", path: `variants.${index}.options` };
    seen.add(key);
    if (variant.sku) {
      const sku = variant.sku.toLowerCase();
      if (skus.has(sku)) return { problem: "duplicateSku", path: `variants.${index}.sku` };
      skus.add(sku);
    }
    if (variant._id !== undefined) {
      if (ids.has(variant._id)) return { problem: "duplicateVariantId", path: `variants.${index}._id` };
      ids.add(variant._id);
    }
    if (images !== null && variant.image && !images.includes(variant.image))
      return { problem: "variantImage", path: `variants.${index}.image` };
  }
  return null;
}
