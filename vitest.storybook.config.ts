import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { aliases } from "./vite.aliases.ts";
import { prebundled } from "./vite.deps.ts";
import { chromiumBrowser } from "./vitest.chromium.ts";

/**
 * Every story runs as a browser test in Chromium (its play function, if any, is the test).
 * Deliberately not based on vite.config.ts: the Cloudflare plugin breaks Vitest browser mode.
 */
export default defineConfig({
  plugins: [react(), storybookTest({ configDir: ".storybook" })],
  resolve: { alias: aliases },
  optimizeDeps: {
    include: [...prebundled, "storybook/test"],
  },
  test: {
    name: "storybook",
    testTimeout: 30000,
    // Animations take no time in the tests (tests/stories/instant-motion.ts); a real failure still fails twice.
    retry: 1,
    setupFiles: ["./tests/stories/instant-motion.ts"],
    browser: chromiumBrowser(),
  },
});
