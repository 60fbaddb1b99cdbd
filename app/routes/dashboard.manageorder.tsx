import { useSearchParams } from "react-router";
import { OrdersTable } from "~/components/orders/OrdersTable.tsx";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { getDatabase } from "~/server/context.ts";
import { copy } from "~/copy.ts";
import { requireAdmin } from "~/server/guards.ts";
import { jsonError } from "~/server/http.ts";
import { listOrders, toOrderView } from "~/domain/orders.server.ts";
import { tablePageQuery } from "~/schemas/table-page.ts";
import { useCancelOrder } from "~/client/orders.ts";
import { cancelOrderIntent, invalidInput, readIntent } from "./dashboard-actions.server.ts";
import type { Route } from "./+types/dashboard.manageorder";

export const meta: Route.MetaFunction = () => [
  { title: `${copy.dashboard.menu.manageOrder} | e-Shop` },
  { name: "description", content: copy.dashboard.description },
];

/** Every customer's orders (admins only), newest first, searchable by customer, TrxID or mobile. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context);
  const query = tablePageQuery(new URL(request.url).searchParams);
  const result = await listOrders(getDatabase(context), admin, { ...query, scope: "everyone" });
  if (!result.ok) throw jsonError(403, copy.auth.notAllowed);
  return { page: { ...result.page, items: result.page.items.map(toOrderView) }, search: query.search };
}

/** Intent `cancel` (`orderId`): an admin cancels a customer's order, as DELETE /api/orders/:id. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context);
  const { intent, body } = await readIntent(request);
  return intent === "cancel" ? cancelOrderIntent(context, admin, body) : invalidInput();
}

export default function ManageOrders({ loaderData }: Route.ComponentProps) {
  const cancel = useCancelOrder();
  const [searchParams] = useSearchParams();
  const { page, search } = loaderData;
  const href = (changes: Record<string, string | number>) => {
    const params = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) params.set(key, String(value));
    return `/dashboard/manageorder?${params}`;
  };
  return (
    <OrdersTable
      title={copy.dashboard.menu.manageOrder}
      page={page}
      search={{ value: search, action: "/dashboard/manageorder" }}
      pageHref={(target) => href({ page: target, pageSize: page.pageSize })}
      pageSizeHref={(size) => href({ page: 1, pageSize: size })}
      onCancel={cancel}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
