import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";
import { aliases } from "./vite.aliases.ts";
import { catalogueChunks } from "./vite.catalogue-chunks.ts";

/**
 * Integration tests inside workerd: the real Worker, real local D1 (migrations applied), R2 and Durable Objects.
 * `latencyBench` builds the Worker as `npm run bench:latency` does (`VITE_LATENCY_BENCH=1`, no delay), so it counts
 * each page's sequential D1 round trips (vitest.round-trips.config.ts).
 */
export function workersTestConfig({
  name,
  include,
  latencyBench,
}: {
  name: string;
  include: string[];
  latencyBench: boolean;
}) {
  return defineConfig(async () => {
    const migrations = await readD1Migrations("./db/migrations");
    return {
      ...(latencyBench ? { define: { "import.meta.env.VITE_LATENCY_BENCH": JSON.stringify("1") } } : {}),
      plugins: [
        reactRouter(),
        catalogueChunks(),
        cloudflareTest(({ inject }) => ({
          main: "./workers/app.ts",
          wrangler: { configPath: "./wrangler.toml" },
          miniflare: {
            bindings: {
              TEST_MIGRATIONS: migrations,
              AUTH_SECRET: "test-secret-that-is-long-enough-for-auth-js-0123456789",
              AUTH_GOOGLE_ID: "test-google-client",
              AUTH_GOOGLE_SECRET: "test-google-secret",
              AUTH_GOOGLE_ISSUER: inject("oidcIssuer"),
              BKASH_SMS_SECRET: "test-sms-secret",
              SMS_API_URL: inject("smsApiUrl"),
              SMS_API_KEY: "test-sms-key",
              STEADFAST_BASE_URL: `${inject("steadfastUrl")}/api/v1`,
              STEADFAST_API_KEY: "test-steadfast-key",
              STEADFAST_SECRET_KEY: "test-steadfast-secret",
              STEADFAST_WEBHOOK_TOKEN: "test-steadfast-webhook-token",
              PATHAO_BASE_URL: inject("pathaoUrl"),
              PATHAO_CLIENT_ID: "test-pathao-client",
              PATHAO_CLIENT_SECRET: "test-pathao-client-secret",
              PATHAO_USERNAME: "test-merchant@example.com",
              PATHAO_PASSWORD: "test-pathao-password",
              PATHAO_WEBHOOK_SECRET: "test-pathao-webhook-secret",
              REDX_BASE_URL: `${inject("redxUrl")}/v1.0.0-beta`,
              REDX_API_TOKEN: "test-redx-token",
              REDX_WEBHOOK_TOKEN: "test-redx-webhook-token",
              ...(latencyBench ? { BENCH_D1_DELAY_MS: "0" } : {}),
            },
            // An empty database for the migration test, which applies the migrations one by one.
            d1Databases: ["MIGRATION_DB"],
          },
        })),
      ],
      resolve: { alias: aliases },
      test: {
        name,
        include,
        setupFiles: ["./tests/workers/setup.ts"],
        globalSetup: [
          "./tests/workers/oidc-provider.ts",
          "./tests/workers/fake-sms.ts",
          "./tests/workers/fake-steadfast.ts",
          "./tests/workers/fake-couriers.ts",
        ],
        testTimeout: 30_000,
        hookTimeout: 60_000,
        // Two files at a time, even on two cores (Vitest's default is one fewer worker than cores): each file
        // starts a fresh runtime, seconds mostly spent waiting, which a second file fills. Files share only the
        // fake providers, and read from them only what their own orders sent.
        maxWorkers: 2,
      },
    };
  });
}

export default workersTestConfig({ name: "workers", include: ["tests/workers/**/*.test.ts"], latencyBench: false });
