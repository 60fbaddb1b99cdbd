import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { getDatabase } from "~/server/context.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { countProductsByCategory, listCategories } from "~/domain/catalogue/admin.server.ts";
import { toCategoryRecord } from "~/server/catalogue-api.ts";
import { requireAdmin } from "~/server/guards.ts";
import { ImageRecordScreen } from "~/screens/ImageRecordScreen.tsx";
import { imageRecordAction } from "./dashboard-actions.server.ts";
import type { Route } from "./+types/dashboard.managecategory";

export const meta: Route.MetaFunction = () => [
  { title: `${dashboardCopy.dashboard.menu.manageCategory} | e-Shop` },
  { name: "description", content: dashboardCopy.dashboard.description },
];

/** The categories, each with how many products it holds (a category with products cannot be deleted). */
export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const db = getDatabase(context);
  const [rows, counts] = await Promise.all([listCategories(db), countProductsByCategory(db)]);
  return {
    records: rows.map((row) => {
      const record = toCategoryRecord(row);
      return { id: record._id, name: record.name, imageUrl: record.image, productCount: counts.get(row.name) ?? 0 };
    }),
  };
}

export function action(args: Route.ActionArgs) {
  return imageRecordAction(args, "category");
}

export default function ManageCategory({ loaderData }: Route.ComponentProps) {
  return <ImageRecordScreen kind="category" records={loaderData.records} />;
}

export const ErrorBoundary = RouteErrorBoundary;
