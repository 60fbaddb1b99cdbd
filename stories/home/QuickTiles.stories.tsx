import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, userEvent, within } from "storybook/test";
import { QuickTiles } from "~/components/home/QuickTiles.tsx";
import { homeCopy } from "~/i18n/home.ts";

const meta = {
  title: "Home/QuickTiles",
  component: QuickTiles,
  decorators: [
    (Story) => (
      <div className={css({ p: { base: "3", md: "6" } })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuickTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

const labels = ["Top Rated", "Discount", "Free Shipping", "Winter Exclusive"];
const hrefs = [
  "/products?sort=rating",
  "/products?offer=flash",
  "/products?shipping=free",
  "/products?collection=winter",
];

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list", { name: homeCopy.quickTiles });
    const items = within(list).getAllByRole("listitem");
    await expect(items.map((item) => item.textContent)).toEqual(labels);
    // Each tile is a link to the product list it names.
    const links = within(list).getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual(labels);
    await expect(links.map((link) => link.getAttribute("href"))).toEqual(hrefs);
    await expect(within(list).queryByRole("button")).not.toBeInTheDocument();
    // One row of four.
    const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
  },
};

export const SmallPhone: Story = {
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole("listitem");
    // Two rows of two.
    const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
    await expect(tops.size).toBe(2);
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole("link", { name: "Top Rated" });
    await expect(first).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Discount" })).toHaveFocus();
  },
};
