import { data } from "react-router";
import { InvoiceSheets } from "~/components/orders/InvoiceSheets.tsx";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { shopCopy } from "~/i18n/shop.ts";
import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import { invoiceOf } from "~/domain/couriers/invoice.server.ts";
import { getOrder } from "~/domain/orders/reading.server.ts";
import { getConfig, getDatabase } from "~/server/context.ts";
import { requireUser } from "~/server/guards.ts";
import type { Route } from "./+types/dashboard.order.$id.invoice";

export const meta: Route.MetaFunction = ({ loaderData, params }) => [
  { title: fulfilmentCopy.invoice.title(loaderData?.invoices[0]?.reference ?? params.id) },
  { name: "description", content: fulfilmentCopy.invoice.description },
  { name: "robots", content: "noindex" },
];

export function headers(): HeadersInit {
  return { "Cache-Control": "private, no-store" };
}

/** The order's invoice and packing slip, for an admin or the order's own shopper; anyone else gets 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = await requireUser(context);
  const placed = await getOrder(getDatabase(context), user, params.id);
  if (!placed) throw data(shopCopy.orders.notFound, { status: 404 });
  return { invoices: [invoiceOf(placed.order, placed.lines, getConfig(context).notifications)] };
}

export default function OrderInvoice({ loaderData }: Route.ComponentProps) {
  return <InvoiceSheets invoices={loaderData.invoices} />;
}

export const ErrorBoundary = RouteErrorBoundary;
