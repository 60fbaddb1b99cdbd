/**
 * What each page of the production build sends, read from the build itself (no server): React Router's client
 * manifest lists the entry's and each route's modules and their static imports; a page needs the entry, the
 * root route and every route of its match (the browsing pages load them on the first touch, decision 035: both
 * figures are given). The stylesheet is the Panda sheet the root links for the page's section.
 * Sizes are gzip (level 9, as a CDN would send them), per file, each file counted once per page.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { bootsOnIntent } from "../../app/boot-on-intent.ts";

interface ManifestRoute {
  id: string;
  parentId?: string;
  /** A page (it renders); resource routes (API, images, sitemap) have none. */
  hasDefaultExport?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
}

interface ClientManifest {
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
}

export interface PageWeight {
  routeId: string;
  /** Every module the page runs once it is interactive. */
  jsBytes: number;
  /** Whether the page loads them on the visitor's first touch rather than with the page (decision 035). */
  bootsOnTouch: boolean;
  /** The modules loaded with the page, before anyone touches it: none on the browsing pages, all on the others. */
  jsWithPageBytes: number;
  cssBytes: number;
  files: { path: string; bytes: number }[];
}

export function readClientManifest(clientDir = "build/client"): ClientManifest {
  const assets = join(clientDir, "assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no React Router manifest in ${assets}: run npm run build first`);
  const source = readFileSync(join(assets, file), "utf8");
  const json = source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1);
  return JSON.parse(json) as ClientManifest;
}

export function gzipBytes(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

export type PageLanguage = "en" | "bn";

/** Which of the two Panda stylesheets a page links (decision 029): the dashboard's pages the full one. */
export type PageSection = "shop" | "dashboard";

export const sectionOf = (routeId: string): PageSection =>
  routeId.startsWith("routes/dashboard") ? "dashboard" : "shop";

/**
 * The stylesheets a page of `section` in `language` links: Panda's (the shop's own `shop-*.css`, or the full
 * `app-*.css` on the dashboard), and on Bangla pages the Bangla font's rules.
 */
export function stylesheets(
  clientDir = "build/client",
  language: PageLanguage = "en",
  section: PageSection = "shop",
): string[] {
  const panda = section === "shop" ? "shop-" : "app-";
  return readdirSync(join(clientDir, "assets"))
    .filter(
      (name) => name.endsWith(".css") && (name.startsWith(panda) || (language === "bn" && name.startsWith("bangla-"))),
    )
    .map((name) => `/assets/${name}`);
}

/** A copy catalogue's module in one language (`shop.bn-<hash>.js`), as the modules that load it name it. */
const CATALOGUE_CHUNK = /[`"'/]((?:[a-z]+-)*[a-z]+)\.(en|bn)-[\w-]+\.js[`"']/g;

/**
 * The copy catalogues a page loads before it hydrates (decision 027): each namespace its modules define, in the
 * page's language, with what those modules import.
 */
function catalogueChunks(js: Set<string>, clientDir: string, language: PageLanguage): string[] {
  const found = new Set<string>();
  for (const path of js) {
    for (const match of readFileSync(join(clientDir, path), "utf8").matchAll(CATALOGUE_CHUNK)) {
      if (match[2] !== language) continue;
      const file = match[0].slice(1, -1);
      found.add(`/assets/${file.slice(file.lastIndexOf("/") + 1)}`);
    }
  }
  const withImports = new Set(found);
  for (const path of found) {
    const source = readFileSync(join(clientDir, path), "utf8");
    for (const match of source.matchAll(/from\s*"\.\/([\w.-]+\.js)"/g)) withImports.add(`/assets/${match[1]}`);
  }
  return [...withImports].filter((path) => !js.has(path));
}

/** The weight of the page whose deepest route is `routeId`, in `language` (its texts and, in Bangla, its font rules). */
export function pageWeight(
  routeId: string,
  manifest = readClientManifest(),
  clientDir = "build/client",
  language: PageLanguage = "en",
): PageWeight {
  const chain: ManifestRoute[] = [];
  for (
    let route = manifest.routes[routeId];
    route;
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  )
    chain.unshift(route);
  if (chain.length === 0) throw new Error(`no route ${routeId} in the manifest`);
  const js = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  const css = new Set<string>([...(manifest.entry.css ?? []), ...stylesheets(clientDir, language, sectionOf(routeId))]);
  for (const route of chain) {
    js.add(route.module);
    for (const path of route.imports ?? []) js.add(path);
    for (const path of route.css ?? []) css.add(path);
  }
  for (const path of catalogueChunks(js, clientDir, language)) js.add(path);
  const files = [...js].map((path) => ({ path, bytes: gzipBytes(join(clientDir, path)) }));
  files.sort((a, b) => b.bytes - a.bytes);
  const cssBytes = [...css].reduce((sum, path) => sum + gzipBytes(join(clientDir, path)), 0);
  const jsBytes = files.reduce((sum, file) => sum + file.bytes, 0);
  const bootsOnTouch = bootsOnIntent(routeId);
  return { routeId, jsBytes, bootsOnTouch, jsWithPageBytes: bootsOnTouch ? 0 : jsBytes, cssBytes, files };
}

/**
 * A page's weight with a module it loads once interactive (such as a product's option pickers, loaded only on the
 * pages of products sold in options): the build's chunk whose name starts with `chunkName` and what it imports,
 * each file counted once with the page's own.
 */
export function withLazyChunk(weight: PageWeight, chunkName: string, clientDir = "build/client"): PageWeight {
  const assets = join(clientDir, "assets");
  const chunk = readdirSync(assets).find((name) => name.startsWith(`${chunkName}-`) && name.endsWith(".js"));
  if (!chunk) throw new Error(`no ${chunkName} chunk in ${assets}`);
  const have = new Set(weight.files.map((file) => file.path));
  const added: { path: string; bytes: number }[] = [];
  const queue = [`/assets/${chunk}`];
  while (queue.length) {
    const path = queue.pop()!;
    if (have.has(path)) continue;
    have.add(path);
    added.push({ path, bytes: gzipBytes(join(clientDir, path)) });
    for (const match of readFileSync(join(clientDir, path), "utf8").matchAll(/from\s*"\.\/([\w.-]+\.js)"/g)) {
      queue.push(`/assets/${match[1]}`);
    }
  }
  const files = [...weight.files, ...added].sort((a, b) => b.bytes - a.bytes);
  return { ...weight, jsBytes: files.reduce((sum, file) => sum + file.bytes, 0), files };
}
