/**
 * How an order is paid, on the order screens, in the language being read: a namespace of the copy catalogue (app/i18n/catalogue.ts, decision
 * 027). The texts themselves are in app/i18n/orders.en.ts and app/i18n/orders.bn.ts; a page downloads only its
 * language's.
 */
import { defineCopy } from "~/i18n/catalogue.ts";
import type { orderPaymentCopy as english } from "~/i18n/orders.en.ts";
import type { Translation } from "~/i18n/translation.ts";

export const orderPaymentCopy = defineCopy<Translation<typeof english>>("orders", {
  en: () => import("~/i18n/orders.en.ts").then((module) => module.orderPaymentCopy),
  bn: () => import("~/i18n/orders.bn.ts").then((module) => module.orderPaymentCopy),
});
