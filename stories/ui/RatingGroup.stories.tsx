import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, within } from "storybook/test";
import { Rating } from "~/ui/rating-group.tsx";

const meta = {
  title: "UI/RatingGroup",
  component: Rating,
  args: { value: 3.5, label: "3.5 out of 5 stars from 1320 ratings" },
  decorators: [
    (Story) => (
      <div className={css({ p: "6" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HalfStars: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("radiogroup", { name: "3.5 out of 5 stars from 1320 ratings" });
    await expect(group).toHaveAttribute("aria-readonly", "true");
    await expect(within(group).getAllByRole("radio")).toHaveLength(5);
    await expect(within(group).getByRole("radio", { name: "4 stars" })).toBeChecked();
  },
};

export const WholeStarsWithVisibleLabel: Story = {
  args: { value: 2, label: "Default rating", showLabel: true, size: "lg" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Default rating")).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "2 stars" })).toBeChecked();
  },
};

export const Sizes: Story = {
  render: () => (
    <div className={css({ display: "flex", flexDirection: "column", gap: "3" })}>
      <Rating size="sm" value={4.5} label="4.5 stars" />
      <Rating size="md" value={3} label="3 stars" />
      <Rating size="lg" value={0.5} label="Half a star" />
    </div>
  ),
};
