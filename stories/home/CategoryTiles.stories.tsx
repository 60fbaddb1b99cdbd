import type { Meta, StoryObj } from "@storybook/react-vite";
import { useLocation } from "react-router";
import { css } from "styled-system/css";
import { expect, userEvent, within } from "storybook/test";
import { CategoryTiles } from "~/components/home/CategoryTiles.tsx";
import { homeCopy } from "~/i18n/home.ts";
import { categories } from "../fixtures-home.ts";

/** Shows where the router went and the state it carried, so the story can check the navigation. */
function LocationProbe() {
  const location = useLocation();
  const state = location.state as { category?: string } | null;
  return (
    <output
      aria-label="Current location"
      className={css({ display: "block", mt: "4", fontSize: "sm", color: "fg.muted" })}
    >
      {location.pathname} {state?.category ? `(category: ${state.category})` : ""}
    </output>
  );
}

const meta = {
  title: "Home/CategoryTiles",
  component: CategoryTiles,
  args: { categories },
  render: (args) => (
    <div className={css({ p: { base: "3", md: "6" } })}>
      <CategoryTiles {...args} />
      <LocationProbe />
    </div>
  ),
} satisfies Meta<typeof CategoryTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole("region", { name: homeCopy.featuredCategories });
    const links = within(section).getAllByRole("link");
    await expect(links).toHaveLength(categories.length);
    // All seven in one row on a wide screen.
    const tops = new Set(links.map((link) => Math.round(link.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);

    const image = links[0]!.querySelector("img")!;
    await expect(image).toHaveAttribute("width", "240");
    await expect(getComputedStyle(image).borderRadius).not.toBe("0px");

    const phones = within(section).getByRole("link", { name: "Phone and Parts" });
    await expect(phones).toHaveAttribute("href", "/products/phone%20and%20parts");
    await userEvent.click(phones);
    await expect(canvas.getByRole("status", { name: "Current location" })).toHaveTextContent(
      "/products/phone%20and%20parts (category: phone and parts)",
    );
  },
};

export const SmallPhone: Story = {
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole("link");
    // Four a row: two rows for seven categories.
    const tops = new Set(links.map((link) => Math.round(link.getBoundingClientRect().top)));
    await expect(tops.size).toBe(2);
    await expect(within(canvasElement).getByRole("link", { name: "Jewelry & Watch" })).toBeVisible();
  },
};

export const NoCategories: Story = {
  args: { categories: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("region")).not.toBeInTheDocument();
  },
};
