import { RouteErrorBoundary } from "~/components/RouteErrorBoundary.tsx";
import { getDatabase } from "~/server/context.ts";
import { copy } from "~/copy.ts";
import { listCategories } from "~/domain/catalogue.server.ts";
import { requireAdmin } from "~/server/guards.ts";
import { ProductFormScreen } from "~/shell/ProductFormScreen.tsx";
import type { Route } from "./+types/dashboard.addproduct";

export const meta: Route.MetaFunction = () => [
  { title: `${copy.dashboard.menu.addProduct} | e-Shop` },
  { name: "description", content: copy.dashboard.description },
];

export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const categories = await listCategories(getDatabase(context));
  return { categories: categories.map((category) => ({ name: category.name })) };
}

export default function AddProduct({ loaderData }: Route.ComponentProps) {
  return <ProductFormScreen variant="product" categories={loaderData.categories} />;
}

export const ErrorBoundary = RouteErrorBoundary;
