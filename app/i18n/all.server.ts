/**
 * Every namespace in every language, for the server: it renders any page in any language, so it holds them all from
 * the start (the Worker's bundle is not downloaded by shoppers). Browsers load their page's namespaces instead.
 *
 * The namespaces are the data modules beside this file, `<namespace>.<language>.ts`, found by their names: there
 * is no list to keep (decision 049). Each exports its texts as `<camelNamespace>Copy` (`notification-log.en.ts`,
 * `notificationLogCopy`), the same name as its typed view in `<namespace>.ts`.
 */
import type { Language } from "@db/enums.ts";
import { provideCatalogues } from "./catalogue.ts";

const modules = import.meta.glob<Record<string, object | undefined>>("./*.{en,bn}.ts", { eager: true });

/** The name a namespace's modules export their texts under: `notification-log` → `notificationLogCopy`. */
export function exportName(namespace: string): string {
  return `${namespace.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}Copy`;
}

/** Each namespace's texts, by language, as its data modules export them. */
export const catalogues: Record<string, Partial<Record<Language, object>>> = {};

for (const [path, module] of Object.entries(modules)) {
  const [, namespace = "", language = ""] = /^\.\/([\w-]+)\.(en|bn)\.ts$/.exec(path) ?? [];
  const texts = module[exportName(namespace)];
  if (!texts) throw new Error(`app/i18n/${namespace}.${language}.ts exports no ${exportName(namespace)}`);
  (catalogues[namespace] ??= {})[language as Language] = texts;
}

provideCatalogues(catalogues);
