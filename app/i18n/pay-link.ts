/**
 * The payment link of a desk order (issue 50).
 * In the language being read (decision 049); the texts are in pay-link.en.ts and pay-link.bn.ts.
 */
import { defineCopy } from "./catalogue.ts";
import type { payLinkCopy as english } from "./pay-link.en.ts";
import type { Translation } from "./translation.ts";

export const payLinkCopy = defineCopy<Translation<typeof english>>("pay-link", {
  en: () => import("./pay-link.en.ts").then((module) => module.payLinkCopy),
  bn: () => import("./pay-link.bn.ts").then((module) => module.payLinkCopy),
});
