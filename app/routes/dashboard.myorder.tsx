import { OrdersTable } from "~/components/orders/OrdersTable.tsx";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { getDatabase } from "~/server/context.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { requireUser } from "~/server/guards.ts";
import { jsonError } from "~/server/http.ts";
import { listOrders } from "~/domain/orders/reading.server.ts";
import { toOrderView } from "~/domain/orders/views.ts";
import { tablePageQuery } from "~/schemas/table-page.ts";
import { requestTimeZone } from "~/domain/time-zone.ts";
import { useCancelOrder } from "~/client/orders.ts";
import { useTimeZoneCookie } from "~/client/time-zone.ts";
import { cancelOrderIntent, invalidInput, readIntent } from "./dashboard-actions.server.ts";
import type { Route } from "./+types/dashboard.myorder";

export const meta: Route.MetaFunction = () => [
  { title: `${dashboardCopy.dashboard.menu.myOrder} | e-Shop` },
  { name: "description", content: dashboardCopy.dashboard.description },
];

/** The signed-in shopper's own orders in every status, newest first, a page at a time (10, 25 or 100 rows). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context);
  const query = tablePageQuery(new URL(request.url).searchParams);
  const result = await listOrders(getDatabase(context), user, { ...query, scope: "mine" });
  if (!result.ok) throw jsonError(403, shopCopy.auth.notAllowed);
  return { page: { ...result.page, items: result.page.items.map(toOrderView) }, timeZone: requestTimeZone(request) };
}

/** Intent `cancel` (`orderId`): the shopper cancels one of their orders, as DELETE /api/orders/:id. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context);
  const { intent, body } = await readIntent(request);
  return intent === "cancel" ? cancelOrderIntent(context, user, body) : invalidInput();
}

export default function MyOrders({ loaderData }: Route.ComponentProps) {
  const cancel = useCancelOrder();
  const { page, timeZone } = loaderData;
  useTimeZoneCookie(timeZone);
  return (
    <OrdersTable
      title={dashboardCopy.dashboard.menu.myOrder}
      page={page}
      pageHref={(target) => `/dashboard/myorder?page=${target}&pageSize=${page.pageSize}`}
      pageSizeHref={(size) => `/dashboard/myorder?pageSize=${size}`}
      onCancel={cancel}
      timeZone={timeZone}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
