import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";

/** Being built (issue 22). */
export default function Placeholder() {
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
