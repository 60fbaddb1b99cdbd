import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, within } from "storybook/test";
import { OrderSummary } from "~/components/checkout/OrderSummary.tsx";
import { checkoutCopy } from "~/copy-checkout.ts";
import { singleLineQuote, threeLineQuote } from "../fixtures-checkout.ts";

const meta = {
  title: "Checkout/OrderSummary",
  component: OrderSummary,
  args: { quote: threeLineQuote },
  decorators: [
    (Story) => (
      <div className={css({ maxW: "md", mx: "auto", px: "3", py: "6" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeLines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: checkoutCopy.checkoutPage.orderSummary })).toBeVisible();
    const lines = within(canvas.getByRole("list", { name: checkoutCopy.checkoutPage.orderSummary })).getAllByRole(
      "listitem",
    );
    await expect(lines).toHaveLength(3);
    await expect(within(lines[1]!).getByText("Slim Fit Denim Jacket")).toBeVisible();
    await expect(within(lines[1]!).getByText("$34.99 × 2")).toBeVisible();
    await expect(within(lines[1]!).getByText(checkoutCopy.checkoutPage.flashSale)).toBeVisible();
    await expect(within(lines[0]!).getByText(checkoutCopy.checkoutPage.regular)).toBeVisible();
    await expect(canvas.getByText("Subtotal")).toBeVisible();
    await expect(canvas.getByText("Shipping fee")).toBeVisible();
    await expect(canvas.getByText("Total Price (4 Items)")).toBeVisible();
    await expect(canvas.getByText("$269.47")).toBeVisible();
  },
};

export const CustomTitleFreeShipping: Story = {
  args: {
    quote: { ...singleLineQuote, shippingCents: 0, totalCents: singleLineQuote.subtotalCents },
    title: "Your order",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Your order" })).toBeVisible();
    await expect(canvas.getByText(checkoutCopy.checkoutPage.free)).toBeVisible();
    await expect(canvas.getByText("Total Price (2 Items)")).toBeVisible();
  },
};
