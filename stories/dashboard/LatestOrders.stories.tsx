import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { LatestOrders } from "~/components/dashboard/LatestOrders.tsx";
import { orderTaka } from "~/domain/money.ts";
import type { OrderView } from "~/domain/orders/types.ts";
import { shopMoneyOf, storyBdtRate } from "../fixtures-checkout.ts";
import { withVariant } from "../fixtures-variant.ts";

/** An order of one line, its price the whole total, with its whole taka at the fixtures' rate (decision 042). */
function order(id: string, name: string, quantity: number, totalCents: number): OrderView {
  const taka = orderTaka({ subtotalCents: totalCents, shippingCents: 0, zoneTaka: 0 }, shopMoneyOf(storyBdtRate));
  return {
    id,
    status: "pending",
    currency: "USD",
    taka,
    amountDuePaisa: taka.total * 100,
    reference: `REF${id}`,
    courier: null,
    trackingNumber: null,
    paymentDueAt: null,
    deliveryCents: 0,
    deliveryZone: null,
    address: null,
    payment: null,
    customerName: "Rahim Uddin",
    mobile: "01712345678",
    email: "rahim@example.com",
    subtotalCents: totalCents,
    shippingCents: 0,
    totalCents,
    paymentMethod: "bKash",
    bkashNumber: "01812345678",
    trxId: `TRX${id}`,
    trxWallet: "bKash",
    advanceTaka: null,
    collectTaka: 0,
    cashCollectedTaka: null,
    returnSettlement: null,
    createdAt: "2026-11-20T10:00:00.000Z",
    lines: [
      {
        productId: "1",
        name,
        imageUrl: "",
        category: "fashion",
        productType: "regular" as const,
        unitPriceCents: Math.round(totalCents / quantity),
        quantity,
      },
    ],
  };
}

const meta = {
  title: "Dashboard/LatestOrders",
  component: LatestOrders,
  args: {
    orders: [order("a1", "Slim Fit Oxford Cotton Shirt", 2, 6998), order("b2", "Nova X 5G Smartphone 128GB", 1, 69900)],
  },
} satisfies Meta<typeof LatestOrders>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithOrders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Slim Fit Oxford Cotton Shirt × 2")).toBeVisible();
    await expect(canvas.getByText("$699.00")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "See all my orders" })).toHaveAttribute("href", "/dashboard/myorder");
  },
};

/** A line sold in options (issue 28): its variant beside the name, muted; the plain order as before. */
export const WithVariant: Story = {
  args: {
    orders: [
      withVariant(order("c3", "Stretch Slim Jeans", 1, 4999)),
      order("b2", "Nova X 5G Smartphone 128GB", 1, 69900),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [jeans, phone] = canvas.getAllByRole("listitem");
    await expect(within(jeans!).getByText("(Waist: 32 / Colour: Indigo)")).toBeVisible();
    await expect(jeans).toHaveTextContent("Stretch Slim Jeans (Waist: 32 / Colour: Indigo) × 1$49.99");
    await expect(jeans).not.toHaveTextContent("JEANS-32-IND");
    await expect(phone).toHaveTextContent(/^Nova X 5G Smartphone 128GB × 1\$699\.00$/);
  },
};

export const NoOrdersYet: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("You have not ordered anything yet.")).toBeVisible();
  },
};
