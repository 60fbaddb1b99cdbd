import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { OrderDesk, type DeskCustomerView, type OrderDeskProps } from "~/components/orders/OrderDesk.tsx";
import { deskCopy } from "~/i18n/desk.ts";
import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import { storyLocations } from "../fixtures-locations.ts";

/**
 * The order desk (issue 50), /dashboard/orders/new: the phone first, then the products, the address, the payment,
 * the channel. Each step as the merchant meets it: a new number, a number with a record and a saved address, a risky
 * number, a blocked one, the order with its lines, a refusal, and the order placed with its payment link.
 */
const newCustomer: DeskCustomerView = {
  phone: "01711223344",
  badge: { phone: "01711223344", orders: 0, delivered: 0, returned: 0, courier: null },
  name: null,
  addresses: [],
  lastAddress: null,
  risky: false,
  blocked: false,
};

const regular: DeskCustomerView = {
  phone: "01812345678",
  badge: {
    phone: "01812345678",
    orders: 6,
    delivered: 5,
    returned: 0,
    courier: { courier: "Steadfast", delivered: 9, total: 10 },
  },
  name: "Nasima Begum",
  addresses: [{ id: 3, label: "Home", text: "House 12, Road 5, Dhanmondi, Dhaka" }],
  lastAddress: { districtId: 8, areaId: 1116, line: "House 12, Road 5, Agrabad" },
  risky: false,
  blocked: false,
};

const risky: DeskCustomerView = {
  ...regular,
  phone: "01998877665",
  name: "Rafiq",
  addresses: [],
  badge: { phone: "01998877665", orders: 5, delivered: 1, returned: 3, courier: null },
  risky: true,
};

const lines: OrderDeskProps["lines"] = [
  {
    productId: 12,
    variantId: 40,
    name: "Cotton Panjabi",
    title: "L / White",
    priceCents: 185_000,
    stock: 7,
    quantity: 2,
  },
  { productId: 31, variantId: 77, name: "Nakshi Kantha Cushion", title: "", priceCents: 65_000, stock: 3, quantity: 1 },
];

const meta = {
  title: "Orders/OrderDesk",
  component: OrderDesk,
  args: {
    phone: "",
    customer: null,
    q: "",
    results: null,
    lines: [],
    districts: storyLocations,
    currency: "BDT",
    answer: null,
  },
  parameters: { router: { initialEntries: ["/dashboard/orders/new"] } },
} satisfies Meta<typeof OrderDesk>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PhoneFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: deskCopy.heading })).toBeVisible();
    await expect(canvas.getByLabelText(deskCopy.phone.label)).toBeVisible();
    // Nothing else until the phone is known.
    await expect(canvas.queryByRole("heading", { name: deskCopy.products.heading })).toBeNull();
  },
};

export const WrongPhone: Story = {
  args: { phone: "12345", phoneError: "Enter an 11-digit mobile number starting with 01." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Enter an 11-digit mobile number starting with 01.")).toBeVisible();
  },
};

export const NewNumber: Story = {
  args: { phone: newCustomer.phone, customer: newCustomer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(fulfilmentCopy.customer.newCustomer)).toBeVisible();
    await expect(canvas.getByText(deskCopy.phone.noRecord)).toBeVisible();
    await expect(canvas.getByText(deskCopy.products.none)).toBeVisible();
    await expect(canvas.getByRole("button", { name: deskCopy.submit })).toBeDisabled();
  },
};

export const PhoneWithRecord: Story = {
  args: {
    phone: regular.phone,
    customer: regular,
    q: "panj",
    results: [
      {
        id: 12,
        name: "Cotton Panjabi",
        variants: [
          { id: 40, title: "L / White", sku: "PJ-L-WHT", priceCents: 185_000, stock: 7 },
          { id: 41, title: "XL / White", sku: "PJ-XL-WHT", priceCents: 185_000, stock: 0 },
        ],
      },
    ],
    lines,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(fulfilmentCopy.customer.delivered(5))).toBeVisible();
    await expect(canvas.getByDisplayValue("Nasima Begum")).toBeVisible();
    await expect(canvas.getByLabelText(deskCopy.phone.savedAddresses)).toHaveValue("3");
    // A variant out of stock cannot be added.
    await expect(
      canvas.getAllByRole("link", { name: deskCopy.products.addNamed("Cotton Panjabi · L / White") }),
    ).toHaveLength(1);
    await expect(
      canvas.queryByRole("link", { name: deskCopy.products.addNamed("Cotton Panjabi · XL / White") }),
    ).toBeNull();
    await expect(canvas.getByRole("button", { name: deskCopy.submit })).toBeEnabled();
  },
};

export const RiskyPhone: Story = {
  args: { phone: risky.phone, customer: risky, lines },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(fulfilmentCopy.customer.returned(3, 4))).toBeVisible();
    await expect(canvas.getByText(deskCopy.phone.risky)).toBeVisible();
  },
};

export const BlockedPhone: Story = {
  args: { phone: risky.phone, customer: { ...risky, blocked: true }, lines },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(deskCopy.phone.blocked)).toBeVisible();
    await expect(canvas.getByRole("button", { name: deskCopy.submit })).toBeDisabled();
  },
};

export const Refused: Story = {
  args: {
    phone: regular.phone,
    customer: { ...regular, addresses: [] },
    lines,
    answer: {
      ok: false,
      error: "Some fields need attention.",
      fieldErrors: { channel: deskCopy.validation.channel, discount: deskCopy.validation.discount },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Some fields need attention.")).toBeVisible();
    await expect(canvas.getByText(deskCopy.validation.discount)).toBeVisible();
  },
};

export const PlacedWithPaymentLink: Story = {
  args: {
    answer: {
      ok: true,
      reference: "K7P2M9QX",
      orderId: "0123456789abcdef01234567",
      paymentLink: "https://shop.example/pay/K7P2M9QX?k=Jq2v9X1aB3cD4eF5gH6iJ7kL8mN9oP0qR1sT2uV3wX4y",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(deskCopy.placed("K7P2M9QX"))).toBeVisible();
    await expect(canvas.getByText(/\/pay\/K7P2M9QX\?k=/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: deskCopy.viewOrder })).toHaveAttribute(
      "href",
      "/dashboard/order/0123456789abcdef01234567",
    );
  },
};

export const SmallPhone: Story = {
  args: { phone: regular.phone, customer: regular, lines },
  globals: { viewport: { value: "smallPhone", isRotated: false } },
};
