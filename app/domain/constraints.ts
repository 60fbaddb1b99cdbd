/**
 * What a refused write says (decision 001 and 021): a D1 batch is one transaction, and the shop lets SQLite's own
 * constraints refuse what must not happen (stock below zero, a TrxID used twice, a limit passed), then reads which
 * constraint it was from D1's error text. That text is SQLite's: `NOT NULL constraint failed: orders.status`,
 * `UNIQUE constraint failed: orders.trx_wallet, orders.trx_id`, `CHECK constraint failed: <name>`, `FOREIGN KEY
 * constraint failed`. This module is the one place that reads it; tests/workers/constraints.test.ts provokes each
 * of them against real local D1, so a change in the text fails there first.
 */
import { failureMessage } from "./database.ts";

export type ConstraintFailure =
  /** A NOT NULL column got NULL: `column` is `table.column`. The limits guard their columns this way (decision 021). */
  | { kind: "not-null"; column: string }
  /** A unique index refused a second row: its columns, `table.column` each, in the index's order. */
  | { kind: "unique"; columns: string[] }
  /** A CHECK constraint refused a value (stock below zero, a negative price). */
  | { kind: "check" }
  /** A row named another that does not exist. */
  | { kind: "foreign-key" };

/** The constraint a failed write broke, or null when it failed for another reason. */
export function constraintFailure(error: unknown): ConstraintFailure | null {
  const message = failureMessage(error);
  const notNull = /NOT NULL constraint failed: ([\w.]+)/.exec(message);
  if (notNull) return { kind: "not-null", column: notNull[1]! };
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
