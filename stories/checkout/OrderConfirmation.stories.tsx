import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, within } from "storybook/test";
import { OrderConfirmation } from "~/components/checkout/OrderConfirmation.tsx";
import { shopCopy } from "~/i18n/shop.ts";
import { checkoutCopy } from "~/i18n/checkout.ts";
import type { OrderView } from "~/domain/orders/types.ts";
import { insideDhakaZone, orderMoneyOf, placedOrder, quoteOf, takaQuote } from "../fixtures-checkout.ts";
import {
  codAdvanceOrder,
  codOrder,
  codWaitingOrder,
  deliveredCodOrder,
  returnedOrder,
  returnedPaidOrder,
  usdCodOrder,
} from "../fixtures-orders.ts";
import { ordersCopy } from "~/i18n/orders.ts";
import { expectAddsUp, totalsRows } from "../money-checks.ts";

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

/** The order's totals, checked to add up in each column; returns their rows. */
async function totalsAddUp(canvasElement: HTMLElement, totalLabel: string) {
  const total = within(canvasElement).getByText(totalLabel, { selector: "dt" });
  return expectAddsUp(totalsRows(total.closest("dl")!), totalLabel);
}

/** The bKash SMS matched the TrxID before the shopper reached this page. */
const confirmedOrder: OrderView = { ...placedOrder, status: "confirmed" };

export const AwaitingPaymentCheck: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("successfully ordered");
    await expect(canvas.getByText(texts.awaitingHelp)).toBeVisible();
    // The order's number is its reference, the one written in bKash (issue 45), not its id.
    await expect(fact(canvasElement, texts.orderId)).toHaveTextContent(/^3F2A9C1B$/);
    await expect(canvas.queryByText("1042")).not.toBeInTheDocument();
    await expect(canvas.getByText(shopCopy.orders.status.pending)).toBeVisible();
    // $266.97 at 122 taka per dollar in whole taka, rounded up, fixed when the order was placed.
    await expect(fact(canvasElement, texts.amountDue)).toHaveTextContent(/^৳32,571$/);
    await expect(fact(canvasElement, texts.reference)).toHaveTextContent(/^3F2A9C1B$/);
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
    // The goods, one delivery line (Inside Dhaka is free above ৳5,000: the products' own shipping), the total that
    // was sent.
    await expect(await totalsAddUp(canvasElement, "Total Price (4 Items)")).toEqual([
      { label: texts.subtotal, cents: 25_947, taka: 31_656 },
      { label: "Delivery (Inside Dhaka)", cents: 750, taka: 915 },
      { label: "Total Price (4 Items)", cents: 26_697, taka: 32_571 },
    ]);
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
    await expect(canvas.getByText(shopCopy.orders.status.confirmed)).toBeVisible();
    await expect(fact(canvasElement, texts.amountPaid)).toHaveTextContent(/^৳32,571$/);
    await expect(fact(canvasElement, texts.orderId)).toHaveTextContent(/^3F2A9C1B$/);
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
      ...orderMoneyOf(quoteOf(takaQuote.lines, 1, insideDhakaZone)),
      lines: placedOrder.lines.map((line) => ({ ...line, unitPriceCents: line.unitPriceCents * 100 })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The amount due and the total are the same whole taka.
    await expect(canvas.getAllByText("৳26,697")).toHaveLength(2);
    await expect(await totalsAddUp(canvasElement, "Total Price (4 Items)")).toEqual([
      { label: texts.subtotal, cents: null, taka: 25_947 },
      { label: "Delivery (Inside Dhaka)", cents: null, taka: 750 },
      { label: "Total Price (4 Items)", cents: null, taka: 26_697 },
    ]);
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
    await expect(fact(canvasElement, texts.amountDue)).toHaveTextContent("৳32,571");
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Cash on delivery with nothing paid first: no payment to check, the shop calls, the cash is paid to the courier. */
export const CashOnDelivery: Story = {
  args: { order: codOrder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const words = ordersCopy;
    await expect(canvas.getByText(words.help.awaitingCall)).toBeVisible();
    await expect(canvas.queryByText(texts.awaitingHelp)).not.toBeInTheDocument();
    await expect(fact(canvasElement, texts.status)).toHaveTextContent("Awaiting the shop's call");
    await expect(fact(canvasElement, words.method)).toHaveTextContent("Cash on delivery");
    await expect(fact(canvasElement, texts.orderId)).toHaveTextContent(/^7C1D2E3F$/);
    await expect(fact(canvasElement, words.cashDue)).toHaveTextContent(/^৳4,919$/);
    // Nothing was paid by wallet: no amount due, no TrxID, no reference to write.
    await expect(canvas.queryByText(texts.amountDue)).not.toBeInTheDocument();
    await expect(canvas.queryByText(texts.trxId)).not.toBeInTheDocument();
    await expect(canvas.queryByText(texts.paidWith)).not.toBeInTheDocument();
    const next = within(canvas.getByRole("region", { name: texts.nextHeading }));
    await expect(next.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "The shop calls you on 01712345678 to confirm the order.",
      texts.next.ship,
      "Pay ৳4,919 in cash when the parcel arrives.",
    ]);
  },
};

/**
 * Cash on delivery outside Dhaka: the delivery line (৳380) sent first by Nagad, waiting to be checked; the goods'
 * ৳4,599 in cash.
 */
export const CashOnDeliveryWithAdvance: Story = {
  args: { order: codAdvanceOrder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const words = ordersCopy;
    await expect(canvas.getByText(words.help.awaitingAdvance("Nagad"))).toBeVisible();
    await expect(fact(canvasElement, texts.status)).toHaveTextContent(shopCopy.orders.status.pending);
    await expect(fact(canvasElement, words.method)).toHaveTextContent("Cash on delivery");
    await expect(fact(canvasElement, words.advance)).toHaveTextContent(/^৳380$/);
    await expect(fact(canvasElement, words.cashDue)).toHaveTextContent(/^৳4,599$/);
    await expect(fact(canvasElement, texts.trxId)).toHaveTextContent("75HKUOBF");
    await expect(fact(canvasElement, texts.paidWith)).toHaveTextContent("Nagad 01634358056");
    await expect(canvas.queryByText(/bKash/)).not.toBeInTheDocument();
    const next = within(canvas.getByRole("region", { name: texts.nextHeading }));
    await expect(next.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      words.next.check("Nagad"),
      texts.next.confirm,
      texts.next.ship,
      "Pay ৳4,599 in cash when the parcel arrives.",
      "If your payment has not reached the shop by 15 Mar 2026, 15:30, the order is cancelled.",
    ]);
  },
};

/**
 * Cash on delivery in a shop pricing in dollars (issue 45): the prices in dollars with their whole taka, and the cash
 * to pay the courier the same whole taka as the total, ৳3,730, not a dollar amount.
 */
export const CashOnDeliveryInDollars: Story = {
  args: { order: usdCodOrder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(fact(canvasElement, texts.orderId)).toHaveTextContent(/^Q4M7TX2A$/);
    await expect(fact(canvasElement, ordersCopy.method)).toHaveTextContent("Cash on delivery");
    await expect(fact(canvasElement, ordersCopy.cashDue)).toHaveTextContent(/^৳3,730$/);
    await expect(canvas.queryByText(texts.amountDue)).not.toBeInTheDocument();
    const rows = await totalsAddUp(canvasElement, "Total Price (2 Items)");
    await expect(rows).toEqual([
      { label: texts.subtotal, cents: 2_900, taka: 3_538 },
      { label: "Delivery (Inside Dhaka)", cents: 157, taka: 192 },
      { label: "Total Price (2 Items)", cents: 3_057, taka: 3_730 },
    ]);
    await expect(canvas.getByText("$14.50 × 2")).toBeVisible();
    const next = within(canvas.getByRole("region", { name: texts.nextHeading }));
    await expect(next.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "The shop calls you on 01712345678 to confirm the order.",
      texts.next.ship,
      "Pay ৳3,730 in cash when the parcel arrives.",
    ]);
    await expect(canvas.queryByText(/\$30\.57 in cash/)).not.toBeInTheDocument();
  },
};

/** Delivered: the cash was paid, nothing is left to pay. */
export const CashOnDeliveryDelivered: Story = {
  args: { order: deliveredCodOrder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(ordersCopy.help.codConfirmed)).toBeVisible();
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

/** A bKash order that came back: the page says what happens to the money (issue 45), here not yet settled. */
export const ReturnedAfterPaying: Story = {
  args: { order: returnedPaidOrder },
  play: async ({ canvasElement }) => {
    await expect(fact(canvasElement, texts.status)).toHaveTextContent("Returned");
    await expect(fact(canvasElement, ordersCopy.returnedMoney.heading)).toHaveTextContent(
      ordersCopy.returnedMoney.pending("৳12,329", "01819876543"),
    );
  },
};

/** Cancelled after the money was sent (a TrxID): the page shows the refund to the payer's number, not an amount due. */
export const CancelledAfterPaying: Story = {
  args: { order: { ...placedOrder, status: "cancelled" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(fact(canvasElement, texts.status)).toHaveTextContent(shopCopy.orders.status.cancelled);
    await expect(fact(canvasElement, ordersCopy.refundTo)).toHaveTextContent(`to ${placedOrder.bkashNumber}`);
    await expect(canvas.queryByText(texts.amountDue, { selector: "dt" })).not.toBeInTheDocument();
  },
};

/** Issue 47: cash on delivery with nothing paid first says until when the shop waits to confirm it. */
export const CashOnDeliveryWaitsForTheCall: Story = {
  args: { order: codWaitingOrder },
  play: async ({ canvasElement }) => {
    const next = within(within(canvasElement).getByRole("region", { name: texts.nextHeading }));
    await expect(next.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "The shop calls you on 01712345678 to confirm the order.",
      texts.next.ship,
      "Pay ৳4,919 in cash when the parcel arrives.",
      texts.next.codDeadline("16 Mar 2026, 15:30"),
    ]);
  },
};
