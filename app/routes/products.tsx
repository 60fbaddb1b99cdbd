import { data } from "react-router";
import { filterLabels, ProductListView } from "~/components/catalogue/ProductListView.tsx";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { getDatabase } from "~/server/context.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { productsCopy } from "~/i18n/products.ts";
import { countByCategory, listCategoriesWith, listProducts } from "~/domain/catalogue/catalogue.server.ts";
import { catalogueCacheHeaders, originFrom, pageMeta } from "~/meta.ts";
import { filtersOf, parseProductQuery, productListHref, refinementsOf } from "~/schemas/catalogue.ts";
import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: shopCopy.notFound.title }];
  const { query, page } = loaderData;
  const origin = originFrom(matches);
  const path = productListHref({ ...query, page: 1, pageSize: 24 });
  if (query.q) {
    return pageMeta({
      title: productsCopy.seo.searchTitle(query.q),
      description: productsCopy.seo.searchDescription(query.q, page.total),
      path,
      origin,
      noindex: true,
    });
  }
  const categoryName = query.category
    ? (loaderData.categories.find((category) => category.name === query.category)?.displayName ?? query.category)
    : null;
  const filters = filterLabels(query).map((filter) => filter.label);
  if (filters.length > 0) {
    const what = [categoryName, ...filters].filter((part) => part !== null).join(" · ");
    return pageMeta({
      title: productsCopy.seo.filterTitle(what),
      description: productsCopy.seo.filterDescription(what, page.total),
      path,
      origin,
    });
  }
  if (categoryName) {
    const name = categoryName;
    return pageMeta({
      title: productsCopy.seo.categoryTitle(name),
      description: productsCopy.seo.categoryDescription(name, page.total),
      path,
      origin,
    });
  }
  return pageMeta({
    title: productsCopy.seo.allProductsTitle,
    description: productsCopy.seo.allProductsDescription,
    path,
    origin,
  });
};

export function headers(): HeadersInit {
  return catalogueCacheHeaders;
}

/** The URL is the state: search text, category (the path's :findItem), sort, filters and page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const query = parseProductQuery(new URL(request.url).searchParams, params.findItem);
  const db = getDatabase(context);
  const [page, { categories, current }, counts] = await Promise.all([
    listProducts(db, query),
    listCategoriesWith(db, query.category),
    countByCategory(db, query),
  ]);
  if (current === undefined) throw data(productsCopy.seo.categoryNotFound, { status: 404 });
  // A corrected search shows the corrected text's products: the chips count those (issue 30), one more round trip
  // only then.
  const categoryCounts = page.searchedFor ? await countByCategory(db, { ...query, q: page.searchedFor }) : counts;
  return { page, query, categories, categoryCounts };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { page, query, categories, categoryCounts } = loaderData;
  return (
    <ProductListView
      page={page}
      query={query.q}
      category={query.category}
      sort={query.sort}
      filters={filtersOf(query)}
      categories={categories}
      refinements={refinementsOf(query)}
      categoryCounts={categoryCounts}
      // The next page resumes from this one's last row (a keyset cursor); any other page is read by its number.
      pageHref={(target) =>
        productListHref(query, {
          page: target,
          after: target === page.page + 1 && page.nextCursor ? page.nextCursor : null,
        })
      }
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
