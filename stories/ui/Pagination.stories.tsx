import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, within } from "storybook/test";
import { Pagination } from "~/ui/pagination.tsx";

const pageHref = (page: number) => (page === 1 ? "/products" : `/products?page=${page}`);

const meta = {
  title: "UI/Pagination",
  component: Pagination,
  tags: ["autodocs"],
  args: { page: 6, pageSize: 24, total: 480, pageHref, label: "Pages" },
  decorators: [
    (Story) => (
      <div className={css({ p: { base: "3", md: "6" } })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MiddleOfALongRange: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Pages" });
    const pages = within(nav);
    await expect(pages.getByRole("link", { name: "Page 6" })).toHaveAttribute("aria-current", "page");
    await expect(pages.getByRole("link", { name: "Page 5" })).not.toHaveAttribute("aria-current");
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("href", "/products");
    await expect(pages.getByRole("link", { name: "Last page, page 20" })).toHaveAttribute("href", "/products?page=20");
    await expect(pages.getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "/products?page=5");
    await expect(pages.getByRole("link", { name: "Next page" })).toHaveAttribute("href", "/products?page=7");
    await expect(pages.queryByRole("link", { name: "Page 3" })).not.toBeInTheDocument();
    await expect(nav.textContent).toContain("…");
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvasElement }) => {
    const pages = within(within(canvasElement).getByRole("navigation", { name: "Pages" }));
    await expect(pages.queryByRole("link", { name: "Previous page" })).not.toBeInTheDocument();
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  },
};

export const LastPage: Story = {
  args: { page: 20 },
  play: async ({ canvasElement }) => {
    const pages = within(within(canvasElement).getByRole("navigation", { name: "Pages" }));
    await expect(pages.queryByRole("link", { name: "Next page" })).not.toBeInTheDocument();
    await expect(pages.getByRole("link", { name: "Last page, page 20" })).toHaveAttribute("aria-current", "page");
  },
};

export const FewPages: Story = {
  args: { page: 2, total: 70 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Pages" });
    await expect(within(nav).getAllByRole("link", { name: /^(Last page, )?[Pp]age \d$/ })).toHaveLength(3);
    await expect(nav.textContent).not.toContain("…");
  },
};

export const OnePageRendersNothing: Story = {
  args: { page: 1, total: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("navigation")).not.toBeInTheDocument();
  },
};

export const SmallPhone: Story = {
  args: { page: 10 },
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Pages" });
    const list = within(nav).getByRole("list");
    // One row, no wrapping: every item sits on the first one's line.
    const tops = within(list)
      .getAllByRole("listitem")
      .map((item) => Math.round(item.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
