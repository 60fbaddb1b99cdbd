/**
 * Fulfilment: booking couriers, the courier sheet, invoices, parcel tracking, in the language being read: a namespace of the copy catalogue (app/i18n/catalogue.ts, decision
 * 027). The texts themselves are in app/i18n/fulfilment.en.ts and app/i18n/fulfilment.bn.ts; a page downloads only its
 * language's.
 */
import { defineCopy } from "~/i18n/catalogue.ts";
import type { fulfilmentCopy as english } from "~/i18n/fulfilment.en.ts";
import type { Translation } from "~/i18n/translation.ts";

export const fulfilmentCopy = defineCopy<Translation<typeof english>>("fulfilment", {
  en: () => import("~/i18n/fulfilment.en.ts").then((module) => module.fulfilmentCopy),
  bn: () => import("~/i18n/fulfilment.bn.ts").then((module) => module.fulfilmentCopy),
});
