import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, within } from "storybook/test";
import { QuickTiles } from "~/components/home/QuickTiles.tsx";
import { copy } from "~/copy.ts";

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

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list", { name: copy.homeSections.quickTiles });
    const items = within(list).getAllByRole("listitem");
    await expect(items.map((item) => item.textContent)).toEqual(labels);
    // Labels only: nothing to click.
    await expect(within(list).queryByRole("link")).not.toBeInTheDocument();
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
