import { DashboardPlaceholder } from "~/components/DashboardPlaceholder.tsx";
import { RouteErrorBoundary } from "~/components/RouteErrorBoundary.tsx";
import { copy } from "~/copy.ts";
import { requireUser } from "~/domain/guards.server.ts";
import type { Route } from "./+types/dashboard.myorder";

export const meta: Route.MetaFunction = () => [
  { title: `${copy.dashboard.menu.myOrder} | e-Shop` },
  { name: "description", content: copy.dashboard.description },
];

export async function loader({ context }: Route.LoaderArgs) {
  await requireUser(context);
  return null;
}

export default function MyOrders() {
  return <DashboardPlaceholder title={copy.dashboard.menu.myOrder} />;
}

export const ErrorBoundary = RouteErrorBoundary;
