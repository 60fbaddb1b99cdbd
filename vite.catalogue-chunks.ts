import type { Plugin } from "vite";

const VIRTUAL = "virtual:catalogue-chunks";
const RESOLVED = `\0${VIRTUAL}`;

/**
 * Where the browser build put each copy catalogue (`{"shop.bn": "/assets/shop.bn-<hash>.js"}`), for the server:
 * a page asks the browser to fetch its texts with its scripts (a modulepreload hint) instead of after them
 * (decision 027). The browser's build runs first; where there is none (the dev server, tests), the map is empty
 * and pages load their texts as their modules ask for them.
 */
export function catalogueChunks(): Plugin {
  // Kept on the process, not in this closure: the build may load this config once per environment.
  const shared = globalThis as { eShopCatalogueChunks?: Record<string, string> };
  const files = (shared.eShopCatalogueChunks ??= {});
  return {
    name: "e-shop:catalogue-chunks",
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? `export default ${JSON.stringify(files)};` : undefined),
    generateBundle(_, bundle) {
      if (this.environment.name !== "client") return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.facadeModuleId) continue;
        const match = /app[\\/]i18n[\\/]([\w-]+)\.(en|bn)\.ts$/.exec(chunk.facadeModuleId);
        if (match) files[`${match[1]}.${match[2]}`] = `/${chunk.fileName}`;
      }
    },
  };
}
