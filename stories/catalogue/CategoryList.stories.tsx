import type { Meta, StoryObj } from "@storybook/react-vite";
import { useLocation } from "react-router";
import { css } from "styled-system/css";
import { expect, userEvent, within } from "storybook/test";
import { CategoryList } from "~/components/catalogue/CategoryList.tsx";
import { categories } from "../fixtures.ts";

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
  title: "Components/CategoryList",
  component: CategoryList,
  args: { categories },
  render: (args) => (
    <div className={css({ p: "6", width: "280px" })}>
      <CategoryList {...args} />
      <LocationProbe />
    </div>
  ),
} satisfies Meta<typeof CategoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "Categories" });
    await expect(within(nav).getAllByRole("link")).toHaveLength(7);
    const phones = within(nav).getByRole("link", { name: "Phone and Parts" });
    await expect(phones).toHaveAttribute("href", "/products/phone%20and%20parts");
    await userEvent.click(phones);
    await expect(canvas.getByRole("status", { name: "Current location" })).toHaveTextContent(
      "/products/phone%20and%20parts (category: phone and parts)",
    );
  },
};

export const HiddenOnSmallScreens: Story = {
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("navigation", { name: "Categories" })).not.toBeInTheDocument();
  },
};
