/**
 * The shop's texts: the shell (menu, footer, sign-in), the catalogue, a product, the cart's summary, the
 * errors. Every page shows some of them.
 * In the language being read (decision 049); the texts are in shop.en.ts and shop.bn.ts.
 */
import { defineCopy } from "./catalogue.ts";
import type { shopCopy as english } from "./shop.en.ts";
import type { Translation } from "./translation.ts";

export const shopCopy = defineCopy<Translation<typeof english>>("shop", {
  en: () => import("./shop.en.ts").then((module) => module.shopCopy),
  bn: () => import("./shop.bn.ts").then((module) => module.shopCopy),
});
