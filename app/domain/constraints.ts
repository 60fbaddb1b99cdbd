/**
 * What a refused write says (decision 001 and 021): a D1 batch is one transaction, and the shop lets SQLite's own
 * constraints refuse what must not happen (stock below zero, a TrxID used twice, a limit passed), then reads which
 * constraint it was from D1's error text. That text is SQLite's: `NOT NULL constraint failed: orders.status`,
 * `UNIQUE constraint failed: orders.trx_wallet, orders.trx_id` (or `index '<name>'` for an index on an
 * expression), `CHECK constraint failed: <name>`, `FOREIGN KEY
 * constraint failed`. This module is the one place that reads it; tests/workers/constraints.test.ts provokes each
 * of them against real local D1, so a change in the text fails there first.
 */
import { failureMessage } from "./database.ts";

export type ConstraintFailure =
  /** A NOT NULL column got NULL: `column` is `table.column`. The limits guard their columns this way (decision 021). */
  | { kind: "not-null"; column: string }
  /**
   * A unique index refused a second row: its columns, `table.column` each, in the index's order. An index on an
   * expression (a SKU in any case: `lower(sku)`) has no columns to name; SQLite names the index instead
   * (`UNIQUE constraint failed: index 'product_variants_sku_unique'`), and `columns` is empty.
   */
  | { kind: "unique"; columns: string[]; index?: string }
  /** A CHECK constraint refused a value (stock below zero, a negative price). */
  | { kind: "check" }
  /** A row named another that does not exist. */
  | { kind: "foreign-key" };

/** The constraint a failed write broke, or null when it failed for another reason. */
export function constraintFailure(error: unknown): ConstraintFailure | null {
  const message = failureMessage(error);
  const notNull = /NOT NULL constraint failed: ([\w.]+)/.exec(message);
  if (notNull) return { kind: "not-null", column: notNull[1]! };
  const uniqueIndex = /UNIQUE constraint failed: index '(\w+)'/.exec(message);
  if (uniqueIndex) return { kind: "unique", columns: [], index: uniqueIndex[1]! };
  const unique = /UNIQUE constraint failed: ([\w.]+(?:, [\w.]+)*)/.exec(message);
  if (unique) return { kind: "unique", columns: unique[1]!.split(", ") };
  if (message.includes("CHECK constraint failed")) return { kind: "check" };
  if (message.includes("FOREIGN KEY constraint failed")) return { kind: "foreign-key" };
  return null;
}

/** The write failed because `column` (`table.column`) was NULL: the limit guarding it refused. */
export function failedNotNull(failure: ConstraintFailure | null, column: string): boolean {
  return failure?.kind === "not-null" && failure.column === column;
}

/** The write failed on a unique index that includes `column` (`table.column`). */
export function failedUnique(failure: ConstraintFailure | null, column: string): boolean {
  return failure?.kind === "unique" && failure.columns.includes(column);
}

/** The write failed on the unique index called `index` (one on an expression, named by SQLite by its name). */
export function failedUniqueIndex(failure: ConstraintFailure | null, index: string): boolean {
  return failure?.kind === "unique" && failure.index === index;
}
