import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, within } from "storybook/test";
import { OrderConfirmation } from "~/components/checkout/OrderConfirmation.tsx";
import { copy } from "~/copy.ts";
import { placedOrder } from "../fixtures-checkout.ts";

const meta = {
  title: "Checkout/OrderConfirmation",
  component: OrderConfirmation,
  args: { order: placedOrder },
  parameters: { router: { initialEntries: ["/confirmorder"] } },
  decorators: [
    (Story) => (
      <div className={css({ px: { base: "3", md: "6" }, py: "6" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("successfully ordered");
    await expect(canvas.getByText("1042")).toBeVisible();
    await expect(canvas.getByText("8N7A6D5EKR")).toBeVisible();
    await expect(within(canvas.getByRole("list")).getAllByRole("listitem")).toHaveLength(3);
    await expect(canvas.getByText("Total Price (4 Items)")).toBeVisible();
    await expect(canvas.getByText("$269.47")).toBeVisible();
    await expect(canvas.getByRole("link", { name: copy.checkoutPage.seeMyOrders })).toHaveAttribute(
      "href",
      "/dashboard/myorder",
    );
    await expect(canvas.getByRole("link", { name: copy.checkoutPage.continueShopping })).toHaveAttribute("href", "/");
  },
};

export const SmallPhone: Story = {
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/successfully ordered/)).toBeVisible();
  },
};
