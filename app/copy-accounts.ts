/**
 * The words of account trust: the verification banner and page, resend answers, the sign-in lockout, in the language being read: a namespace of the copy catalogue (app/i18n/catalogue.ts, decision
 * 027). The texts themselves are in app/i18n/accounts.en.ts and app/i18n/accounts.bn.ts; a page downloads only its
 * language's.
 */
import { defineCopy } from "~/i18n/catalogue.ts";
import type { accountsCopy as english } from "~/i18n/accounts.en.ts";
import type { Translation } from "~/i18n/translation.ts";

export const accountsCopy = defineCopy<Translation<typeof english>>("accounts", {
  en: () => import("~/i18n/accounts.en.ts").then((module) => module.accountsCopy),
  bn: () => import("~/i18n/accounts.bn.ts").then((module) => module.accountsCopy),
});
