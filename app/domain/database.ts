import { drizzle } from "drizzle-orm/d1";
import * as schema from "@db/schema.ts";

/** The shop's D1 database through drizzle, with the schema's relations. */
export function createDatabase(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Database = ReturnType<typeof createDatabase>;

/**
 * What D1 said when a statement failed, the messages of the error and of its causes joined: drizzle wraps D1's
 * error, whose message names the constraint that refused a write ("CHECK constraint failed: ...").
 */
export function failureMessage(error: unknown): string {
  const parts: string[] = [];
  for (let current: unknown = error; current instanceof Error; current = current.cause) parts.push(current.message);
  return parts.length > 0 ? parts.join(" | ") : String(error);
}
