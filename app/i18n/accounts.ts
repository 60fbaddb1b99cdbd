/**
 * The words of account trust: the verification banner and page, resend answers, the sign-in lockout.
 * In the language being read (decision 049); the texts are in accounts.en.ts and accounts.bn.ts.
 */
import { defineCopy } from "./catalogue.ts";
import type { accountsCopy as english } from "./accounts.en.ts";
import type { Translation } from "./translation.ts";

export const accountsCopy = defineCopy<Translation<typeof english>>("accounts", {
  en: () => import("./accounts.en.ts").then((module) => module.accountsCopy),
  bn: () => import("./accounts.bn.ts").then((module) => module.accountsCopy),
});
