import { defineConfig } from "vitest/config";
import { aliases } from "./vite.aliases.ts";
import { catalogueChunks } from "./vite.catalogue-chunks.ts";

/** Unit tests of pure modules, in Node. */
export default defineConfig({
  plugins: [catalogueChunks()],
  resolve: { alias: aliases },
  test: {
    name: "unit",
    include: ["app/**/*.test.ts", "db/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/unit/setup.ts"],
  },
});
