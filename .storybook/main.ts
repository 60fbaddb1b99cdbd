import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: ["../stories/**/*.stories.@(ts|tsx)"],
  // a11y: axe runs on every story, in the Storybook panel and as part of each story's test (see preview.tsx).
  // docs: a generated docs page for every component whose stories are tagged "autodocs" (the app/ui parts).
  addons: ["@storybook/addon-vitest", "@storybook/addon-a11y", "@storybook/addon-docs"],
  // The shop's public files (such as the Hot Deals pictures), served at the same paths as in the app.
  staticDirs: ["../public"],
  framework: {
    name: "@storybook/react-vite",
    // Storybook gets its own Vite config: the app's one adds the React Router and Cloudflare plugins,
    // which expect a whole app and a Worker, not isolated components.
    options: { builder: { viteConfigPath: ".storybook/vite.config.ts" } },
  },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
