import type { Meta, StoryObj } from "@storybook/react-vite";
import { useLocation } from "react-router";
import { css } from "styled-system/css";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ProductListView } from "~/components/catalogue/ProductListView.tsx";
import {
  beautyResults,
  categories,
  laptopResults,
  listPageHref,
  phoneResults,
  productPage,
} from "../fixtures-catalogue.ts";

/** Where the story's router is, so a play function can see what a link or the sort form navigated to. */
function CurrentUrl() {
  const location = useLocation();
  return (
    <output aria-label="Current URL" className={css({ srOnly: true })}>
      {location.pathname + location.search}
    </output>
  );
}

const meta = {
  title: "Catalogue/ProductListView",
  component: ProductListView,
  args: {
    page: productPage(1, 110),
    query: "",
    category: null,
    sort: "relevance",
    categories,
    pageHref: listPageHref("/products"),
  },
  parameters: { router: { initialEntries: ["/products"] } },
  decorators: [
    (Story) => (
      <div className={css({ maxW: "content", mx: "auto", px: { base: "3", md: "6" }, py: "6" })}>
        <Story />
        <CurrentUrl />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "All products" })).toBeVisible();
    // Headings go h1 > h2 > h3 (the cards' names), with no level skipped.
    await expect(canvas.getByRole("heading", { level: 2, name: "Results" })).toBeInTheDocument();
    await expect(canvas.getAllByRole("heading", { level: 3 }).length).toBeGreaterThan(0);
    await expect(canvas.getByText("110 products")).toBeVisible();
    const grid = canvas.getByRole("list", { name: "All products" });
    await expect(within(grid).getAllByRole("listitem")).toHaveLength(24);
    // Product photos only (the star ratings are images too, without a loading attribute).
    const images = within(grid)
      .getAllByRole("img")
      .filter((image) => image.tagName === "IMG");
    // The first row on a phone loads at once, the first photo first (the page's largest paint); the rest lazily.
    await expect(images[0]).toHaveAttribute("fetchpriority", "high");
    await expect(images[1]).toHaveAttribute("loading", "eager");
    await expect(images[1]).not.toHaveAttribute("fetchpriority");
    await expect(images[2]).toHaveAttribute("loading", "lazy");

    const sort = canvas.getByRole("combobox", { name: "Sort by" });
    await expect(sort).toHaveValue("relevance");
    await expect(within(sort).getByRole("option", { name: "Popular" })).toBeInTheDocument();
    await expect(within(sort).queryByRole("option", { name: "Relevance" })).not.toBeInTheDocument();

    const chips = canvas.getByRole("navigation", { name: "Filter by category" });
    await expect(within(chips).getByRole("link", { name: "All categories" })).toHaveAttribute("aria-current", "page");
    await expect(within(chips).getByRole("link", { name: "Laptop" })).toHaveAttribute("href", "/products/laptop");

    const pages = canvas.getByRole("navigation", { name: "Pages" });
    await expect(within(pages).getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(within(pages).getByRole("link", { name: "Next page" })).toHaveAttribute("href", "/products?page=2");
    await expect(within(pages).getByRole("link", { name: "Last page, page 5" })).toHaveAttribute(
      "href",
      "/products?page=5",
    );
    await expect(within(pages).queryByRole("link", { name: "Previous page" })).not.toBeInTheDocument();
    await expect(canvas.getByText("Showing 1–24 of 110")).toBeVisible();
  },
};

export const SortSubmitsOnChange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Sort by" }), "price-asc");
    await waitFor(() =>
      expect(canvas.getByRole("status", { name: "Current URL" })).toHaveTextContent("/products?sort=price-asc"),
    );
    // Once hydrated the Apply button is only seen when focused, but it stays in the form for keyboards.
    await expect(canvas.getByRole("button", { name: "Apply" })).toHaveAttribute("type", "submit");
  },
};

export const SearchResults: Story = {
  args: {
    page: productPage(1, phoneResults.length, phoneResults),
    query: "phone",
    pageHref: listPageHref("/products?q=phone"),
  },
  parameters: { router: { initialEntries: ["/products?q=phone"] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: 'Results for "phone"' })).toBeVisible();
    await expect(canvas.getByText(`${phoneResults.length} products`)).toBeVisible();
    const sort = canvas.getByRole("combobox", { name: "Sort by" });
    await expect(within(sort).getByRole("option", { name: "Relevance" })).toBeInTheDocument();
    const form = sort.closest("form");
    await expect(form?.querySelector('input[type="hidden"][name="q"]')).toHaveValue("phone");
    await expect(canvas.getByRole("link", { name: "Phone and Parts" })).toHaveAttribute(
      "href",
      "/products/phone%20and%20parts?q=phone",
    );
    await expect(canvas.queryByRole("navigation", { name: "Pages" })).not.toBeInTheDocument();

    await userEvent.selectOptions(sort, "rating");
    await waitFor(() =>
      expect(canvas.getByRole("status", { name: "Current URL" })).toHaveTextContent("/products?q=phone&sort=rating"),
    );
  },
};

export const SearchWithNoMatch: Story = {
  args: { page: productPage(1, 0, []), query: "xyzzy", pageHref: listPageHref("/products?q=xyzzy") },
  parameters: { router: { initialEntries: ["/products?q=xyzzy"] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: 'Results for "xyzzy"' })).toBeVisible();
    await expect(canvas.getByText("No products found")).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: 'No products match "xyzzy"' })).toBeVisible();
    await expect(canvas.getByText("Check the spelling")).toBeVisible();
    await expect(canvas.getByText("Use fewer letters or a shorter word")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Browse all products" })).toHaveAttribute("href", "/products");
    await expect(canvas.queryByRole("combobox", { name: "Sort by" })).not.toBeInTheDocument();
  },
};

export const Category: Story = {
  args: {
    page: productPage(1, laptopResults.length, laptopResults),
    category: "laptop",
    sort: "price-desc",
    pageHref: listPageHref("/products/laptop?sort=price-desc"),
  },
  parameters: { router: { initialEntries: ["/products/laptop?sort=price-desc"] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Laptop" })).toBeVisible();
    await expect(canvas.getByText("3 products")).toBeVisible();
    const chips = canvas.getByRole("navigation", { name: "Filter by category" });
    await expect(within(chips).getByRole("link", { name: "Laptop" })).toHaveAttribute("aria-current", "page");
    await expect(within(chips).getByRole("link", { name: "All categories" })).toHaveAttribute(
      "href",
      "/products?sort=price-desc",
    );
    const sort = canvas.getByRole("combobox", { name: "Sort by" });
    await expect(sort).toHaveValue("price-desc");
    await expect(sort.closest("form")).toHaveAttribute("action", "/products/laptop");
  },
};

export const EmptyCategory: Story = {
  args: {
    page: productPage(1, 0, []),
    category: "beauty & health",
    pageHref: listPageHref("/products/beauty%20%26%20health"),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Beauty & Health" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "No products in Beauty & Health yet" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Browse all products" })).toBeVisible();
  },
};

export const LastPage: Story = {
  args: { page: productPage(5, 110) },
  parameters: { router: { initialEntries: ["/products?page=5"] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole("list", { name: "All products" })).getAllByRole("listitem")).toHaveLength(14);
    const pages = canvas.getByRole("navigation", { name: "Pages" });
    await expect(within(pages).getByRole("link", { name: "Last page, page 5" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(within(pages).getByRole("link", { name: "Previous page" })).toHaveAttribute(
      "href",
      "/products?page=4",
    );
    await expect(within(pages).queryByRole("link", { name: "Next page" })).not.toBeInTheDocument();
    await expect(canvas.getByText("Showing 97–110 of 110")).toBeVisible();
  },
};

export const SinglePage: Story = {
  args: { page: productPage(1, 7) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("7 products")).toBeVisible();
    await expect(canvas.queryByRole("navigation", { name: "Pages" })).not.toBeInTheDocument();
  },
};

export const OneProduct: Story = {
  args: { page: productPage(1, 1), query: "denim", pageHref: listPageHref("/products?q=denim") },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("1 product")).toBeVisible();
  },
};

export const SmallPhone: Story = {
  args: { page: productPage(3, 110) },
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    const pages = canvas.getByRole("navigation", { name: "Pages" });
    await expect(within(pages).getByRole("link", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
    await expect(pages.scrollWidth).toBeLessThanOrEqual(pages.clientWidth);
    await expect(canvas.getByRole("combobox", { name: "Sort by" })).toBeVisible();
  },
};

export const CategoryOnSmallPhone: Story = {
  args: {
    page: productPage(1, beautyResults.length, beautyResults),
    category: "beauty & health",
    pageHref: listPageHref("/products/beauty%20%26%20health"),
  },
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const chips = within(canvasElement).getByRole("navigation", { name: "Filter by category" });
    const current = within(chips).getByRole("link", { name: "Beauty & Health" });
    // The last chip is scrolled into the row's view.
    await waitFor(() =>
      expect(current.getBoundingClientRect().right).toBeLessThanOrEqual(chips.getBoundingClientRect().right + 1),
    );
    await expect(current.getBoundingClientRect().left).toBeGreaterThanOrEqual(chips.getBoundingClientRect().left - 1);
  },
};

export const Tablet: Story = {
  args: { page: productPage(2, 110), query: "bag", pageHref: listPageHref("/products?q=bag") },
  globals: { viewport: { value: "tablet", isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await expect(within(canvasElement).getByRole("heading", { level: 1, name: 'Results for "bag"' })).toBeVisible();
  },
};

/** A home tile's list (Free Shipping): the filter names the list, can be taken off, and every link and form keeps it. */
export const FilteredByTile: Story = {
  args: {
    sort: "rating",
    filters: { offer: null, shipping: "free", collection: null },
    pageHref: listPageHref("/products?sort=rating&shipping=free"),
  },
  parameters: { router: { initialEntries: ["/products?sort=rating&shipping=free"] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Free shipping" })).toBeVisible();
    const filters = canvas.getByRole("list", { name: "Filters" });
    await expect(within(filters).getByRole("link", { name: "Remove filter: Free shipping" })).toHaveAttribute(
      "href",
      "/products?sort=rating",
    );
    const chips = canvas.getByRole("navigation", { name: "Filter by category" });
    await expect(within(chips).getByRole("link", { name: "Laptop" })).toHaveAttribute(
      "href",
      "/products/laptop?sort=rating&shipping=free",
    );
    const pages = canvas.getByRole("navigation", { name: "Pages" });
    await expect(within(pages).getByRole("link", { name: "Next page" })).toHaveAttribute(
      "href",
      "/products?sort=rating&shipping=free&page=2",
    );
    const sort = canvas.getByRole("combobox", { name: "Sort by" });
    await expect(sort.closest("form")?.querySelector('input[type="hidden"][name="shipping"]')).toHaveValue("free");
    await userEvent.selectOptions(sort, "price-asc");
    await waitFor(() =>
      expect(canvas.getByRole("status", { name: "Current URL" })).toHaveTextContent(
        "/products?shipping=free&sort=price-asc",
      ),
    );
  },
};

export const FilteredWithNothing: Story = {
  args: {
    page: productPage(1, 0, []),
    category: "laptop",
    filters: { offer: "flash", shipping: null, collection: "winter" },
    pageHref: listPageHref("/products/laptop?offer=flash&collection=winter"),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 1, name: /· Flash sale offers · Winter selection$/ }),
    ).toBeVisible();
    await expect(
      canvas.getByRole("heading", { level: 2, name: /Winter selection: nothing here right now$/ }),
    ).toBeVisible();
    await expect(canvas.getAllByRole("link", { name: /^Remove filter/ })).toHaveLength(2);
    await expect(canvas.getByRole("link", { name: "Browse all products" })).toHaveAttribute("href", "/products");
  },
};

/** A broad search at scale: the count stops at 1,000 ("1,000+") and the pages run on while a next one exists. */
export const SearchPastTheCountCap: Story = {
  args: {
    page: { ...productPage(3, 1000, phoneResults), totalCapped: true, hasNext: true, nextCursor: "cursor" },
    query: "phone",
    pageHref: listPageHref("/products?q=phone"),
  },
  parameters: { router: { initialEntries: ["/products?q=phone&page=3"] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("1,000+ products")).toBeVisible();
    await expect(canvas.getByText(/of 1,000\+$/)).toBeVisible();
    const pages = canvas.getByRole("navigation", { name: "Pages" });
    await expect(within(pages).getByRole("link", { name: "Next page" })).toHaveAttribute(
      "href",
      "/products?q=phone&page=4",
    );
  },
};

/**
 * A misspelt search answered for the closest words, with a link back to what was typed; the category chips count
 * the results shown, not the misspelling's none (issue 30).
 */
export const CorrectedSearch: Story = {
  args: {
    page: { ...productPage(1, laptopResults.length, laptopResults), correctedFrom: "labtop", searchedFor: "laptop" },
    query: "labtop",
    categoryCounts: [{ name: "laptop", count: laptopResults.length, capped: false }],
    pageHref: listPageHref("/products?q=labtop"),
  },
  parameters: { router: { initialEntries: ["/products?q=labtop"] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: 'Results for "laptop"' })).toBeVisible();
    await expect(canvas.getByText(/Showing results for/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "labtop" })).toHaveAttribute("href", "/products?q=labtop&exact=1");
    const chips = canvas.getByRole("navigation", { name: "Filter by category" });
    await expect(within(chips).getByRole("link", { name: `Laptop ${laptopResults.length}` })).toBeVisible();
    await expect(within(chips).getByRole("link", { name: `All categories ${laptopResults.length}` })).toBeVisible();
  },
};

/** The filter panel with choices made and each category's count: a GET form, open while a filter is on. */
export const FilterPanelWithCounts: Story = {
  args: {
    page: productPage(1, laptopResults.length, laptopResults),
    query: "pro",
    refinements: { minPriceCents: 50000, maxPriceCents: null, minStars: 4, inStock: true },
    filters: { offer: null, shipping: "free", collection: null },
    categoryCounts: [
      { name: "laptop", count: 12, capped: false },
      { name: "phone and parts", count: 3, capped: false },
    ],
    pageHref: listPageHref("/products?q=pro&minPrice=500&rating=4&inStock=1&shipping=free"),
  },
  parameters: { router: { initialEntries: ["/products?q=pro&minPrice=500&rating=4&inStock=1&shipping=free"] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Narrow results")).toBeVisible();
    await expect(canvas.getByRole("spinbutton", { name: "Min price" })).toHaveValue(500);
    await expect(canvas.getByRole("radio", { name: "4 stars & up" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "In stock only" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Free shipping" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "On flash sale" })).not.toBeChecked();
    const chips = canvas.getByRole("navigation", { name: "Filter by category" });
    await expect(within(chips).getByRole("link", { name: "Laptop 12" })).toHaveAttribute(
      "href",
      "/products/laptop?q=pro&shipping=free&minPrice=500&rating=4&inStock=1",
    );
    await expect(within(chips).getByRole("link", { name: "All categories 15" })).toBeVisible();
    // Applying the form keeps the search and narrows by what is ticked.
    await userEvent.click(canvas.getByRole("checkbox", { name: "On flash sale" }));
    await userEvent.click(canvas.getByRole("button", { name: "Apply filters" }));
    await waitFor(() => expect(canvas.getByRole("status", { name: "Current URL" })).toHaveTextContent(/offer=flash/));
    await expect(canvas.getByRole("status", { name: "Current URL" })).toHaveTextContent(/q=pro/);
  },
};
