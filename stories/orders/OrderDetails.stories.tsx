import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useRef, useState } from "react";
import { css } from "styled-system/css";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import type { OrderAnswer } from "~/components/orders/OrderActions.tsx";
import { OrderDetails, type OrderDetailsProps } from "~/components/orders/OrderDetails.tsx";
import { preloadConfirmDialog } from "~/components/shared/ConfirmDialog.tsx";
import { shopCopy } from "~/i18n/shop.ts";
import { orderScreensCopy } from "~/i18n/order-screens.ts";
import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import { ordersCopy } from "~/i18n/orders.ts";
import { formatWholeTaka } from "~/format.ts";
import { placedOrder } from "../fixtures-checkout.ts";
import { orderMessagesForAdmin, orderMessagesForShopper } from "../fixtures-notifications.ts";
import {
  cashShortDetail,
  codAdvanceDetail,
  codPendingDetail,
  codWaitingDetail,
  courierConflictDetail,
  partialDeliveryDetail,
  deliveredCodDetail,
  expiredDetail,
  pendingDetail,
  refundLessDeliveryDetail,
  returnedDetail,
  returnedPaidDetail,
  shippedDetail,
  shortPaidDetail,
  storyTimeZone,
} from "../fixtures-orders.ts";
import { expectAddsUp, totalsRows } from "../money-checks.ts";

/** Plays the route's part: a cancel takes a moment; on success the fresh page shows the order cancelled. */
function CancellableOrder(props: OrderDetailsProps) {
  const [order, setOrder] = useState(props.order);
  return (
    <OrderDetails
      {...props}
      order={order}
      onCancel={async (target) => {
        const result = await props.onCancel(target);
        await new Promise((resolve) => setTimeout(resolve, 80));
        if (result.ok) {
          setOrder((current) => ({
            ...current,
            status: "cancelled",
            events: [
              ...current.events,
              {
                status: "cancelled",
                at: "2026-03-14T10:00:00.000Z",
                by: "shopper",
                note: null,
                courier: null,
                trackingNumber: null,
              },
            ],
          }));
        }
        return result;
      }}
      onSettleReturn={
        props.onSettleReturn &&
        (async (target, settlement) => {
          const result = await props.onSettleReturn!(target, settlement);
          // The route reloads the order: the choice is the order's now.
          if (result.ok) setOrder((current) => ({ ...current, returnSettlement: settlement }));
          return result;
        })
      }
    />
  );
}

/**
 * The page with one of its buttons pressed as it appears (named by `opens`, its accessible name), so the story
 * shows the dialog it opens in both runs, the Bangla one too (which plays nothing).
 */
function WithDialogOpen(props: OrderDetailsProps & { opens: string }) {
  const { opens, ...rest } = props;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLButtonElement>(`button[aria-label="${CSS.escape(opens)}"]`)?.click();
  }, [opens]);
  return (
    <div ref={ref}>
      <CancellableOrder {...rest} />
    </div>
  );
}
// The dialogs' code loads with the stories, so an opened dialog is drawn at once.
preloadConfirmDialog();

const succeed = async (): Promise<OrderAnswer> => ({ ok: true });

const meta = {
  title: "Orders/OrderDetails",
  component: OrderDetails,
  render: (args) => <CancellableOrder {...args} />,
  args: { order: pendingDetail, viewer: "owner", timeZone: storyTimeZone, messages: [], onCancel: fn(succeed) },
  parameters: { router: { initialEntries: ["/dashboard/order/1042"] } },
  decorators: [
    (Story) => (
      <div className={css({ maxW: "content", mx: "auto", px: { base: "3", md: "6" }, py: "6" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

function section(canvasElement: HTMLElement, name: string) {
  return within(within(canvasElement).getByRole("region", { name }));
}

/** The value beside a term in a section's list of facts. */
function fact(canvasElement: HTMLElement, sectionName: string, term: string) {
  return section(canvasElement, sectionName).getByText(term, { selector: "dt" }).nextElementSibling;
}

const due = formatWholeTaka(placedOrder.amountDuePaisa / 100);

/** The order's totals in the Items section, checked to add up in each column; returns their rows. */
async function itemsTotalsAddUp(canvasElement: HTMLElement) {
  const total = section(canvasElement, "Items").getByText("Total", { selector: "dt" });
  return expectAddsUp(totalsRows(total.closest("dl")!), "Total");
}

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The order's number is its reference (issue 45).
    await expect(canvas.getByRole("heading", { level: 1, name: "Order #3F2A9C1B" })).toBeVisible();
    await expect(canvas.getAllByText("Awaiting payment check")[0]).toHaveAttribute("data-status", "pending");
    await expect(canvas.getByText("14 Mar 2026, 15:30", { selector: "header time" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to My Order" })).toHaveAttribute("href", "/dashboard/myorder");

    await expect(fact(canvasElement, "bKash payment", "Amount due")).toHaveTextContent(due);
    await expect(due).toBe("৳32,571");
    await expect(fact(canvasElement, "bKash payment", "Reference")).toHaveTextContent("3F2A9C1B");
    await expect(fact(canvasElement, "bKash payment", "bKash number")).toHaveTextContent("01712345678");
    await expect(fact(canvasElement, "bKash payment", "TrxID")).toHaveTextContent("8N7A6D5EKR");
    // Shoppers are not shown the payment the shop received.
    await expect(canvas.queryByText("Payment received")).not.toBeInTheDocument();
    await expect(canvas.queryByRole("region", { name: "Tracking" })).not.toBeInTheDocument();

    const items = section(canvasElement, "Items");
    await expect(items.getAllByRole("listitem")).toHaveLength(3);
    // In the order's dollars with its whole taka; the total is the amount due.
    await expect(await itemsTotalsAddUp(canvasElement)).toEqual([
      { label: "Subtotal", cents: 25_947, taka: 31_656 },
      { label: "Delivery (Inside Dhaka)", cents: 750, taka: 915 },
      { label: "Total", cents: 26_697, taka: 32_571 },
    ]);

    const timeline = section(canvasElement, "Timeline");
    await expect(timeline.getAllByRole("listitem")).toHaveLength(1);
    await expect(timeline.getByText("by You")).toBeVisible();

    await expect(canvas.getByRole("button", { name: "Cancle order 3F2A9C1B" })).toBeVisible();
  },
};

export const PendingCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Cancle order 3F2A9C1B" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancle the Order" });
    await expect(dialog).toHaveAccessibleDescription("Order will be remove from database");
    // The TrxID says money was sent: where it goes back, and when (issue 30).
    // (Waited for: the dialog fades in.)
    await waitFor(() =>
      expect(within(dialog).getByText(/will be returned to 01\d{9} within 3 working days\.$/)).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole("status")).toHaveTextContent(shopCopy.orders.cancelled);
    await expect(canvas.queryByRole("button", { name: "Cancle order 3F2A9C1B" })).not.toBeInTheDocument();
    await expect(canvas.getByText("Cancelled: nothing to do")).toBeVisible();
    await expect(canvas.getByText(ordersCopy.refundTo)).toBeVisible();
    await expect(canvas.queryByText(orderScreensCopy.page.amountDue)).not.toBeInTheDocument();
    await expect(section(canvasElement, "Timeline").getAllByRole("listitem")).toHaveLength(2);
    await expect(canvas.getByRole("heading", { level: 1, name: "Order #3F2A9C1B" })).toHaveFocus();
  },
};

export const ShippedWithTracking: Story = {
  args: { order: shippedDetail },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText("Shipped")[0]).toHaveAttribute("data-status", "shipped");
    await expect(fact(canvasElement, "Tracking", "Courier")).toHaveTextContent("Pathao");
    await expect(fact(canvasElement, "Tracking", "Tracking number")).toHaveTextContent("PTH-55120934");

    const timeline = section(canvasElement, "Timeline");
    const events = timeline.getAllByRole("listitem");
    await expect(events).toHaveLength(3);
    await expect(within(events[1]!).getByText("by e-Shop")).toBeVisible();
    await expect(within(events[1]!).getByText(/^bKash payment of ৳/)).toBeVisible();
    // The admin who shipped it is the shop to the shopper.
    await expect(within(events[2]!).getByText("by e-Shop")).toBeVisible();
    await expect(within(events[2]!).getByText("Pathao: PTH-55120934")).toBeVisible();
    await expect(canvas.queryByText("rahim.admin@example.com", { exact: false })).not.toBeInTheDocument();
    await expect(canvas.getByText("Shipped: it can no longer be cancelled")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Cancle/ })).not.toBeInTheDocument();
  },
};

export const CancelledBySystem: Story = {
  args: { order: expiredDetail },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const events = section(canvasElement, "Timeline").getAllByRole("listitem");
    await expect(events).toHaveLength(2);
    const last = within(events[1]!);
    await expect(last.getByText("Cancelled")).toHaveAttribute("data-status", "cancelled");
    await expect(last.getByText("by e-Shop")).toBeVisible();
    await expect(last.getByText("Not paid within 48 hours: cancelled and stock restored.")).toBeVisible();
    await expect(last.getByText("16 Mar 2026, 15:30")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Cancle/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("region", { name: "Tracking" })).not.toBeInTheDocument();
  },
};

export const AdminShippedOrder: Story = {
  args: { order: shippedDetail, viewer: "admin", onMove: fn(succeed) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Back to Manage Order" })).toHaveAttribute(
      "href",
      "/dashboard/manageorder",
    );
    const events = section(canvasElement, "Timeline").getAllByRole("listitem");
    await expect(within(events[0]!).getByText("by Ayesha Rahman (customer)")).toBeVisible();
    await expect(within(events[2]!).getByText("by rahim.admin@example.com")).toBeVisible();
    const actions = within(canvas.getByRole("group", { name: "Actions for order 3F2A9C1B" }));
    await expect(actions.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Delivered",
      "Mark returned",
    ]);
  },
};

/** A line sold in options (issue 28): its variant under the name, with its SKU for the admin who packs it. */
export const AdminVariantLine: Story = {
  args: {
    order: {
      ...shippedDetail,
      lines: shippedDetail.lines.map((line, index) =>
        index === 0 ? { ...line, variant: { id: "9203", title: "Size: M / Colour: White", sku: "TEE-M-WHITE" } } : line,
      ),
    },
    viewer: "admin",
    onMove: fn(succeed),
  },
  play: async ({ canvasElement }) => {
    const items = section(canvasElement, "Items");
    await expect(
      items.getByText(orderScreensCopy.variantWithSku("Size: M / Colour: White", "TEE-M-WHITE")),
    ).toBeVisible();
  },
};

export const AdminShortPayment: Story = {
  args: { order: shortPaidDetail, viewer: "admin", onMove: fn(succeed) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const received = fact(canvasElement, "bKash payment", "Payment received")!;
    await expect(received).toHaveTextContent("Mismatch");
    await expect(received).toHaveTextContent("Short by ৳500.00");
    const actions = within(canvas.getByRole("group", { name: "Actions for order 3F2A9C1B" }));
    await expect(actions.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Confirm",
      "Reject",
      "Cancle",
    ]);
  },
};

export const SmallPhone: Story = {
  args: { order: shippedDetail },
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await expect(within(canvasElement).getByRole("heading", { level: 1, name: "Order #3F2A9C1B" })).toBeVisible();
  },
};

/** Cash on delivery with nothing paid first: it waits for the shop's call, and the cash is due on delivery. */
export const CashOnDeliveryAwaitingCall: Story = {
  args: { order: codPendingDetail },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole("heading", { level: 1, name: "Order #7C1D2E3F" });
    await expect(heading.nextElementSibling).toHaveTextContent("Awaiting the shop's call");
    await expect(fact(canvasElement, "Cash on delivery", "Payment method")).toHaveTextContent("Cash on delivery");
    await expect(fact(canvasElement, "Cash on delivery", "Cash due on delivery")).toHaveTextContent(/^৳4,919$/);
    // A shop pricing in taka: the taka alone, the jacket's ৳250 and the zone's ৳70 as one delivery line.
    await expect(await itemsTotalsAddUp(canvasElement)).toEqual([
      { label: "Subtotal", cents: null, taka: 4_599 },
      { label: "Delivery (Inside Dhaka)", cents: null, taka: 320 },
      { label: "Total", cents: null, taka: 4_919 },
    ]);
    const payment = section(canvasElement, "Cash on delivery");
    await expect(payment.queryByText("TrxID")).not.toBeInTheDocument();
    await expect(payment.queryByText("Amount due")).not.toBeInTheDocument();
    await expect(payment.queryByText("Cash collected")).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Cancle order 7C1D2E3F" })).toBeVisible();
  },
};

/**
 * The shopper asked to cancel (issue 45): English keeps the spec's words; Bangla says what happens, the order is
 * cancelled and its stock goes back, with a button that cancels the order (it said "deleted from the database").
 */
export const CancelAsked: Story = {
  render: (args) => <WithDialogOpen {...args} opens={orderScreensCopy.myOrders.cancelOrder(args.order.reference)} />,
  play: async () => {
    const dialog = await screen.findByRole("alertdialog", { name: orderScreensCopy.myOrders.cancelTitle });
    await expect(dialog).toHaveAccessibleDescription(orderScreensCopy.myOrders.cancelDescription);
    await expect(within(dialog).getByRole("button", { name: orderScreensCopy.myOrders.delete })).toBeVisible();
    await expect(within(dialog).getByRole("button", { name: orderScreensCopy.myOrders.no })).toBeVisible();
  },
};

/** The admin confirms a COD order with nothing paid first after calling the customer: no payment to check. */
export const CashOnDeliveryCallToConfirm: Story = {
  args: { order: codPendingDetail, viewer: "admin", onMove: fn(succeed) },
  render: (args) => <WithDialogOpen {...args} opens={orderScreensCopy.cash.call.confirm.named(args.order.reference)} />,
  play: async () => {
    const dialog = await screen.findByRole("alertdialog", { name: "Confirm the order" });
    await expect(dialog).toHaveAccessibleDescription(
      "Confirm once you have called the customer and they still want the order.",
    );
    await expect(within(dialog).getByRole("button", { name: "Confirm order" })).toBeVisible();
    await expect(within(dialog).queryByText(/payment/i)).not.toBeInTheDocument();
  },
};

/** The admin's view of a COD order whose Nagad advance arrived: the advance's wallet and TrxID, the cash to collect. */
export const CashOnDeliveryAdvanceForAdmin: Story = {
  args: { order: codAdvanceDetail, viewer: "admin", onMove: fn(succeed) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(fact(canvasElement, "Cash on delivery", "Advance")).toHaveTextContent("৳380 by Nagad");
    await expect(fact(canvasElement, "Cash on delivery", "Nagad number")).toHaveTextContent("01634358056");
    await expect(fact(canvasElement, "Cash on delivery", "TrxID")).toHaveTextContent("75HKUOBF");
    await expect(fact(canvasElement, "Cash on delivery", "Payment received")).toHaveTextContent("Matches");
    await expect(fact(canvasElement, "Cash on delivery", "Cash due on delivery")).toHaveTextContent(/^৳4,599$/);
    await expect(canvas.queryByText("bKash number")).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Confirm payment for order 5B8E0A12" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Confirm the payment" });
    await expect(dialog).toHaveAccessibleDescription(
      "Confirm only if ৳380 arrived from 01634358056 with TrxID 75HKUOBF.",
    );
  },
};

/** Delivered: the cash the courier handed over beside what was due. */
export const CashOnDeliveryDelivered: Story = {
  args: { order: deliveredCodDetail },
  play: async ({ canvasElement }) => {
    await expect(fact(canvasElement, "Cash on delivery", "Cash due on delivery")).toHaveTextContent(/^৳4,919$/);
    await expect(fact(canvasElement, "Cash on delivery", "Cash collected")).toHaveTextContent(/^৳4,900$/);
    const events = section(canvasElement, "Timeline").getAllByRole("listitem");
    await expect(events).toHaveLength(4);
    // The first step was waiting for the call, not for a payment check.
    await expect(within(events[0]!).getByText("Awaiting the shop's call")).toHaveAttribute("data-status", "pending");
    await expect(within(events[1]!).getByText("Called the customer: confirmed.")).toBeVisible();
    await expect(within(events[3]!).getByText("Delivered")).toHaveAttribute("data-status", "delivered");
  },
};

/** The parcel came back: the reason on the timeline, nothing left to do. */
export const ReturnedWithReason: Story = {
  args: { order: returnedDetail },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText("Returned")[0]).toHaveAttribute("data-status", "returned");
    const events = section(canvasElement, "Timeline").getAllByRole("listitem");
    await expect(within(events[3]!).getByText("The customer refused the parcel.")).toBeVisible();
    await expect(canvas.getByText("Returned to the shop: nothing to cancel")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Cancle/ })).not.toBeInTheDocument();
    const payment = section(canvasElement, "Cash on delivery");
    await expect(payment.queryByText("Cash due on delivery")).not.toBeInTheDocument();
    await expect(payment.queryByText("Cash collected")).not.toBeInTheDocument();
  },
};

const settle = ordersCopy.settleReturn;
const moneyBack = ordersCopy.returnedMoney;

/**
 * A bKash order that came back, as the admin sees it (issue 45): ৳12,329 was paid; the money is to be settled:
 * refunded all, refunded less the delivery charge (৳130), or the parcel sent again. Choosing one says so.
 */
export const AdminReturnedPaidToSettle: Story = {
  args: { order: returnedPaidDetail, viewer: "admin", onMove: fn(succeed), onSettleReturn: fn(succeed) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Order #H6T2PV9C" })).toBeVisible();
    await expect(await itemsTotalsAddUp(canvasElement)).toEqual([
      { label: "Subtotal", cents: 9_999, taka: 12_199 },
      { label: "Delivery (Outside Dhaka)", cents: 107, taka: 130 },
      { label: "Total", cents: 10_106, taka: 12_329 },
    ]);
    const panel = section(canvasElement, settle.heading);
    await expect(panel.getByText(settle.help("৳12,329"))).toBeVisible();
    const all = panel.getByRole("button", { name: settle.refund("৳12,329") });
    const lessDelivery = panel.getByRole("button", { name: settle.refundLessDelivery("৳12,199") });
    const again = panel.getByRole("button", { name: settle.shipAgain });
    for (const button of [all, lessDelivery]) await expect(button).toHaveAttribute("aria-pressed", "false");
    await expect(again).toBeEnabled();
    // The admin's page does not speak to the shopper.
    await expect(canvas.queryByText(moneyBack.heading)).not.toBeInTheDocument();

    await userEvent.click(lessDelivery);
    await expect(args.onSettleReturn).toHaveBeenCalledWith(
      expect.objectContaining({ reference: "H6T2PV9C" }),
      "refund-less-delivery",
    );
    await expect(await canvas.findByRole("status")).toHaveTextContent(settle.done("H6T2PV9C"));
    await waitFor(() => expect(lessDelivery).toHaveAttribute("aria-pressed", "true"));
    await expect(panel.getByText(settle.chosen["refund-less-delivery"]("৳12,199"))).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1, name: "Order #H6T2PV9C" })).toHaveFocus();
  },
};

/** Settled as "refund less the delivery charge": the choice is said, ৳12,329 - ৳130 = ৳12,199 to send back. */
export const AdminReturnedRefundLessDelivery: Story = {
  args: { order: refundLessDeliveryDetail, viewer: "admin", onMove: fn(succeed), onSettleReturn: fn(succeed) },
  play: async ({ canvasElement }) => {
    const panel = section(canvasElement, settle.heading);
    await expect(panel.getByText(settle.chosen["refund-less-delivery"]("৳12,199"))).toBeVisible();
    await expect(panel.getByRole("button", { name: settle.refundLessDelivery("৳12,199") })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(panel.getByRole("button", { name: settle.refund("৳12,329") })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  },
};

/** The same returned order as its shopper sees it, not settled yet: the refund of all ৳12,329 to their number. */
export const ShopperReturnedPaid: Story = {
  args: { order: returnedPaidDetail },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(fact(canvasElement, "bKash payment", moneyBack.heading)).toHaveTextContent(
      moneyBack.pending("৳12,329", "01819876543"),
    );
    // Settling is the shop's: no such panel for the shopper.
    await expect(canvas.queryByRole("region", { name: settle.heading })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: /^Refund/ })).not.toBeInTheDocument();
  },
};

/** Refunded less the delivery charge: the shopper reads what comes back and what the shop keeps. */
export const ShopperReturnedRefundLessDelivery: Story = {
  args: { order: refundLessDeliveryDetail },
  play: async ({ canvasElement }) => {
    await expect(fact(canvasElement, "bKash payment", moneyBack.heading)).toHaveTextContent(
      moneyBack.refundLessDelivery("৳12,199", "৳130", "01819876543"),
    );
  },
};

/** No SMS or email yet (an order placed before notifications, or still being written): the section says so. */
export const MessagesNone: Story = {
  play: async ({ canvasElement }) => {
    const messages = section(canvasElement, "Messages");
    await expect(messages.getByText("No messages for this order yet.")).toBeVisible();
    await expect(messages.queryByRole("list")).not.toBeInTheDocument();
  },
};

/** The shopper sees the messages sent to them: each with its event, channel and recipient, state and time. */
export const MessagesToTheShopper: Story = {
  args: { order: shippedDetail, messages: orderMessagesForShopper },
  play: async ({ canvasElement }) => {
    const items = section(canvasElement, "Messages").getAllByRole("listitem");
    await expect(items.map((item) => item.getAttribute("data-status"))).toEqual(["failed", "sent", "queued"]);
    const failed = within(items[0]!);
    await expect(failed.getByText("Failed")).toBeVisible();
    await expect(failed.getByText("Order placed")).toBeVisible();
    await expect(failed.getByText("SMS to 01712349999")).toBeVisible();
    // The day before the stories' day (.storybook/preview.tsx), said so; the full date in its title.
    const time = failed.getByText("Yesterday, 15:31");
    await expect(time).toBeVisible();
    await expect(time).toHaveAttribute("title", "26 Nov 2026, 15:31");
    const sent = within(items[1]!);
    await expect(sent.getByText("Sent")).toBeVisible();
    await expect(sent.getByText("Confirmed")).toBeVisible();
    await expect(within(items[2]!).getByText("Email to ayesha.rahman@example.com")).toBeVisible();
    // The merchant's alerts are not the shopper's to see.
    await expect(within(canvasElement).queryByText("New order (to you)")).not.toBeInTheDocument();
  },
};

/** An admin sees every message of the order, the merchant's alerts included. */
export const MessagesForAdmin: Story = {
  args: { order: shippedDetail, viewer: "admin", onMove: fn(succeed), messages: orderMessagesForAdmin },
  play: async ({ canvasElement }) => {
    const items = section(canvasElement, "Messages").getAllByRole("listitem");
    await expect(items).toHaveLength(4);
    await expect(within(items[0]!).getByText("New order (to you)")).toBeVisible();
    await expect(within(items[0]!).getByText("Email to tanvir.hasan@eshop.example")).toBeVisible();
  },
};

export const MessagesOnSmallPhone: Story = {
  args: { order: shippedDetail, messages: orderMessagesForShopper },
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    const messages = within(canvasElement).getByRole("region", { name: "Messages" });
    for (const item of within(messages).getAllByRole("listitem")) {
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(messages.getBoundingClientRect().right);
    }
  },
};

/** Booked with Steadfast: the tracking page and what the courier said, newest last. */
export const SteadfastParcelTracking: Story = {
  args: {
    order: { ...shippedDetail, courier: "Steadfast", trackingNumber: "SFR2K9XQ7" },
    parcel: {
      trackingUrl: "https://steadfast.com.bd/t/SFR2K9XQ7",
      partial: false,
      updates: [
        { id: 1, at: "2026-11-24T05:10:00.000Z", text: "Parcel picked up from the merchant" },
        { id: 2, at: "2026-11-25T03:40:00.000Z", text: "Parcel reached the Mirpur hub" },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: fulfilmentCopy.tracking.follow("Steadfast") })).toHaveAttribute(
      "href",
      "https://steadfast.com.bd/t/SFR2K9XQ7",
    );
    const updates = within(canvas.getByRole("list", { name: fulfilmentCopy.tracking.updates }));
    await expect(updates.getAllByRole("listitem")).toHaveLength(2);
    await expect(updates.getByText("Parcel reached the Mirpur hub")).toBeVisible();
  },
};

/** The courier delivered part of the parcel: the page says so. */
export const PartlyDelivered: Story = {
  args: {
    order: { ...deliveredCodDetail, courier: "Steadfast", trackingNumber: "SFR2K9XQ8" },
    parcel: {
      trackingUrl: "https://steadfast.com.bd/t/SFR2K9XQ8",
      partial: true,
      updates: [{ id: 3, at: "2026-11-26T09:00:00.000Z", text: "Status: partial delivered" }],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(fulfilmentCopy.tracking.partial)).toBeVisible();
  },
};

/** Issue 47: cash on delivery with nothing paid first says until when it waits for the shop's call. */
export const CodWaitsForTheCall: Story = {
  args: { order: codWaitingDetail },
  play: async ({ canvasElement }) => {
    await expect(fact(canvasElement, "Cash on delivery", orderScreensCopy.page.waitsUntil)).toHaveTextContent(
      "The shop waits to confirm this order with you until 16 Mar 2026, 15:30. If it is not confirmed by then, it is cancelled.",
    );
  },
};

/** Issue 46: the courier handed over ৳1 of the ৳4,919 to collect; the admin sees the cash short, and by how much. */
export const CashShort: Story = {
  args: { order: cashShortDetail, viewer: "admin", onMove: fn(succeed) },
  play: async ({ canvasElement }) => {
    const cash = section(canvasElement, orderScreensCopy.money.cashHeading);
    await expect(cash.getByText(orderScreensCopy.money.cashIssue.short("৳4,918"))).toBeVisible();
    await expect(cash.getByText(/The courier handed over ৳1; ৳4,919 was to be collected\./)).toBeVisible();
  },
};

/** A shopper never sees the courier's cash check. */
export const CashShortToTheShopper: Story = {
  args: { order: cashShortDetail },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("region", { name: orderScreensCopy.money.cashHeading })).not.toBeInTheDocument();
    await expect(canvas.queryByText(orderScreensCopy.money.cashIssue.short("৳4,918"))).not.toBeInTheDocument();
  },
};

/** The courier cancelled the parcel, then reported it delivered: flagged for the admin, the cash recorded. */
export const CourierReportToCheck: Story = {
  args: { order: courierConflictDetail, viewer: "admin", onMove: fn(succeed) },
  play: async ({ canvasElement }) => {
    const cash = section(canvasElement, orderScreensCopy.money.cashHeading);
    await expect(cash.getByText(orderScreensCopy.money.conflictBadge)).toBeVisible();
    await expect(cash.getByText(orderScreensCopy.money.conflict("delivered"))).toBeVisible();
    // No units to record on a returned order: they all came back already.
    await expect(cash.queryByRole("button", { name: orderScreensCopy.money.returned.submit })).not.toBeInTheDocument();
  },
};

/** A partial delivery: the admin records which units came back, a plain form that works before hydration. */
export const PartialDeliveryReturnedUnits: Story = {
  args: { order: partialDeliveryDetail, viewer: "admin", onMove: fn(succeed) },
  play: async ({ canvasElement }) => {
    const texts = orderScreensCopy.money.returned;
    const cash = section(canvasElement, orderScreensCopy.money.cashHeading);
    const line = partialDeliveryDetail.lines[0]!;
    const field = cash.getByRole("spinbutton", { name: texts.quantityOf(line.name) });
    await expect(field).toHaveValue(1);
    await expect(field).toHaveAttribute("max", "2");
    await expect(field).toHaveAttribute("name", "returned.21.");
    await expect(cash.getByText(`${texts.ofOrdered(2)} · ${texts.came(1)}`)).toBeVisible();
    const form = field.closest("form")!;
    await expect(form).toHaveAttribute("method", "post");
    await expect(form.querySelector('input[name="intent"]')).toHaveValue("returned-units");
    await expect(cash.getByRole("button", { name: texts.submit })).toBeEnabled();
  },
};

/** The page after the form was sent: how many units went back on the shelf. */
export const ReturnedUnitsRecorded: Story = {
  args: {
    order: partialDeliveryDetail,
    viewer: "admin",
    onMove: fn(succeed),
    returnedAnswer: { ok: true, restocked: 1 },
  },
  play: async ({ canvasElement }) => {
    const cash = section(canvasElement, orderScreensCopy.money.cashHeading);
    await expect(cash.getByText(orderScreensCopy.money.returned.recorded(1))).toBeVisible();
  },
};

/** More units than the order had: the action's refusal on the form. */
export const ReturnedUnitsRefused: Story = {
  args: {
    order: partialDeliveryDetail,
    viewer: "admin",
    onMove: fn(succeed),
    returnedAnswer: { ok: false, error: orderScreensCopy.money.returned.tooMany(2) },
  },
  play: async ({ canvasElement }) => {
    const cash = section(canvasElement, orderScreensCopy.money.cashHeading);
    await expect(cash.getByRole("alert")).toHaveTextContent(orderScreensCopy.money.returned.tooMany(2));
  },
};
