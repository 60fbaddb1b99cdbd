import { useRevalidator } from "react-router";
import { ProductTable } from "~/components/admin/ProductTable.tsx";
import { RouteErrorBoundary } from "~/components/RouteErrorBoundary.tsx";
import { getDatabase } from "~/server/context.ts";
import { copy } from "~/copy.ts";
import { listProductRows } from "~/domain/admin-catalogue.server.ts";
import { requireAdmin } from "~/server/guards.ts";
import { orderListQuery } from "~/schemas/order-list.ts";
import { adminCall } from "~/state/admin.ts";
import type { Route } from "./+types/dashboard.manageproduct";

export const meta: Route.MetaFunction = () => [
  { title: `${copy.dashboard.menu.manageProduct} | e-Shop` },
  { name: "description", content: copy.dashboard.description },
];

/** Every product, newest first, with the tables' page sizes (10, 25 or 100). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const { page, pageSize } = orderListQuery(new URL(request.url).searchParams);
  return listProductRows(getDatabase(context), page, pageSize);
}

export default function ManageProduct({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const { rows, page, pageSize, total } = loaderData;
  return (
    <ProductTable
      title={copy.dashboard.menu.manageProduct}
      rows={rows}
      page={page}
      pageSize={pageSize}
      total={total}
      pageHref={(target) => `/dashboard/manageproduct?page=${target}&pageSize=${pageSize}`}
      pageSizeHref={(size) => `/dashboard/manageproduct?pageSize=${size}`}
      onDelete={async (row) => {
        const result = await adminCall(`/api/products/${row.id}`, "DELETE");
        if (!result.ok) return { ok: false, error: result.error };
        await revalidator.revalidate();
        return { ok: true };
      }}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
