import { getDatabase } from "~/server/context.ts";
import { suggest } from "~/domain/catalogue/suggest.server.ts";
import { methodNotAllowed } from "~/server/http.ts";
import { parseSuggestQuery, suggestResponse } from "~/server/suggest-api.ts";
import type { Route } from "./+types/api.suggest";

/**
 * GET `?q=` (anyone): `{q, products: [{_id, name, image, price, href}], categories: [{name, displayName, href}]}`,
 * the top bar's predictive search; empty lists for empty text or text over 100 characters.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = parseSuggestQuery(url.searchParams);
  return suggestResponse(q, await suggest(getDatabase(context), q), url.origin);
}

export async function action() {
  return methodNotAllowed("GET", "HEAD");
}
