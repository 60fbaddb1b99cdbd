/**
 * The dashboard's texts (admins' screens, My Order, order management), in the language being read: a namespace of the copy catalogue (app/i18n/catalogue.ts, decision
 * 027). The texts themselves are in app/i18n/dashboard.en.ts and app/i18n/dashboard.bn.ts; a page downloads only its
 * language's.
 */
import { defineCopy } from "~/i18n/catalogue.ts";
import type { dashboardCopy as english } from "~/i18n/dashboard.en.ts";
import type { Translation } from "~/i18n/translation.ts";

export const dashboardCopy = defineCopy<Translation<typeof english>>("dashboard", {
  en: () => import("~/i18n/dashboard.en.ts").then((module) => module.dashboardCopy),
  bn: () => import("~/i18n/dashboard.bn.ts").then((module) => module.dashboardCopy),
});
