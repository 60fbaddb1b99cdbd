import { cloudflare } from "@cloudflare/vite-plugin";
import pandacss from "@pandacss/postcss";
import { reactRouter } from "@react-router/dev/vite";
import { type CSSOptions, defineConfig } from "vite";
import { aliases } from "./vite.aliases.ts";
import { prebundled } from "./vite.deps.ts";
import { catalogueChunks } from "./vite.catalogue-chunks.ts";
import { shopStylesheet } from "./vite.shop-stylesheet.ts";

type PostCssPlugin = NonNullable<Exclude<CSSOptions["postcss"], string | undefined>["plugins"]>[number];

/** The modules that may go to the shared "common" chunk (with what they import). */
const COMMON =
  /[\\/]styled-system[\\/]|node_modules[\\/](jotai|valibot)[\\/]|app[\\/](format|meta|nonce)\.ts|app[\\/]i18n[\\/](shop|catalogue)\.ts|app[\\/](domain|client|schemas)[\\/]|app[\\/]ui[\\/](icons|button|badge|card|input|alert|skeleton|icon-button|empty-state|form)\./;

export default defineConfig({
  plugins: [shopStylesheet(), cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter(), catalogueChunks()],
  resolve: { alias: aliases },
  // Panda over the app's files alone (postcss.config.js, which Storybook reads, adds the stories). Its types come
  // from another copy of PostCSS than Vite's: the same plugin interface at run time.
  css: { postcss: { plugins: [pandacss({ configPath: "panda.config.ts" }) as unknown as PostCssPlugin] } },
  optimizeDeps: { include: prebundled },
  build: {
    rolldownOptions: {
      // Panda's generated styled-system is plain functions and objects, but its modules make top-level calls
      // (recipes, patterns) a bundler must assume have effects; declaring them free of side effects lets a page
      // ship only the recipes it renders.
      treeshake: { moduleSideEffects: (id) => !/[\\/]styled-system[\\/]/.test(id) },
    },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // A page's first paint waits for every module it imports: a few larger files load faster on a slow
            // link than fifty small ones. The framework is one file every page shares and caches; code that six
            // or more pages share is one more (a page may get a little it does not use: measured, home 195 KB in
            // 53 files became 198 KB in 22); the rest stays split by route.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                  priority: 2,
                },
                {
                  name: "common",
                  minShareCount: 6,
                  // Only what the shop's pages all build on. Ark UI's machines stay out: a dialog's many parts are
                  // shared by the dashboard's pages, and a shop page would then load them for nothing.
                  test: COMMON,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
    ssr: { optimizeDeps: { include: prebundled.filter((name) => name !== "react-dom/client") } },
  },
});
