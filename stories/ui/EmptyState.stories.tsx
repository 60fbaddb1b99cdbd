import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Button } from "~/ui/button.tsx";
import { EmptyState } from "~/ui/empty-state.tsx";

/** What a list or page shows when it has nothing: an icon, a heading, a line, and what to do next. */
const meta = {
  title: "UI/EmptyState",
  component: EmptyState,
  tags: ["autodocs"],
  args: {
    icon: <span>🛒</span>,
    title: "Your cart is empty",
    description: "Find something you like and add it to your cart.",
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Your cart is empty" });
    await expect(region).toHaveTextContent("Find something you like");
  },
};

export const DangerWithAction: Story = {
  args: { tone: "danger", role: "alert", title: "Something went wrong", children: <Button>Try again</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Something went wrong");
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};
