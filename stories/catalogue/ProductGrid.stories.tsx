import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, within } from "storybook/test";
import { ProductGrid } from "~/components/catalogue/ProductGrid.tsx";
import { products } from "../fixtures.ts";

const meta = {
  title: "Components/ProductGrid",
  component: ProductGrid,
  args: { products, eagerCount: 5, label: "Just for you" },
  decorators: [
    (Story) => (
      <div className={css({ p: { base: "3", md: "6" } })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

function columnCount(list: HTMLElement): number {
  return getComputedStyle(list).gridTemplateColumns.split(" ").length;
}

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list", { name: "Just for you" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(10);
    await expect(columnCount(list)).toBe(5);
    // Product photos only (the star ratings are images too, without a loading attribute).
    const images = canvas.getAllByRole("img").filter((image) => image.tagName === "IMG");
    await expect(images[0]).toHaveAttribute("loading", "eager");
    await expect(images[5]).toHaveAttribute("loading", "lazy");
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: "tablet", isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columnCount(within(canvasElement).getByRole("list", { name: "Just for you" }))).toBe(3);
  },
};

export const SmallPhone: Story = {
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columnCount(within(canvasElement).getByRole("list", { name: "Just for you" }))).toBe(2);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
