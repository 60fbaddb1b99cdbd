import { DashboardPlaceholder } from "~/components/DashboardPlaceholder.tsx";
import { RouteErrorBoundary } from "~/components/RouteErrorBoundary.tsx";
import { copy } from "~/copy.ts";
import type { Route } from "./+types/dashboard.managebanner";

export const meta: Route.MetaFunction = () => [
  { title: `${copy.dashboard.menu.manageBanner} | e-Shop` },
  { name: "description", content: copy.dashboard.description },
];

export default function Screen() {
  return <DashboardPlaceholder title={copy.dashboard.menu.manageBanner} />;
}

export const ErrorBoundary = RouteErrorBoundary;
