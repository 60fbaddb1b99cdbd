import { Link } from "react-router";
import { formatNumber } from "~/format.ts";
import { pagination } from "styled-system/recipes";
import { shopCopy } from "~/i18n/shop.ts";
import { NextIcon, PrevIcon } from "./icons.tsx";

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  /** The number of items over all pages. */
  total: number;
  /** The URL of a page, so every page is a real link (shareable, works before hydration). */
  pageHref(page: number): string;
  /** The navigation landmark's name, such as "Pages of search results". */
  label: string;
}

/** Pages beside the current one, and at each end of the range. */
const SIBLINGS = 1;
const BOUNDARY = 1;

/**
 * The page slots: every page when they fit in seven slots; otherwise the first and last pages, the current one
 * with its neighbours, and an ellipsis for each gap (a gap of one page shows the page instead).
 */
export function pageSlots(page: number, totalPages: number): (number | "ellipsis")[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
  const slots = 2 * SIBLINGS + 2 * BOUNDARY + 3;
  if (totalPages <= slots) return range(1, totalPages);
  const left = Math.max(page - SIBLINGS, 1);
  const right = Math.min(page + SIBLINGS, totalPages);
  const leftGap = left > BOUNDARY + 2;
  const rightGap = right < totalPages - BOUNDARY - 1;
  const edge = 3 + 2 * SIBLINGS;
  if (!leftGap) return [...range(1, edge), "ellipsis", ...range(totalPages - BOUNDARY + 1, totalPages)];
  if (!rightGap) return [...range(1, BOUNDARY), "ellipsis", ...range(totalPages - edge + 1, totalPages)];
  return [
    ...range(1, BOUNDARY),
    "ellipsis",
    ...range(left, right),
    "ellipsis",
    ...range(totalPages - BOUNDARY + 1, totalPages),
  ];
}

/**
 * Links to the pages of a list: previous, the pages around the current one with the first and last
 * (ellipses between), next. The current page carries `aria-current="page"`. Renders nothing for one page.
 * Plain links styled by the pagination recipe: nothing here needs a state machine, so no JavaScript runs for it.
 */
export function Pagination(props: PaginationProps) {
  const { page, pageSize, total, pageHref } = props;
  const texts = shopCopy.pagination;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  const classes = pagination();
  return (
    <nav aria-label={props.label} className={classes.root}>
      <ul className={classes.list}>
        <li className={classes.listItem}>
          {current === 1 ? (
            <span className={classes.prevTrigger} data-disabled="" aria-hidden="true">
              <PrevIcon />
              <span className={classes.triggerLabel}>{texts.previous}</span>
            </span>
          ) : (
            <Link
              to={pageHref(current - 1)}
              prefetch="intent"
              rel="prev"
              aria-label={texts.previousPage}
              className={classes.prevTrigger}
            >
              <PrevIcon />
              <span className={classes.triggerLabel}>{texts.previous}</span>
            </Link>
          )}
        </li>
        {pageSlots(current, totalPages).map((slot, index) =>
          slot === "ellipsis" ? (
            <li key={`ellipsis-${index}`} className={classes.listItem} aria-hidden="true">
              <span className={classes.ellipsis}>…</span>
            </li>
          ) : (
            <li key={slot} className={classes.listItem}>
              <Link
                to={pageHref(slot)}
                prefetch="intent"
                aria-label={slot === totalPages ? texts.lastPage(slot) : texts.page(slot)}
                aria-current={slot === current ? "page" : undefined}
                className={classes.item}
              >
                {formatNumber(slot)}
              </Link>
            </li>
          ),
        )}
        <li className={classes.listItem}>
          {current === totalPages ? (
            <span className={classes.nextTrigger} data-disabled="" aria-hidden="true">
              <span className={classes.triggerLabel}>{texts.next}</span>
              <NextIcon />
            </span>
          ) : (
            <Link
              to={pageHref(current + 1)}
              prefetch="intent"
              rel="next"
              aria-label={texts.nextPage}
              className={classes.nextTrigger}
            >
              <span className={classes.triggerLabel}>{texts.next}</span>
              <NextIcon />
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
}
