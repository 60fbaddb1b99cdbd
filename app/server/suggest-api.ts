/** `GET /api/suggest?q=`: its query read, and its answer made (the wire shape is app/schemas/suggest.ts). */
import * as v from "valibot";
import type { Suggestions } from "~/domain/catalogue/suggest.server.ts";
import { thumbUrl } from "~/domain/images/url.ts";
import { suggestQuerySchema, type SuggestResponse } from "~/schemas/suggest.ts";
import { centsToDollars } from "./catalogue-api.ts";
import { json } from "./http.ts";

/** Suggestions are the same for everyone and change only when the catalogue does: a browser may keep them briefly. */
const SUGGEST_CACHE_CONTROL = "public, max-age=60";

export function parseSuggestQuery(params: URLSearchParams): string {
  return v.parse(suggestQuerySchema, { q: params.get("q") ?? undefined }).q;
}

export function suggestResponse(q: string, suggestions: Suggestions, origin: string): Response {
  const body: SuggestResponse = {
    q,
    products: suggestions.products.map((product) => ({
      _id: String(product.id),
      name: product.name,
      image: origin + thumbUrl(product.imageUrl),
      price: centsToDollars(product.priceCents),
      href: `/productdetails/${product.id}`,
    })),
    categories: suggestions.categories.map((category) => ({
      name: category.name,
      displayName: category.displayName,
      href: `/products/${encodeURIComponent(category.name)}`,
    })),
  };
  const response = json(body);
  response.headers.set("Cache-Control", SUGGEST_CACHE_CONTROL);
  return response;
}
