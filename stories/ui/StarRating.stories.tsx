import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, within } from "storybook/test";
import { Rating } from "~/ui/star-rating.tsx";

const meta = {
  title: "UI/StarRating",
  component: Rating,
  tags: ["autodocs"],
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
    const stars = canvas.getByRole("img", { name: "3.5 out of 5 stars from 1320 ratings" });
    await expect(stars).toBeVisible();
    // Three and a half of five stars are filled.
    await expect((stars.firstElementChild as HTMLElement).style.width).toBe("70%");
  },
};

export const WholeStarsWithVisibleLabel: Story = {
  args: { value: 2, label: "Default rating", showLabel: true, size: "lg" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Default rating")).toBeVisible();
    await expect(
      (canvas.getByRole("img", { name: "Default rating" }).firstElementChild as HTMLElement).style.width,
    ).toBe("40%");
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
