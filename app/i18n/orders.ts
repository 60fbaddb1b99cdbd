/**
 * How an order is paid, on the order screens.
 * In the language being read (decision 049); the texts are in orders.en.ts and orders.bn.ts.
 */
import { defineCopy } from "./catalogue.ts";
import type { ordersCopy as english } from "./orders.en.ts";
import type { Translation } from "./translation.ts";

export const ordersCopy = defineCopy<Translation<typeof english>>("orders", {
  en: () => import("./orders.en.ts").then((module) => module.ordersCopy),
  bn: () => import("./orders.bn.ts").then((module) => module.ordersCopy),
});
