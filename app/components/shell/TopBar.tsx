import { useState } from "react";
import { Form, Link, NavLink } from "react-router";
import { css, cx } from "styled-system/css";
import { copy } from "~/copy.ts";
import type { SessionUser } from "~/domain/types.ts";
import * as Avatar from "~/ui/avatar.tsx";
import { Badge } from "~/ui/badge.tsx";
import { Button } from "~/ui/button.tsx";
import * as Collapsible from "~/ui/collapsible.tsx";
import { IconButton } from "~/ui/icon-button.tsx";
import {
  AccountIcon,
  CartIcon,
  ChevronDownIcon,
  CloseIcon,
  DashboardIcon,
  LogoMark,
  LogoutIcon,
  MenuIcon,
  SearchIcon,
  UserIcon,
} from "~/ui/icons.tsx";
import * as Input from "~/ui/input.tsx";
import * as Menu from "~/ui/menu.tsx";

/** The spec caps the cart badge at 99. */
const CART_BADGE_MAX = 99;

export function cartBadgeText(count: number): string {
  return count > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : String(Math.max(0, count));
}

export function TopBar(props: {
  user: SessionUser | null;
  cartCount: number;
  searchQuery?: string;
  onLogin: () => void;
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
  const search = <SearchForm query={query} onQueryChange={setQuery} onSubmit={closeMenu} />;

  return (
    <header className={styles.header}>
      <Collapsible.Root open={menuOpen} onOpenChange={(details) => setMenuOpen(details.open)}>
        <div className={styles.bar}>
          <Collapsible.Trigger asChild>
            <IconButton
              aria-label={menuOpen ? copy.nav.closeMenu : copy.nav.openMenu}
              className={css({ md: { display: "none" } })}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </IconButton>
          </Collapsible.Trigger>

          <Link to="/" className={styles.brand}>
            <LogoMark className={css({ color: "accent.default", w: "8", h: "8" })} />
            <span>{copy.shopName}</span>
          </Link>

          <nav aria-label={copy.nav.mainNavigation} className={styles.desktopNav}>
            <NavLink to="/home" className={styles.navLink}>
              {copy.nav.home}
            </NavLink>
            <NavLink to="/products" className={styles.navLink}>
              {copy.nav.products}
            </NavLink>
          </nav>

          <div className={styles.desktopSearch}>{search}</div>

          <div className={styles.actions}>
            <Button asChild variant="ghost" iconOnly className={css({ position: "relative" })}>
              <Link to="/shoppingcart" aria-label={copy.nav.cartWithCount(cartBadgeText(props.cartCount))}>
                <CartIcon />
                {props.cartCount > 0 && (
                  <Badge size="sm" aria-hidden="true" className={styles.cartBadge}>
                    {cartBadgeText(props.cartCount)}
                  </Badge>
                )}
              </Link>
            </Button>

            {props.user ? (
              <UserMenu user={props.user} onLogout={props.onLogout} onLogoutEverywhere={props.onLogoutEverywhere} />
            ) : (
              <Button onClick={props.onLogin}>
                <UserIcon className={css({ display: "none", sm: { display: "block" } })} />
                {copy.nav.login}
              </Button>
            )}
          </div>
        </div>

        <Collapsible.Content className={css({ md: { display: "none" } })}>
          <div className={styles.mobilePanel}>
            {search}
            <nav aria-label={copy.nav.mainNavigation} className={styles.mobileNav}>
              <NavLink to="/home" className={styles.mobileNavLink} onClick={closeMenu}>
                {copy.nav.home}
              </NavLink>
              <NavLink to="/products" className={styles.mobileNavLink} onClick={closeMenu}>
                {copy.nav.products}
              </NavLink>
            </nav>
          </div>
        </Collapsible.Content>
      </Collapsible.Root>
    </header>
  );
}

function SearchForm(props: { query: string; onQueryChange: (query: string) => void; onSubmit: () => void }) {
  return (
    <Form
      method="get"
      action="/products"
      role="search"
      aria-label={copy.nav.productSearch}
      className={styles.searchForm}
      onSubmit={props.onSubmit}
    >
      <Input.Root className={css({ flex: "1" })}>
        <Input.Label className={css({ srOnly: true })}>{copy.nav.searchLabel}</Input.Label>
        <Input.Control
          type="search"
          name="q"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={copy.nav.searchPlaceholder}
          value={props.query}
          onChange={(event) => props.onQueryChange(event.target.value)}
          className={styles.searchInput}
        />
      </Input.Root>
      <Button type="submit" disabled={props.query.trim() === ""} className={styles.searchButton}>
        <SearchIcon />
        <span className={css({ srOnly: true, lg: { srOnly: false } })}>{copy.nav.search}</span>
      </Button>
    </Form>
  );
}

function UserMenu(props: { user: SessionUser; onLogout: () => void; onLogoutEverywhere?: () => void }) {
  const { user } = props;
  return (
    <Menu.Root positioning={{ placement: "bottom-end", gutter: 8 }}>
      {/* Named by its content, not aria-label: every word it shows is in its name, which then says what it opens. */}
      <Menu.Trigger className={styles.userTrigger}>
        {/* The initials repeat the name beside them: hidden, so the button's name begins with what it shows. */}
        <Avatar.Root size="sm" aria-hidden="true">
          <Avatar.Fallback>{Avatar.initials(user.displayName)}</Avatar.Fallback>
          {user.photoUrl && <Avatar.Image src={user.photoUrl} alt="" />}
        </Avatar.Root>
        <span className={styles.userName} aria-hidden="true">
          {user.displayName}
        </span>
        <span className={css({ srOnly: true })}>{copy.nav.accountMenu(user.displayName)}</span>
        <ChevronDownIcon className={cx(styles.userChevron)} />
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content>
          <Menu.ItemGroup>
            <Menu.ItemGroupLabel className={styles.menuHeader}>
              <span className={css({ display: "flex", alignItems: "center", gap: "2" })}>
                <span className={styles.menuHeaderName}>{user.displayName}</span>
                {user.isAdmin && (
                  <Badge size="sm" variant="subtle">
                    {copy.nav.adminBadge}
                  </Badge>
                )}
              </span>
              <span className={styles.menuHeaderEmail}>{user.email}</span>
            </Menu.ItemGroupLabel>
            <Menu.Item value="profile">
              <UserIcon />
              {copy.nav.profile}
            </Menu.Item>
            <Menu.Item value="account">
              <AccountIcon />
              {copy.nav.account}
            </Menu.Item>
            <Menu.Item value="dashboard" asChild>
              <Link to="/dashboard">
                <DashboardIcon />
                {copy.nav.dashboard}
              </Link>
            </Menu.Item>
          </Menu.ItemGroup>
          <Menu.Separator />
          <Menu.Item value="logout" data-tone="danger" onSelect={props.onLogout}>
            <LogoutIcon />
            {copy.nav.logout}
          </Menu.Item>
          {props.onLogoutEverywhere && (
            <Menu.Item value="logout-everywhere" data-tone="danger" onSelect={props.onLogoutEverywhere}>
              <LogoutIcon />
              {copy.nav.logoutEverywhere}
            </Menu.Item>
          )}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}

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
  navLink: css({
    px: "3",
    py: "2",
    borderRadius: "l1",
    fontSize: "sm",
    fontWeight: "semibold",
    color: "fg.muted",
    textDecoration: "none",
    transition: "color 120ms, background-color 120ms",
    _hover: { color: "fg.default", bg: "bg.muted" },
    _currentPage: { color: "accent.text", bg: "accent.subtle" },
  }),
  desktopSearch: css({ display: "none", md: { display: "flex", flex: "1", maxW: "xl", mx: "auto" } }),
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
  userTrigger: css({
    display: "inline-flex",
    alignItems: "center",
    gap: "2",
    h: "10",
    p: "1",
    borderRadius: "full",
    color: "fg.default",
    fontSize: "sm",
    fontWeight: "semibold",
    transition: "background-color 120ms",
    _hover: { bg: "bg.muted" },
    _expanded: { bg: "bg.muted" },
    md: { pe: "2.5" },
  }),
  userName: css({
    display: "none",
    md: { display: "block", maxW: "40", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
  }),
  userChevron: css({ display: "none", md: { display: "block", w: "4", h: "4", color: "fg.muted" } }),
  menuHeader: css({ display: "flex", flexDirection: "column", gap: "0.5", px: "3", pt: "2", pb: "2.5", mb: "1" }),
  menuHeaderName: css({ fontSize: "sm", fontWeight: "bold", color: "fg.default" }),
  menuHeaderEmail: css({ fontSize: "xs", fontWeight: "normal", color: "fg.muted", wordBreak: "break-all" }),
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
