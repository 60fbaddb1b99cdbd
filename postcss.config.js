// Storybook and its tests (their Vite configs read this file). The app's build passes its own (vite.config.ts).
export default {
  plugins: {
    "@pandacss/dev/postcss": { configPath: "panda.stories.config.ts" },
  },
};
