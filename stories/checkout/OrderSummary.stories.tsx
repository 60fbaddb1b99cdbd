import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, within } from "storybook/test";
import { OrderSummary } from "~/components/checkout/OrderSummary.tsx";
import { checkoutCopy } from "~/i18n/checkout.ts";
import { quoteOf, singleLineQuote, threeLineQuote } from "../fixtures-checkout.ts";
import { expectAddsUp, totalsRows } from "../money-checks.ts";

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
    // One delivery line (the products' own shipping, no zone yet), each column adding up.
    const total = canvas.getByText("Total Price (4 Items)", { selector: "dt" });
    await expect(await expectAddsUp(totalsRows(total.closest("dl")!), "Total Price (4 Items)")).toEqual([
      { label: "Subtotal", cents: 25_947, taka: 31_656 },
      { label: "Delivery", cents: 750, taka: 915 },
      { label: "Total Price (4 Items)", cents: 26_697, taka: 32_571 },
    ]);
    await expect(canvas.queryByText("Shipping fee")).not.toBeInTheDocument();
  },
};

export const CustomTitleFreeShipping: Story = {
  args: {
    quote: quoteOf(singleLineQuote.lines.map((line) => ({ ...line, unitShippingCents: 0 }))),
    title: "Your order",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Your order" })).toBeVisible();
    await expect(canvas.getByText(checkoutCopy.delivery.free)).toBeVisible();
    await expect(canvas.getByText("Total Price (2 Items)")).toBeVisible();
  },
};
