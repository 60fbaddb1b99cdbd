import { Outlet, useNavigate } from "react-router";
import { DashboardShell } from "~/components/dashboard/DashboardShell.tsx";
import { GuardBoundary } from "~/components/pages/GuardBoundary.tsx";
import { dashboardCopy } from "~/i18n/dashboard.ts";
import { countOrdersByStatus } from "~/domain/orders/reading.server.ts";
import { getDatabase } from "~/server/context.ts";
import { requireUser } from "~/server/guards.ts";
import { useSignOut } from "~/client/session.ts";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [
  { title: dashboardCopy.dashboard.title },
  { name: "description", content: dashboardCopy.dashboard.description },
  { name: "robots", content: "noindex" },
];

export function headers(): HeadersInit {
  return { "Cache-Control": "private, no-store" };
}

/**
 * Loaders run in parallel, so every protected child loader and action calls its own guard as well; this one
 * decides what the page shows (its error boundary asks anonymous visitors to sign in). Guards are not in
 * middleware because an error thrown there skips the route's own error boundary and lands on the root's.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireUser(context);
  // Admins see how many payments wait to be checked beside Manage Order; every action revalidates it.
  const awaitingVerification = user.isAdmin ? (await countOrdersByStatus(getDatabase(context))).pending : null;
  return { user, awaitingVerification };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <DashboardShell
      user={loaderData.user}
      awaitingVerification={loaderData.awaitingVerification}
      onLogout={async () => {
        if (await signOut()) navigate("/");
      }}
    >
      <Outlet />
    </DashboardShell>
  );
}

export const ErrorBoundary = GuardBoundary;
