import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { aliases } from "./vite.aliases.ts";
import { prebundled } from "./vite.deps.ts";

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter()],
  resolve: { alias: aliases },
  optimizeDeps: { include: prebundled },
  environments: {
    ssr: { optimizeDeps: { include: prebundled.filter((name) => name !== "react-dom/client") } },
  },
});
