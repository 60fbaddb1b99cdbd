import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { DashboardFigures } from "~/components/dashboard/DashboardFigures.tsx";

const now = Date.UTC(2026, 10, 21, 12);

const meta = {
  title: "Dashboard/DashboardFigures",
  component: DashboardFigures,
  args: {
    today: { orders: 3, revenueCents: 25_497 },
    week: { orders: 17, revenueCents: 148_230 },
    lowStock: [
      { id: 5, name: "Classic Little Black Dress", stock: 0 },
      { id: 12, name: "Compact Mini Phone 64GB", stock: 3 },
    ],
    awaitingVerification: 6,
    flash: { state: "open", startsAt: now - 3_600_000, endsAt: now + 86_400_000, now },
    timeZone: "Asia/Dhaka",
  },
} satisfies Meta<typeof DashboardFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Today" })).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "This week" })).toBeVisible();
    await expect(canvas.getByText("Today and this week (from Monday) in Bangladesh time.")).toBeVisible();
    await expect(canvas.getByText("17 orders")).toBeVisible();
    await expect(canvas.getByText("$1,482.30 revenue")).toBeVisible();
    await expect(canvas.getByText("Open now")).toBeVisible();
    await expect(canvas.getByText("Ends in 1 day")).toBeVisible();
    // Names as typed; each low-stock product links to its edit form, where the stock is changed.
    await expect(canvas.getByRole("link", { name: "Classic Little Black Dress" })).toHaveAttribute(
      "href",
      "/dashboard/editproduct/5",
    );
    await expect(canvas.getByRole("link", { name: "Compact Mini Phone 64GB" })).toHaveAttribute(
      "href",
      "/dashboard/editproduct/12",
    );
    await expect(canvas.getByText("out of stock")).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Awaiting payment check" })).toBeVisible();
    await expect(canvas.getByText("6 orders")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Check payments" })).toHaveAttribute(
      "href",
      "/dashboard/manageorder?status=pending",
    );
  },
};

export const QuietShop: Story = {
  args: {
    today: { orders: 0, revenueCents: 0 },
    week: { orders: 1, revenueCents: 1999 },
    lowStock: [],
    awaitingVerification: 0,
    flash: { state: "none", startsAt: null, endsAt: null, now },
    timeZone: "UTC",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText("0 orders")).toHaveLength(2);
    await expect(canvas.getByText("1 order")).toBeVisible();
    await expect(canvas.getByText("Every product has at least 5 in stock.")).toBeVisible();
    await expect(canvas.getByText("Not set")).toBeVisible();
    await expect(canvas.getByText("Today and this week (from Monday) in UTC time.")).toBeVisible();
  },
};

export const SmallPhone: Story = {
  ...Populated,
  globals: { viewport: { value: "smallPhone" } },
};
