import { useRevalidator } from "react-router";
import { Stack } from "styled-system/jsx";
import { FlashWindowForm } from "~/components/admin/FlashWindowForm.tsx";
import { ProductTable } from "~/components/admin/ProductTable.tsx";
import { RouteErrorBoundary } from "~/components/RouteErrorBoundary.tsx";
import { getDatabase, getEnv } from "~/server/context.ts";
import { copy } from "~/copy.ts";
import { listFlashRows } from "~/domain/admin-catalogue.server.ts";
import { listCategories } from "~/domain/catalogue.server.ts";
import { getFlashSaleStatus } from "~/domain/flash-sale.server.ts";
import { toFlashSaleInfo } from "~/domain/flash-sale-info.ts";
import { requireAdmin } from "~/server/guards.ts";
import { orderListQuery } from "~/schemas/order-list.ts";
import { ProductFormScreen } from "~/shell/ProductFormScreen.tsx";
import { adminCall } from "~/state/admin.ts";
import type { Route } from "./+types/dashboard.manageflashsell";

export const meta: Route.MetaFunction = () => [
  { title: `${copy.dashboard.menu.manageFlashsell} | e-Shop` },
  { name: "description", content: copy.dashboard.description },
];

/** The flash window (from its Durable Object), a page of the flash-sale products (newest first), and the add form's categories. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context);
  const db = getDatabase(context);
  const { page, pageSize } = orderListQuery(new URL(request.url).searchParams);
  const [status, table, categories] = await Promise.all([
    getFlashSaleStatus(getEnv(context)),
    listFlashRows(db, page, pageSize),
    listCategories(db),
  ]);
  return { info: toFlashSaleInfo(status), table, categories: categories.map((category) => ({ name: category.name })) };
}

export default function ManageFlashSell({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const { info, table, categories } = loaderData;
  return (
    <Stack gap="8">
      <FlashWindowForm
        info={info}
        onSubmit={async (window) => {
          const result = await adminCall("/api/flashsellTime", "POST", window);
          if (!result.ok) return { ok: false, error: result.error };
          await revalidator.revalidate();
          return { ok: true };
        }}
      />
      <ProductFormScreen variant="flashsell" categories={categories} />
      <ProductTable
        title={copy.dashboard.menu.manageFlashsell}
        rows={table.rows}
        showSellPrice
        page={table.page}
        pageSize={table.pageSize}
        total={table.total}
        pageHref={(target) => `/dashboard/manageflashsell?page=${target}&pageSize=${table.pageSize}`}
        pageSizeHref={(size) => `/dashboard/manageflashsell?pageSize=${size}`}
        onDelete={async (row) => {
          const result = await adminCall(`/api/flashsell/${row.id}`, "DELETE");
          if (!result.ok) return { ok: false, error: result.error };
          await revalidator.revalidate();
          return { ok: true };
        }}
      />
    </Stack>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
