import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { aliases } from "./vite.aliases.ts";
import { prebundled } from "./vite.deps.ts";
import { chromiumBrowser } from "./vitest.chromium.ts";

/**
 * Every story again, read in Bangla (issue 27): each renders in Chromium with the Bangla catalogue and passes axe
 * (WCAG 2 A/AA). Play functions are not run here: they speak to the English texts and run in the storybook project.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  define: { "import.meta.env.VITE_STORY_LANGUAGE": JSON.stringify("bn") },
  optimizeDeps: { include: [...prebundled, "storybook/test", "axe-core", "@storybook/react-vite"] },
  test: {
    name: "stories-bn",
    include: ["tests/stories/**/*.test.tsx"],
    testTimeout: 120_000,
    browser: chromiumBrowser(),
  },
});
