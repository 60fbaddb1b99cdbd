/**
 * The wire shape of `GET /api/suggest?q=`: the top bar's suggestions, small on purpose. Products follow the product
 * API's conventions (`_id` as a string, `price` in decimal units of the shop's currency, `image` an absolute URL,
 * here the small rendition) and carry the page they open; categories carry their key, their name as typed and
 * their page.
 */
import * as v from "valibot";
import type { Suggestions } from "~/domain/catalogue/suggest.server.ts";
import { thumbUrl } from "~/domain/images/url.ts";
import { productQuerySchema } from "~/schemas/catalogue.ts";
import { centsToDollars } from "./catalogue-api.ts";
import { json } from "./http.ts";

export interface ApiProductSuggestion {
  _id: string;
  name: string;
  image: string;
  price: number;
  href: string;
}

export interface ApiCategorySuggestion {
  name: string;
  displayName: string;
  href: string;
}

export interface SuggestResponse {
  /** The text these suggestions are for, as the server read it (trimmed, lower case). */
  q: string;
  products: ApiProductSuggestion[];
  categories: ApiCategorySuggestion[];
}

/** Suggestions are the same for everyone and change only when the catalogue does: a browser may keep them briefly. */
const SUGGEST_CACHE_CONTROL = "public, max-age=60";

/** `?q=` read as the product list reads it: cleaned, trimmed, lower case; text over 100 characters reads as none. */
const suggestQuerySchema = v.object({ q: productQuerySchema.entries.q });

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
