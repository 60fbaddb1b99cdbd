import { css } from "styled-system/css";
import { shopCopy } from "~/i18n/shop.ts";
import { RouteErrorBoundary } from "~/components/pages/RouteErrorBoundary.tsx";
import { pageMeta } from "~/meta.ts";
import type { Route } from "./+types/temp";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({ title: shopCopy.temp.title, description: shopCopy.temp.text, path: location.pathname });

export default function Temp() {
  return (
    <section className={css({ py: "16", textAlign: "center", fontSize: "xl", fontWeight: "semibold" })}>
      <h1>{shopCopy.temp.text}</h1>
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
