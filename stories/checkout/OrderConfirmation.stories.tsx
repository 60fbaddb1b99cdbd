import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, within } from "storybook/test";
import { OrderConfirmation } from "~/components/checkout/OrderConfirmation.tsx";
import { copy } from "~/copy.ts";
import { checkoutCopy } from "~/copy-checkout.ts";
import type { OrderView } from "~/domain/types.ts";
import { placedOrder } from "../fixtures-checkout.ts";
import { codAdvanceOrder, codOrder, deliveredCodOrder, returnedOrder } from "../fixtures-orders.ts";
import { orderPaymentCopy } from "~/copy-orders.ts";

const meta = {
  title: "Checkout/OrderConfirmation",
  component: OrderConfirmation,
  args: { order: placedOrder, timeZone: "Asia/Dhaka" },
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

const texts = checkoutCopy.checkoutPage;

/** The value beside a term in the order's facts. */
function fact(canvasElement: HTMLElement, term: string) {
  return within(canvasElement).getByText(term, { selector: "dt" }).nextElementSibling;
}

/** The bKash SMS matched the TrxID before the shopper reached this page. */
const confirmedOrder: OrderView = { ...placedOrder, status: "confirmed" };

export const AwaitingPaymentCheck: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("successfully ordered");
    await expect(canvas.getByText(texts.awaitingHelp)).toBeVisible();
    await expect(canvas.getByText("1042")).toBeVisible();
    await expect(canvas.getByText(copy.orders.status.pending)).toBeVisible();
    // $269.47 at 122 taka per dollar, fixed when the order was placed.
    await expect(canvas.getByText(texts.amountDue)).toBeVisible();
    await expect(canvas.getByText("৳32,875.34")).toBeVisible();
    await expect(canvas.getByText("3F2A9C1B")).toBeVisible();
    await expect(canvas.getByText("8N7A6D5EKR")).toBeVisible();

    const next = within(canvas.getByRole("region", { name: texts.nextHeading }));
    await expect(next.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      texts.next.check,
      texts.next.confirm,
      texts.next.ship,
      // 24 hours after it was placed, in the shopper's zone.
      "If your payment has not reached the shop by 15 Mar 2026, 15:30, the order is cancelled.",
    ]);

    await expect(
      within(canvas.getByRole("list", { name: texts.selectedProducts })).getAllByRole("listitem"),
    ).toHaveLength(3);
    await expect(canvas.getByText("Total Price (4 Items)")).toBeVisible();
    await expect(canvas.getByText("$269.47")).toBeVisible();
    await expect(canvas.getByRole("link", { name: texts.viewOrder })).toHaveAttribute("href", "/dashboard/order/1042");
    await expect(canvas.getByRole("link", { name: texts.seeMyOrders })).toHaveAttribute("href", "/dashboard/myorder");
    await expect(canvas.getByRole("link", { name: texts.continueShopping })).toHaveAttribute("href", "/");
  },
};

export const PaymentAlreadyConfirmed: Story = {
  args: { order: confirmedOrder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.paidHelp)).toBeVisible();
    await expect(canvas.queryByText(texts.awaitingHelp)).not.toBeInTheDocument();
    await expect(canvas.getByText(copy.orders.status.confirmed)).toBeVisible();
    await expect(canvas.getByText(texts.amountPaid)).toBeVisible();
    await expect(canvas.getByText("৳32,875.34")).toBeVisible();
    await expect(canvas.getByText("3F2A9C1B")).toBeVisible();
    // Nothing left to check and no deadline: only the shipping is next.
    const next = within(canvas.getByRole("region", { name: texts.nextHeading }));
    await expect(next.getAllByRole("listitem").map((item) => item.textContent)).toEqual([texts.next.ship]);
    await expect(canvas.getByRole("link", { name: texts.viewOrder })).toHaveAttribute("href", "/dashboard/order/1042");
  },
};

/** An order priced in taka shows its prices in taka, whichever currency the shop uses now. */
export const PricedInTaka: Story = {
  args: {
    order: {
      ...placedOrder,
      currency: "BDT",
      totalCents: 2694700,
      amountDuePaisa: 2694700,
      lines: placedOrder.lines.map((line) => ({ ...line, unitPriceCents: line.unitPriceCents * 100 })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText("৳26,947.00")).toHaveLength(2);
    await expect(canvas.getByText("৳3,499.00 × 2")).toBeVisible();
    await expect(canvas.queryByText(/\$/)).not.toBeInTheDocument();
  },
};

/** A flash-sale order must be paid within minutes: its deadline is that close. */
export const FlashSaleDeadline: Story = {
  args: {
    order: {
      ...placedOrder,
      lines: placedOrder.lines.map((line) => ({ ...line, productType: "flashsell" as const })),
      paymentDueAt: "2026-03-14T09:45:00.000Z",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText("If your payment has not reached the shop by 14 Mar 2026, 15:45, the order is cancelled."),
    ).toBeVisible();
  },
};

/** Placed before order statuses existed: the shop checks it by hand, with no deadline to show. */
export const NoDeadline: Story = {
  args: { order: { ...placedOrder, paymentDueAt: null } },
  play: async ({ canvasElement }) => {
    const next = within(within(canvasElement).getByRole("region", { name: texts.nextHeading }));
    await expect(next.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      texts.next.check,
      texts.next.confirm,
      texts.next.ship,
    ]);
  },
};

export const SmallPhone: Story = {
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/successfully ordered/)).toBeVisible();
    await expect(canvas.getByText("৳32,875.34")).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Cash on delivery with nothing paid first: no payment to check, the shop calls, the cash is paid to the courier. */
export const CashOnDelivery: Story = {
  args: { order: codOrder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const words = orderPaymentCopy;
    await expect(canvas.getByText(words.help.awaitingCall)).toBeVisible();
    await expect(canvas.queryByText(texts.awaitingHelp)).not.toBeInTheDocument();
    await expect(fact(canvasElement, texts.status)).toHaveTextContent("Awaiting the shop's call");
    await expect(fact(canvasElement, words.method)).toHaveTextContent("Cash on delivery");
    await expect(fact(canvasElement, words.cashDue)).toHaveTextContent("৳4,909.00");
    // Nothing was paid by wallet: no amount due, no TrxID, no reference to write.
    await expect(canvas.queryByText(texts.amountDue)).not.toBeInTheDocument();
    await expect(canvas.queryByText(texts.trxId)).not.toBeInTheDocument();
    await expect(canvas.queryByText(texts.paidWith)).not.toBeInTheDocument();
    const next = within(canvas.getByRole("region", { name: texts.nextHeading }));
    await expect(next.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "The shop calls you on 01712345678 to confirm the order.",
      texts.next.ship,
      "Pay ৳4,909.00 in cash when the parcel arrives.",
    ]);
  },
};

/** Cash on delivery outside Dhaka: the delivery charge sent first by Nagad, waiting to be checked; the rest in cash. */
export const CashOnDeliveryWithAdvance: Story = {
  args: { order: codAdvanceOrder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const words = orderPaymentCopy;
    await expect(canvas.getByText(words.help.awaitingAdvance("Nagad"))).toBeVisible();
    await expect(fact(canvasElement, texts.status)).toHaveTextContent(copy.orders.status.pending);
    await expect(fact(canvasElement, words.method)).toHaveTextContent("Cash on delivery");
    await expect(fact(canvasElement, words.advance)).toHaveTextContent("৳130.00");
    await expect(fact(canvasElement, words.cashDue)).toHaveTextContent("৳4,849.00");
    await expect(fact(canvasElement, texts.trxId)).toHaveTextContent("75HKUOBF");
    await expect(fact(canvasElement, texts.paidWith)).toHaveTextContent("Nagad 01634358056");
    await expect(canvas.queryByText(/bKash/)).not.toBeInTheDocument();
    const next = within(canvas.getByRole("region", { name: texts.nextHeading }));
    await expect(next.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      words.next.check("Nagad"),
      texts.next.confirm,
      texts.next.ship,
      "Pay ৳4,849.00 in cash when the parcel arrives.",
      "If your payment has not reached the shop by 15 Mar 2026, 15:30, the order is cancelled.",
    ]);
  },
};

/** Delivered: the cash was paid, nothing is left to pay. */
export const CashOnDeliveryDelivered: Story = {
  args: { order: deliveredCodOrder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(orderPaymentCopy.help.codConfirmed)).toBeVisible();
    await expect(fact(canvasElement, texts.status)).toHaveTextContent("Delivered");
    const next = within(canvas.getByRole("region", { name: texts.nextHeading }));
    await expect(next.getAllByRole("listitem").map((item) => item.textContent)).toEqual([texts.next.ship]);
  },
};

/** The parcel came back to the shop: the order is closed. */
export const Returned: Story = {
  args: { order: returnedOrder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.closedHelp)).toBeVisible();
    await expect(fact(canvasElement, texts.status)).toHaveTextContent("Returned");
    await expect(canvas.queryByRole("region", { name: texts.nextHeading })).not.toBeInTheDocument();
  },
};

/** Cancelled after the money was sent (a TrxID): the page shows the refund to the payer's number, not an amount due. */
export const CancelledAfterPaying: Story = {
  args: { order: { ...placedOrder, status: "cancelled" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(fact(canvasElement, texts.status)).toHaveTextContent(copy.orders.status.cancelled);
    await expect(fact(canvasElement, orderPaymentCopy.refundTo)).toHaveTextContent(`to ${placedOrder.bkashNumber}`);
    await expect(canvas.queryByText(texts.amountDue, { selector: "dt" })).not.toBeInTheDocument();
  },
};
