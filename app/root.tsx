import { Provider as JotaiProvider, useSetAtom } from "jotai";
import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { css } from "styled-system/css";
import { Footer } from "~/components/shell/Footer.tsx";
import { NotFound } from "~/components/pages/NotFound.tsx";
import { ErrorScreen, errorMessage } from "~/components/pages/RouteErrorBoundary.tsx";
import { NoticeToast } from "~/components/shell/NoticeToast.tsx";
import { TopBar } from "~/components/shell/TopBar.tsx";
import { getConfig, getDatabase } from "~/server/context.ts";
import { googleSignInConfigured } from "~/server/auth.ts";
import { getSessionUser } from "~/server/guards.ts";
import { listCategories } from "~/domain/catalogue/catalogue.server.ts";
import { AuthDialogContainer, preloadAuthDialog } from "~/screens/AuthDialogContainer.tsx";
import { cartCountFromCookie } from "~/schemas/cart.ts";
import { DEFAULT_SHOP_MONEY } from "~/domain/money.ts";
import { CurrencyProvider } from "~/client/currency.tsx";
import { withoutControlCharacters } from "~/schemas/text.ts";
import { cartCookiesScript, useCartCount, useCartStorageSync } from "~/client/cart.ts";
import { useSignOut } from "~/client/session.ts";
import { useNewsletterSignup } from "~/client/newsletter.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { useNonce } from "~/nonce.ts";
import { authDialogAtom } from "~/client/ui.ts";
import { EARLY_TAPS_SCRIPT, useEarlyTapsReplay } from "~/client/early-taps.ts";
import { BOOT_ON_INTENT_SCRIPT, bootsOnIntent, COUNTDOWN_TICKER_SCRIPT } from "~/boot-on-intent.ts";
import type { Route } from "./+types/root";
import fullStylesheet from "./app.css?url";
import shopStylesheet from "./shop.css?url";
import banglaStylesheet from "./bangla.css?url";
import banglaFont from "@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url";
import { currentLanguage } from "~/i18n/catalogue.ts";
import { LANGUAGE_PARAM } from "~/domain/language.ts";
import type { Language } from "@db/enums.ts";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const config = getConfig(context);
  const { money } = config;
  const [user, categories] = await Promise.all([getSessionUser(context), listCategories(getDatabase(context))]);
  return {
    origin: url.origin,
    user,
    // The phone menu lists them (issue 30); read beside the session, so the page waits for no extra round trip.
    categories: categories.map((category) => ({ name: category.name, displayName: category.displayName })),
    googleEnabled: googleSignInConfigured(config.auth),
    // Every price is shown in it (useMoney); product pages' meta tags read it from here too.
    currency: money.currency,
    // Taka per unit of it, for the "≈ ৳" beside foreign prices (issue 30); null when it prices in taka.
    bdtRate: money.currency === "BDT" ? null : money.bdtRate,
    searchQuery: withoutControlCharacters(url.searchParams.get("q") ?? ""),
    cartCount: cartCountFromCookie(request.headers.get("Cookie")),
    language: currentLanguage(),
    // Times shown relative to now count from here while the page hydrates (app/client/clock.tsx).
    renderedAt: new Date().toISOString(),
  };
}

/** The page's address in `language` (`?lang=`), or without one (`x-default`: the visitor's own language). */
export function languageHref(location: { pathname: string; search: string }, language: Language | null): string {
  const params = new URLSearchParams(location.search);
  params.delete(LANGUAGE_PARAM);
  if (language) params.set(LANGUAGE_PARAM, language);
  const search = params.toString();
  return search ? `${location.pathname}?${search}` : location.pathname;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  // The language the page was rendered in: the request's on the server, the document's in the browser.
  const language = data?.language ?? currentLanguage();
  const origin = data?.origin ?? "";
  // The dashboard's pages link the full stylesheet; the shop's, their own smaller one (decision 029). The
  // development server writes only the full one.
  const stylesheet =
    import.meta.env.DEV || location.pathname.startsWith("/dashboard") ? fullStylesheet : shopStylesheet;
  useEarlyTapsReplay();
  const leafRouteId = useMatches().at(-1)?.id;
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" />
        {/* The inline scripts run once, as the server's HTML is parsed: their code is the server's to write
            (`import.meta.env.SSR`), so the browser's bundle leaves it out and hydration leaves the scripts as they
            are. */}
        {/* First in the page: a press before the page is interactive is held, then acted on (early-taps.ts). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? EARLY_TAPS_SCRIPT : "" }}
        />
        {/* A cart this browser holds without the cookies that mirror it gets them, and the page is asked for again
            so the server shows it (app/client/cart.ts). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? cartCookiesScript() : "" }}
        />
        {/* The browsing pages: their script loads when a person shows up, and until then the flash sale's
            countdown ticks on its own (decision 035). */}
        {bootsOnIntent(leafRouteId) ? (
          <script
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{
              __html: import.meta.env.SSR ? `${BOOT_ON_INTENT_SCRIPT};${COUNTDOWN_TICKER_SCRIPT}` : "",
            }}
          />
        ) : null}
        {/* The one stylesheet, ahead of the module preloads <Links /> writes: the first paint needs it, not them.
            With a precedence React writes it before any other link. Empty when CSS is not processed (workers
            tests): no <link href=""> then. */}
        {stylesheet ? <link rel="stylesheet" href={stylesheet} precedence="default" /> : null}
        {/* Bangla pages: their font (regular, the text's weight, fetched at once) and its rules. */}
        {language === "bn" ? (
          <>
            <link rel="preload" href={banglaFont} as="font" type="font/woff2" crossOrigin="anonymous" />
            {banglaStylesheet ? <link rel="stylesheet" href={banglaStylesheet} precedence="default" /> : null}
          </>
        ) : null}
        {/* The page in each language, for search engines: English at its plain address (also x-default, which a
            browser opens in its reader's own language), Bangla with ?lang=bn. */}
        <link rel="alternate" hrefLang="en" href={origin + languageHref(location, null)} />
        <link rel="alternate" hrefLang="bn" href={origin + languageHref(location, "bn")} />
        <link rel="alternate" hrefLang="x-default" href={origin + languageHref(location, null)} />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        {/* One jotai store per render: on the server, state never leaks between requests. */}
        <JotaiProvider>{children}</JotaiProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const setAuthDialog = useSetAtom(authDialogAtom);
  const navigation = useNavigation();
  const signOutRequest = useSignOut();
  const signOutEverywhereRequest = useSignOut("everywhere");
  const navigate = useNavigate();
  const location = useLocation();
  // Signing out on a page that needs a session leaves it, as the dashboard's own Logout does.
  const signOut = async () => {
    if ((await signOutRequest()) && location.pathname.startsWith("/dashboard")) navigate("/");
  };
  const signOutEverywhere = async () => {
    if ((await signOutEverywhereRequest()) && location.pathname.startsWith("/dashboard")) navigate("/");
  };
  const user = data?.user ?? null;
  const otherLanguage = data?.language === "bn" ? "en" : "bn";
  useCartStorageSync();
  const cartCount = useCartCount(data?.cartCount ?? 0);
  const newsletter = useNewsletterSignup();
  const openSignIn = () =>
    setAuthDialog({ open: true, tab: "signin", returnTo: null, error: null, closeAction: "stay" });
  return (
    <div className={css({ minHeight: "100dvh", display: "flex", flexDirection: "column" })}>
      <a href="#main" className={skipLink}>
        {shopCopy.skipToContent}
      </a>
      <TopBar
        user={user}
        otherLanguage={{ language: otherLanguage, href: languageHref(location, otherLanguage) }}
        cartCount={cartCount}
        searchQuery={data?.searchQuery}
        categories={data?.categories ?? []}
        onLogin={openSignIn}
        onLoginIntent={preloadAuthDialog}
        onLogout={signOut}
        onLogoutEverywhere={signOutEverywhere}
      />
      {navigation.state === "loading" ? <NavigationProgress /> : null}
      <main
        id="main"
        className={css({
          flex: "1",
          width: "100%",
          maxWidth: "1280px",
          mx: "auto",
          px: { base: "3", md: "6" },
          py: "6",
        })}
      >
        <CurrencyProvider currency={data?.currency ?? DEFAULT_SHOP_MONEY.currency} bdtRate={data?.bdtRate}>
          {children}
        </CurrencyProvider>
      </main>
      <Footer signedIn={user !== null} onLogin={openSignIn} onLogout={signOut} newsletter={newsletter} />
      <AuthDialogContainer googleEnabled={data?.googleEnabled ?? false} />
      <NoticeToast />
    </div>
  );
}

/**
 * A page is loading: a thin bar along the top edge of the window (over the bar's border, never over a control) and
 * "Loading..." for screen readers.
 */
function NavigationProgress() {
  return (
    <div role="status" data-testid="navigation-progress" className={progress.track}>
      <span className={progress.bar} />
      <span className={css({ srOnly: true })}>{shopCopy.loading}</span>
    </div>
  );
}

const progress = {
  track: css({
    position: "fixed",
    top: "0",
    insetInline: "0",
    zIndex: "toast",
    h: "3px",
    overflow: "hidden",
    pointerEvents: "none",
    bg: "accent.muted",
  }),
  bar: css({
    display: "block",
    width: "40%",
    h: "100%",
    bg: "accent.default",
    animation: "indeterminate 1.1s ease-in-out infinite",
    _motionReduce: { animation: "pulse 1.5s ease-in-out infinite", width: "100%" },
  }),
};

/** The first stop on every page: hidden until focused, then shown over the top bar. */
const skipLink = css({
  position: "fixed",
  top: "2",
  insetStart: "2",
  zIndex: "skipLink",
  px: "4",
  py: "2",
  borderRadius: "l2",
  bg: "bg.surface",
  color: "accent.text",
  fontWeight: "semibold",
  boxShadow: "raised",
  textDecoration: "underline",
  // Far enough up that its shadow does not show either.
  transform: "translateY(calc(-100% - token(spacing.12)))",
  _focus: { transform: "none", outline: "2px solid", outlineColor: "accent.focusRing", outlineOffset: "2px" },
});

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function HydrateFallback() {
  return <p role="status">{shopCopy.loading}</p>;
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
      <ErrorScreen message={errorMessage(error) ?? shopCopy.error.text} />
    </Shell>
  );
}
