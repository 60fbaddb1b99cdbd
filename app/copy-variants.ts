/**
 * Variants: product options, variants and the stock sheet, in the language being read: a namespace of the copy
 * catalogue (app/i18n/catalogue.ts, decision 027). The texts are in app/i18n/variants.en.ts and
 * app/i18n/variants.bn.ts; a page downloads only its language's, and only if it uses them.
 */
import { defineCopy } from "~/i18n/catalogue.ts";
import type { variantsCopy as english } from "~/i18n/variants.en.ts";
import type { Translation } from "~/i18n/translation.ts";

export const variantsCopy = defineCopy<Translation<typeof english>>("variants", {
  en: () => import("~/i18n/variants.en.ts").then((module) => module.variantsCopy),
  bn: () => import("~/i18n/variants.bn.ts").then((module) => module.variantsCopy),
});
