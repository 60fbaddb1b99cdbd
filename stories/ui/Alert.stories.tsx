import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, fn, userEvent, within } from "storybook/test";
import { Alert } from "~/ui/alert.tsx";

/** An inline message: errors are announced at once (`role="alert"`), other tones politely (`role="status"`). */
const meta = {
  title: "UI/Alert",
  component: Alert,
  tags: ["autodocs"],
  decorators: [
    (Story) => (
      <div className={css({ p: "6", maxW: "lg" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;

export default meta;
// Alert's props are a union (with or without a dismiss button): each story renders its own.
type Story = StoryObj;

export const Info: Story = {
  render: () => <Alert tone="info">Orders placed before noon ship today.</Alert>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Orders placed before noon ship today.");
  },
};

export const ErrorWithTitle: Story = {
  render: () => (
    <Alert tone="error" title="Payment not found">
      Check the TrxID and try again.
    </Alert>
  ),
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent("Payment not found");
    await expect(alert).toHaveTextContent("Check the TrxID and try again.");
  },
};

const onDismiss = fn();

export const SuccessDismissed: Story = {
  render: () => (
    <Alert tone="success" onDismiss={onDismiss} dismissLabel="Dismiss">
      Saved.
    </Alert>
  ),
  play: async ({ canvasElement }) => {
    onDismiss.mockClear();
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Dismiss" }));
    await expect(onDismiss).toHaveBeenCalledOnce();
  },
};
