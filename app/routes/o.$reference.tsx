import { data, redirect } from "react-router";
import { NotFound } from "~/components/pages/NotFound.tsx";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { shopCopy } from "~/i18n/shop.ts";
import { findOrderIdByReference } from "~/domain/orders/reading.server.ts";
import { getDatabase } from "~/server/context.ts";
import { getSessionUser } from "~/server/guards.ts";
import type { Route } from "./+types/o.$reference";

export const meta: Route.MetaFunction = () => [
  { title: shopCopy.notFound.title },
  { name: "description", content: shopCopy.notFound.help },
  { name: "robots", content: "noindex" },
];

/**
 * The short link in the shop's SMS and emails (issue 24), the order's number (decision 042): `/o/<reference>` leads
 * to the order's page, which asks a visitor to sign in and shows the order only to its shopper or an admin. A
 * signed-in shopper is led only to their own order (another's, and an unknown number, are 404): references are
 * unique and made by the server, so a link never leads to somebody else's order.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const caller = await getSessionUser(context);
  const id = await findOrderIdByReference(getDatabase(context), caller, params.reference);
  if (!id) return data(null, { status: 404 });
  return redirect(`/dashboard/order/${encodeURIComponent(id)}`);
}

export default function OrderShortLink() {
  return <NotFound />;
}

export const ErrorBoundary = RouteErrorBoundary;
