import { data } from "react-router";
import { NotFound } from "~/components/pages/NotFound.tsx";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { shopCopy } from "~/i18n/shop.ts";
import type { Route } from "./+types/$";

export const meta: Route.MetaFunction = () => [
  { title: shopCopy.notFound.title },
  { name: "description", content: shopCopy.notFound.help },
  { name: "robots", content: "noindex" },
];

/** Any path no other route claims: a real 404 status with the spec's text. */
export function loader() {
  return data(null, { status: 404 });
}

export default function CatchAll() {
  return <NotFound />;
}

export const ErrorBoundary = RouteErrorBoundary;
