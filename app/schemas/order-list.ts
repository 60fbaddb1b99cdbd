import * as v from "valibot";
import { withoutControlCharacters } from "~/schemas/text.ts";

/** The order tables' page sizes (spec section 9): 10, 25 or 100 rows, 10 by default. */
export const ORDER_PAGE_SIZES = [10, 25, 100] as const;

const orderListSchema = v.object({
  page: v.fallback(v.pipe(v.string(), v.regex(/^\d{1,5}$/), v.transform(Number), v.minValue(1)), 1),
  pageSize: v.fallback(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.check((value) => (ORDER_PAGE_SIZES as readonly number[]).includes(value)),
    ),
    10,
  ),
  search: v.fallback(v.pipe(v.string(), v.transform(withoutControlCharacters), v.trim(), v.maxLength(100)), ""),
});

export function orderListQuery(params: URLSearchParams) {
  return v.parse(orderListSchema, {
    page: params.get("page") ?? undefined,
    pageSize: params.get("pageSize") ?? undefined,
    search: params.get("q") ?? undefined,
  });
}
