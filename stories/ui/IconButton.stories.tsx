import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, fn, userEvent, within } from "storybook/test";
import { IconButton } from "~/ui/icon-button.tsx";
import { CartIcon, CloseIcon, MenuIcon, SearchIcon } from "~/ui/icons.tsx";

const meta = {
  title: "UI/IconButton",
  component: IconButton,
  tags: ["autodocs"],
  args: { "aria-label": "Open menu", children: <MenuIcon />, onClick: fn() },
  decorators: [
    (Story) => (
      <div className={css({ p: "6", display: "flex", gap: "3", alignItems: "center" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Open menu" });
    const box = button.getBoundingClientRect();
    await expect(box.width).toBe(box.height);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: () => (
    <>
      <IconButton aria-label="Search" variant="solid">
        <SearchIcon />
      </IconButton>
      <IconButton aria-label="Shopping cart" variant="outline">
        <CartIcon />
      </IconButton>
      <IconButton aria-label="Close menu" variant="subtle" size="sm">
        <CloseIcon />
      </IconButton>
    </>
  ),
};
