import { useRouteLoaderData } from "react-router";
import { DashboardWelcome } from "~/components/DashboardWelcome.tsx";
import { RouteErrorBoundary } from "~/components/RouteErrorBoundary.tsx";
import { copy } from "~/copy.ts";
import type { loader as dashboardLoader } from "./dashboard.tsx";
import type { Route } from "./+types/dashboard._index";

export const meta: Route.MetaFunction = () => [
  { title: copy.dashboard.title },
  { name: "description", content: copy.dashboard.description },
];

export default function DashboardHome() {
  const data = useRouteLoaderData<typeof dashboardLoader>("routes/dashboard");
  return data ? <DashboardWelcome user={data.user} /> : null;
}

export const ErrorBoundary = RouteErrorBoundary;
