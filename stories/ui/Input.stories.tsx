import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, userEvent, within } from "storybook/test";
import * as Input from "~/ui/input.tsx";

const meta = {
  title: "UI/Input",
  component: Input.Root,
  tags: ["autodocs"],
  decorators: [
    (Story) => (
      <div className={css({ p: "6", maxW: "sm" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLabel: Story = {
  render: () => (
    <Input.Root>
      <Input.Label>Email Address</Input.Label>
      <Input.Control type="email" name="email" placeholder="you@example.com" />
      <Input.HelperText>We never share your email.</Input.HelperText>
    </Input.Root>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Email Address" });
    await expect(input).toHaveAccessibleDescription("We never share your email.");
    await userEvent.type(input, "ayesha@example.com");
    await expect(input).toHaveValue("ayesha@example.com");
  },
};

export const Invalid: Story = {
  render: () => (
    <Input.Root invalid required>
      <Input.Label>
        Password
        <Input.RequiredIndicator />
      </Input.Label>
      <Input.Control type="password" name="password" defaultValue="short" />
      <Input.ErrorText>Password must be 8 to 11 characters.</Input.ErrorText>
    </Input.Root>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Password/);
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Password must be 8 to 11 characters.");
    await expect(input).toHaveAccessibleErrorMessage("Password must be 8 to 11 characters.");
    await expect(canvas.getByText("Password must be 8 to 11 characters.")).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div className={css({ display: "flex", flexDirection: "column", gap: "4" })}>
      {(["sm", "md", "lg"] as const).map((size) => (
        <Input.Root key={size} size={size}>
          <Input.Label>Size {size}</Input.Label>
          <Input.Control placeholder="Search products" />
        </Input.Root>
      ))}
    </div>
  ),
};

export const Disabled: Story = {
  render: () => (
    <Input.Root disabled>
      <Input.Label>Name</Input.Label>
      <Input.Control defaultValue="Ayesha Rahman" />
    </Input.Root>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Name" })).toBeDisabled();
  },
};
