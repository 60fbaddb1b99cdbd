import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { shopCopy } from "~/i18n/shop.ts";
import { productsCopy } from "~/i18n/products.ts";
import { loadProductPage } from "./product-page.server.ts";
import { formatMoney } from "~/format.ts";
import { catalogueCacheHeaders, originFrom, pageMeta, shopCurrencyFrom } from "~/meta.ts";
import { ProductScreen, reloadUnlessOnlyVariant } from "~/screens/ProductScreen.tsx";
import type { Route } from "./+types/buyproduct.$id";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: shopCopy.notFound.title }, { name: "robots", content: "noindex" }];
  const { product } = loaderData;
  const name = product.name;
  const currency = shopCurrencyFrom(matches);
  // The same product as /productdetails/:id in a compact layout: that page is the canonical one.
  return pageMeta({
    title: productsCopy.seo.buyTitle(name),
    description: productsCopy.seo.productDescription(name, formatMoney(product.priceCents, currency), product.seller),
    path: `/productdetails/${product.id}`,
    origin: originFrom(matches),
    image: product.imageUrl,
    type: "product",
  });
};

export function headers(): HeadersInit {
  return catalogueCacheHeaders;
}

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadProductPage(request, params.id, context);
}

export default function BuyProduct({ loaderData }: Route.ComponentProps) {
  return <ProductScreen {...loaderData} layout="compact" />;
}

export const shouldRevalidate = reloadUnlessOnlyVariant;

export const ErrorBoundary = RouteErrorBoundary;
