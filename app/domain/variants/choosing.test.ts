import { describe, expect, it } from "vitest";
import { chooseVariant, choiceOfVariant, priceRange } from "./choosing.ts";
import type { OptionSpec } from "~/schemas/variant-rules.ts";
import type { VariantView } from "./types.ts";

const options: OptionSpec[] = [
  { name: "Size", values: ["S", "M", "L"] },
  { name: "Colour", values: ["Red", "Blue"] },
];

function variant(id: number, size: string, colour: string, stock: number, priceCents = 120000): VariantView {
  return {
    id,
    sku: null,
    optionValues: [size, colour],
    options: { Size: size, Colour: colour },
    title: `Size: ${size} / Colour: ${colour}`,
    priceCents,
    compareAtCents: null,
    stock,
    imageUrl: null,
  };
}

// No L in Blue; M in Blue is sold out.
const variants = [
  variant(1, "S", "Red", 3),
  variant(2, "S", "Blue", 1),
  variant(3, "M", "Red", 2, 130000),
  variant(4, "M", "Blue", 0, 130000),
  variant(5, "L", "Red", 5, 150000),
];

const states = (choice: ReturnType<typeof chooseVariant>, name: string) =>
  Object.fromEntries(choice.picks.find((pick) => pick.name === name)!.values.map((v) => [v.value, v.state]));

describe("choosing a variant", () => {
  it("offers every value with stock somewhere before anything is chosen, and says what is missing", () => {
    const choice = chooseVariant(options, variants, {});
    expect(states(choice, "Size")).toEqual({ S: "available", M: "available", L: "available" });
    expect(states(choice, "Colour")).toEqual({ Red: "available", Blue: "available" });
    expect(choice.missing).toEqual(["Size", "Colour"]);
    expect(choice.variant).toBeNull();
  });

  it("marks a combination no variant has as unavailable, and one only sold-out variants have as sold out", () => {
    expect(states(chooseVariant(options, variants, { Size: "L" }), "Colour")).toEqual({
      Red: "available",
      Blue: "unavailable",
    });
    expect(states(chooseVariant(options, variants, { Size: "M" }), "Colour")).toEqual({
      Red: "available",
      Blue: "sold-out",
    });
    // Each option's values are judged against the other options' choices, not its own.
    expect(states(chooseVariant(options, variants, { Size: "L", Colour: "Red" }), "Size")).toEqual({
      S: "available",
      M: "available",
      L: "available",
    });
    expect(states(chooseVariant(options, variants, { Colour: "Blue" }), "Size")).toEqual({
      S: "available",
      M: "sold-out",
      L: "unavailable",
    });
  });

  it("names the variant once every option has a value", () => {
    const choice = chooseVariant(options, variants, { Size: "M", Colour: "Red" });
    expect(choice.variant?.id).toBe(3);
    expect(choice.missing).toEqual([]);
    expect(chooseVariant(options, variants, { Size: "M", Colour: "Blue" }).variant?.stock).toBe(0);
    expect(chooseVariant(options, variants, { Size: "L", Colour: "Blue" }).variant).toBeNull();
  });

  it("ignores a value the option does not have", () => {
    const choice = chooseVariant(options, variants, { Size: "XXL", Colour: "Red" });
    expect(choice.picks[0]!.chosen).toBeNull();
    expect(choice.missing).toEqual(["Size"]);
  });

  it("reads a shared link's variant back into a choice, and nothing from an unknown id", () => {
    expect(choiceOfVariant(options, variants, "5")).toEqual({ Size: "L", Colour: "Red" });
    expect(choiceOfVariant(options, variants, "99")).toEqual({});
    expect(choiceOfVariant(options, variants, null)).toEqual({});
  });

  it("spans the variants' prices", () => {
    expect(priceRange(variants)).toEqual({ min: 120000, max: 150000 });
    expect(priceRange([])).toBeNull();
  });
});
