import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { shopCopy } from "~/i18n/shop.ts";
import { Button } from "~/ui/button.tsx";
import { EmptyState } from "~/ui/empty-state.tsx";
import { AlertCircleIcon } from "~/ui/icons.tsx";
import { NotFound } from "./NotFound.tsx";

/** A thrown response's message when it carries one (`{error}` JSON or text), for the error screens. */
export function errorMessage(error: unknown): string | null {
  if (!isRouteErrorResponse(error)) return null;
  if (typeof error.data === "string" && error.data) return error.data;
  const data = error.data as { error?: unknown } | null;
  return typeof data?.error === "string" ? data.error : null;
}

/** The error boundary every route exports: a 404 shows the spec's not-found text, anything else a retry. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return <NotFound detail={errorMessage(error) ?? undefined} />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorScreen message={errorMessage(error) ?? shopCopy.error.text} />;
}

export function ErrorScreen({ message }: { message: string }) {
  return (
    <EmptyState
      role="alert"
      tone="danger"
      icon={<AlertCircleIcon />}
      title={shopCopy.error.heading}
      description={message}
    >
      <Button asChild size="lg" variant="outline">
        <Link to="." reloadDocument>
          {shopCopy.error.retry}
        </Link>
      </Button>
    </EmptyState>
  );
}
