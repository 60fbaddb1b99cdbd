import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: ["../stories/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-vitest"],
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
