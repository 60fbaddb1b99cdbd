import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { NumberInput } from "~/ui/number-input.tsx";

const meta = {
  title: "UI/NumberInput",
  component: NumberInput,
  tags: ["autodocs"],
  args: {
    label: "Quantity",
    decrementLabel: "Decrease quantity",
    incrementLabel: "Increase quantity",
    defaultValue: "1",
    min: 1,
    max: 5,
    integer: true,
    name: "quantity",
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className={css({ p: "6" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stepper: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("spinbutton", { name: "Quantity" });
    const decrease = canvas.getByRole("button", { name: "Decrease quantity" });
    const increase = canvas.getByRole("button", { name: "Increase quantity" });
    await expect(decrease).toBeDisabled();
    await userEvent.click(increase);
    await userEvent.click(increase);
    await waitFor(() => expect(input).toHaveValue("3"));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ value: "3", valueAsNumber: 3 }),
    );
    await userEvent.click(decrease);
    await waitFor(() => expect(input).toHaveValue("2"));
  },
};

export const StopsAtTheMaximum: Story = {
  args: { defaultValue: "4" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("spinbutton", { name: "Quantity" });
    const increase = canvas.getByRole("button", { name: "Increase quantity" });
    await userEvent.click(increase);
    await waitFor(() => expect(input).toHaveValue("5"));
    await waitFor(() => expect(increase).toBeDisabled());
    await expect(input).toHaveAttribute("aria-valuemax", "5");
  },
};

export const KeyboardAndClamping: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("spinbutton", { name: "Quantity" });
    await userEvent.click(input);
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    await waitFor(() => expect(input).toHaveValue("3"));
    await userEvent.clear(input);
    await userEvent.type(input, "12");
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveValue("5"));
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className={css({ display: "flex", gap: "6", alignItems: "flex-end", flexWrap: "wrap" })}>
      {(["sm", "md"] as const).map((size) => (
        <NumberInput key={size} {...args} label={`Size ${size}`} size={size} name={`quantity-${size}`} />
      ))}
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("spinbutton", { name: "Quantity" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Increase quantity" })).toBeDisabled();
  },
};
