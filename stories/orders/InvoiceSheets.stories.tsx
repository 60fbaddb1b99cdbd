import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { InvoiceSheets } from "~/components/orders/InvoiceSheets.tsx";
import { fulfilmentCopy } from "~/copy-fulfilment.ts";
import type { InvoiceView } from "~/domain/couriers/invoice.server.ts";
import { expectNoSidewaysScroll } from "../layout-checks.ts";

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
  subtotalCents: 305_000,
  deliveryCents: 6_000,
  totalCents: 311_000,
  paidBy: null,
  paidCents: 0,
  paymentMethod: "COD",
  collectCents: 311_000,
  trackingUrl: "https://shop.example.com.bd/o/ES7K2Q",
  qr: pictureQr(),
};

const prepaidInvoice: InvoiceView = {
  ...codInvoice,
  orderId: "b4e966a1a9724c9eeededa19",
  reference: "ES9PX3",
  paidBy: "bKash",
  paidCents: 311_000,
  paymentMethod: "bKash",
  collectCents: 0,
  trackingUrl: "https://shop.example.com.bd/o/ES9PX3",
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
    const invoice = within(canvas.getByRole("article", { name: `${texts.heading} ${codInvoice.orderId}` }));
    await expect(invoice.getByRole("heading", { level: 1, name: "e-Shop" })).toBeVisible();
    await expect(invoice.getByText("Karim Ahmed")).toBeVisible();
    // Which variant to pack, with its SKU (issue 28).
    await expect(invoice.getByText("Size: L / Colour: Blue · SKU OXF-L-BLUE")).toBeVisible();
    await expect(invoice.getByTestId("cash-to-collect")).toHaveTextContent("৳3,110.00");
    await expect(invoice.getByRole("img", { name: `${texts.scan}: ${codInvoice.trackingUrl}` })).toBeVisible();
    await expect(canvas.getByRole("button", { name: texts.print })).toBeVisible();
  },
};

export const Prepaid: Story = {
  args: { invoices: [prepaidInvoice] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.paid("bKash"))).toBeVisible();
    await expect(canvas.getByTestId("cash-to-collect")).toHaveTextContent("৳0.00");
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
