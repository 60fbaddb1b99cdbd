import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, within } from "storybook/test";
import { SectionFallback } from "~/components/home/SectionFallback.tsx";
import { copy } from "~/copy.ts";

const meta = {
  title: "Home/SectionFallback",
  component: SectionFallback,
  args: { title: copy.homeSections.topRated },
  decorators: [
    (Story) => (
      <div className={css({ p: { base: "3", md: "6" } })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SectionFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: copy.homeSections.topRated })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent(copy.loading);
    const section = canvas.getByRole("region", { name: copy.homeSections.topRated });
    await expect(section).toHaveAttribute("aria-busy", "true");
    await expect(section.getBoundingClientRect().height).toBeGreaterThanOrEqual(400);
  },
};

export const SmallPhone: Story = {
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(copy.loading);
  },
};
