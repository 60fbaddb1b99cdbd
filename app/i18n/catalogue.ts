/**
 * The copy catalogue at run time (decisions 027 and 049). A namespace is one data module per language
 * (`app/i18n/<namespace>.<language>.ts`) and a typed view (`app/i18n/<namespace>.ts`, `shopCopy`, `ordersCopy`,
 * ...) made by `defineCopy` below. What screens import is the view, read in the language being read:
 * - on the server, the language of the request being handled (scope.server.ts) over every catalogue, all loaded
 *   up front (all.server.ts);
 * - in the browser, the page's own language (`<html lang>`; switching languages loads a new document), and only
 *   the namespaces its modules use, in that language: the client entry waits for them before it hydrates, and a
 *   screen reached later that needs one more suspends until it is here.
 * So a page downloads one language's texts, and only those of its screens.
 */
import type { Language } from "@db/enums.ts";

type Loader<T> = () => Promise<T>;

interface Namespace {
  name: string;
  loaders: Record<Language, Loader<object>>;
  loaded: Partial<Record<Language, object>>;
  pending: Partial<Record<Language, Promise<void>>>;
}

const namespaces = new Map<string, Namespace>();

/** Catalogues the server provides synchronously, by namespace and language (all.server.ts). */
const provided = new Map<string, Partial<Record<Language, object>>>();

function documentLanguage(): Language {
  return typeof document !== "undefined" && document.documentElement.lang === "bn" ? "bn" : "en";
}

let languageSource: () => Language = documentLanguage;

/** Told of every read of a namespace (the server asks the browser to fetch those texts with the page's scripts). */
let onRead: ((namespace: string, language: Language) => void) | null = null;

export function observeCatalogueReads(observer: (namespace: string, language: Language) => void): void {
  onRead = observer;
}

/** Who says which language is being read: the server's request scope, a story's toolbar. The page by default. */
export function setLanguageSource(source: () => Language): void {
  languageSource = source;
}

/** The language being read now: this request's on the server, the page's in the browser. */
export function currentLanguage(): Language {
  return languageSource();
}

/** The server's catalogues, all of them, given once at start (all.server.ts). */
export function provideCatalogues(catalogues: Record<string, Partial<Record<Language, object>>>): void {
  for (const [name, byLanguage] of Object.entries(catalogues)) provided.set(name, byLanguage);
}

function load(namespace: Namespace, language: Language): Promise<void> {
  namespace.pending[language] ??= namespace.loaders[language]().then(
    (catalogue) => {
      namespace.loaded[language] = catalogue;
    },
    (error: unknown) => {
      // A failed download (a new deploy, a dropped link) may be tried again by the next render.
      delete namespace.pending[language];
      throw error;
    },
  );
  return namespace.pending[language];
}

function catalogueOf(namespace: Namespace): object {
  const language = languageSource();
  onRead?.(namespace.name, language);
  const catalogue = provided.get(namespace.name)?.[language] ?? namespace.loaded[language];
  if (catalogue) return catalogue;
  // A screen rendered before its texts arrived: React shows it once they have (Suspense). Outside a render this
  // throws, which only a module reading texts as it loads would do: texts are read when they are shown.
  throw load(namespace, language);
}

/**
 * A namespace of the catalogue, read as one object (`shopCopy.nav.home`) in the current language. `loaders` import
 * its data modules; in the browser the page's language starts loading as soon as the namespace is defined.
 */
export function defineCopy<T extends object>(name: string, loaders: Record<Language, Loader<T>>): T {
  const namespace: Namespace = { name, loaders, loaded: {}, pending: {} };
  namespaces.set(name, namespace);
  if (typeof document !== "undefined" && !provided.has(name)) load(namespace, languageSource()).catch(() => undefined);
  return section(() => catalogueOf(namespace) as T);
}

/** Loads, in `language`, every namespace defined so far (the client entry before it hydrates, a story). */
export function loadCopies(language: Language = languageSource()): Promise<void> {
  return Promise.all([...namespaces.values()].map((namespace) => load(namespace, language))).then(() => undefined);
}

/** Every namespace defined so far, for the catalogue's own checks. */
export function copyNamespaces(): string[] {
  return [...namespaces.keys()];
}

/**
 * A part of a namespace under a short name (`const texts = section(() => dashboardCopy.delivery)`), read in the
 * current language each time, like the namespace itself: a module may keep it in a constant.
 */
export function section<T extends object>(read: () => T): T {
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(read(), key),
    has: (_, key) => Reflect.has(read(), key),
    ownKeys: () => Reflect.ownKeys(read()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(read(), key),
  });
}
