/**
 * Every text of the shop's pages, in the language being read: a namespace of the copy catalogue (app/i18n/catalogue.ts, decision
 * 027). The texts themselves are in app/i18n/shop.en.ts and app/i18n/shop.bn.ts; a page downloads only its
 * language's.
 */
import { defineCopy } from "~/i18n/catalogue.ts";
import type { copy as english } from "~/i18n/shop.en.ts";
import type { Translation } from "~/i18n/translation.ts";

export const copy = defineCopy<Translation<typeof english>>("shop", {
  en: () => import("~/i18n/shop.en.ts").then((module) => module.copy),
  bn: () => import("~/i18n/shop.bn.ts").then((module) => module.copy),
});
