import { describe, expect, it } from "vitest";
import { seedCategories, seedProducts } from "./catalogue.ts";
import { createProductGenerator, mulberry32, type GeneratorInput } from "./generate-products.ts";

const NOW = Date.UTC(2026, 10, 20, 15, 30);
const input: GeneratorInput = {
  categories: seedCategories.map((category) => category.name.toLowerCase()),
  pictures: seedProducts.map((product, index) => ({
    name: product.name,
    category: product.category,
    imageKey: `key-${index}`,
  })),
  now: NOW,
};
const generate = (from: number, count: number, options: GeneratorInput = input) => {
  const next = createProductGenerator(options);
  return Array.from({ length: count }, (_, i) => next(from + i));
};

describe("generated products", () => {
  const products = generate(84, 20_000);
  const names = products.map((product) => product.name.toLowerCase());
  const share = (word: string) => names.filter((name) => name.includes(word)).length / names.length;

  it("are the same on every run of a day, and product i does not depend on where the run started", () => {
    expect(generate(84, 500)).toEqual(products.slice(0, 500));
    expect(generate(5_084, 100)).toEqual(products.slice(5_000, 5_100));
    expect(generate(84, 50, { ...input, now: NOW + 3_600_000 })).toEqual(products.slice(0, 50));
    expect(generate(84, 50, { ...input, seed: 16 })).not.toEqual(products.slice(0, 50));
  });

  it("fit the schema's checks and the demo's categories and pictures", () => {
    const categories = new Set(input.categories);
    const keys = new Set(input.pictures.map((picture) => picture.imageKey));
    const misfits = products.filter(
      (product) =>
        !(
          product.name.length > 2 &&
          product.name === product.name.trim() &&
          categories.has(product.category) &&
          keys.has(product.imageKey) &&
          Number.isInteger(product.priceCents) &&
          product.priceCents > 0 &&
          Number.isInteger(product.shippingCents) &&
          product.shippingCents >= 0 &&
          Number.isInteger(product.stock) &&
          product.stock >= 0 &&
          product.starHalves >= 1 &&
          product.starHalves <= 10 &&
          product.starCount >= 0 &&
          product.starCount <= 5000 &&
          product.createdAt <= NOW &&
          product.createdAt > NOW - 731 * 86_400_000 &&
          product.features.length <= 2
        ),
    );
    expect(misfits).toEqual([]);
  });

  it("vary like a shop: about 30% free shipping, 10% out of stock, every category, prices from cents to thousands", () => {
    const free = products.filter((product) => product.shippingCents === 0).length / products.length;
    const out = products.filter((product) => product.stock === 0).length / products.length;
    expect(free).toBeGreaterThan(0.25);
    expect(free).toBeLessThan(0.35);
    expect(out).toBeGreaterThan(0.07);
    expect(out).toBeLessThan(0.13);
    expect(new Set(products.map((product) => product.category)).size).toBe(input.categories.length);
    const prices = products.map((product) => product.priceCents);
    expect(Math.min(...prices)).toBeLessThan(500);
    expect(Math.max(...prices)).toBeGreaterThan(150_000);
    expect(new Set(names).size / names.length).toBeGreaterThan(0.6);
  });

  it("have common, mid-frequency and rare words, and phrases the search terms meet", () => {
    for (const common of ["laptop", "phone", "headphones", "backpack", "watch", "shirt", "bag"])
      expect(share(common), common).toBeGreaterThan(0.03);
    for (const mid of ["leather", "sneakers", "serum", "travel backpack", "noise cancelling", "stainless steel"])
      expect(share(mid), mid).toBeGreaterThan(0.003);
    for (const rare of ["vespertine", "moissanite", "jamdani"]) {
      expect(share(rare), rare).toBeGreaterThan(0);
      expect(share(rare), rare).toBeLessThan(0.002);
    }
    expect(share(" tv ") + share(" pc ")).toBeGreaterThan(0.005);
    expect(share("zzqx")).toBe(0);
    expect(names.some((name) => name.includes("'"))).toBe(true);
  });
});

describe("mulberry32", () => {
  it("repeats for a seed and stays in [0, 1)", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    for (let i = 0; i < 1000; i += 1) {
      const value = a();
      expect(value).toBe(b());
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});
