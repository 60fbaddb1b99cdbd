import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, within } from "storybook/test";
import { LoadingText, Skeleton } from "~/ui/skeleton.tsx";

const meta = {
  title: "UI/Skeleton",
  component: Skeleton,
  tags: ["autodocs"],
  decorators: [
    (Story) => (
      <div className={css({ p: "6", width: "260px" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductCardPlaceholder: Story = {
  render: () => (
    <div className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
      <Skeleton className={css({ aspectRatio: "1", borderRadius: "l3" })} />
      <Skeleton shape="text" className={css({ width: "90%" })} />
      <Skeleton shape="text" className={css({ width: "40%" })} />
      <div className={css({ display: "flex", gap: "2", alignItems: "center" })}>
        <Skeleton shape="circle" className={css({ width: "8" })} />
        <Skeleton shape="text" className={css({ flex: "1" })} />
      </div>
    </div>
  ),
};

export const Loading: Story = {
  render: () => <LoadingText />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...");
  },
};
