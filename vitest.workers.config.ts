import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";
import { aliases } from "./vite.aliases.ts";

/** Integration tests inside workerd: the real Worker, real local D1 (migrations applied), R2 and Durable Objects. */
export default defineConfig(async () => {
  const migrations = await readD1Migrations("./db/migrations");
  return {
    plugins: [
      reactRouter(),
      cloudflareTest({
        main: "./workers/app.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            AUTH_SECRET: "test-secret-that-is-long-enough-for-auth-js-0123456789",
          },
        },
      }),
    ],
    resolve: { alias: aliases },
    test: {
      name: "workers",
      include: ["tests/workers/**/*.test.ts"],
      setupFiles: ["./tests/workers/setup.ts"],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
});
