import { useAtom } from "jotai";
import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { Box } from "styled-system/jsx";
import { Footer } from "~/components/Footer.tsx";
import { NotFound } from "~/components/NotFound.tsx";
import { TopBar } from "~/components/TopBar.tsx";
import { copy } from "~/copy.ts";
import { authDialogAtom } from "~/state/ui.ts";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Empty when CSS is not processed (workers tests): no <link href=""> then.
  ...(stylesheet ? [{ rel: "stylesheet", href: stylesheet }] : []),
];

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { user: null, searchQuery: url.searchParams.get("q") ?? "" };
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const [, setAuthDialog] = useAtom(authDialogAtom);
  const navigation = useNavigation();
  const user = data?.user ?? null;
  return (
    <Box minHeight="100dvh" display="flex" flexDirection="column">
      <TopBar
        user={user}
        cartCount={0}
        searchQuery={data?.searchQuery}
        onLogin={() => setAuthDialog({ open: true, returnTo: null })}
        onLogout={() => undefined}
      />
      {navigation.state === "loading" ? (
        <Box role="status" position="fixed" top="2" right="2" zIndex="toast" fontSize="sm" px="3" py="1" bg="bg.surface" rounded="md" shadow="md">
          {copy.loading}
        </Box>
      ) : null}
      <Box as="main" id="main" flex="1" width="100%" maxWidth="1280px" mx="auto" px={{ base: "3", md: "6" }} py="6">
        {children}
      </Box>
      <Footer signedIn={user !== null} onLogin={() => setAuthDialog({ open: true, returnTo: null })} onLogout={() => undefined} />
    </Box>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function HydrateFallback() {
  return <p role="status">{copy.loading}</p>;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <NotFound />
      </Shell>
    );
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <Shell>
      <Box as="section" role="alert" py="16" textAlign="center">
        <h1>{copy.error.heading}</h1>
        <p>{copy.error.text}</p>
      </Box>
    </Shell>
  );
}
