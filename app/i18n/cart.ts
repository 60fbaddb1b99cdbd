/**
 * The cart page's texts: its lines, their quantities and notices, the way on to the order.
 * In the language being read (decision 049); the texts are in cart.en.ts and cart.bn.ts.
 */
import { defineCopy } from "./catalogue.ts";
import type { cartCopy as english } from "./cart.en.ts";
import type { Translation } from "./translation.ts";

export const cartCopy = defineCopy<Translation<typeof english>>("cart", {
  en: () => import("./cart.en.ts").then((module) => module.cartCopy),
  bn: () => import("./cart.bn.ts").then((module) => module.cartCopy),
});
