/**
 * The notification log: what the shop sent, to whom, and how it went.
 * In the language being read (decision 049); the texts are in notification-log.en.ts and notification-log.bn.ts.
 */
import { defineCopy } from "./catalogue.ts";
import type { notificationLogCopy as english } from "./notification-log.en.ts";
import type { Translation } from "./translation.ts";

export const notificationLogCopy = defineCopy<Translation<typeof english>>("notification-log", {
  en: () => import("./notification-log.en.ts").then((module) => module.notificationLogCopy),
  bn: () => import("./notification-log.bn.ts").then((module) => module.notificationLogCopy),
});
