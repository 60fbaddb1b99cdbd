import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { getDatabase } from "~/server/context.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { listCategories } from "~/domain/catalogue/catalogue.server.ts";
import { requireAdmin } from "~/server/guards.ts";
import { ProductFormScreen } from "~/screens/ProductFormScreen.tsx";
import { createProductIntent, invalidInput, readIntent } from "./dashboard-actions.server.ts";
import type { Route } from "./+types/dashboard.addproduct";

export const meta: Route.MetaFunction = () => [
  { title: `${dashboardCopy.dashboard.menu.addProduct} | e-Shop` },
  { name: "description", content: dashboardCopy.dashboard.description },
];

export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const categories = await listCategories(getDatabase(context));
  return { categories: categories.map((category) => ({ name: category.name, displayName: category.displayName })) };
}

/** Intent `create-product`: add a product with the link of its uploaded photo, as POST /api/products. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(context);
  const { intent, body } = await readIntent(request);
  return intent === "create-product" ? createProductIntent(context, body, "product") : invalidInput();
}

export default function AddProduct({ loaderData }: Route.ComponentProps) {
  return <ProductFormScreen variant="product" categories={loaderData.categories} />;
}

export const ErrorBoundary = RouteErrorBoundary;
