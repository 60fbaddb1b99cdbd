import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: {
    // Without it the first dev page load fails to hydrate ("504 Outdated Optimize Dep").
    unstable_optimizeDeps: true,
  },
} satisfies Config;
