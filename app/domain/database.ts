import { drizzle } from "drizzle-orm/d1";
import * as schema from "@db/schema.ts";

/** The shop's D1 database through drizzle, with the schema's relations. */
export function createDatabase(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Database = ReturnType<typeof createDatabase>;
