import { getDatabase } from "~/context.ts";
import { featuresOf, listProducts } from "~/domain/catalogue.server.ts";
import { json } from "~/domain/http.server.ts";
import { toApiProduct } from "~/domain/product-api.ts";
import { parseProductQuery } from "~/schemas/catalogue.ts";
import type { Route } from "./+types/api.products";

/** GET `?q=&category=&page=&pageSize=&sort=`: `{items, total, page, pageSize}`, the same data as /products. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = parseProductQuery(url.searchParams);
  const db = getDatabase(context);
  const page = await listProducts(db, query);
  const features = await featuresOf(db, page.items.map((product) => product.id));
  return json({
    ...page,
    items: page.items.map((product) => toApiProduct({ ...product, features: features.get(product.id) ?? [] }, url.origin)),
  });
}
