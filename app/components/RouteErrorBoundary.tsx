import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Box } from "styled-system/jsx";
import { copy } from "~/copy.ts";
import { NotFound } from "./NotFound.tsx";

/** The error boundary every route exports: a 404 shows the spec's not-found text, anything else a retry. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound detail={typeof error.data === "string" && error.data ? error.data : undefined} />;
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  const message = isRouteErrorResponse(error) && typeof error.data === "string" && error.data ? error.data : copy.error.text;
  return (
    <Box as="section" role="alert" py="16" textAlign="center" display="grid" gap="4" justifyItems="center">
      <h1 style={{ fontSize: "1.75rem", fontWeight: 700 }}>{copy.error.heading}</h1>
      <p>{message}</p>
      <Link to="." reloadDocument>
        {copy.error.retry}
      </Link>
    </Box>
  );
}
