import { data, redirect } from "react-router";
import { NotFound } from "~/components/pages/NotFound.tsx";
import { GuardBoundary } from "~/components/pages/GuardBoundary.tsx";
import { copy } from "~/copy.ts";
import { findOrderIdByReference } from "~/domain/orders/reading.server.ts";
import { getDatabase } from "~/server/context.ts";
import { requireUser } from "~/server/guards.ts";
import type { Route } from "./+types/o.$reference";

export const meta: Route.MetaFunction = () => [
  { title: copy.notFound.title },
  { name: "description", content: copy.notFound.help },
  { name: "robots", content: "noindex" },
];

/**
 * The short link in the shop's SMS and emails (issue 24), the order's number (decision 042): `/o/<reference>` asks
 * a visitor to sign in, then leads the order's own shopper or an admin to the order's page. For anyone else, and
 * for an unknown number, it is 404: it never tells whose an order is.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const caller = await requireUser(context);
  const id = await findOrderIdByReference(getDatabase(context), caller, params.reference);
  if (!id) return data(null, { status: 404 });
  return redirect(`/dashboard/order/${encodeURIComponent(id)}`);
}

export default function OrderShortLink() {
  return <NotFound />;
}

export const ErrorBoundary = GuardBoundary;
