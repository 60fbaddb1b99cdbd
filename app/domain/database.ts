import { drizzle } from "drizzle-orm/d1";

/**
 * The shop's D1 database through drizzle's query builder. Made once per request (over the request's D1 session), so
 * without drizzle's relational `db.query` API: given the schema, drizzle walks every table's config again each
 * time it is made, 1-3 % of the Worker's CPU in a profile of a flash-sale rush (decision 040).
 */
export function createDatabase(d1: D1Database) {
  return drizzle(d1);
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
