import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { getDatabase } from "~/server/context.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { listBanners } from "~/domain/catalogue/admin.server.ts";
import { toBannerRecord } from "~/server/catalogue-api.ts";
import { requireAdmin } from "~/server/guards.ts";
import { ImageRecordScreen } from "~/screens/ImageRecordScreen.tsx";
import { imageRecordAction } from "./dashboard-actions.server.ts";
import type { Route } from "./+types/dashboard.managebanner";

export const meta: Route.MetaFunction = () => [
  { title: `${dashboardCopy.dashboard.menu.manageBanner} | e-Shop` },
  { name: "description", content: dashboardCopy.dashboard.description },
];

export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const records = (await listBanners(getDatabase(context))).map(toBannerRecord);
  return {
    records: records.map((record) => ({
      id: record._id,
      name: record.name,
      imageUrl: record.banner_slide,
      link: record.link,
    })),
  };
}

export function action(args: Route.ActionArgs) {
  return imageRecordAction(args, "banner");
}

export default function ManageBanner({ loaderData }: Route.ComponentProps) {
  return <ImageRecordScreen kind="banner" records={loaderData.records} />;
}

export const ErrorBoundary = RouteErrorBoundary;
