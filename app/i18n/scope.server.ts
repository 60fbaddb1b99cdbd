/**
 * The language of the request being handled, for the copy catalogue (catalogue.ts): the Worker runs each request
 * inside `inLanguage`, and everything that request does, the route's loader and action, the render, the rest of a
 * streamed page, reads its texts in that language. Outside a request (the crons, the queue), English.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Language } from "@db/enums.ts";
import { setLanguageSource } from "./catalogue.ts";
import "./all.server.ts";

const scope = new AsyncLocalStorage<Language>();

setLanguageSource(() => scope.getStore() ?? "en");

export function inLanguage<T>(language: Language, work: () => T): T {
  return scope.run(language, work);
}
