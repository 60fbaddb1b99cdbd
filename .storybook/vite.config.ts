import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { aliases } from "../vite.aliases.ts";
import { prebundled } from "../vite.deps.ts";

/** Components only: React plus the shared import aliases. PostCSS (Panda) is picked up from postcss.config.js. */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  optimizeDeps: { include: prebundled },
});
