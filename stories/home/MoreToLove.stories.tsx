import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, within } from "storybook/test";
import { MoreToLove } from "~/components/home/MoreToLove.tsx";
import { homeCopy } from "~/i18n/home.ts";
import { products } from "../fixtures-home.ts";

const meta = {
  title: "Home/MoreToLove",
  component: MoreToLove,
  args: {
    products,
    children: (
      <nav aria-label="Pages" className={css({ textAlign: "center", color: "fg.muted", fontSize: "sm" })}>
        Page 1 of 3
      </nav>
    ),
  },
  decorators: [
    (Story) => (
      <div className={css({ p: { base: "3", md: "6" } })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MoreToLove>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPagination: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole("region", { name: homeCopy.moreToLove });
    await expect(section).toHaveAttribute("id", "more-to-love");
    const grid = within(section).getByRole("list", { name: homeCopy.moreToLove });
    await expect(within(grid).getAllByRole("listitem")).toHaveLength(products.length);
    // The pagination comes after the grid.
    const pages = within(section).getByRole("navigation", { name: "Pages" });
    await expect(grid.compareDocumentPosition(pages) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const SmallPhone: Story = {
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole("list", { name: homeCopy.moreToLove });
    await expect(getComputedStyle(grid).gridTemplateColumns.split(" ")).toHaveLength(2);
  },
};
