import type { Meta, StoryObj } from "@storybook/react-vite";
import { createContext, useContext, useState } from "react";
import { useLocation } from "react-router";
import { css } from "styled-system/css";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { NO_SUGGESTIONS, suggestionText, type SearchSuggestions as Suggestions } from "~/client/search-suggestions.ts";
import { SearchSuggestions, type SearchSuggestionsField } from "~/components/shell/SearchSuggestions.tsx";
import { SearchForm } from "~/components/shell/TopBar.tsx";
import { categories, products } from "../fixtures.ts";

/** The suggestions a story shows, and whether the list starts open. */
const StoryData = createContext<{ suggestions: Suggestions; open: boolean }>({
  suggestions: NO_SUGGESTIONS,
  open: false,
});

/** The suggestions part the search form mounts, with the story's data instead of the API's. */
function FixedSuggestions(field: SearchSuggestionsField) {
  const data = useContext(StoryData);
  const [wanted, setWanted] = useState(data.open);
  return (
    <SearchSuggestions
      {...field}
      suggestions={data.suggestions}
      open={wanted && suggestionText(field.query) !== ""}
      onOpenChange={setWanted}
    />
  );
}

/** Where the router went (a suggestion's page, or the search submitted). */
function LocationProbe() {
  const location = useLocation();
  return <p className={css({ mt: "80", color: "fg.muted" })}>Now at {location.pathname + location.search}</p>;
}

interface HarnessProps {
  query: string;
  suggestions: Suggestions;
  open: boolean;
  onSubmit: () => void;
}

function Harness(props: HarnessProps) {
  const [query, setQuery] = useState(props.query);
  return (
    <StoryData value={{ suggestions: props.suggestions, open: props.open }}>
      <div className={css({ p: "6", maxW: "xl" })}>
        <SearchForm query={query} onQueryChange={setQuery} onSubmit={props.onSubmit} suggestions={FixedSuggestions} />
        <LocationProbe />
      </div>
    </StoryData>
  );
}

const suggested = {
  products: [products[1]!, products[5]!, products[2]!].map((product) => ({
    id: product.id,
    name: product.name,
    imageUrl: product.imageUrl,
    priceCents: product.priceCents,
    href: `/productdetails/${product.id}`,
  })),
  categories: categories.slice(1, 2).map((category) => ({
    name: category.name,
    displayName: category.displayName,
    href: `/products/${category.name}`,
  })),
};

/**
 * The top bar's predictive search, in the search form as the top bar renders it, with fixed suggestions: products
 * with picture and price, then categories, an Ark combobox on the form's own input.
 */
const meta = {
  title: "Shell/SearchSuggestions",
  component: Harness,
  args: { query: "pro", suggestions: { status: "ready", ...suggested }, open: true, onSubmit: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const ProductsAndCategories: Story = {
  play: async ({ canvasElement }) => {
    const listbox = await page().findByRole("listbox", { name: "Search products by name" });
    await waitFor(() => expect(listbox).toBeVisible());
    const groups = within(listbox).getAllByRole("group");
    await expect(groups.map((group) => group.getAttribute("aria-labelledby") !== null)).toEqual([true, true]);
    await expect(within(listbox).getByRole("group", { name: "Products" })).toBeVisible();
    await expect(within(listbox).getByRole("group", { name: "Categories" })).toBeVisible();
    const options = within(listbox).getAllByRole("option");
    await expect(options).toHaveLength(4);
    const ultrabook = within(listbox).getByRole("option", { name: /Ultrabook 14 Pro/ });
    await expect(ultrabook).toHaveAttribute("href", `/productdetails/${products[1]!.id}`);
    await expect(ultrabook).toHaveTextContent("$1,299.00");
    await expect(within(listbox).getByRole("option", { name: "Laptop" })).toHaveAttribute("href", "/products/laptop");
    const input = within(canvasElement).getByRole("combobox", { name: "Search products by name" });
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await expect(input).toHaveAttribute("name", "q");
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("4 suggestions");
  },
};

export const OnlyCategories: Story = {
  args: { query: "lap", suggestions: { status: "ready", products: [], categories: suggested.categories } },
  play: async () => {
    const listbox = await page().findByRole("listbox", { name: "Search products by name" });
    await waitFor(() => expect(listbox).toBeVisible());
    await expect(within(listbox).queryByRole("group", { name: "Products" })).not.toBeInTheDocument();
    await expect(within(listbox).getAllByRole("option")).toHaveLength(1);
    await expect(page().getByRole("status")).toHaveTextContent("1 suggestion");
  },
};

export const Typing: Story = {
  args: { query: "la", suggestions: { ...NO_SUGGESTIONS, status: "loading" } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(page().getByText("Looking for suggestions…")).toBeVisible());
    const input = within(canvasElement).getByRole("combobox", { name: "Search products by name" });
    await expect(input).toHaveAttribute("aria-expanded", "true");
    const listbox = document.getElementById(input.getAttribute("aria-controls")!);
    await expect(listbox).toHaveAttribute("aria-busy", "true");
    await expect(listbox).not.toBeVisible();
    // Nothing is announced until the answer is there.
    await expect(page().getByRole("status")).toHaveTextContent("");
  },
};

export const NoSuggestions: Story = {
  args: { query: "zzqx", suggestions: { ...NO_SUGGESTIONS, status: "ready" } },
  play: async () => {
    await waitFor(() => expect(page().getByText("No suggestions", { selector: "[data-part=empty]" })).toBeVisible());
    await expect(page().queryAllByRole("option")).toHaveLength(0);
    await expect(page().getByRole("status")).toHaveTextContent("No suggestions");
  },
};

export const Unavailable: Story = {
  args: { query: "lap", suggestions: { ...NO_SUGGESTIONS, status: "failed" } },
  play: async () => {
    const note = () => page().getByText("Suggestions are not available right now.", { selector: "[data-part=empty]" });
    await waitFor(() => expect(note()).toBeVisible());
    await expect(page().getByRole("status")).toHaveTextContent("Suggestions are not available right now.");
  },
};

export const KeyboardHighlighted: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "Search products by name" });
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(input);
    await userEvent.keyboard("{ArrowDown}");
    const listbox = await page().findByRole("listbox", { name: "Search products by name" });
    await waitFor(() => expect(listbox).toBeVisible());
    const options = within(listbox).getAllByRole("option");
    await waitFor(() => expect(options[0]).toHaveAttribute("data-highlighted"));
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(options[1]).toHaveAttribute("data-highlighted"));
    await expect(input).toHaveAttribute("aria-activedescendant", options[1]!.id);
    await expect(input).toHaveFocus();
  },
};

export const EnterOpensTheHighlighted: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "Search products by name" });
    await userEvent.click(input);
    await userEvent.keyboard("{ArrowDown}");
    const listbox = await page().findByRole("listbox", { name: "Search products by name" });
    const options = within(listbox).getAllByRole("option");
    // Ark highlights the first option on the next frame: a second key waits for it, as any typist's does.
    await waitFor(() => expect(options[0]).toHaveAttribute("data-highlighted"));
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(options[1]).toHaveAttribute("data-highlighted"));
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.getByText(/^Now at/)).toHaveTextContent(`/productdetails/${products[5]!.id}`));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EnterWithoutHighlightSearches: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "Search products by name" });
    await userEvent.click(input);
    await userEvent.type(input, "x");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.getByText(/^Now at/)).toHaveTextContent("/products?q=prox"));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "Search products by name" });
    const listbox = await page().findByRole("listbox", { name: "Search products by name" });
    await userEvent.click(input);
    await waitFor(() => expect(listbox).toBeVisible());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(listbox).not.toBeVisible());
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(input).toHaveValue("pro");
    await expect(input).toHaveFocus();
  },
};
