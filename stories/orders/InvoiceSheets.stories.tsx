import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { InvoiceSheets } from "~/components/orders/InvoiceSheets.tsx";
import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import type { InvoiceView } from "~/domain/couriers/invoice.server.ts";
import { orderMoneyLines } from "~/domain/orders/money-lines.ts";
import { takaOf } from "../fixtures-checkout.ts";
import { usdCodAdvanceOrder } from "../fixtures-orders.ts";
import { expectNoSidewaysScroll } from "../layout-checks.ts";
import { expectAddsUp, moneyRows, rowOf } from "../money-checks.ts";

/** A QR-like picture for the stories (the real code is drawn on the server, from the order's tracking link). */
function pictureQr(size = 25): InvoiceView["qr"] {
  let path = "";
  for (let row = 0; row < size; row++)
    for (let column = 0; column < size; column++) {
      const finder = (row < 7 || row >= size - 7) && column < 7 ? true : row < 7 && column >= size - 7;
      if (
        finder
          ? row % 6 === 0 || column % 6 === 0 || (row % 7 > 1 && column % 7 > 1 && row % 7 < 5 && column % 7 < 5)
          : (row * 7 + column * 13) % 5 < 2
      )
        path += `M${column} ${row}h1v1h-1z`;
    }
  return { size, path };
}

const codInvoice: InvoiceView = {
  shop: { name: "e-Shop", phone: "09612-345678", address: "House 12, Road 5, Dhanmondi, Dhaka 1205" },
  orderId: "6d65f221abafe6b57520f059",
  reference: "ES7K2Q",
  placedAt: "2026-11-26T08:15:00.000Z",
  customer: {
    name: "Karim Ahmed",
    mobile: "01712345678",
    address: "House 7, Road 3, Mirpur 10, Mirpur, Dhaka",
    bnAddress: "House 7, Road 3, Mirpur 10, মিরপুর, ঢাকা",
    note: "Call before coming",
  },
  currency: "BDT",
  lines: [
    {
      name: "Slim Fit Oxford Cotton Shirt",
      variantTitle: "Size: L / Colour: Blue",
      sku: "OXF-L-BLUE",
      quantity: 2,
      unitPriceCents: 120_000,
    },
    {
      name: "Leather Belt, Brown, 38 inch (a long product name that wraps)",
      variantTitle: null,
      sku: null,
      quantity: 1,
      unitPriceCents: 65_000,
    },
  ],
  // ৳3,050 of goods and ৳60 of delivery, all in cash.
  money: orderMoneyLines({
    paymentMethod: "COD",
    subtotalCents: 305_000,
    shippingCents: 0,
    deliveryCents: 6_000,
    totalCents: 311_000,
    taka: takaOf(3_050, 60),
    advanceTaka: null,
    collectTaka: 3_110,
  }),
  paidBy: null,
  paymentMethod: "COD",
  collectTaka: 3_110,
  trackingUrl: "https://shop.example.com.bd/o/ES7K2Q",
  qr: pictureQr(),
};

const prepaidInvoice: InvoiceView = {
  ...codInvoice,
  orderId: "b4e966a1a9724c9eeededa19",
  reference: "ES9PX3",
  money: orderMoneyLines({
    paymentMethod: "bKash",
    subtotalCents: 305_000,
    shippingCents: 0,
    deliveryCents: 6_000,
    totalCents: 311_000,
    taka: takaOf(3_050, 60),
    advanceTaka: null,
    collectTaka: 0,
  }),
  paidBy: "bKash",
  paymentMethod: "bKash",
  collectTaka: 0,
  trackingUrl: "https://shop.example.com.bd/o/ES9PX3",
};

/**
 * Cash on delivery with the delivery line first by bKash, in a shop pricing in dollars (issue 45): two serums to
 * Sylhet, $29.00 (৳3,538) and a delivery line of $2.07 (the serum's $1.00 and the zone's ৳130), $31.07 or ৳3,790;
 * ৳252 paid first, ৳3,538 in cash. The money lines are the order's, as `invoiceOf` makes them.
 */
const usdAdvanceInvoice: InvoiceView = {
  ...codInvoice,
  orderId: usdCodAdvanceOrder.id,
  reference: usdCodAdvanceOrder.reference,
  customer: {
    name: usdCodAdvanceOrder.customerName,
    mobile: usdCodAdvanceOrder.mobile,
    address: "Zindabazar, House 7, Sylhet Sadar, Sylhet",
    note: null,
  },
  currency: "USD",
  lines: usdCodAdvanceOrder.lines.map((line) => ({
    name: line.name,
    variantTitle: null,
    sku: null,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
  })),
  money: orderMoneyLines(usdCodAdvanceOrder),
  paidBy: usdCodAdvanceOrder.trxWallet,
  paymentMethod: "COD",
  collectTaka: usdCodAdvanceOrder.collectTaka,
  trackingUrl: `https://shop.example.com.bd/o/${usdCodAdvanceOrder.reference}`,
};

const meta = {
  title: "Orders/Invoice",
  component: InvoiceSheets,
  args: { invoices: [codInvoice] },
  parameters: { router: { initialEntries: [`/dashboard/order/${codInvoice.orderId}/invoice`] } },
} satisfies Meta<typeof InvoiceSheets>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = fulfilmentCopy.invoice;

export const CashOnDelivery: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The order's number is its reference (issue 45).
    const invoice = within(canvas.getByRole("article", { name: `${texts.heading} ${codInvoice.reference}` }));
    await expect(invoice.getByText(texts.order, { selector: "dt" }).nextElementSibling).toHaveTextContent("ES7K2Q");
    await expect(invoice.queryByText(codInvoice.orderId)).not.toBeInTheDocument();
    await expect(invoice.getByRole("heading", { level: 1, name: "e-Shop" })).toBeVisible();
    await expect(invoice.getByText("Karim Ahmed")).toBeVisible();
    // Which variant to pack, with its SKU (issue 28).
    await expect(invoice.getByText("Size: L / Colour: Blue · SKU OXF-L-BLUE")).toBeVisible();
    const rows = await expectAddsUp(moneyRows(canvasElement.querySelectorAll("tfoot tr")), texts.total);
    await expect(rows.map((row) => [row.label, row.taka])).toEqual([
      [texts.subtotal, 3_050],
      [texts.delivery, 60],
      [texts.total, 3_110],
      [texts.cashToCollect, 3_110],
    ]);
    await expect(invoice.getByTestId("cash-to-collect")).toHaveTextContent("৳3,110");
    await expect(invoice.getByRole("img", { name: `${texts.scan}: ${codInvoice.trackingUrl}` })).toBeVisible();
    await expect(canvas.getByRole("button", { name: texts.print })).toBeVisible();
  },
};

export const Prepaid: Story = {
  args: { invoices: [prepaidInvoice] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.paid("bKash"))).toBeVisible();
    const rows = await expectAddsUp(moneyRows(canvasElement.querySelectorAll("tfoot tr")), texts.total);
    await expect(rowOf(rows, texts.paid("bKash")).taka).toBe(3_110);
    await expect(canvas.getByTestId("cash-to-collect")).toHaveTextContent("৳0");
  },
};

/** A dollar shop's cash-on-delivery order with an advance: each line in dollars with its whole taka beneath. */
export const CashOnDeliveryWithAdvanceInDollars: Story = {
  args: { invoices: [usdAdvanceInvoice] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invoice = within(canvas.getByRole("article", { name: `${texts.heading} R8N3WK5D` }));
    await expect(invoice.getByText("$14.50", { selector: "td" })).toBeVisible();
    const rows = await expectAddsUp(moneyRows(canvasElement.querySelectorAll("tfoot tr")), texts.total);
    // Both columns add up: $29.00 + $2.07 = $31.07, ৳3,538 + ৳252 = ৳3,790.
    await expect(rows).toEqual([
      { label: texts.subtotal, cents: 2_900, taka: 3_538 },
      { label: texts.delivery, cents: 207, taka: 252 },
      { label: texts.total, cents: 3_107, taka: 3_790 },
      { label: texts.paid("bKash"), cents: null, taka: 252 },
      { label: texts.cashToCollect, cents: null, taka: 3_538 },
    ]);
    // What was paid first and what the courier collects make the total.
    await expect(rows[3]!.taka! + rows[4]!.taka!).toBe(rows[2]!.taka);
    await expect(invoice.getByTestId("cash-to-collect")).toHaveTextContent(/^৳3,538$/);
    await expect(invoice.getByText(`${texts.method}: ${texts.methods.COD}`)).toBeVisible();
  },
};

export const ManyOrders: Story = {
  args: { invoices: [codInvoice, prepaidInvoice] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("article")).toHaveLength(2);
  },
};

export const SmallPhone: Story = {
  globals: { viewport: { value: "smallPhone" } },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll(canvasElement);
  },
};
