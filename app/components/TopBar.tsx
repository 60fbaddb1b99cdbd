import { useState } from "react";
import { Form, Link } from "react-router";
import { css } from "styled-system/css";
import { copy } from "~/copy.ts";
import type { SessionUser } from "~/domain/types.ts";

export function TopBar(props: {
  user: SessionUser | null;
  cartCount: number;
  searchQuery?: string;
  onLogin: () => void;
  onLogout: () => void;
}) {
  const [query, setQuery] = useState(props.searchQuery ?? "");
  const count = props.cartCount > 99 ? "99+" : String(props.cartCount);
  return (
    <header className={css({ position: "sticky", top: "0", zIndex: "10", display: "flex", gap: "4", alignItems: "center" })}>
      <Link to="/">{copy.shopName}</Link>
      <nav aria-label={copy.nav.mainNavigation}>
        <Link to="/home">{copy.nav.home}</Link> <Link to="/products">{copy.nav.products}</Link>
      </nav>
      <Form method="get" action="/products" role="search">
        <label htmlFor="top-bar-search">{copy.nav.searchLabel}</label>
        <input id="top-bar-search" name="q" type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        <button type="submit" disabled={query.trim() === ""}>{copy.nav.search}</button>
      </Form>
      <Link to="/shoppingcart" aria-label={copy.nav.cartWithCount(count)}>{count}</Link>
      {props.user ? (
        <>
          <span>{props.user.displayName}</span>
          <button type="button" onClick={props.onLogout}>{copy.nav.logout}</button>
        </>
      ) : (
        <button type="button" onClick={props.onLogin}>{copy.nav.login}</button>
      )}
    </header>
  );
}
