import { defineConfig } from "vitest/config";

/**
 * The Bangla run (issue 27): the journeys again with every page in Bangla (tests/e2e/texts.ts reads E2E_LANGUAGE).
 * The axe sweep, the page budgets (both languages already), the Bangla page's own test and the security checks
 * (headers, sessions, authorisation: the same in either language) run in English only.
 */
const JOURNEYS = [
  "storefront",
  "checkout",
  "accounts",
  "admin",
  "order-lifecycle",
  "order-desk",
  "cash",
  "couriers",
  "phone-sign-in",
  "suggest",
  "shell",
  "no-javascript",
].map((name) => `tests/e2e/${name}.test.ts`);

/**
 * End-to-end journeys in system Chromium (playwright-core) against the `npm start` production server: every file
 * in English (project "e2e"), then the journeys in Bangla ("e2e-bn"). The global setup, at the root, runs once: both
 * projects share its one server, and run one file at a time (projects in name order, so English first).
 */
export default defineConfig({
  test: {
    // Its projects' names when vitest.config.ts holds this config: "e2e (e2e)" and "e2e (e2e-bn)" (`--project e2e`).
    name: "e2e",
    globalSetup: ["./tests/e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    projects: [
      { extends: true, test: { name: "e2e", include: ["tests/e2e/**/*.test.ts"], env: { E2E_LANGUAGE: "en" } } },
      { extends: true, test: { name: "e2e-bn", include: JOURNEYS, env: { E2E_LANGUAGE: "bn" } } },
    ],
  },
});
