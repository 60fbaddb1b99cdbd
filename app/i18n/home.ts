/**
 * The home page's sections: banners, quick tiles, the flash sale, the product rails, Hot Deals.
 * In the language being read (decision 049); the texts are in home.en.ts and home.bn.ts.
 */
import { defineCopy } from "./catalogue.ts";
import type { homeCopy as english } from "./home.en.ts";
import type { Translation } from "./translation.ts";

export const homeCopy = defineCopy<Translation<typeof english>>("home", {
  en: () => import("./home.en.ts").then((module) => module.homeCopy),
  bn: () => import("./home.bn.ts").then((module) => module.homeCopy),
});
