import { defineConfig } from "vitest/config";

/** Every test layer in one place (for editors and `npx vitest --project <name>`); npm scripts run each alone. */
export default defineConfig({
  test: {
    projects: [
      "./vitest.unit.config.ts",
      "./vitest.workers.config.ts",
      "./vitest.round-trips.config.ts",
      "./vitest.storybook.config.ts",
      "./vitest.stories-bn.config.ts",
      "./vitest.e2e.config.ts",
    ],
  },
});
