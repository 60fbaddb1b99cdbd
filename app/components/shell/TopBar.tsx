import { Suspense, useEffect, useId, useState, type ComponentType } from "react";
import { formatNumber } from "~/format.ts";
import { Form, Link, NavLink } from "react-router";
import { css } from "styled-system/css";
import { loadOnIntent } from "~/client/on-intent.ts";
import { NEEDS_TEXT_ATTRIBUTE } from "~/client/early-taps.ts";
import { shopCopy } from "~/i18n/shop.ts";
import type { SessionUser } from "~/domain/accounts/types.ts";
import type { Language } from "@db/enums.ts";
import { Badge } from "~/ui/badge.tsx";
import { Button } from "~/ui/button.tsx";
import { IconButton } from "~/ui/icon-button.tsx";
import { CartIcon, CloseIcon, LogoMark, MenuIcon, SearchIcon, UserIcon } from "~/ui/icons.tsx";
import * as Input from "~/ui/input.tsx";
import { AccountTriggerFace, accountTrigger } from "./AccountTrigger.tsx";
import type { SearchInputProps, SearchSuggestionsField } from "./SearchSuggestions.tsx";
import type { UserMenuProps } from "./UserMenu.tsx";

const MOBILE_PANEL_ID = "mobile-menu";

const userMenu = loadOnIntent(() => import("./UserMenu.tsx").then((module) => module.UserMenu));
const searchSuggestions = loadOnIntent(() =>
  import("./SearchSuggestionsContainer.tsx").then((module) => module.SearchSuggestionsContainer),
);

/** The spec caps the cart badge at 99. */
const CART_BADGE_MAX = 99;

/** The badge's count, in the page's digits ("99+" past the cap). */
export function cartBadgeText(count: number): string {
  return count > CART_BADGE_MAX ? `${formatNumber(CART_BADGE_MAX)}+` : formatNumber(Math.max(0, count));
}

export function TopBar(props: {
  user: SessionUser | null;
  /** The language switch: the page in the other language (a new document, so it works before hydration too). */
  otherLanguage: { language: Language; href: string };
  cartCount: number;
  searchQuery?: string;
  /** The shop's categories, listed in the phone menu. */
  categories: { name: string; displayName: string }[];
  onLogin: () => void;
  /** The visitor is reaching for Login (pointer over it, focus on it): start loading the sign-in dialog. */
  onLoginIntent?: () => void;
  onLogout: () => void;
  /** Ends every session of the user, on every device. */
  onLogoutEverywhere?: () => void;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [query, setQuery] = useState(props.searchQuery ?? "");
  // A new search in the URL replaces what was typed (React's "adjust state while rendering" pattern).
  const [shownSearchQuery, setShownSearchQuery] = useState(props.searchQuery);
  if (props.searchQuery !== shownSearchQuery) {
    setShownSearchQuery(props.searchQuery);
    setQuery(props.searchQuery ?? "");
  }
  const closeMenu = () => setMenuOpen(false);
  const categoriesId = useId();
  const search = <SearchForm query={query} onQueryChange={setQuery} onSubmit={closeMenu} />;

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <IconButton
          aria-label={menuOpen ? shopCopy.nav.closeMenu : shopCopy.nav.openMenu}
          aria-expanded={menuOpen}
          aria-controls={MOBILE_PANEL_ID}
          onClick={() => setMenuOpen((open) => !open)}
          className={css({ md: { display: "none" } })}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </IconButton>

        <Link to="/" className={styles.brand}>
          <LogoMark className={css({ color: "accent.default", w: "8", h: "8" })} />
          <span>{shopCopy.shopName}</span>
        </Link>

        <nav aria-label={shopCopy.nav.mainNavigation} className={styles.desktopNav}>
          <NavLink to="/home" className={styles.navLink}>
            {shopCopy.nav.home}
          </NavLink>
          <NavLink to="/products" className={styles.navLink}>
            {shopCopy.nav.products}
          </NavLink>
        </nav>

        <div className={styles.desktopSearch}>{search}</div>

        <div className={styles.actions}>
          <a
            href={props.otherLanguage.href}
            hrefLang={props.otherLanguage.language}
            lang={props.otherLanguage.language}
            aria-label={shopCopy.nav.readIn[props.otherLanguage.language]}
            className={styles.languageLink}
          >
            {shopCopy.nav.languageName[props.otherLanguage.language]}
          </a>
          <Button asChild variant="ghost" iconOnly className={css({ position: "relative" })}>
            <Link to="/shoppingcart" aria-label={shopCopy.nav.cartWithCount(cartBadgeText(props.cartCount))}>
              <CartIcon />
              {props.cartCount > 0 && (
                <Badge size="sm" aria-hidden="true" className={styles.cartBadge}>
                  {cartBadgeText(props.cartCount)}
                </Badge>
              )}
            </Link>
          </Button>

          {props.user ? (
            <AccountMenu user={props.user} onLogout={props.onLogout} onLogoutEverywhere={props.onLogoutEverywhere} />
          ) : (
            <Button onClick={props.onLogin} onPointerEnter={props.onLoginIntent} onFocus={props.onLoginIntent}>
              <UserIcon className={css({ display: "none", sm: { display: "block" } })} />
              {shopCopy.nav.login}
            </Button>
          )}
        </div>
      </div>

      {/* On a phone the search is a row of the header, one tap away without opening the menu (issue 30). */}
      <div className={styles.phoneSearch}>{search}</div>

      <div id={MOBILE_PANEL_ID} hidden={!menuOpen} className={css({ md: { display: "none" } })}>
        <div className={styles.mobilePanel}>
          <nav aria-label={shopCopy.nav.mainNavigation} className={styles.mobileNav}>
            <NavLink to="/home" className={styles.mobileNavLink} onClick={closeMenu}>
              {shopCopy.nav.home}
            </NavLink>
            <NavLink to="/products" className={styles.mobileNavLink} onClick={closeMenu}>
              {shopCopy.nav.products}
            </NavLink>
            {props.categories.length > 0 ? (
              <>
                <h2 id={categoriesId} className={styles.mobileNavHeading}>
                  {shopCopy.nav.categories}
                </h2>
                <ul aria-labelledby={categoriesId} className={styles.mobileCategories}>
                  {props.categories.map((category) => (
                    <li key={category.name}>
                      <NavLink
                        to={`/products/${encodeURIComponent(category.name)}`}
                        className={styles.mobileNavLink}
                        onClick={closeMenu}
                      >
                        {category.displayName}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </nav>
        </div>
      </div>
    </header>
  );
}

/**
 * The product search: a plain GET form to /products that works before (and without) JavaScript. Suggestions as the
 * shopper types come on top: their code (Ark Combobox) loads when the shopper first reaches for the input (pointer
 * over it, focus), then binds to this same input, so nothing typed and no focus is lost.
 */
export function SearchForm(props: {
  query: string;
  onQueryChange: (query: string) => void;
  onSubmit: () => void;
  /** The suggestions part; by default the shop's, loaded on intent (stories give one with fixed data). */
  suggestions?: ComponentType<SearchSuggestionsField>;
}) {
  const formId = useId();
  const inputId = useId();
  const labelId = `${inputId}label`;
  const [Suggestions, setSuggestions] = useState(() => props.suggestions ?? null);
  const [inputProps, setInputProps] = useState<SearchInputProps | null>(null);
  const reachFor = () => {
    if (Suggestions) return;
    // A failed download leaves the plain search as it is; the next intent tries again.
    searchSuggestions.preload().then(
      (component) => setSuggestions(() => component),
      () => undefined,
    );
  };
  // The browsing pages hydrate on the shopper's first touch (decision 035), which may be this field: what was typed
  // before carries over, and a pointer already over it or a focus already in it counts as reaching for it.
  useEffect(() => {
    const input = document.getElementById(inputId);
    if (!(input instanceof HTMLInputElement)) return;
    if (input.value !== props.query) props.onQueryChange(input.value);
    if (document.activeElement === input || input.matches(":hover")) reachFor();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the page hydrates
  }, []);
  return (
    <Form
      id={formId}
      method="get"
      action="/products"
      role="search"
      aria-label={shopCopy.nav.productSearch}
      className={styles.searchForm}
      onSubmit={props.onSubmit}
    >
      <Input.Root id={inputId} ids={{ label: labelId }} className={css({ flex: "1" })}>
        <Input.Label className={css({ srOnly: true })}>{shopCopy.nav.searchLabel}</Input.Label>
        <Input.Control
          type="search"
          name="q"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={shopCopy.nav.searchPlaceholder}
          value={props.query}
          className={styles.searchInput}
          {...inputProps}
          onChange={(event) => {
            props.onQueryChange(event.target.value);
            inputProps?.onChange?.(event);
          }}
          onFocus={(event) => {
            reachFor();
            inputProps?.onFocus?.(event);
          }}
          onPointerEnter={reachFor}
        />
      </Input.Root>
      {Suggestions && (
        <Suggestions
          inputId={inputId}
          labelId={labelId}
          anchorId={formId}
          query={props.query}
          onInputProps={setInputProps}
        />
      )}
      {/* Disabled until text is typed; before hydration the early-taps script keeps it so as the shopper types, so
          Enter and the button send the search natively. */}
      <Button
        type="submit"
        disabled={props.query.trim() === ""}
        className={styles.searchButton}
        {...{ [NEEDS_TEXT_ATTRIBUTE]: "" }}
      >
        <SearchIcon />
        <span className={css({ srOnly: true, lg: { srOnly: false } })}>{shopCopy.nav.search}</span>
      </Button>
    </Form>
  );
}

/**
 * The account menu, loaded on intent: until the visitor reaches for it, a plain button that looks the same stands
 * in; pointer over it or focus starts the download, a click opens the real menu as soon as it is there.
 */
function AccountMenu(props: Omit<UserMenuProps, "defaultOpen">) {
  const [opened, setOpened] = useState(false);
  const standIn = (
    <button
      type="button"
      className={accountTrigger}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={userMenu.preload}
      onFocus={userMenu.preload}
      onClick={() => setOpened(true)}
    >
      <AccountTriggerFace user={props.user} />
    </button>
  );
  if (!opened) return standIn;
  return (
    <Suspense fallback={standIn}>
      <userMenu.Component {...props} defaultOpen />
    </Suspense>
  );
}

/** A link's look in the bar: the main navigation's and the language switch's. */
const barLink = {
  py: "2",
  borderRadius: "l1",
  fontSize: "sm",
  fontWeight: "semibold",
  color: "fg.muted",
  textDecoration: "none",
  _hover: { color: "fg.default", bg: "bg.muted" },
} as const;

const styles = {
  header: css({
    position: "sticky",
    top: "0",
    zIndex: "sticky",
    bg: "bg.surface/95",
    backdropFilter: "saturate(180%) blur(8px)",
    borderBottomWidth: "1px",
    borderColor: "border.default",
    boxShadow: "bar",
  }),
  bar: css({
    display: "flex",
    alignItems: "center",
    gap: { base: "1.5", sm: "3", md: "5" },
    width: "100%",
    maxW: "content",
    mx: "auto",
    h: { base: "14", md: "16" },
    px: { base: "2", sm: "4", md: "6" },
  }),
  brand: css({
    display: "inline-flex",
    alignItems: "center",
    gap: "2",
    flexShrink: "0",
    fontFamily: "heading",
    fontSize: { base: "lg", md: "xl" },
    fontWeight: "extrabold",
    letterSpacing: "-0.02em",
    color: "fg.default",
    textDecoration: "none",
    borderRadius: "l1",
  }),
  desktopNav: css({ display: "none", md: { display: "flex", gap: "1" } }),
  navLink: css(barLink, {
    px: "3",
    transition: "color 120ms, background-color 120ms",
    _currentPage: { color: "accent.text", bg: "accent.subtle" },
  }),
  // As a nav link, narrower: the bar must fit 360 px in either language.
  languageLink: css(barLink, { px: "1.5" }),
  desktopSearch: css({ display: "none", md: { display: "flex", flex: "1", maxW: "xl", mx: "auto" } }),
  phoneSearch: css({ display: "flex", px: { base: "2", sm: "4" }, pb: "2", md: { display: "none" } }),
  actions: css({ display: "flex", alignItems: "center", gap: { base: "1", sm: "2" }, ms: "auto", md: { ms: "0" } }),
  cartBadge: css({
    position: "absolute",
    top: "0",
    insetStart: "50%",
    h: "5",
    minW: "5",
    px: "1",
    fontSize: "xs",
    borderWidth: "2px",
    borderColor: "bg.surface",
  }),
  searchForm: css({ display: "flex", width: "100%", minW: "0" }),
  searchInput: css({ borderEndRadius: "0", bg: "bg.canvas", _focusVisible: { bg: "bg.surface" } }),
  searchButton: css({ borderStartRadius: "0", boxShadow: "none", px: { base: "3", lg: "4" } }),
  mobilePanel: css({
    display: "flex",
    flexDirection: "column",
    gap: "3",
    px: { base: "3", sm: "4" },
    pt: "3",
    pb: "4",
    borderTopWidth: "1px",
    borderColor: "border.default",
  }),
  mobileNav: css({ display: "flex", flexDirection: "column", gap: "1" }),
  mobileNavHeading: css({ mt: "2", px: "3", fontSize: "sm", fontWeight: "semibold", color: "fg.muted" }),
  mobileCategories: css({ display: "flex", flexDirection: "column", gap: "1" }),
  mobileNavLink: css({
    display: "flex",
    alignItems: "center",
    h: "11",
    px: "3",
    borderRadius: "l2",
    fontWeight: "semibold",
    color: "fg.default",
    textDecoration: "none",
    _hover: { bg: "bg.muted" },
    _currentPage: { color: "accent.text", bg: "accent.subtle" },
  }),
};
