/**
 * `GET /api/suggest?q=`, shared by the browser (app/client/search-suggestions.ts) and the server: its query, and the
 * wire shape of its answer, the top bar's suggestions, small on purpose. Products follow the product API's
 * conventions (`_id` as a string, `price` in decimal units of the shop's currency, `image` an absolute URL, here the
 * small rendition) and carry the page they open; categories carry their key, their name as typed and their page.
 */
import * as v from "valibot";
import { productQuerySchema } from "~/schemas/catalogue.ts";

/** `?q=` read as the product list reads it: cleaned, trimmed, lower case; text over 100 characters reads as none. */
export const suggestQuerySchema = v.object({ q: productQuerySchema.entries.q });

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
