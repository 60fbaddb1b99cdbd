/**
 * Tracking an order without an account (issue 50).
 * In the language being read (decision 049); the texts are in track.en.ts and track.bn.ts.
 */
import { defineCopy } from "./catalogue.ts";
import type { trackCopy as english } from "./track.en.ts";
import type { Translation } from "./translation.ts";

export const trackCopy = defineCopy<Translation<typeof english>>("track", {
  en: () => import("./track.en.ts").then((module) => module.trackCopy),
  bn: () => import("./track.bn.ts").then((module) => module.trackCopy),
});
