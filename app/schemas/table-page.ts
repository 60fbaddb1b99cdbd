import * as v from "valibot";
import { withoutControlCharacters } from "~/schemas/text.ts";

/**
 * Where a dashboard table is: the page, rows per page and (for orders) the search, from the URL. Every admin table
 * (orders, products, flash-sale products) and My Order page this way. Rows per page are the spec's (section 9):
 * 10, 25 or 100, 10 by default.
 */
export const TABLE_PAGE_SIZES = [10, 25, 100] as const;

const tablePageSchema = v.object({
  page: v.fallback(v.pipe(v.string(), v.regex(/^\d{1,5}$/), v.transform(Number), v.minValue(1)), 1),
  pageSize: v.fallback(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.check((value) => (TABLE_PAGE_SIZES as readonly number[]).includes(value)),
    ),
    10,
  ),
  search: v.fallback(v.pipe(v.string(), v.transform(withoutControlCharacters), v.trim(), v.maxLength(100)), ""),
});

export function tablePageQuery(params: URLSearchParams) {
  return v.parse(tablePageSchema, {
    page: params.get("page") ?? undefined,
    pageSize: params.get("pageSize") ?? undefined,
    search: params.get("q") ?? undefined,
  });
}
