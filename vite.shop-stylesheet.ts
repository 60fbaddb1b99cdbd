import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { loadConfigAndCreateContext } from "@pandacss/node";
import type { Plugin } from "vite";

/**
 * The shop's own stylesheet (decision 029). Panda's PostCSS plugin writes one stylesheet, `app/app.css`, for every
 * file and every recipe variant: the dashboard's date picker, drawers and tables included. The shop's pages (every
 * page outside `/dashboard`) link `app/shop.css` instead, which this plugin fills with Panda's CSS for the files
 * those pages can reach, and the variants of only the recipes those files use.
 *
 * Its layers are named apart (`shop-reset` ... `shop-utilities`) and `app/app.css` declares them before its own, so
 * whichever of the two a browser loaded first, the full sheet's layers come later and win: once a shopper has opened
 * the dashboard in the same tab, both are on the page and the full one decides, alone and in its own order.
 */
export const SHOP_LAYERS = {
  reset: "shop-reset",
  base: "shop-base",
  tokens: "shop-tokens",
  recipes: "shop-recipes",
  utilities: "shop-utilities",
};

const SHOP_SHEET = /[\\/]app[\\/]shop\.css$/;
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|import\s+["']([^"']+)["']/g;
const RECIPES_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["']styled-system\/recipes["']/g;

function fileAt(base: string): string | null {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    try {
      if (statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
    } catch {
      // Not this one.
    }
  }
  return null;
}

/**
 * The source files the shop's pages can reach: the root and every page route outside `/dashboard` (their files
 * are `app/routes/*` not named `dashboard*` or `api.*`), and all they import, statically or on intent.
 */
export function shopFiles(root: string): string[] {
  const app = join(root, "app");
  const routes = join(app, "routes");
  const starts = readdirSync(routes)
    .filter((name) => name.endsWith(".tsx") && !name.startsWith("dashboard") && !name.startsWith("api."))
    .map((name) => join(routes, name));
  starts.push(join(app, "root.tsx"));
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const spec = match[1] ?? match[2] ?? match[3] ?? "";
      const base = spec.startsWith("~/")
        ? join(app, spec.slice(2))
        : spec.startsWith(".")
          ? resolve(dirname(file), spec)
          : null;
      const found = base ? fileAt(base) : null;
      if (found) stack.push(found);
    }
  }
  return [...seen].sort();
}

/** The recipes `files` use (imported from `styled-system/recipes`), by name. */
export function recipesUsed(files: string[]): string[] {
  const names = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, "utf8").matchAll(RECIPES_IMPORT)) {
      for (const part of match[1]!.split(",")) {
        const name = part.trim();
        if (name && !name.startsWith("type ") && !/VariantProps$/.test(name)) names.add(name);
      }
    }
  }
  return [...names].sort();
}

/** Panda's CSS for the shop's files, every variant of the recipes they use, in the shop's layers. */
export async function shopStylesheetCss(root: string, files = shopFiles(root)): Promise<string> {
  const recipes = recipesUsed(files);
  const context = await loadConfigAndCreateContext({
    cwd: root,
    config: {
      include: files.map((file) => relative(root, file)),
      exclude: [],
      layers: SHOP_LAYERS,
      staticCss: { recipes: Object.fromEntries(recipes.map((name) => [name, ["*"]])) },
    },
  });
  context.parseFiles();
  const sheet = context.createSheet();
  context.appendLayerParams(sheet);
  context.appendBaselineCss(sheet);
  context.appendParserCss(sheet);
  return context.getCss(sheet);
}

/** Serves `app/shop.css` (a placeholder on disk) as the shop's stylesheet, rebuilt when a shop file changes. */
export function shopStylesheet(): Plugin {
  let root = process.cwd();
  return {
    name: "e-shop:shop-stylesheet",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    async load(id) {
      const [path, query = ""] = id.split("?");
      // `?url` is Vite's asset import: it loads the stylesheet itself again, without it, and hashes the result.
      if (!SHOP_SHEET.test(path!) || /(^|&)(url|raw)(&|=|$)/.test(query)) return null;
      const files = shopFiles(root);
      for (const file of files) this.addWatchFile(file);
      return shopStylesheetCss(root, files);
    },
  };
}
