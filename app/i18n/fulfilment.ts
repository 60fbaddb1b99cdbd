/**
 * Fulfilment: booking couriers, the courier sheet, invoices, parcel tracking.
 * In the language being read (decision 049); the texts are in fulfilment.en.ts and fulfilment.bn.ts.
 */
import { defineCopy } from "./catalogue.ts";
import type { fulfilmentCopy as english } from "./fulfilment.en.ts";
import type { Translation } from "./translation.ts";

export const fulfilmentCopy = defineCopy<Translation<typeof english>>("fulfilment", {
  en: () => import("./fulfilment.en.ts").then((module) => module.fulfilmentCopy),
  bn: () => import("./fulfilment.bn.ts").then((module) => module.fulfilmentCopy),
});
