/**
 * The notification log: what the shop sent, to whom, and how it went, in the language being read: a namespace of the copy catalogue (app/i18n/catalogue.ts, decision
 * 027). The texts themselves are in app/i18n/notification-log.en.ts and app/i18n/notification-log.bn.ts; a page downloads only its
 * language's.
 */
import { defineCopy } from "~/i18n/catalogue.ts";
import type { notificationLogCopy as english } from "~/i18n/notification-log.en.ts";
import type { Translation } from "~/i18n/translation.ts";

export const notificationLogCopy = defineCopy<Translation<typeof english>>("notification-log", {
  en: () => import("~/i18n/notification-log.en.ts").then((module) => module.notificationLogCopy),
  bn: () => import("~/i18n/notification-log.bn.ts").then((module) => module.notificationLogCopy),
});
