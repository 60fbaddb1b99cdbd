import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { getDatabase } from "~/server/context.ts";
import { copy } from "~/copy.ts";
import { listCategories } from "~/domain/admin-catalogue.server.ts";
import { toCategoryRecord } from "~/server/catalogue-api.ts";
import { requireAdmin } from "~/server/guards.ts";
import { ImageRecordScreen } from "~/screens/ImageRecordScreen.tsx";
import { imageRecordAction } from "./dashboard-actions.server.ts";
import type { Route } from "./+types/dashboard.managecategory";

export const meta: Route.MetaFunction = () => [
  { title: `${copy.dashboard.menu.manageCategory} | e-Shop` },
  { name: "description", content: copy.dashboard.description },
];

export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const records = (await listCategories(getDatabase(context))).map(toCategoryRecord);
  return { records: records.map((record) => ({ id: record._id, name: record.name, imageUrl: record.image })) };
}

export function action(args: Route.ActionArgs) {
  return imageRecordAction(args, "category");
}

export default function ManageCategory({ loaderData }: Route.ComponentProps) {
  return <ImageRecordScreen kind="category" records={loaderData.records} />;
}

export const ErrorBoundary = RouteErrorBoundary;
