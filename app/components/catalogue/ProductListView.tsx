import { useEffect, useId, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { css, cx } from "styled-system/css";
import { shopCopy } from "~/i18n/shop.ts";
import { productsCopy } from "~/i18n/products.ts";
import type { CategoryCount, CategorySummary, ProductListPage } from "~/domain/catalogue/types.ts";
import {
  type ProductFilters,
  type ProductRefinements,
  type ProductSort,
  PRODUCT_SORTS,
  activeFilters,
  DEFAULT_PAGE_SIZE,
  filtersOf,
  NO_FILTERS,
  priceField,
  productListHref,
} from "~/schemas/catalogue.ts";
import { Button } from "~/ui/button.tsx";
import * as EmptyState from "~/ui/empty-state.tsx";
import { CloseIcon, PackageIcon, SearchIcon } from "~/ui/icons.tsx";
import { Pagination } from "~/ui/pagination.tsx";
import { NativeSelect } from "~/ui/native-select.tsx";
import { ProductGrid } from "./ProductGrid.tsx";
import { FilterPanel } from "./FilterPanel.tsx";
import { useHydrated } from "~/client/hydrated.ts";

export interface ProductListViewProps {
  page: ProductListPage;
  /** The search text ("" when not searching). */
  query: string;
  /** The category from the path, or null for every category. */
  category: string | null;
  sort: ProductSort;
  /** The home tiles' filters (`?offer=flash`, `?shipping=free`, `?collection=winter`); none when left out. */
  filters?: ProductFilters;
  categories: CategorySummary[];
  /** The filter panel's price range, rating and in-stock choice; none when left out. */
  refinements?: ProductRefinements;
  /** Each category's matches for the list's search and filters, shown on the category chips. */
  categoryCounts?: CategoryCount[];
  pageHref(page: number): string;
}

export const NO_REFINEMENTS: ProductRefinements = {
  minPriceCents: null,
  maxPriceCents: null,
  minStars: null,
  inStock: false,
};

/** The filters that are on, with their labels (the list's heading and its page title say them). */
export function filterLabels(filters: ProductFilters) {
  return activeFilters(filters).map(({ key, value }) => ({
    key,
    label: (productsCopy.filters[key] as Record<string, string>)[value] ?? value,
  }));
}

/**
 * The product list for /products, /products/:category and searches. Everything is in the URL: the category
 * chips are links and the sort is a GET form, so each works before hydration and every view can be shared.
 */
export function ProductListView(props: ProductListViewProps) {
  const { page, query, category, sort } = props;
  const filters = filtersOf(props.filters ?? NO_FILTERS);
  const refinements = props.refinements ?? NO_REFINEMENTS;
  const filtersOn = filterLabels(filters);
  const headingId = useId();
  const texts = productsCopy;
  // The category's name as typed; the URL carries its key.
  const categoryName =
    category === null ? null : (props.categories.find((item) => item.name === category)?.displayName ?? category);
  // The filters follow what the list is of ("Laptop · Free shipping"); on their own they name the list.
  const searchedFor = page.searchedFor ?? query;
  const listOf = query ? texts.resultsFor(searchedFor) : categoryName;
  const heading =
    [listOf, ...filtersOn.map((filter) => filter.label)].filter((part) => part !== null).join(" · ") ||
    texts.allProducts;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith("/products");
  const first = (page.page - 1) * page.pageSize + 1;
  const last = first + page.items.length - 1;
  const capped = page.totalCapped === true;
  // Past the count's cap the pages run on as long as there is a next one.
  const pagerTotal = capped ? Math.max(page.total, (page.page + (page.hasNext ? 1 : 0)) * page.pageSize) : page.total;

  return (
    <section aria-labelledby={headingId} className={styles.page}>
      <header className={styles.header}>
        <div className={css({ minW: "0" })}>
          <h1 id={headingId} className={styles.heading}>
            {heading}
          </h1>
          <p className={styles.count}>{texts.resultCount(page.total, capped)}</p>
          {page.correctedFrom ? (
            <p className={styles.correction}>
              {texts.correction.showingResultsFor} <strong>{page.searchedFor}</strong>.{" "}
              {texts.correction.searchInsteadFor}{" "}
              <Link
                to={productListHref({
                  q: page.correctedFrom,
                  category,
                  sort,
                  page: 1,
                  pageSize: page.pageSize,
                  ...filters,
                  ...refinements,
                  exact: true,
                })}
              >
                {page.correctedFrom}
              </Link>
            </p>
          ) : null}
        </div>
        {page.total > 0 ? (
          <SortForm
            query={query}
            category={category}
            sort={sort}
            filters={filters}
            refinements={refinements}
            pageSize={page.pageSize}
          />
        ) : null}
      </header>

      <FilterPanel
        query={query}
        category={category}
        sort={sort}
        pageSize={page.pageSize}
        filters={filters}
        refinements={refinements}
      />

      {filtersOn.length > 0 ? (
        <ul aria-label={texts.filters.label} className={styles.filterChips}>
          {filtersOn.map((filter) => (
            <li key={filter.key}>
              <Link
                to={productListHref({
                  q: query,
                  category,
                  sort,
                  page: 1,
                  pageSize: page.pageSize,
                  ...filters,
                  ...refinements,
                  [filter.key]: null,
                })}
                aria-label={texts.filters.remove(filter.label)}
                className={styles.filterChip}
              >
                {filter.label}
                <CloseIcon aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}

      <CategoryChips
        categories={props.categories}
        query={query}
        category={category}
        sort={sort}
        filters={filters}
        refinements={refinements}
        counts={props.categoryCounts}
        pageSize={page.pageSize}
      />

      {page.items.length > 0 ? (
        <div aria-busy={loading} className={cx(styles.results, loading && styles.loading)}>
          {/* Keeps the outline h1 > h2 > h3 (the cards' names) for screen-reader navigation. */}
          <h2 className={css({ srOnly: true })}>{texts.resultsHeading}</h2>
          <ProductGrid products={page.items} eagerCount={2} label={heading} />
          {pagerTotal > page.pageSize || page.page > 1 ? (
            <footer className={styles.footer}>
              <p className={styles.range}>{texts.showingRange(first, last, page.total, capped)}</p>
              <Pagination
                page={page.page}
                pageSize={page.pageSize}
                total={pagerTotal}
                pageHref={props.pageHref}
                label={shopCopy.pagination.label}
              />
            </footer>
          ) : null}
        </div>
      ) : (
        <NoProducts query={query} category={categoryName} filtered={filtersOn.length > 0 ? heading : null} />
      )}
    </section>
  );
}

/**
 * The sort as a GET form: choosing an option submits it (once hydrated); before that, and for anyone who
 * tabs to it, the Apply button does. Changing the sort starts again from page 1.
 */
function SortForm(props: {
  query: string;
  category: string | null;
  sort: ProductSort;
  filters: ProductFilters;
  refinements: ProductRefinements;
  pageSize: number;
}) {
  const hydrated = useHydrated();
  const { refinements } = props;
  const texts = productsCopy;
  const action = productListHref({
    q: "",
    category: props.category,
    sort: "relevance",
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    ...NO_FILTERS,
  });
  return (
    <Form method="get" action={action} preventScrollReset className={styles.sortForm}>
      {props.query ? <input type="hidden" name="q" value={props.query} /> : null}
      {props.pageSize !== DEFAULT_PAGE_SIZE ? <input type="hidden" name="pageSize" value={props.pageSize} /> : null}
      {activeFilters(props.filters).map(({ key, value }) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      {refinements.minPriceCents !== null ? (
        <input type="hidden" name="minPrice" value={priceField(refinements.minPriceCents)} />
      ) : null}
      {refinements.maxPriceCents !== null ? (
        <input type="hidden" name="maxPrice" value={priceField(refinements.maxPriceCents)} />
      ) : null}
      {refinements.minStars !== null ? <input type="hidden" name="rating" value={refinements.minStars} /> : null}
      {refinements.inStock ? <input type="hidden" name="inStock" value="1" /> : null}
      <NativeSelect
        label={texts.sortLabel}
        name="sort"
        orientation="horizontal"
        defaultValue={props.sort}
        // The key resets the uncontrolled select when the sort in the URL changes (back button, links).
        key={props.sort}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        rootClassName={css({ flex: { base: "1", sm: "initial" } })}
        className={css({ minW: { sm: "48" } })}
      >
        {PRODUCT_SORTS.map((value) => (
          <option key={value} value={value}>
            {value === "relevance" && !props.query ? texts.sorts.popular : texts.sorts[value]}
          </option>
        ))}
      </NativeSelect>
      <Button type="submit" variant="outline" className={hydrated ? styles.applyWhenHydrated : undefined}>
        {texts.apply}
      </Button>
    </Form>
  );
}

/** Category filter as links: "All categories" and each category, keeping the search text, the sort and the filters. */
function CategoryChips(props: {
  categories: CategorySummary[];
  query: string;
  category: string | null;
  sort: ProductSort;
  filters: ProductFilters;
  refinements: ProductRefinements;
  counts?: CategoryCount[];
  pageSize: number;
}) {
  const hrefFor = (category: string | null) =>
    productListHref({
      q: props.query,
      category,
      sort: props.sort,
      page: 1,
      pageSize: props.pageSize,
      ...props.filters,
      ...props.refinements,
    });
  const countOf = (name: string | null) => {
    if (!props.counts) return null;
    if (name === null) {
      const sum = props.counts.reduce((total, row) => total + row.count, 0);
      return productsCopy.facets.categoryCount(
        sum,
        props.counts.some((row) => row.capped),
      );
    }
    const row = props.counts.find((one) => one.name === name);
    return productsCopy.facets.categoryCount(row?.count ?? 0, row?.capped ?? false);
  };
  const scroller = useRef<HTMLElement>(null);
  // On phones the chips scroll sideways: bring the chosen one into view (after hydration only; without
  // script the row simply starts at "All categories").
  useEffect(() => {
    const nav = scroller.current;
    const current = nav?.querySelector<HTMLElement>("[aria-current=page]");
    if (!nav || !current) return;
    const overflowsRight = current.offsetLeft + current.offsetWidth > nav.scrollLeft + nav.clientWidth;
    if (overflowsRight || current.offsetLeft < nav.scrollLeft) {
      nav.scrollLeft = current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2;
    }
  }, [props.category]);
  const chips = [
    { key: "all", name: null, label: productsCopy.allCategories },
    ...props.categories.map((category) => ({
      key: String(category.id),
      name: category.name,
      label: category.displayName,
    })),
  ];
  return (
    <nav ref={scroller} aria-label={productsCopy.categoriesLabel} className={styles.chipsNav}>
      <ul className={styles.chips}>
        {chips.map((chip) => {
          const current = chip.name === props.category;
          return (
            <li key={chip.key} className={css({ flexShrink: "0" })}>
              <Link to={hrefFor(chip.name)} aria-current={current ? "page" : undefined} className={styles.chip}>
                {chip.label}
                {countOf(chip.name) !== null ? <span className={styles.chipCount}>{countOf(chip.name)}</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** `filtered` is the list's heading when filters are on (a search's tips still come first). */
function NoProducts(props: { query: string; category: string | null; filtered: string | null }) {
  const texts = productsCopy;
  const titleId = useId();
  const title = props.query
    ? texts.noMatchTitle(props.query)
    : props.filtered
      ? texts.emptyFilterTitle(props.filtered)
      : props.category
        ? texts.emptyCategoryTitle(props.category)
        : texts.emptyTitle;
  return (
    <EmptyState.Root tone="neutral" aria-labelledby={titleId} className={css({ py: { base: "10", md: "16" } })}>
      <EmptyState.Icon aria-hidden>{props.query ? <SearchIcon /> : <PackageIcon />}</EmptyState.Icon>
      <EmptyState.Title asChild>
        <h2 id={titleId}>{title}</h2>
      </EmptyState.Title>
      {props.query ? (
        <EmptyState.Description asChild>
          <div>
            <p>{texts.noMatchHelp}</p>
            <ul className={styles.tips}>
              {texts.noMatchTips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </div>
        </EmptyState.Description>
      ) : (
        <EmptyState.Description>
          {props.category || props.filtered ? texts.emptyCategoryHelp : texts.emptyHelp}
        </EmptyState.Description>
      )}
      {props.query || props.category || props.filtered ? (
        <EmptyState.Actions>
          <Button asChild>
            <Link to="/products">{texts.browseAll}</Link>
          </Button>
        </EmptyState.Actions>
      ) : null}
    </EmptyState.Root>
  );
}

const styles = {
  page: css({ display: "flex", flexDirection: "column", gap: { base: "4", md: "5" }, minW: "0" }),
  header: css({
    display: "flex",
    flexDirection: { base: "column", sm: "row" },
    alignItems: { base: "stretch", sm: "flex-end" },
    justifyContent: "space-between",
    gap: { base: "3", sm: "6" },
  }),
  heading: css({
    fontSize: { base: "2xl", md: "3xl" },
    fontWeight: "extrabold",
    color: "fg.default",
    overflowWrap: "anywhere",
  }),
  count: css({ mt: "1", fontSize: "sm", color: "fg.muted", fontVariantNumeric: "tabular-nums" }),
  correction: css({ mt: "1", fontSize: "sm", "& a": { color: "accent.text", textDecoration: "underline" } }),
  chipCount: css({ ms: "1.5", color: "inherit", fontVariantNumeric: "tabular-nums", fontWeight: "normal" }),
  sortForm: css({ display: "flex", alignItems: "center", gap: "2", flexShrink: "0" }),
  applyWhenHydrated: css({
    srOnly: true,
    _focusVisible: {
      position: "static",
      width: "auto",
      height: "10",
      px: "4",
      margin: "0",
      overflow: "visible",
      clip: "auto",
    },
  }),
  chipsNav: css({
    position: "relative",
    // Bleeds to the screen edges on phones so the row scrolls under the fingers, not inside a box.
    mx: { base: "-3", md: "0" },
    overflowX: "auto",
    scrollbarWidth: "none",
    "&::-webkit-scrollbar": { display: "none" },
  }),
  chips: css({
    display: "flex",
    gap: "2",
    px: { base: "3", md: "0" },
    py: "0.5",
    flexWrap: { base: "nowrap", md: "wrap" },
  }),
  chip: css({
    display: "inline-flex",
    alignItems: "center",
    h: "9",
    px: "3.5",
    borderRadius: "full",
    borderWidth: "1px",
    borderColor: "border.strong",
    bg: "bg.surface",
    fontSize: "sm",
    fontWeight: "medium",
    color: "fg.default",
    whiteSpace: "nowrap",
    textDecoration: "none",
    transitionProperty: "background-color, border-color, color",
    transitionDuration: "fast",
    _hover: { borderColor: "accent.default", color: "accent.text" },
    "&[aria-current=page]": {
      bg: "accent.default",
      borderColor: "accent.default",
      color: "accent.fg",
      fontWeight: "semibold",
      _hover: { bg: "accent.emphasized", color: "accent.fg" },
    },
  }),
  filterChips: css({ display: "flex", flexWrap: "wrap", gap: "2" }),
  filterChip: css({
    display: "inline-flex",
    alignItems: "center",
    gap: "1.5",
    h: "9",
    ps: "3.5",
    pe: "2.5",
    borderRadius: "full",
    bg: "accent.subtle",
    color: "accent.text",
    fontSize: "sm",
    fontWeight: "semibold",
    whiteSpace: "nowrap",
    textDecoration: "none",
    "& svg": { w: "4", h: "4" },
    _hover: { bg: "accent.muted" },
  }),
  results: css({ display: "flex", flexDirection: "column", gap: { base: "6", md: "8" }, transition: "opacity 150ms" }),
  loading: css({ opacity: "0.55" }),
  footer: css({ display: "flex", flexDirection: "column", alignItems: "center", gap: "3", pb: "2" }),
  range: css({ fontSize: "sm", color: "fg.muted", fontVariantNumeric: "tabular-nums" }),
  tips: css({
    mt: "2",
    display: "inline-flex",
    flexDirection: "column",
    gap: "1",
    textAlign: "start",
    listStyle: "disc",
    ps: "5",
  }),
};
