import { type ReactNode, useId } from "react";
import { formatNumber } from "~/format.ts";
import { Link } from "react-router";
import { css } from "styled-system/css";
import { shopCopy } from "~/i18n/shop.ts";
import { TABLE_PAGE_SIZES } from "~/schemas/table-page.ts";
import { Pagination } from "~/ui/pagination.tsx";

export interface PageSizeLinksProps {
  /** The page size in use, marked `aria-current`. */
  current: number;
  /** The URL of the first page at another page size. */
  hrefOf(size: number): string;
}

/**
 * The tables' rows per page (spec: 10, 25 or 100, 10 by default) as a row of links, so the choice is a real,
 * shareable URL that works before hydration. The current size carries `aria-current="true"`.
 */
export function PageSizeLinks(props: PageSizeLinksProps) {
  const texts = shopCopy.tables;
  const labelId = useId();
  return (
    <nav aria-labelledby={labelId} className={styles.root}>
      <span id={labelId} className={styles.label}>
        {texts.rowsPerPage}
      </span>
      <ul className={styles.segments}>
        {TABLE_PAGE_SIZES.map((size) => (
          <li key={size}>
            <Link
              to={props.hrefOf(size)}
              aria-label={texts.rowsPerPageOption(size)}
              aria-current={size === props.current ? "true" : undefined}
              className={styles.segment}
            >
              {formatNumber(size)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A table's footer: the rows-per-page links beside the table's page links (`children`) where the footer has room
 * for both on one line (48rem: the dashboard at 1280 px), else stacked and centred, each on one line (a tablet
 * beside the dashboard menu, a phone). It measures its own width, not the window's.
 */
export function TableFooter(props: PageSizeLinksProps & { children: ReactNode }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerRow}>
        <PageSizeLinks current={props.current} hrefOf={props.hrefOf} />
        {props.children}
      </div>
    </footer>
  );
}

const styles = {
  footer: css({ containerType: "inline-size" }),
  footerRow: css({
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    gap: "4",
    "@container (min-width: 48rem)": {
      flexDirection: "row",
      justifyContent: "space-between",
      // The page links take the rest of the row, flush right.
      "& > :last-child:not(:first-child)": { flex: "1", minW: "0", justifyContent: "flex-end" },
    },
  }),
  root: css({ display: "flex", alignItems: "center", gap: "3" }),
  label: css({ fontSize: "sm", color: "fg.muted" }),
  segments: css({
    display: "inline-flex",
    p: "0.5",
    gap: "0.5",
    bg: "bg.muted",
    borderRadius: "l2",
    borderWidth: "1px",
    borderColor: "border.default",
  }),
  segment: css({
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    minW: "10",
    h: "8",
    px: "2.5",
    borderRadius: "l1",
    fontSize: "sm",
    fontWeight: "semibold",
    fontVariantNumeric: "tabular-nums",
    color: "fg.muted",
    textDecoration: "none",
    _hover: { color: "fg.default", bg: "bg.surface" },
    "&[aria-current=true]": { bg: "bg.surface", color: "accent.text", boxShadow: "soft" },
  }),
};

/** A paged table's footer: rows per page beside the page links of `page` (one of the lists' pages). */
export function TablePages(props: {
  page: { page: number; pageSize: number; total: number };
  pageHref(page: number): string;
  pageSizeHref(size: number): string;
  /** The page links' name. */
  label: string;
}) {
  return (
    <TableFooter current={props.page.pageSize} hrefOf={props.pageSizeHref}>
      <Pagination
        page={props.page.page}
        pageSize={props.page.pageSize}
        total={props.page.total}
        pageHref={props.pageHref}
        label={props.label}
      />
    </TableFooter>
  );
}
