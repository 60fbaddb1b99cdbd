import { useRouteLoaderData } from "react-router";
import { Stack } from "styled-system/jsx";
import { DashboardFigures } from "~/components/dashboard/DashboardFigures.tsx";
import { DashboardWelcome } from "~/components/dashboard/DashboardWelcome.tsx";
import { LatestOrders } from "~/components/dashboard/LatestOrders.tsx";
import { SubscribersCard } from "~/components/dashboard/SubscribersCard.tsx";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { getDatabase, getEnv } from "~/server/context.ts";
import { dashboardCopy } from "~/copy-dashboard.ts";
import { adminFigures } from "~/domain/dashboard.server.ts";
import { countSubscribers } from "~/domain/newsletter.server.ts";
import { getFlashSaleStatus } from "~/domain/flash-sale/flash-sale.server.ts";
import { toFlashSaleInfo } from "~/domain/flash-sale/info.ts";
import { requireUser } from "~/server/guards.ts";
import { listOrders } from "~/domain/orders/reading.server.ts";
import { toOrderView } from "~/domain/orders/views.ts";
import { requestTimeZone } from "~/domain/time-zone.ts";
import { useTimeZoneCookie } from "~/client/time-zone.ts";
import type { loader as dashboardLoader } from "./dashboard.tsx";
import type { Route } from "./+types/dashboard._index";

export const meta: Route.MetaFunction = () => [
  { title: dashboardCopy.dashboard.title },
  { name: "description", content: dashboardCopy.dashboard.description },
];

/** Admins see the shop's figures (today and this week in their zone, from the `tz` cookie); shoppers their latest orders. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context);
  if (!user.isAdmin) {
    const latest = await listOrders(getDatabase(context), user, { scope: "mine", page: 1, pageSize: 3, search: "" });
    return { figures: null, latest: latest.ok ? latest.page.items.map(toOrderView) : [], subscribers: null };
  }
  const [figures, status, subscribers] = await Promise.all([
    adminFigures(getDatabase(context), { timeZone: requestTimeZone(request) }),
    getFlashSaleStatus(getEnv(context)),
    countSubscribers(getDatabase(context)),
  ]);
  return { figures: { ...figures, flash: toFlashSaleInfo(status) }, latest: null, subscribers };
}

export default function DashboardHome({ loaderData }: Route.ComponentProps) {
  const data = useRouteLoaderData<typeof dashboardLoader>("routes/dashboard");
  useTimeZoneCookie(loaderData.figures?.timeZone ?? null);
  if (!data) return null;
  return (
    <Stack gap="6">
      <DashboardWelcome user={data.user} />
      {loaderData.figures ? <DashboardFigures {...loaderData.figures} /> : null}
      {loaderData.subscribers !== null ? <SubscribersCard count={loaderData.subscribers} /> : null}
      {loaderData.latest ? <LatestOrders orders={loaderData.latest} /> : null}
    </Stack>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
