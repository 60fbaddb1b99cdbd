import { ProductSearch } from "~/components/admin/ProductSearch.tsx";
import { ProductTable } from "~/components/admin/ProductTable.tsx";
import { StockSheetPanel } from "~/components/admin/StockSheetPanel.tsx";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { getDatabase, getEnv } from "~/server/context.ts";
import { productsCopy } from "~/i18n/products.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { deleteProduct, listProductRows } from "~/domain/catalogue/admin.server.ts";
import { requireAdmin } from "~/server/guards.ts";
import { importStockCsv } from "~/server/stock-sheet.ts";
import { variantsCopy } from "~/i18n/variants.ts";
import { useMemo } from "react";
import { data, useActionData, useNavigation } from "react-router";
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

/**
 * Intent `delete` (`id`): delete a product, as DELETE /api/products/:id. Intent `stock-import` (a multipart post
 * with the file `sheet`): the stock sheet imported, as POST /api/products/stock.csv; 400 without a file or for a
 * sheet it refuses.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(context);
  const { intent, body } = await readIntent(request);
  if (intent === "stock-import") {
    const sheet = (body as { sheet?: unknown }).sheet;
    if (!(sheet instanceof File) || sheet.size === 0)
      return data({ ok: false as const, error: variantsCopy.stockSheet.chooseFile }, { status: 400 });
    const answer = await importStockCsv(context, await sheet.text());
    return answer.ok
      ? { ok: true as const, stockReport: answer.report }
      : data({ ok: false as const, error: answer.error }, { status: 400 });
  }
  return intent === "delete"
    ? deleteRecordIntent(
        context,
        body,
        (db, bucket, id) => deleteProduct(db, getEnv(context), bucket, id),
        productsCopy.seo.productNotFound,
      )
    : invalidInput();
}

export default function ManageProduct({ loaderData }: Route.ComponentProps) {
  const remove = useRouteAction<ScreenAnswer>();
  const { rows, page, pageSize, total, search } = loaderData;
  // The stock sheet's answer (the only one posted by a form: deletes go through a fetcher).
  const answered = useActionData<typeof action>();
  const navigation = useNavigation();
  // One object per answer: the panel brings each new one into view once.
  const stockAnswer = useMemo(
    () =>
      answered && "stockReport" in answered
        ? { ok: true as const, report: answered.stockReport }
        : answered && !answered.ok && !("fieldErrors" in answered)
          ? answered
          : null,
    [answered],
  );
  return (
    <>
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
      <StockSheetPanel
        action={listHref({ page, pageSize, search })}
        answer={stockAnswer}
        busy={navigation.state === "submitting" && navigation.formData?.get("intent") === "stock-import"}
      />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
