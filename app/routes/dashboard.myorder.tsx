import { useRevalidator } from "react-router";
import { OrdersTable } from "~/components/orders/OrdersTable.tsx";
import { RouteErrorBoundary } from "~/components/RouteErrorBoundary.tsx";
import { getDatabase } from "~/server/context.ts";
import { copy } from "~/copy.ts";
import { requireUser } from "~/server/guards.ts";
import { jsonError } from "~/server/http.ts";
import { listOrders, toOrderView } from "~/domain/orders.server.ts";
import { orderListQuery } from "~/schemas/order-list.ts";
import { cancelOrderRequest } from "~/state/orders.ts";
import type { Route } from "./+types/dashboard.myorder";

export const meta: Route.MetaFunction = () => [
  { title: `${copy.dashboard.menu.myOrder} | e-Shop` },
  { name: "description", content: copy.dashboard.description },
];

/** The signed-in shopper's own orders, newest first, a page at a time (10, 25 or 100 rows). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context);
  const query = orderListQuery(new URL(request.url).searchParams);
  const result = await listOrders(getDatabase(context), user, { ...query, scope: "mine" });
  if (!result.ok) throw jsonError(403, copy.auth.notAllowed);
  return { page: { ...result.page, items: result.page.items.map(toOrderView) } };
}

export default function MyOrders({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const { page } = loaderData;
  return (
    <OrdersTable
      title={copy.dashboard.menu.myOrder}
      page={page}
      pageHref={(target) => `/dashboard/myorder?page=${target}&pageSize=${page.pageSize}`}
      pageSizeHref={(size) => `/dashboard/myorder?pageSize=${size}`}
      onCancel={async (order) => {
        const result = await cancelOrderRequest(order.id);
        if (result.ok) await revalidator.revalidate();
        return result;
      }}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
