import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, within } from "storybook/test";
import * as Table from "~/ui/table.tsx";

const orders = Array.from({ length: 18 }, (_, index) => ({
  id: `64f1c2${(index + 10).toString(16)}`,
  item: ["Slim Fit Denim Jacket", "Galaxy Phone 128gb", "Classic Leather Strap Watch", "Vitamin C Face Serum"][
    index % 4
  ]!,
  customer: ["Ayesha Rahman", "Tanvir Hasan", "Nusrat Jahan", "Rafiq Islam", "Farhana Akter"][index % 5]!,
  quantity: (index % 3) + 1,
  total: [45.99, 459.99, 89.5, 14.5][index % 4]! * ((index % 3) + 1),
  trxId: `8N7A${(index * 7919).toString(36).toUpperCase().padStart(6, "0")}`,
}));

const meta = {
  title: "UI/Table",
  component: Table.Root,
  tags: ["autodocs"],
  decorators: [
    (Story) => (
      <div className={css({ p: { base: "3", md: "6" } })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Table.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

function OrdersTable(props: Table.TableRootProps & { rows?: number }) {
  const { rows, ...rootProps } = props;
  return (
    <Table.Root {...rootProps}>
      <Table.Caption>All orders</Table.Caption>
      <Table.Head>
        <Table.Row>
          <Table.Header scope="col">Ordered Item</Table.Header>
          <Table.Header scope="col">Customer Name</Table.Header>
          <Table.Header scope="col" data-align="end">
            Qty
          </Table.Header>
          <Table.Header scope="col" data-align="end">
            T. Price
          </Table.Header>
          <Table.Header scope="col">Payment Method</Table.Header>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {orders.slice(0, rows ?? orders.length).map((order) => (
          <Table.Row key={order.id}>
            <Table.Cell>{order.item}</Table.Cell>
            <Table.Cell>{order.customer}</Table.Cell>
            <Table.Cell data-align="end">{order.quantity}</Table.Cell>
            <Table.Cell data-align="end">${order.total.toFixed(2)}</Table.Cell>
            <Table.Cell className={css({ whiteSpace: "nowrap" })}>bKash-01712345678 · {order.trxId}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

export const Basic: Story = {
  render: () => <OrdersTable rows={5} />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "All orders" });
    await expect(within(table).getAllByRole("columnheader")).toHaveLength(5);
    await expect(within(table).getAllByRole("row")).toHaveLength(6);
  },
};

export const StripedAndCompact: Story = {
  render: () => <OrdersTable rows={8} striped compact interactive />,
};

/** The spec's admin tables: at most 440 px high, the column names stay in view while scrolling. */
export const StickyHeaderWithMaxHeight: Story = {
  render: () => <OrdersTable striped stickyHeader maxHeight={440} scrollLabel="All orders, scrollable" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "All orders, scrollable" });
    await expect(region).toHaveAttribute("tabindex", "0");
    await expect(region.getBoundingClientRect().height).toBeLessThanOrEqual(440);
    region.scrollTop = 200;
    const header = canvas.getAllByRole("columnheader")[0]!;
    await expect(Math.round(header.getBoundingClientRect().top)).toBe(
      Math.round(region.getBoundingClientRect().top + region.clientTop),
    );
  },
};

export const RowHeaders: Story = {
  render: () => (
    <Table.Root striped compact containerClassName={css({ maxW: "xl" })}>
      <Table.Caption>Specification</Table.Caption>
      <Table.Body>
        {[
          ["Brand", "Acoustix"],
          ["Battery life", "Up to 40 hours"],
          ["Weight", "250 g"],
        ].map(([description, value]) => (
          <Table.Row key={description}>
            <Table.Header scope="row">{description}</Table.Header>
            <Table.Cell>{value}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("rowheader", { name: "Battery life" })).toBeVisible();
  },
};

export const WideTableOnASmallPhone: Story = {
  render: () => <OrdersTable rows={4} scrollLabel="All orders, scrollable" />,
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "All orders, scrollable" });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
