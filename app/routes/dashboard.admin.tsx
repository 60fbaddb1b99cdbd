import { Outlet } from "react-router";
import { GuardBoundary } from "~/components/pages/GuardBoundary.tsx";
import { requireAdmin } from "~/server/guards.ts";
import type { Route } from "./+types/dashboard.admin";

/**
 * Every admin screen sits under this layout. Its loader makes every navigation into them ask the server, which
 * refuses non-admins (403, shown by the boundary below inside the dashboard). Each admin loader and action also
 * calls requireAdmin itself: loaders run in parallel, so none may rely on this one.
 */
export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  return null;
}

export default function AdminLayout() {
  return <Outlet />;
}

export const ErrorBoundary = GuardBoundary;
