/**
 * The order desk (issue 50): orders typed in by the merchant, the channel filter, the payment link's text.
 * In the language being read (decision 049); the texts are in desk.en.ts and desk.bn.ts.
 */
import { defineCopy } from "./catalogue.ts";
import type { deskCopy as english } from "./desk.en.ts";
import type { Translation } from "./translation.ts";

export const deskCopy = defineCopy<Translation<typeof english>>("desk", {
  en: () => import("./desk.en.ts").then((module) => module.deskCopy),
  bn: () => import("./desk.bn.ts").then((module) => module.deskCopy),
});
