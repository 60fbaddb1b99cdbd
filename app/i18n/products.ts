/**
 * The product list and a product's page: search, filters, sorting, stock, options, photos, the flash sale.
 * In the language being read (decision 049); the texts are in products.en.ts and products.bn.ts.
 */
import { defineCopy } from "./catalogue.ts";
import type { productsCopy as english } from "./products.en.ts";
import type { Translation } from "./translation.ts";

export const productsCopy = defineCopy<Translation<typeof english>>("products", {
  en: () => import("./products.en.ts").then((module) => module.productsCopy),
  bn: () => import("./products.bn.ts").then((module) => module.productsCopy),
});
