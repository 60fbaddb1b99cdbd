import { RouteErrorBoundary } from "~/components/RouteErrorBoundary.tsx";
import { getDatabase } from "~/context.ts";
import { copy } from "~/copy.ts";
import { listCategoryRecords } from "~/domain/admin-catalogue.server.ts";
import { requireAdmin } from "~/domain/guards.server.ts";
import { ImageRecordScreen } from "~/shell/ImageRecordScreen.tsx";
import type { Route } from "./+types/dashboard.managecategory";

export const meta: Route.MetaFunction = () => [
  { title: `${copy.dashboard.menu.manageCategory} | e-Shop` },
  { name: "description", content: copy.dashboard.description },
];

export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const records = await listCategoryRecords(getDatabase(context));
  return { records: records.map((record) => ({ id: record._id, name: record.name, imageUrl: record.image })) };
}

export default function ManageCategory({ loaderData }: Route.ComponentProps) {
  return <ImageRecordScreen kind="category" records={loaderData.records} />;
}

export const ErrorBoundary = RouteErrorBoundary;
