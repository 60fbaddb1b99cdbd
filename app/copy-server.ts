/**
 * Texts only the server writes: order timeline notes and the order rules' refusals, in the language being read: a namespace of the copy catalogue (app/i18n/catalogue.ts, decision
 * 027). The texts themselves are in app/i18n/server.en.ts and app/i18n/server.bn.ts; a page downloads only its
 * language's.
 */
import { defineCopy } from "~/i18n/catalogue.ts";
import type { serverCopy as english } from "~/i18n/server.en.ts";
import type { Translation } from "~/i18n/translation.ts";

export const serverCopy = defineCopy<Translation<typeof english>>("server", {
  en: () => import("~/i18n/server.en.ts").then((module) => module.serverCopy),
  bn: () => import("~/i18n/server.bn.ts").then((module) => module.serverCopy),
});
