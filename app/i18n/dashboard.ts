/**
 * The dashboard's texts: admins' screens, My Order, order management.
 * In the language being read (decision 049); the texts are in dashboard.en.ts and dashboard.bn.ts.
 */
import { defineCopy } from "./catalogue.ts";
import type { dashboardCopy as english } from "./dashboard.en.ts";
import type { Translation } from "./translation.ts";

export const dashboardCopy = defineCopy<Translation<typeof english>>("dashboard", {
  en: () => import("./dashboard.en.ts").then((module) => module.dashboardCopy),
  bn: () => import("./dashboard.bn.ts").then((module) => module.dashboardCopy),
});
