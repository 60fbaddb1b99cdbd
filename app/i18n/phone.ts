/**
 * Signing in with a mobile number (issue 50): the sign-in dialog's code panel and the dashboard's number card.
 * In the language being read (decision 049); the texts are in phone.en.ts and phone.bn.ts.
 */
import { defineCopy } from "./catalogue.ts";
import type { phoneCopy as english } from "./phone.en.ts";
import type { Translation } from "./translation.ts";

export const phoneCopy = defineCopy<Translation<typeof english>>("phone", {
  en: () => import("./phone.en.ts").then((module) => module.phoneCopy),
  bn: () => import("./phone.bn.ts").then((module) => module.phoneCopy),
});
