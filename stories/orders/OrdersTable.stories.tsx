import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { css } from "styled-system/css";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { DashboardShell } from "~/components/dashboard/DashboardShell.tsx";
import type { OrderAnswer } from "~/components/orders/OrderActions.tsx";
import { OrdersTable, type OrdersTableProps } from "~/components/orders/OrdersTable.tsx";
import { shopCopy } from "~/i18n/shop.ts";
import { orderScreensCopy } from "~/i18n/order-screens.ts";
import type { OrderView } from "~/domain/orders/types.ts";
import { emptyOrderPage, longNameOrder, makeOrder, orderPage, placedOrder } from "../fixtures-checkout.ts";
import { shopper } from "../fixtures.ts";
import {
  codAdvanceOrder,
  codOrder,
  deliveredCodOrder,
  returnedOrder,
  storyTimeZone,
  usdCodOrder,
} from "../fixtures-orders.ts";
import { jeansVariant, withVariant } from "../fixtures-variant.ts";
import { expectInsideHorizontally, expectNoSidewaysScroll, expectOneLine } from "../layout-checks.ts";

/** Plays the route's part: a cancel takes a moment; on success the fresh page shows the order cancelled. */
function CancellingOrdersTable(props: OrdersTableProps) {
  const [page, setPage] = useState(props.page);
  return (
    <OrdersTable
      {...props}
      page={page}
      onCancel={async (order) => {
        const result = await props.onCancel(order);
        await new Promise((resolve) => setTimeout(resolve, 80));
        if (result.ok) {
          setPage((current) => ({
            ...current,
            items: current.items.map((each) => (each.id === order.id ? { ...each, status: "cancelled" } : each)),
          }));
        }
        return result;
      }}
    />
  );
}

const succeed = async (): Promise<OrderAnswer> => ({ ok: true });
const refuse = async (): Promise<OrderAnswer> => ({
  ok: false,
  error: "We could not reach the shop. Please try again.",
});

const meta = {
  title: "Orders/OrdersTable",
  component: OrdersTable,
  render: (args) => <CancellingOrdersTable {...args} />,
  args: {
    title: "My Order",
    page: orderPage({ total: 4 }),
    pageHref: (page: number) => `/dashboard/myorder?page=${page}&pageSize=10`,
    pageSizeHref: (size: number) => `/dashboard/myorder?pageSize=${size}`,
    onCancel: fn(succeed),
    timeZone: storyTimeZone,
  },
  parameters: { router: { initialEntries: ["/dashboard/myorder"] } },
  decorators: [
    (Story) => (
      <div className={css({ maxW: "content", mx: "auto", px: { base: "3", md: "6" }, py: "6" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = orderScreensCopy.myOrders;
const COLUMNS = ["Ordered Item", "P. Details", "Customer Name", "T. Price", "Payment Method", "Status", "Action"];

function bodyRows(canvasElement: HTMLElement) {
  const table = within(canvasElement).getByRole("table", { name: "My Order" });
  return within(table).getAllByRole("row").slice(1);
}

export const Empty: Story = {
  args: { page: emptyOrderPage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "My Order" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "You have no orders yet" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: texts.shopNow })).toHaveAttribute("href", "/products");
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
  },
};

export const OnePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", { name: "My Order" });
    const headers = within(table).getAllByRole("columnheader");
    await expect(headers.map((header) => header.textContent)).toEqual(COLUMNS);
    const rows = bodyRows(canvasElement);
    await expect(rows).toHaveLength(4);

    const first = within(rows[0]!);
    await expect(first.getByText("Wireless Noise Cance")).toBeVisible();
    await expect(first.getByText("$99.99 × 1")).toBeVisible();
    await expect(first.getByText("Ayesha Rahman")).toBeVisible();
    await expect(first.getByText("bKash-01712345678 8N7A00039U")).toBeVisible();
    await expect(first.getByText("Awaiting payment check")).toBeVisible();
    // The order's number is its reference (issue 45), above its status.
    await expect(first.getByText("No. KRTZKW83")).toBeVisible();
    await expect(first.getByText("14 Mar 2026, 15:30")).toHaveAttribute("datetime", "2026-03-14T09:30:00.000Z");
    await expect(first.getByRole("button", { name: "Cancle order KRTZKW83" })).toHaveTextContent("Cancle");
    await expect(first.getByRole("link", { name: "Order KRTZKW83 details" })).toHaveAttribute(
      "href",
      "/dashboard/order/2000",
    );

    await expect(canvas.getByText("Showing 1–4 of 4")).toBeVisible();
    await expect(canvas.queryByRole("navigation", { name: texts.pages })).not.toBeInTheDocument();
    const sizes = canvas.getByRole("navigation", { name: shopCopy.tables.rowsPerPage });
    await expect(within(sizes).getByRole("link", { name: "10 rows per page" })).toHaveAttribute("aria-current", "true");
    await expect(within(sizes).getByRole("link", { name: "100 rows per page" })).toHaveAttribute(
      "href",
      "/dashboard/myorder?pageSize=100",
    );
    await expect(canvas.getByRole("region", { name: "My Order, scrollable" })).toHaveStyle({ maxHeight: "440px" });
  },
};

export const ManyPagesOf25: Story = {
  args: {
    page: orderPage({ total: 120, page: 2, pageSize: 25 }),
    pageHref: (page: number) => `/dashboard/myorder?page=${page}&pageSize=25`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(bodyRows(canvasElement)).toHaveLength(25);
    await expect(canvas.getByText("Showing 26–50 of 120")).toBeVisible();
    const sizes = canvas.getByRole("navigation", { name: shopCopy.tables.rowsPerPage });
    await expect(within(sizes).getByRole("link", { name: "25 rows per page" })).toHaveAttribute("aria-current", "true");
    await expect(within(sizes).getByRole("link", { name: "10 rows per page" })).not.toHaveAttribute("aria-current");
    const pages = canvas.getByRole("navigation", { name: texts.pages });
    await expect(within(pages).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(within(pages).getByRole("link", { name: "Next page" })).toHaveAttribute(
      "href",
      "/dashboard/myorder?page=3&pageSize=25",
    );
    await expect(within(pages).getByRole("link", { name: "Last page, page 5" })).toBeVisible();
    // At most 440 px high: the rows scroll under the header.
    const region = canvas.getByRole("region", { name: "My Order, scrollable" });
    await expect(region.getBoundingClientRect().height).toBeLessThanOrEqual(440);
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
  },
};

export const LongNamesTruncated: Story = {
  args: { page: { items: [longNameOrder], status: null, total: 1, page: 1, pageSize: 10 } },
  play: async ({ canvasElement }) => {
    const row = within(bodyRows(canvasElement)[0]!);
    const first = row.getByText("Wireless Noise Cance");
    await expect(first.textContent).toHaveLength(20);
    await expect(first).toHaveAttribute("title", "Wireless Noise Cancelling Headphones with Carry Case");
    await expect(row.getByText("Classic Leather Stra")).toBeVisible();
    await expect(row.getByText("$89.50 × 2")).toBeVisible();
  },
};

export const CancelSucceeds: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Cancle order KRTZKW83" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancle the Order" });
    await expect(dialog).toHaveAccessibleDescription("Order will be remove from database");
    await expect(within(dialog).getByRole("button", { name: "NO" })).toBeEnabled();
    await expect(within(dialog).getByRole("button", { name: texts.close })).toBeEnabled();

    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect((args.onCancel as unknown as { mock: { calls: [OrderView][] } }).mock.calls[0]![0].id).toBe("2000");
    await expect(within(dialog).getByRole("button", { name: texts.deleting })).toBeDisabled();

    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    const success = await canvas.findByRole("status");
    await expect(success).toHaveTextContent("Order Cancled Successfully — check it out!");
    // The order stays listed, now cancelled, with nothing left to cancel.
    await expect(bodyRows(canvasElement)).toHaveLength(4);
    const row = within(bodyRows(canvasElement)[0]!);
    await expect(row.getByText("Cancelled")).toBeVisible();
    await expect(row.getByText("Cancelled: nothing to do")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Cancle order KRTZKW83" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("heading", { level: 1, name: "My Order" })).toHaveFocus();

    await userEvent.click(within(success).getByRole("button", { name: texts.dismiss }));
    await expect(canvas.queryByText(shopCopy.orders.cancelled)).not.toBeInTheDocument();
  },
};

export const CancelFails: Story = {
  args: { onCancel: fn(refuse) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Cancle order KRTZKW83" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancle the Order" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "We could not reach the shop. Please try again.",
    );
    await expect(screen.getByRole("alertdialog", { name: "Cancle the Order" })).toBeInTheDocument();
    await expect(within(dialog).getByRole("button", { name: "Delete" })).toBeEnabled();
    await expect(screen.queryByText(shopCopy.orders.cancelled)).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "NO" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(screen.queryByText(shopCopy.orders.cancelled)).not.toBeInTheDocument();
    await expect(bodyRows(canvasElement)).toHaveLength(4);
  },
};

export const CancelDeclinedKeepsOrder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Cancle order KRTZKW83" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancle the Order" });
    await userEvent.click(within(dialog).getByRole("button", { name: texts.close }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(bodyRows(canvasElement)).toHaveLength(4);
  },
};

export const MixedStatuses: Story = {
  args: { page: orderPage({ total: 7 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = bodyRows(canvasElement);
    const expected = [
      ["2000", "KRTZKW83", "Awaiting payment check", null],
      ["1999", "7HNZ7RG6", "Payment confirmed", "Payment confirmed: contact the shop to cancel"],
      ["1998", "VAGYVMR9", "Shipped", "Shipped: it can no longer be cancelled"],
      ["1997", "F3BYFH0C", "Delivered", "Delivered"],
      ["1996", "2W6Y3D8F", "Returned", "Returned to the shop: nothing to cancel"],
      ["1995", "PN1XQ9GJ", "Payment rejected", "Payment rejected: nothing to cancel"],
      ["1994", "ADWXB5RN", "Cancelled", "Cancelled: nothing to do"],
    ] as const;
    for (const [index, [id, reference, label, reason]] of expected.entries()) {
      const row = within(rows[index]!);
      await expect(row.getAllByText(label)[0]).toHaveAttribute("data-status");
      // Named by its reference; linked by its id.
      await expect(row.getByRole("link", { name: `Order ${reference} details` })).toHaveAttribute(
        "href",
        `/dashboard/order/${id}`,
      );
      if (reason) await expect(row.getByText(reason, { selector: "p" })).toBeVisible();
    }
    // 'Cancle' only where the shopper may still cancel: the pending order.
    const cancels = canvas.getAllByRole("button", { name: /^Cancle order/ });
    await expect(cancels).toHaveLength(1);
    await expect(cancels[0]).toHaveAccessibleName("Cancle order KRTZKW83");
  },
};

/** Cash on delivery: nothing first, an advance by Nagad, delivered with the cash collected, and a parcel returned. */
export const CashOnDelivery: Story = {
  args: {
    page: {
      items: [codOrder, codAdvanceOrder, deliveredCodOrder, returnedOrder],
      status: null,
      total: 4,
      page: 1,
      pageSize: 10,
    },
  },
  play: async ({ canvasElement }) => {
    const [waiting, advance, delivered, returned] = bodyRows(canvasElement).map((row) => within(row));
    const payment = (row: ReturnType<typeof within>) => row.getAllByRole("cell")[4]!;

    await expect(waiting!.getByText("Awaiting the shop's call")).toHaveAttribute("data-status", "pending");
    await expect(payment(waiting!)).toHaveTextContent(/^Cash on delivery৳4,919 in cash on delivery$/);
    await expect(waiting!.getByRole("button", { name: "Cancle order 7C1D2E3F" })).toBeVisible();

    await expect(advance!.getByText("Awaiting payment check")).toHaveAttribute("data-status", "pending");
    await expect(advance!.getByText("Advance ৳380: Nagad-01634358056 75HKUOBF")).toBeVisible();
    await expect(advance!.getByText("৳4,599 in cash on delivery")).toBeVisible();
    await expect(payment(advance!)).not.toHaveTextContent("bKash");

    await expect(delivered!.getByText("Delivered", { selector: "[data-status]" })).toBeVisible();
    await expect(delivered!.getByText("Cash collected: ৳4,900")).toBeVisible();
    await expect(delivered!.queryByText(/in cash on delivery/)).not.toBeInTheDocument();

    await expect(returned!.getByText("Returned")).toHaveAttribute("data-status", "returned");
    await expect(returned!.getByText("Returned to the shop: nothing to cancel")).toBeVisible();
    await expect(returned!.queryByRole("button", { name: /^Cancle/ })).not.toBeInTheDocument();
    await expect(payment(returned!)).toHaveTextContent(/^Cash on delivery$/);
  },
};

/**
 * Each order by its number, the reference its shopper wrote and the messages name (issue 45); in a shop pricing in
 * dollars, the total with its whole taka beneath, and cash on delivery in that taka.
 */
export const OrderNumbers: Story = {
  args: { page: { items: [usdCodOrder, placedOrder], status: null, total: 2, page: 1, pageSize: 10 } },
  play: async ({ canvasElement }) => {
    const [cod, paid] = bodyRows(canvasElement).map((row) => within(row));
    const cells = (row: ReturnType<typeof within>) => row.getAllByRole("cell");
    await expect(cod!.getByText("No. Q4M7TX2A")).toBeVisible();
    await expect(cod!.getByRole("link", { name: "Order Q4M7TX2A details" })).toHaveAttribute(
      "href",
      "/dashboard/order/1049",
    );
    await expect(cod!.getByRole("button", { name: "Cancle order Q4M7TX2A" })).toBeVisible();
    await expect(cells(cod!)[3]).toHaveTextContent(/^\$30\.57৳3,730$/);
    await expect(cells(cod!)[4]).toHaveTextContent(/^Cash on delivery৳3,730 in cash on delivery$/);
    await expect(paid!.getByText("No. 3F2A9C1B")).toBeVisible();
    await expect(cells(paid!)[3]).toHaveTextContent(/^\$266\.97৳32,571$/);
    // The ids are not shown.
    await expect(within(canvasElement).queryByText(/1049|1042/)).not.toBeInTheDocument();
  },
};

/** A Nagad order is written with its own wallet, not bKash's. */
export const NagadOrder: Story = {
  args: {
    page: {
      items: [{ ...orderPage({ total: 1 }).items[0]!, trxWallet: "Nagad", paymentMethod: "Nagad", trxId: "75HKUOBF" }],
      status: null,
      total: 1,
      page: 1,
      pageSize: 10,
    },
  },
  play: async ({ canvasElement }) => {
    const row = within(bodyRows(canvasElement)[0]!);
    await expect(row.getByText("Nagad-01712345678 75HKUOBF")).toBeVisible();
  },
};

/** The dashboard around the screen, as on the page: the 240 px menu beside it from 600 px up. */
const inDashboard: Decorator = (Story) => (
  <DashboardShell user={shopper} onLogout={() => {}}>
    <Story />
  </DashboardShell>
);

/** Each order a card inside the region: nothing scrolls sideways, every card and its parts in view. */
async function expectCards(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const region = canvas.getByRole("region", { name: "My Order, scrollable" });
  await expectNoSidewaysScroll(region);
  // Still a table to screen readers, its column names kept for them, out of sight.
  const table = canvas.getByRole("table", { name: "My Order" });
  await expect(within(table).getAllByRole("columnheader")).toHaveLength(7);
  await expect(table.querySelector("thead")!.getBoundingClientRect().height).toBeLessThanOrEqual(1);
  for (const row of bodyRows(canvasElement)) {
    await expect(getComputedStyle(row).display).toBe("grid");
    await expectInsideHorizontally(row, region, "the card");
    for (const part of within(row).getAllByRole("cell")) await expectInsideHorizontally(part, row, "a card's part");
  }
  for (const cancel of canvas.getAllByRole("button", { name: /^Cancle order/ })) {
    await expectInsideHorizontally(cancel, region, "Cancle");
  }
  const first = within(bodyRows(canvasElement)[0]!);
  await expect(first.getAllByText(/^Awaiting payment check|^Payment|^Shipped|^Delivered|^Cancelled/)[0]).toBeVisible();
  await expect(first.getByText(/^\d+ Mar 2026, \d\d:\d\d$/)).toBeVisible();
  // The values that need it carry their column's name, drawn before them (and not read twice).
  const customer = first.getAllByRole("cell")[2]!;
  await expect(customer).toHaveAttribute("data-label", "Customer Name");
  await expect(getComputedStyle(customer, "::before").display).toBe("block");
}

export const Phone: Story = {
  args: { page: orderPage({ total: 30, pageSize: 10 }) },
  globals: { viewport: { value: "phone", isRotated: false } },
  decorators: [inDashboard],
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement);
    const pages = within(canvasElement).getByRole("navigation", { name: texts.pages });
    await expectOneLine(within(pages).getAllByRole("link"), "the page links");
  },
};

export const SmallPhone: Story = {
  args: { page: orderPage({ total: 300, page: 5, pageSize: 10 }) },
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement);
    // Seven page slots and both arrows fit a 360 px phone on one line.
    const pages = within(canvasElement).getByRole("navigation", { name: texts.pages });
    await expectOneLine([...pages.querySelectorAll("li")], "the page links");
  },
};

export const TabletBesideMenu: Story = {
  args: { page: orderPage({ total: 300, page: 5, pageSize: 10 }) },
  globals: { viewport: { value: "tablet", isRotated: false } },
  decorators: [inDashboard],
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement);
    const canvas = within(canvasElement);
    const pages = canvas.getByRole("navigation", { name: texts.pages });
    await expectOneLine([...pages.querySelectorAll("li")], "the page links");
    const sizes = canvas.getByRole("navigation", { name: shopCopy.tables.rowsPerPage });
    await expectOneLine([...sizes.querySelectorAll("a")], "the page sizes");
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const DashboardAt1280: Story = {
  args: { page: orderPage({ total: 300, page: 5, pageSize: 10 }) },
  globals: { viewport: { value: "desktop", isRotated: false } },
  decorators: [inDashboard],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "My Order, scrollable" });
    // Beside the menu the table has less than the page's width, and still no sideways scroll.
    await expect(region.getBoundingClientRect().width).toBeLessThan(1000);
    await expectNoSidewaysScroll(region);
    for (const name of ["Status", "Action"]) {
      await expectInsideHorizontally(within(region).getByRole("columnheader", { name }), region, name);
    }
    for (const row of bodyRows(canvasElement)) {
      await expect(getComputedStyle(row).display).toBe("table-row");
      const cells = within(row).getAllByRole("cell");
      for (const cell of cells.slice(-2)) await expectInsideHorizontally(cell, region, "Status or Action");
    }
    for (const cancel of canvas.getAllByRole("button", { name: /^Cancle order/ })) {
      await expectInsideHorizontally(cancel, region, "Cancle");
    }
    await expect(region).toHaveStyle({ maxHeight: "440px" });
    // Rows per page beside the page links, with their words, on one line.
    const pages = canvas.getByRole("navigation", { name: texts.pages });
    await expect(within(pages).getByText("Previous")).toBeVisible();
    await expectOneLine(
      [...pages.querySelectorAll("li"), canvas.getByRole("link", { name: "10 rows per page" })],
      "the table's footer",
    );
  },
};

/** A line sold in options (issue 28): which variant, without its SKU (the shop's own word), on a small phone's card. */
const LONG_TITLE = "Waist: 32 / Colour: Indigo / Fit: Regular";

export const VariantLineOnSmallPhone: Story = {
  args: {
    page: {
      items: [0, 1].map((index) => withVariant(makeOrder(index, "pending"), { ...jeansVariant, title: LONG_TITLE })),
      status: null,
      total: 2,
      page: 1,
      pageSize: 10,
    },
  },
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement);
    const row = within(bodyRows(canvasElement)[0]!);
    await expect(row.getByText(LONG_TITLE)).toBeVisible();
    await expect(row.queryByText(new RegExp(jeansVariant.sku))).not.toBeInTheDocument();
  },
};
