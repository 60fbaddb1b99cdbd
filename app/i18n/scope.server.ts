/**
 * The language of the request being handled, for the copy catalogue (catalogue.ts): the Worker runs each request
 * inside `inLanguage`, and everything that request does, the route's loader and action, the render, the rest of a
 * streamed page, reads its texts in that language. Outside a request (the crons, the queue), English.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { preloadModule } from "react-dom";
import chunks from "virtual:catalogue-chunks";
import type { Language } from "@db/enums.ts";
import { observeCatalogueReads, setLanguageSource } from "./catalogue.ts";
import "./all.server.ts";

const scope = new AsyncLocalStorage<Language>();

setLanguageSource(() => scope.getStore() ?? "en");

// A page that shows a namespace's texts asks the browser for them beside its scripts (React writes the hint in the
// head; outside a render the call does nothing), so hydration does not wait for one more round trip.
observeCatalogueReads((namespace, language) => {
  const file = chunks[`${namespace}.${language}`];
  if (file) preloadModule(file, { as: "script" });
});

export function inLanguage<T>(language: Language, work: () => T): T {
  return scope.run(language, work);
}
