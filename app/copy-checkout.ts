/**
 * The checkout's texts (the cart, shipping and billing, delivery addresses, totals), in the language being read: a
 * namespace of the copy catalogue (app/i18n/catalogue.ts, decision 027), apart from `copy.ts` so the pages before
 * the cart do not download them. The texts are in app/i18n/checkout.en.ts and app/i18n/checkout.bn.ts.
 */
import { defineCopy } from "~/i18n/catalogue.ts";
import type { checkoutCopy as english } from "~/i18n/checkout.en.ts";
import type { Translation } from "~/i18n/translation.ts";

export const checkoutCopy = defineCopy<Translation<typeof english>>("checkout", {
  en: () => import("~/i18n/checkout.en.ts").then((module) => module.checkoutCopy),
  bn: () => import("~/i18n/checkout.bn.ts").then((module) => module.checkoutCopy),
});
