/**
 * What a product's options and variants may be (issue 28, decision 028), as pure rules shared by the admin's
 * schema (form and API), the domain and the shop. A product has 0-3 options, each a name and its values in order,
 * and 1-100 variants; a variant chooses one value of every option (a product without options has exactly one
 * variant, choosing nothing). Not every combination needs a variant: a missing one is shown as not available. The
 * variants as screens see them are app/domain/variants/types.ts.
 */
export const MAX_OPTIONS = 3;
export const MAX_OPTION_VALUES = 50;
export const MAX_VARIANTS = 100;
export const MAX_IMAGES = 10;
export const SKU_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

export interface OptionSpec {
  name: string;
  values: string[];
}

/** A variant's choice as the API writes it: option name to value (`{ Size: "L", Colour: "Red" }`). */
export type OptionChoice = Record<string, string>;

/** Names and values compare without case and surrounding space: "red" and "Red " are one value. */
export function sameText(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

/** Its values in the options' order, or null when it does not choose exactly one value of every option. */
export function optionValuesOf(options: OptionSpec[], choice: OptionChoice): string[] | null {
  const names = Object.keys(choice);
  if (names.length !== options.length) return null;
  const values: string[] = [];
  for (const option of options) {
    const name = names.find((candidate) => sameText(candidate, option.name));
    if (name === undefined) return null;
    const value = option.values.find((candidate) => sameText(candidate, choice[name]!));
    if (value === undefined) return null;
    values.push(value);
  }
  return values;
}

/** `{ Size: "L", Colour: "Red" }` from the values in the options' order. */
export function optionChoice(options: OptionSpec[], values: string[]): OptionChoice {
  return Object.fromEntries(options.map((option, index) => [option.name, values[index] ?? ""]));
}

/** "Size: L / Colour: Red", what an order line keeps; "" for a product without options. */
export function variantTitle(options: OptionSpec[], values: string[]): string {
  return options.map((option, index) => `${option.name}: ${values[index] ?? ""}`).join(" / ");
}
