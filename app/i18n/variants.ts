/**
 * Variants: product options, variants and the stock sheet.
 * In the language being read (decision 049); the texts are in variants.en.ts and variants.bn.ts.
 */
import { defineCopy } from "./catalogue.ts";
import type { variantsCopy as english } from "./variants.en.ts";
import type { Translation } from "./translation.ts";

export const variantsCopy = defineCopy<Translation<typeof english>>("variants", {
  en: () => import("./variants.en.ts").then((module) => module.variantsCopy),
  bn: () => import("./variants.bn.ts").then((module) => module.variantsCopy),
});
