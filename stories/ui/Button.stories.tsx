import type { Meta, StoryObj } from "@storybook/react-vite";
import { Link } from "react-router";
import { css } from "styled-system/css";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "~/ui/button.tsx";
import { CartIcon } from "~/ui/icons.tsx";

const meta = {
  title: "UI/Button",
  component: Button,
  tags: ["autodocs"],
  args: { children: "Add to cart", onClick: fn() },
  decorators: [
    (Story) => (
      <div className={css({ p: "6", display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Solid: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Add to cart" });
    await expect(button).toHaveAttribute("type", "button");
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: () => (
    <>
      <Button variant="solid">Solid</Button>
      <Button variant="outline">Outline</Button>
      <Button variant="subtle">Subtle</Button>
      <Button variant="ghost">Ghost</Button>
      <Button variant="danger">Danger</Button>
      <span className={css({ bg: "bg.inverse", p: "2", borderRadius: "l2" })}>
        <Button variant="inverse">Inverse</Button>
      </span>
    </>
  ),
};

export const Sizes: Story = {
  render: () => (
    <>
      <Button size="sm">Small</Button>
      <Button size="md">Medium</Button>
      <Button size="lg">
        <CartIcon />
        Large with icon
      </Button>
    </>
  ),
};

export const Disabled: Story = {
  args: { disabled: true, children: "Search" },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Search" });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  render: () => (
    <Button asChild variant="outline">
      <Link to="/products">Browse products</Link>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Browse products" });
    await expect(link).toHaveAttribute("href", "/products");
    await expect(link).not.toHaveAttribute("type");
  },
};
