import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { aliases } from "./vite.aliases.ts";
import { prebundled } from "./vite.deps.ts";

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter()],
  resolve: { alias: aliases },
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
    ssr: { optimizeDeps: { include: prebundled.filter((name) => name !== "react-dom/client") } },
  },
});
