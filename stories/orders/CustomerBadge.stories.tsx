import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { CustomerBadge } from "~/components/orders/CustomerBadge.tsx";
import type { CustomerBadgeView } from "~/domain/customers/views.ts";

/** Issue 49: the customer behind an order's phone, on Manage Order's rows and the order page. */
const meta = {
  title: "Orders/CustomerBadge",
  component: CustomerBadge,
  args: {
    customer: { phone: "01712345678", orders: 1, delivered: 0, returned: 0, courier: null },
  },
} satisfies Meta<typeof CustomerBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const customer = (view: Partial<CustomerBadgeView>): CustomerBadgeView => ({
  phone: "01712345678",
  orders: 1,
  delivered: 0,
  returned: 0,
  courier: null,
  ...view,
});

export const NewCustomer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("New customer")).toBeVisible();
    await expect(canvas.queryByText(/Steadfast/)).toBeNull();
  },
};

export const SevenDelivered: Story = {
  args: {
    customer: customer({ orders: 8, delivered: 7, courier: { courier: "Steadfast", delivered: 9, total: 10 } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("7 delivered")).toBeVisible();
    await expect(canvas.getByText("Steadfast: 9 of 10 delivered")).toBeVisible();
    await expect(canvas.getByLabelText(/8 orders, 7 delivered, 0 returned/)).toBeVisible();
  },
};

export const MostReturned: Story = {
  args: {
    customer: customer({
      orders: 5,
      delivered: 1,
      returned: 3,
      courier: { courier: "Steadfast", delivered: 2, total: 10 },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("3 of 4 returned")).toBeVisible();
    await expect(canvas.getByText("Steadfast: 2 of 10 delivered")).toBeVisible();
  },
};
