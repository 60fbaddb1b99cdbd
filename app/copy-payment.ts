/**
 * The payment page's texts, in the language being read: a namespace of the copy catalogue (app/i18n/catalogue.ts, decision
 * 027). The texts themselves are in app/i18n/payment.en.ts and app/i18n/payment.bn.ts; a page downloads only its
 * language's.
 */
import { defineCopy } from "~/i18n/catalogue.ts";
import type { paymentCopy as english } from "~/i18n/payment.en.ts";
import type { Translation } from "~/i18n/translation.ts";

export const paymentCopy = defineCopy<Translation<typeof english>>("payment", {
  en: () => import("~/i18n/payment.en.ts").then((module) => module.paymentCopy),
  bn: () => import("~/i18n/payment.bn.ts").then((module) => module.paymentCopy),
});
