/**
 * A product's colour values for its card (issue 28), read inside the list's own statement: no extra round trip.
 */
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { COLOUR_OPTION_NAMES } from "./colours.ts";

/** The names as SQL literals (constants: no bound parameter, of which D1 takes 100 a statement). */
const colourNames = sql.raw(COLOUR_OPTION_NAMES.map((name) => `'${name}'`).join(", "));

/**
 * A scalar subquery: the JSON array of the values of the product's first colour option (by name, see
 * COLOUR_OPTION_NAMES) that some variant of it has, in the option's order; `[]` without one. Put it only where it
 * is evaluated for the rows shown (a statement whose rows come in index order, or the outer query of a page): in
 * a statement that sorts, SQLite computes it for every row before the sort.
 */
export function colourValuesOf(productId: SQLWrapper): SQL {
  return sql`(SELECT json_group_array(value) FROM (SELECT v.value FROM (SELECT o.position, o."values" FROM product_options o WHERE o.product_id = ${productId} AND lower(trim(o.name)) IN (${colourNames}) ORDER BY o.position LIMIT 1) o, json_each(o."values") v WHERE EXISTS (SELECT 1 FROM product_variants pv WHERE pv.product_id = ${productId} AND json_extract(pv.option_values, '$[' || o.position || ']') = v.value) ORDER BY v.key))`;
}
