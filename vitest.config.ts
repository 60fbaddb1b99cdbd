import { defineConfig } from "vitest/config";
import { aliases } from "./vite.aliases.ts";

/** Every test layer, run by `npm test` through the per-layer scripts (`vitest run --project <name>`). */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: aliases },
        test: { name: "unit", include: ["app/**/*.test.ts", "db/**/*.test.ts", "scripts/**/*.test.ts"], environment: "node" },
      },
      "./vitest.workers.config.ts",
      "./vitest.storybook.config.ts",
      "./vitest.e2e.config.ts",
    ],
  },
});
