import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { PayLinkPanel, type PayLinkOrderView } from "~/components/checkout/PayLinkPanel.tsx";
import { payLinkCopy } from "~/i18n/pay-link.ts";
import { paymentCopy } from "~/i18n/payment.ts";
import { checkoutCopy } from "~/i18n/checkout.ts";
import { serverCopy } from "~/i18n/server.ts";
import { formatWholeTaka } from "~/format.ts";
import { placedOrder } from "../fixtures-checkout.ts";
import { merchantNumbers } from "../fixtures-payment.ts";
import { storyTimeZone } from "../fixtures-orders.ts";

/**
 * `/pay/<reference>?k=<token>` (issue 50): a desk order's customer pays without signing in. Open (the amount, the
 * wallet, Send Money to the shop's number, the number and TrxID), a TrxID refused, paid (confirmed, or the TrxID
 * in and the money not yet), expired, and a link that is not one.
 */
const TOKEN = "q9Xw3VbT6mKp1sYd8RfLh2NcZa5UeGj7oWi4BtQvE0y";
const LINK = `/pay/${placedOrder.reference}?k=${TOKEN}`;

const order: PayLinkOrderView = {
  reference: placedOrder.reference,
  amountDuePaisa: placedOrder.amountDuePaisa,
  paymentDueAt: placedOrder.paymentDueAt,
  lines: placedOrder.lines,
  currency: placedOrder.currency,
  subtotalCents: placedOrder.subtotalCents,
  shippingCents: placedOrder.shippingCents,
  deliveryCents: placedOrder.deliveryCents,
  totalCents: placedOrder.totalCents,
  taka: placedOrder.taka,
  deliveryZone: placedOrder.deliveryZone,
};

const meta = {
  title: "Checkout/Payment link",
  component: PayLinkPanel,
  parameters: { router: { initialEntries: [LINK] } },
  args: { state: { kind: "open", order, merchantNumbers }, action: LINK, timeZone: storyTimeZone },
} satisfies Meta<typeof PayLinkPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const amount = formatWholeTaka(placedOrder.amountDuePaisa / 100);

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: payLinkCopy.heading(order.reference) })).toBeVisible();
    await expect(canvas.getAllByText(amount)[0]).toBeVisible();
    await expect(canvas.getByText(merchantNumbers.bKash!)).toBeVisible();
    const trxId = canvas.getByLabelText(checkoutCopy.checkoutPage.trxId, { exact: false });
    const form = trxId.closest("form")!;
    // A plain form post to the link itself: it pays before the scripts load too.
    await expect(form).toHaveAttribute("method", "post");
    await expect(form.getAttribute("action")).toContain(`k=${TOKEN}`);
    // Choosing Nagad shows the shop's Nagad number and asks for the Nagad number.
    await userEvent.click(canvas.getByText(paymentCopy.methodName.Nagad));
    await expect(
      canvas.getByRole("textbox", { name: new RegExp(`^${paymentCopy.walletNumber("Nagad")}`) }),
    ).toHaveAttribute("name", "bkashNum");
    await expect(canvas.getByRole("button", { name: payLinkCopy.submit })).toBeEnabled();
  },
};

export const Sending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: payLinkCopy.submitting })).toBeDisabled();
  },
};

export const TrxIdTaken: Story = {
  args: {
    answer: {
      error: serverCopy.payment.trxIdUsedIn("bKash"),
      fieldErrors: { trxID: serverCopy.payment.trxIdUsedIn("bKash") },
      wallet: "bKash",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(checkoutCopy.checkoutPage.trxId, { exact: false })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(canvas.getByText(serverCopy.payment.trxIdUsedIn("bKash"))).toBeVisible();
  },
};

export const Paid: Story = {
  args: { state: { kind: "paid", reference: order.reference, status: "confirmed", confirmed: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: payLinkCopy.paidHeading })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent(payLinkCopy.paidConfirmed(order.reference));
    await expect(canvas.getByRole("link", { name: payLinkCopy.track })).toHaveAttribute("href", "/track");
    await expect(canvas.queryByRole("textbox")).toBeNull();
  },
};

export const PaidWaitingForTheMoney: Story = {
  args: { state: { kind: "paid", reference: order.reference, status: "pending", confirmed: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(payLinkCopy.paidWaiting(order.reference));
  },
};

export const Expired: Story = {
  args: { state: { kind: "expired", reference: order.reference } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: payLinkCopy.expiredHeading })).toBeVisible();
    await expect(canvas.getByRole("alert")).toHaveTextContent(payLinkCopy.expired);
    await expect(canvas.queryByText(amount)).toBeNull();
  },
};

export const NotALink: Story = {
  args: { state: { kind: "not-found" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: payLinkCopy.notFoundHeading })).toBeVisible();
    await expect(canvas.queryByRole("link", { name: payLinkCopy.track })).toBeNull();
  },
};

export const OpenOnASmallPhone: Story = {
  ...Open,
  globals: { viewport: { value: "smallPhone", isRotated: false } },
};
