import { ProductSearch } from "~/components/admin/ProductSearch.tsx";
import { ProductTable } from "~/components/admin/ProductTable.tsx";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { getDatabase, getEnv } from "~/server/context.ts";
import { copy } from "~/copy.ts";
import { dashboardCopy } from "~/copy-dashboard.ts";
import { deleteProduct, listProductRows } from "~/domain/catalogue/admin.server.ts";
import { requireAdmin } from "~/server/guards.ts";
import { tablePageQuery } from "~/schemas/table-page.ts";
import { type ScreenAnswer, useRouteAction } from "~/client/route-action.ts";
import { deleteRecordIntent, invalidInput, readIntent } from "./dashboard-actions.server.ts";
import type { Route } from "./+types/dashboard.manageproduct";

export const meta: Route.MetaFunction = () => [
  { title: `${dashboardCopy.dashboard.menu.manageProduct} | e-Shop` },
  { name: "description", content: dashboardCopy.dashboard.description },
];

/** Every product (or those whose name has `?q=`), newest first, with the tables' page sizes (10, 25 or 100). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const { page, pageSize, search } = tablePageQuery(new URL(request.url).searchParams);
  return { ...(await listProductRows(getDatabase(context), page, pageSize, search)), search };
}

/** The list's address with its search kept. */
function listHref(query: { page?: number; pageSize: number; search: string }) {
  const params = new URLSearchParams();
  if (query.search) params.set("q", query.search);
  if (query.page) params.set("page", String(query.page));
  params.set("pageSize", String(query.pageSize));
  return `/dashboard/manageproduct?${params}`;
}

/** Intent `delete` (`id`): delete a product, as DELETE /api/products/:id. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(context);
  const { intent, body } = await readIntent(request);
  return intent === "delete"
    ? deleteRecordIntent(
        context,
        body,
        (db, bucket, id) => deleteProduct(db, getEnv(context), bucket, id),
        copy.seo.productNotFound,
      )
    : invalidInput();
}

export default function ManageProduct({ loaderData }: Route.ComponentProps) {
  const remove = useRouteAction<ScreenAnswer>();
  const { rows, page, pageSize, total, search } = loaderData;
  return (
    <ProductTable
      title={dashboardCopy.dashboard.menu.manageProduct}
      headingLevel={1}
      rows={rows}
      page={page}
      pageSize={pageSize}
      total={total}
      pageHref={(target) => listHref({ page: target, pageSize, search })}
      pageSizeHref={(size) => listHref({ pageSize: size, search })}
      toolbar={<ProductSearch action="/dashboard/manageproduct" value={search} pageSize={pageSize} />}
      editHref={(row) => `/dashboard/editproduct/${row.id}`}
      onDelete={async (row) => {
        const result = (await remove({ intent: "delete", id: row.id })) ?? {
          ok: false,
          error: dashboardCopy.admin.errors.failed,
        };
        return result.ok ? { ok: true } : { ok: false, error: result.error };
      }}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
