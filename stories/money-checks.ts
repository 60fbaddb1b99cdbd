/**
 * Play-function checks of an order's money as the page shows it (issue 45, decision 042): rows of a label and an
 * amount (the totals' `dt`/`dd`, the invoice's `th`/`td`), each amount in the shop's currency ("$30.57") with its
 * whole taka ("৳3,730") or in taka alone, a discount taken off ("−"); the rows above a total add up to it in each
 * column. The checks read the English pages (the Bangla pass runs no play function).
 */
import { expect } from "storybook/test";

export interface MoneyRow {
  label: string;
  /** The amount in dollars, in cents; null where the row shows none (only taka, or "Free"). */
  cents: number | null;
  /** The whole taka; null where the row shows none ("Free"). */
  taka: number | null;
}

/** The first amount in `text` that `pattern` finds (a sign, then digits with commas), times `scale`. */
function amountIn(text: string, pattern: RegExp, scale: number): number | null {
  const found = pattern.exec(text);
  if (!found) return null;
  const value = Math.round(Number(found[2]!.replaceAll(",", "")) * scale);
  return found[1] ? -value : value;
}

/** Each row's label (its first cell) and amount (its last cell): the first dollars and the first taka written. */
export function moneyRows(rows: Iterable<Element>): MoneyRow[] {
  return [...rows].map((row) => {
    const text = row.lastElementChild?.textContent ?? "";
    return {
      label: row.firstElementChild?.textContent?.trim() ?? "",
      cents: amountIn(text, /([−-]?)\$([\d,]+\.\d{2})/, 100),
      taka: amountIn(text, /([−-]?)৳([\d,]+(?:\.\d+)?)/, 1),
    };
  });
}

/** The totals' rows: each `div` of the list (a term and its amount). */
export function totalsRows(list: Element): MoneyRow[] {
  return moneyRows(list.querySelectorAll(":scope > div"));
}

/**
 * The rows above `total` (subtotal, the delivery line, a discount) add up to it, in taka and, where the total has
 * one, in dollars. A row without an amount ("Free") counts for nothing. Returns the rows, for more checks.
 */
export async function expectAddsUp(rows: MoneyRow[], total: string): Promise<MoneyRow[]> {
  const at = rows.findIndex((row) => row.label.startsWith(total));
  await expect(at, `a row "${total}" among ${rows.map((row) => row.label).join(", ")}`).toBeGreaterThan(0);
  const above = rows.slice(0, at);
  const sum = (pick: (row: MoneyRow) => number | null) => above.reduce((all, row) => all + (pick(row) ?? 0), 0);
  const line = rows[at]!;
  await expect(line.taka, `the total's taka`).not.toBeNull();
  await expect(
    sum((row) => row.taka),
    `the taka above "${total}"`,
  ).toBe(line.taka);
  if (line.cents !== null)
    await expect(
      sum((row) => row.cents),
      `the dollars above "${total}"`,
    ).toBe(line.cents);
  return rows;
}

/** The row labelled `label` (exactly, or starting so). */
export function rowOf(rows: MoneyRow[], label: string): MoneyRow {
  const row = rows.find((each) => each.label === label) ?? rows.find((each) => each.label.startsWith(label));
  if (!row) throw new Error(`no row "${label}" among ${rows.map((each) => each.label).join(", ")}`);
  return row;
}
