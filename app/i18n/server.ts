/**
 * Texts only the server writes: order timeline notes, the order rules' refusals, the API's own.
 * In the language being read (decision 049); the texts are in server.en.ts and server.bn.ts.
 */
import { defineCopy } from "./catalogue.ts";
import type { serverCopy as english } from "./server.en.ts";
import type { Translation } from "./translation.ts";

export const serverCopy = defineCopy<Translation<typeof english>>("server", {
  en: () => import("./server.en.ts").then((module) => module.serverCopy),
  bn: () => import("./server.bn.ts").then((module) => module.serverCopy),
});
