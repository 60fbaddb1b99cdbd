/**
 * The checkout's texts (the cart, shipping and billing, delivery addresses, totals), apart from the shop's
 * so the pages before the cart do not download them.
 * In the language being read (decision 049); the texts are in checkout.en.ts and checkout.bn.ts.
 */
import { defineCopy } from "./catalogue.ts";
import type { checkoutCopy as english } from "./checkout.en.ts";
import type { Translation } from "./translation.ts";

export const checkoutCopy = defineCopy<Translation<typeof english>>("checkout", {
  en: () => import("./checkout.en.ts").then((module) => module.checkoutCopy),
  bn: () => import("./checkout.bn.ts").then((module) => module.checkoutCopy),
});
