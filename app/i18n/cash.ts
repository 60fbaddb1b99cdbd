/**
 * The cash the couriers owe the shop (issue 51): /dashboard/cash and the cash and payouts API. In the language being
 * read (decision 049); the texts are in cash.en.ts and cash.bn.ts.
 */
import { defineCopy } from "./catalogue.ts";
import type { cashCopy as english } from "./cash.en.ts";
import type { Translation } from "./translation.ts";

export const cashCopy = defineCopy<Translation<typeof english>>("cash", {
  en: () => import("./cash.en.ts").then((module) => module.cashCopy),
  bn: () => import("./cash.bn.ts").then((module) => module.cashCopy),
});
