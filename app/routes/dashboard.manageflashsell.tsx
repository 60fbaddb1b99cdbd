import { Stack } from "styled-system/jsx";
import * as v from "valibot";
import { FlashWindowForm } from "~/components/admin/FlashWindowForm.tsx";
import { ProductTable } from "~/components/admin/ProductTable.tsx";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { getDatabase, getEnv } from "~/server/context.ts";
import { productsCopy } from "~/i18n/products.ts";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { deleteFlashProduct, listFlashRows, updateProduct } from "~/domain/catalogue/admin.server.ts";
import { parseRecordId } from "~/domain/ids.ts";
import { listCategories } from "~/domain/catalogue/catalogue.server.ts";
import { getFlashSaleStatus, setFlashSaleWindow } from "~/domain/flash-sale/flash-sale.server.ts";
import { toFlashSaleInfo } from "~/domain/flash-sale/info.ts";
import { requireAdmin } from "~/server/guards.ts";
import { flashTimeSchema, offerVariantSchema } from "~/schemas/admin.ts";
import { tablePageQuery } from "~/schemas/table-page.ts";
import { parseInput } from "~/schemas/parse.ts";
import { flashSaleFailures } from "~/server/failures/flash-sale.ts";
import { requestTimeZone } from "~/domain/time-zone.ts";
import { useTimeZoneCookie } from "~/client/time-zone.ts";
import { ProductFormScreen } from "~/screens/ProductFormScreen.tsx";
import { type ScreenAnswer, useRouteAction } from "~/client/route-action.ts";
import {
  catalogueAnswer,
  createProductIntent,
  deleteRecordIntent,
  done,
  invalidInput,
  readIntent,
  refused,
} from "./dashboard-actions.server.ts";
import type { Route } from "./+types/dashboard.manageflashsell";

export const meta: Route.MetaFunction = () => [
  { title: `${dashboardCopy.dashboard.menu.manageFlashsell} | e-Shop` },
  { name: "description", content: dashboardCopy.dashboard.description },
];

/**
 * The flash window (from its Durable Object) with the admin's zone from the `tz` cookie (the form opens on the
 * stored window in it), a page of the flash-sale products (newest first; a product with options with its variants
 * and the one on offer), and the add form's categories.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context);
  const db = getDatabase(context);
  const { page, pageSize } = tablePageQuery(new URL(request.url).searchParams);
  const [status, table, categories] = await Promise.all([
    getFlashSaleStatus(getEnv(context)),
    listFlashRows(db, page, pageSize),
    listCategories(db),
  ]);
  return {
    info: toFlashSaleInfo(status),
    timeZone: requestTimeZone(request),
    table,
    categories: categories.map((category) => ({ name: category.name, displayName: category.displayName })),
  };
}

/**
 * Intent `set-window` (`startTime`, `endTime`), as POST /api/flashsellTime; `create-product`, as POST
 * /api/flashsell; `delete` (`id`), as DELETE /api/flashsell/:id; `offer-variant` (`id`, `variant_id`, null or ""
 * for every variant), as PATCH /api/flashsell/:id with only `variant_id`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context);
  const { intent, body } = await readIntent(request);
  if (intent === "create-product") return createProductIntent(context, body, "flashsell");
  if (intent === "offer-variant") return offerVariantIntent(context, body);
  if (intent === "delete")
    return deleteRecordIntent(
      context,
      body,
      (db, bucket, id) => deleteFlashProduct(db, getEnv(context), bucket, id),
      productsCopy.seo.productNotFound,
    );
  if (intent !== "set-window") return invalidInput();
  const parsed = parseInput(flashTimeSchema, body);
  if (!parsed.ok) return invalidInput(parsed.fieldErrors);
  const window = { startsAt: parsed.value.startTime, endsAt: parsed.value.endTime };
  const result = await setFlashSaleWindow(getEnv(context), window, admin.email);
  return result.ok ? done() : refused(flashSaleFailures[result.reason]);
}

/** The choice of the variant on offer (issue 28): the same domain call, schema and failures as the API's PATCH. */
async function offerVariantIntent(context: Route.ActionArgs["context"], body: unknown) {
  const posted = v.safeParse(v.object({ id: v.optional(v.union([v.string(), v.number()])) }), body);
  const id = parseRecordId(posted.success && posted.output.id !== undefined ? String(posted.output.id) : null);
  if (id === null) return refused({ status: 404, error: productsCopy.seo.productNotFound });
  const parsed = parseInput(offerVariantSchema, body);
  if (!parsed.ok) return invalidInput(parsed.fieldErrors);
  const env = getEnv(context);
  const patch = { variant_id: parsed.value.variant_id };
  return catalogueAnswer(await updateProduct(getDatabase(context), env, env.IMAGES, id, patch, { offer: "required" }));
}

export default function ManageFlashSell({ loaderData }: Route.ComponentProps) {
  const setWindow = useRouteAction<ScreenAnswer>();
  const remove = useRouteAction<ScreenAnswer>();
  const chooseVariant = useRouteAction<ScreenAnswer>();
  const failed = { ok: false, error: dashboardCopy.admin.errors.failed } as const;
  const { info, timeZone, table, categories } = loaderData;
  // Keeps the `tz` cookie in step with the device, so the next first paint is already in the admin's zone.
  useTimeZoneCookie(null);
  return (
    <Stack gap="8">
      <FlashWindowForm
        info={info}
        timeZone={timeZone}
        onSubmit={async (window) => {
          const result = (await setWindow({ intent: "set-window", ...window })) ?? failed;
          return result.ok ? { ok: true } : { ok: false, error: result.error };
        }}
      />
      <ProductFormScreen variant="flashsell" categories={categories} />
      <ProductTable
        title={dashboardCopy.productTable.flashSaleTitle}
        rows={table.rows}
        showSellPrice
        page={table.page}
        pageSize={table.pageSize}
        total={table.total}
        pageHref={(target) => `/dashboard/manageflashsell?page=${target}&pageSize=${table.pageSize}`}
        pageSizeHref={(size) => `/dashboard/manageflashsell?pageSize=${size}`}
        editHref={(row) => `/dashboard/editproduct/${row.id}`}
        onDelete={async (row) => {
          const result = (await remove({ intent: "delete", id: row.id })) ?? failed;
          return result.ok ? { ok: true } : { ok: false, error: result.error };
        }}
        onOfferVariant={async (row, variantId) => {
          const result =
            (await chooseVariant({ intent: "offer-variant", id: row.id, variant_id: variantId })) ?? failed;
          return result.ok ? { ok: true } : { ok: false, error: result.error };
        }}
      />
    </Stack>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
