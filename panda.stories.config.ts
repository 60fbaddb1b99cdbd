import { defineConfig } from "@pandacss/dev";
import app from "./panda.config.ts";

/**
 * Storybook's Panda (postcss.config.js): the app's, and the few layout styles the stories themselves write. The
 * app's own build reads panda.config.ts alone (vite.config.ts), so none of those ship to shoppers.
 */
export default defineConfig({ ...app, include: [...(app.include ?? []), "./stories/**/*.{ts,tsx}"] });
