import { data, Link } from "react-router";
import { css } from "styled-system/css";
import { Stack } from "styled-system/jsx";
import type { ProductFormValues } from "~/components/admin/ProductForm.tsx";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { getDatabase } from "~/server/context.ts";
import { productsCopy } from "~/i18n/products.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { getProductDetail, listCategories } from "~/domain/catalogue/catalogue.server.ts";
import { parseRecordId } from "~/domain/ids.ts";
import type { ProductDetail } from "~/domain/catalogue/types.ts";
import { requireAdmin } from "~/server/guards.ts";
import { ProductFormScreen } from "~/screens/ProductFormScreen.tsx";
import { invalidInput, readIntent, refused, updateProductIntent } from "./dashboard-actions.server.ts";
import type { Route } from "./+types/dashboard.editproduct.$id";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${dashboardCopy.productForm.editHeading[loaderData?.variant ?? "product"]}${loaderData ? `: ${loaderData.initial.values.name}` : ""} | e-Shop`,
  },
  { name: "description", content: dashboardCopy.dashboard.description },
];

/** Cents as the form's decimal field shows them (149950 -> "1499.50"). */
const asDecimal = (cents: number) => (cents / 100).toFixed(2);

/** A stored product as the form's fields show it. */
function formValuesOf(product: ProductDetail): ProductFormValues {
  return {
    name: product.name,
    seller: product.seller,
    category: product.category,
    stock: String(product.stock),
    price: asDecimal(product.priceCents),
    shipping: asDecimal(product.shippingCents),
    star: String(product.starHalves / 2),
    starCount: String(product.starCount),
    features: product.features,
    ...(product.flash
      ? { sellprice: asDecimal(product.flash.sellPriceCents), sellshipping: asDecimal(product.flash.sellShippingCents) }
      : {}),
  };
}

/** The product (404 if there is none), filled into the form (the flash-sale variant for a product with an offer). */
export async function loader({ params, context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const id = parseRecordId(params.id);
  const db = getDatabase(context);
  const [detail, categories] = await Promise.all([
    id === null ? null : getProductDetail(db, id, 0),
    listCategories(db),
  ]);
  if (!detail) throw data(productsCopy.seo.productNotFound, { status: 404 });
  const { product } = detail;
  return {
    variant: product.flash ? ("flashsell" as const) : ("product" as const),
    initial: {
      values: formValuesOf(product),
      imageUrl: product.imageUrl,
      images: product.images,
      options: product.options,
      variants: product.options?.length ? product.variants : undefined,
    },
    categories: categories.map((category) => ({ name: category.name, displayName: category.displayName })),
  };
}

/**
 * Intent `update`: any of the product's fields (and a new photo's link), as PATCH /api/products/:id, or as PATCH
 * /api/flashsell/:id for a product with a flash offer (its sell price and sell shipping too).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireAdmin(context);
  const { intent, body } = await readIntent(request);
  if (intent !== "update") return invalidInput();
  const id = parseRecordId(params.id);
  if (id === null) return refused({ status: 404, error: productsCopy.seo.productNotFound });
  return updateProductIntent(context, id, body);
}

export default function EditProduct({ loaderData, params }: Route.ComponentProps) {
  const { variant, initial, categories } = loaderData;
  const back = variant === "flashsell" ? "/dashboard/manageflashsell" : "/dashboard/manageproduct";
  return (
    <Stack gap="4">
      <Link to={back} className={styles.back}>
        {dashboardCopy.productForm.backTo[variant]}
      </Link>
      {/* A new key per product: the form's state starts again from the stored values. */}
      <ProductFormScreen key={params.id} variant={variant} categories={categories} initial={initial} />
    </Stack>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

const styles = {
  back: css({ alignSelf: "flex-start", color: "accent.text", textDecoration: "underline", fontSize: "sm" }),
};
