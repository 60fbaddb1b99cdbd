import type { OptionChoice, OptionSpec } from "~/schemas/variant-rules.ts";
import type { VariantView } from "./types.ts";

/**
 * How a shopper chooses a variant on the product page (issue 28): one value of each option. A value is offered
 * when some variant has it together with the values already chosen for the other options and has stock; one that
 * only sold-out variants have is "sold-out", one no variant has is "unavailable". Neither can be chosen.
 */
export type ValueState = "available" | "sold-out" | "unavailable";

export interface OptionPick {
  name: string;
  values: { value: string; state: ValueState }[];
  /** The value chosen, or null. */
  chosen: string | null;
}

export interface VariantChoice {
  picks: OptionPick[];
  /** The variant every option's value names, once each option has one (it may be sold out). */
  variant: VariantView | null;
  /** The options still without a value, in order. */
  missing: string[];
}

const matches = (variant: VariantView, options: OptionSpec[], chosen: OptionChoice, except: number) =>
  options.every((option, index) => {
    if (index === except) return true;
    const value = chosen[option.name];
    return value === undefined || variant.optionValues[index] === value;
  });

/** Where `chosen` (option name → value) stands among the product's variants. */
export function chooseVariant(options: OptionSpec[], variants: VariantView[], chosen: OptionChoice): VariantChoice {
  const picks = options.map((option, index): OptionPick => {
    const around = variants.filter((variant) => matches(variant, options, chosen, index));
    return {
      name: option.name,
      chosen: option.values.includes(chosen[option.name] ?? "") ? chosen[option.name]! : null,
      values: option.values.map((value) => {
        const having = around.filter((variant) => variant.optionValues[index] === value);
        const state: ValueState =
          having.length === 0 ? "unavailable" : having.some((variant) => variant.stock > 0) ? "available" : "sold-out";
        return { value, state };
      }),
    };
  });
  const missing = picks.filter((pick) => pick.chosen === null).map((pick) => pick.name);
  const variant =
    missing.length > 0
      ? null
      : (variants.find((candidate) => picks.every((pick, index) => candidate.optionValues[index] === pick.chosen)) ??
        null);
  return { picks, variant, missing };
}

/** The choice a variant's id stands for (a shared `?variant=` link), or nothing chosen for an unknown id. */
export function choiceOfVariant(options: OptionSpec[], variants: VariantView[], id: string | null): OptionChoice {
  const variant = variants.find((candidate) => String(candidate.id) === id);
  if (!variant) return {};
  return Object.fromEntries(options.map((option, index) => [option.name, variant.optionValues[index] ?? ""]));
}

/** The least and greatest price among the variants, in cents. */
export function priceRange(variants: VariantView[]): { min: number; max: number } | null {
  if (variants.length === 0) return null;
  const prices = variants.map((variant) => variant.priceCents);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}
