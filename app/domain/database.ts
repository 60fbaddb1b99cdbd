import { getTableColumns, sql, type SQL, type Table } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

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

/**
 * The most parameters D1 binds in one statement. A statement must never bind a list one parameter a value when the
 * list's length comes from the input or a page size: bind it as one JSON parameter (`inList`), or split the rows of
 * an insert (`rowsPerInsert`).
 */
export const MAX_BOUND_PARAMETERS = 100;

/**
 * `column IN (values)` with the values bound as one JSON parameter, whatever their number: SQLite reads them back
 * with `json_each` (a list subquery, so the column's index still finds each row). Values go through the column's
 * own mapping (a Date as its milliseconds, a boolean as 0 or 1), as `inArray` does. An empty list matches nothing.
 */
export function inList<TColumn extends SQLiteColumn>(column: TColumn, values: readonly TColumn["_"]["data"][]): SQL {
  if (values.length === 0) return sql`0`;
  const encoded = values.map((value) => column.mapToDriverValue(value) as unknown);
  return sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(encoded)}))`;
}

/**
 * `rows` split for a multi-row INSERT into `table`: each part binds at most MAX_BOUND_PARAMETERS (counting every
 * column of the table, an upper bound of what a row binds). Put one INSERT per part in the same `db.batch`.
 */
export function rowsPerInsert<T>(table: Table, rows: readonly T[]): T[][] {
  const columns = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.floor(MAX_BOUND_PARAMETERS / columns));
  const parts: T[][] = [];
  for (let start = 0; start < rows.length; start += size) parts.push(rows.slice(start, start + size));
  return parts;
}
