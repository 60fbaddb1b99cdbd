import { isRouteErrorResponse, useRouteError } from "react-router";
import { LoginRequired } from "~/components/dashboard/LoginRequired.tsx";
import { NotAllowed } from "~/components/dashboard/NotAllowed.tsx";
import { RouteErrorBoundary } from "./RouteErrorBoundary.tsx";

/** Error boundary of guarded routes: 401 asks to sign in, 403 says not allowed, anything else as usual. */
export function GuardBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 401) return <LoginRequired />;
  if (isRouteErrorResponse(error) && error.status === 403) return <NotAllowed />;
  return <RouteErrorBoundary />;
}
