import { Box, Grid } from "styled-system/jsx";
import { CategoryList } from "~/components/CategoryList.tsx";
import { ProductGrid } from "~/components/ProductGrid.tsx";
import { RouteErrorBoundary } from "~/components/RouteErrorBoundary.tsx";
import { getDatabase } from "~/context.ts";
import { copy } from "~/copy.ts";
import { getHomeCatalogue } from "~/domain/catalogue.server.ts";
import { catalogueCacheHeaders, pageMeta } from "~/meta.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: copy.home.title, description: copy.home.description, path: "/" });

export function headers(): HeadersInit {
  return catalogueCacheHeaders;
}

export async function loader({ context }: Route.LoaderArgs) {
  return getHomeCatalogue(getDatabase(context));
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { categories, featured } = loaderData;
  return (
    <Grid gridTemplateColumns={{ base: "1fr", md: "220px 1fr" }} gap="6" alignItems="start">
      <CategoryList categories={categories} />
      <Box as="section" aria-labelledby="featured-heading">
        <h2 id="featured-heading" style={{ fontSize: "1.375rem", fontWeight: 700, marginBottom: "1rem" }}>
          {copy.home.featuredProducts}
        </h2>
        <ProductGrid products={featured} eagerCount={4} />
      </Box>
    </Grid>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
