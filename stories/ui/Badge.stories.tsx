import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, within } from "storybook/test";
import { Badge } from "~/ui/badge.tsx";

const meta = {
  title: "UI/Badge",
  component: Badge,
  tags: ["autodocs"],
  args: { children: "3" },
  decorators: [
    (Story) => (
      <div className={css({ p: "6", display: "flex", gap: "3", alignItems: "center" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("3")).toBeVisible();
  },
};

export const Variants: Story = {
  render: () => (
    <>
      <Badge variant="solid">99+</Badge>
      <Badge variant="subtle">Admin</Badge>
      <Badge variant="outline">Regular</Badge>
      <Badge variant="success">Delivered</Badge>
      <Badge variant="danger">Cancelled</Badge>
      <Badge size="sm">7</Badge>
    </>
  ),
};
