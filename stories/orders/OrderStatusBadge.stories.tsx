import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, within } from "storybook/test";
import { OrderStatusBadge } from "~/components/orders/OrderStatusBadge.tsx";
import { shopCopy } from "~/i18n/shop.ts";
import { ORDER_STATUSES } from "~/domain/orders/status.ts";

const meta = {
  title: "Orders/OrderStatusBadge",
  component: OrderStatusBadge,
  args: { status: "pending" },
  decorators: [
    (Story) => (
      <div className={css({ p: "6", bg: "bg.surface" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seven statuses side by side (the a11y check fails any whose text does not contrast with its background). */
export const AllStatuses: Story = {
  render: () => (
    <ul className={css({ display: "flex", flexWrap: "wrap", gap: "3" })}>
      {ORDER_STATUSES.map((status) => (
        <li key={status}>
          <OrderStatusBadge status={status} size="md" />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const looks = new Set<string>();
    for (const status of ORDER_STATUSES) {
      const badge = canvas.getByText(shopCopy.orders.status[status]);
      await expect(badge).toBeVisible();
      await expect(badge).toHaveAttribute("data-status", status);
      const style = getComputedStyle(badge);
      looks.add(`${style.backgroundColor} ${style.color} ${style.borderStyle}`);
    }
    // Every status looks different.
    await expect(looks.size).toBe(ORDER_STATUSES.length);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(7);
  },
};

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Awaiting payment check")).toHaveAttribute("data-status", "pending");
  },
};

/** A cash-on-delivery order with nothing paid first waits for the shop's call, not for a payment check. */
export const AwaitingCall: Story = {
  args: { status: "pending", awaitsCall: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Awaiting the shop's call")).toHaveAttribute("data-status", "pending");
    await expect(canvas.queryByText("Awaiting payment check")).not.toBeInTheDocument();
  },
};

export const Cancelled: Story = {
  args: { status: "cancelled" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Cancelled")).toHaveAttribute("data-status", "cancelled");
  },
};
