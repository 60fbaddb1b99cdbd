import { DashboardPlaceholder } from "~/components/DashboardPlaceholder.tsx";
import { RouteErrorBoundary } from "~/components/RouteErrorBoundary.tsx";
import { copy } from "~/copy.ts";
import type { Route } from "./+types/dashboard.manageflashsell";

export const meta: Route.MetaFunction = () => [
  { title: `${copy.dashboard.menu.manageFlashsell} | e-Shop` },
  { name: "description", content: copy.dashboard.description },
];

export default function Screen() {
  return <DashboardPlaceholder title={copy.dashboard.menu.manageFlashsell} />;
}

export const ErrorBoundary = RouteErrorBoundary;
