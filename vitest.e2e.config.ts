import { defineConfig } from "vitest/config";

/** End-to-end journeys in system Chromium (playwright-core) against the `npm start` production server. */
export default defineConfig({
  test: {
    name: "e2e",
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["./tests/e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
