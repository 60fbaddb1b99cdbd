import { defineConfig } from "drizzle-kit";

// Generates flat SQL migrations that `wrangler d1 migrations apply` runs.
export default defineConfig({
  dialect: "sqlite",
  schema: "./db/schema.ts",
  out: "./db/migrations",
});
