/**
 * The order screens' texts: My Order, the order page, Manage Order's queue, cash on delivery, the money checked.
 * In the language being read (decision 049); the texts are in order-screens.en.ts and order-screens.bn.ts.
 */
import { defineCopy } from "./catalogue.ts";
import type { orderScreensCopy as english } from "./order-screens.en.ts";
import type { Translation } from "./translation.ts";

export const orderScreensCopy = defineCopy<Translation<typeof english>>("order-screens", {
  en: () => import("./order-screens.en.ts").then((module) => module.orderScreensCopy),
  bn: () => import("./order-screens.bn.ts").then((module) => module.orderScreensCopy),
});
