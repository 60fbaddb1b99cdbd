import { data } from "react-router";
import { InvoiceSheets } from "~/components/orders/InvoiceSheets.tsx";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { shopCopy } from "~/i18n/shop.ts";
import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import { invoiceOf } from "~/domain/couriers/invoice.server.ts";
import { getOrder } from "~/domain/orders/reading.server.ts";
import { getConfig, getDatabase } from "~/server/context.ts";
import { requireAdmin } from "~/server/guards.ts";
import type { Route } from "./+types/dashboard.invoices";

const MAX_INVOICES = 100;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: fulfilmentCopy.invoice.titleMany(loaderData?.invoices.length ?? 0) },
  { name: "description", content: fulfilmentCopy.invoice.description },
  { name: "robots", content: "noindex" },
];

export function headers(): HeadersInit {
  return { "Cache-Control": "private, no-store" };
}

/**
 * `?ids=ID1,ID2,...` (admins, at most 100; repeated `ids` or `orderIds` work too): the orders' invoices, one A4 page each when
 * printed, in the order given. 400 without ids; 404 when none of them is an order.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context);
  const ids = [
    ...new Set(
      [...new URL(request.url).searchParams]
        // Manage Order's desk, before its script runs, submits its checkboxes as `orderIds`.
        .flatMap(([name, value]) => (name === "ids" || name === "orderIds" ? [value] : []))
        .flatMap((value) => value.split(","))
        .map((id) => id.trim())
        .filter((id) => id !== "" && id.length <= 64),
    ),
  ];
  if (ids.length === 0 || ids.length > MAX_INVOICES) throw data(fulfilmentCopy.invoice.noIds, { status: 400 });
  const db = getDatabase(context);
  const settings = getConfig(context).notifications;
  const placed = await Promise.all(ids.map((id) => getOrder(db, admin, id)));
  const invoices = placed.flatMap((one) => (one ? [invoiceOf(one.order, one.lines, settings)] : []));
  if (invoices.length === 0) throw data(shopCopy.orders.notFound, { status: 404 });
  return { invoices };
}

export default function Invoices({ loaderData }: Route.ComponentProps) {
  return <InvoiceSheets invoices={loaderData.invoices} />;
}

export const ErrorBoundary = RouteErrorBoundary;
