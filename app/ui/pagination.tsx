import { ark } from "@ark-ui/react/factory";
import { Pagination as ArkPagination, usePagination } from "@ark-ui/react/pagination";
import { Link } from "react-router";
import { createStyleContext } from "styled-system/jsx";
import { pagination } from "styled-system/recipes";
import { copy } from "~/copy.ts";

const { withProvider, withContext } = createStyleContext(pagination);

export const RootProvider = withProvider(ArkPagination.RootProvider, "root");
export const List = withContext(ark.ul, "list");
export const ListItem = withContext(ark.li, "listItem");
export const Item = withContext(ArkPagination.Item, "item");
export const Ellipsis = withContext(ArkPagination.Ellipsis, "ellipsis");
export const PrevTrigger = withContext(ArkPagination.PrevTrigger, "prevTrigger");
export const NextTrigger = withContext(ArkPagination.NextTrigger, "nextTrigger");
export const TriggerLabel = withContext(ark.span, "triggerLabel");
/** Previous or next at an end of the range: a greyed-out shape that keeps the row steady, hidden from assistive tech. */
const InertPrev = withContext(ark.span, "prevTrigger");
const InertNext = withContext(ark.span, "nextTrigger");

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

/**
 * Links to the pages of a list: previous, the pages around the current one with the first and last
 * (ellipses between), next. The current page carries `aria-current="page"`. Renders nothing for one page.
 */
export function Pagination(props: PaginationProps) {
  const { page, pageSize, total, pageHref } = props;
  const texts = copy.catalogue.pagination;
  const api = usePagination({
    type: "link",
    count: total,
    pageSize,
    page,
    siblingCount: 1,
    boundaryCount: 1,
    translations: {
      rootLabel: props.label,
      prevTriggerLabel: texts.previousPage,
      nextTriggerLabel: texts.nextPage,
      itemLabel: ({ page: itemPage, totalPages }) =>
        itemPage === totalPages ? texts.lastPage(itemPage) : texts.page(itemPage),
    },
  });
  if (api.totalPages <= 1) return null;
  return (
    <RootProvider value={api}>
      <List>
        <ListItem>
          {api.previousPage === null ? (
            <InertPrev data-disabled="" aria-hidden="true">
              <ChevronLeft />
              <TriggerLabel>{texts.previous}</TriggerLabel>
            </InertPrev>
          ) : (
            <PrevTrigger asChild>
              <Link to={pageHref(api.previousPage)} prefetch="intent" rel="prev">
                <ChevronLeft />
                <TriggerLabel>{texts.previous}</TriggerLabel>
              </Link>
            </PrevTrigger>
          )}
        </ListItem>
        {api.pages.map((item, index) =>
          item.type === "page" ? (
            <ListItem key={item.value}>
              <Item asChild type="page" value={item.value}>
                <Link to={pageHref(item.value)} prefetch="intent">
                  {item.value}
                </Link>
              </Item>
            </ListItem>
          ) : (
            <ListItem key={`ellipsis-${index}`} aria-hidden="true">
              <Ellipsis index={index}>…</Ellipsis>
            </ListItem>
          ),
        )}
        <ListItem>
          {api.nextPage === null ? (
            <InertNext data-disabled="" aria-hidden="true">
              <TriggerLabel>{texts.next}</TriggerLabel>
              <ChevronRight />
            </InertNext>
          ) : (
            <NextTrigger asChild>
              <Link to={pageHref(api.nextPage)} prefetch="intent" rel="next">
                <TriggerLabel>{texts.next}</TriggerLabel>
                <ChevronRight />
              </Link>
            </NextTrigger>
          )}
        </ListItem>
      </List>
    </RootProvider>
  );
}

function ChevronLeft() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="m14.5 6-6 6 6 6" />
    </svg>
  );
}

function ChevronRight() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="m9.5 6 6 6-6 6" />
    </svg>
  );
}
