/**
 * The payment page's texts.
 * In the language being read (decision 049); the texts are in payment.en.ts and payment.bn.ts.
 */
import { defineCopy } from "./catalogue.ts";
import type { paymentCopy as english } from "./payment.en.ts";
import type { Translation } from "./translation.ts";

export const paymentCopy = defineCopy<Translation<typeof english>>("payment", {
  en: () => import("./payment.en.ts").then((module) => module.paymentCopy),
  bn: () => import("./payment.bn.ts").then((module) => module.paymentCopy),
});
