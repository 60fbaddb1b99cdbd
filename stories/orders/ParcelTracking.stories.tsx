import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ParcelTracking } from "~/components/orders/OrderParts.tsx";
import { courierTrackingUrl } from "~/domain/couriers/courier.ts";
import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import { storyTimeZone } from "../fixtures-orders.ts";

/**
 * An order's tracking line per courier (issue 51): the courier, its tracking code, the link to that courier's own
 * tracking page, and what it said; a parcel shipped by hand with another courier has no link.
 */
const updates = [
  { id: 1, at: "2026-12-07T06:10:00.000Z", text: "Picked up from the merchant" },
  { id: 2, at: "2026-12-07T13:45:00.000Z", text: "At the sorting hub" },
];

const meta = {
  title: "Orders/Parcel tracking",
  component: ParcelTracking,
  args: {
    order: { courier: "Steadfast", trackingNumber: "SFR2K0AB" },
    parcel: { trackingUrl: courierTrackingUrl("steadfast", "SFR2K0AB"), updates, partial: false },
    timeZone: storyTimeZone,
  },
} satisfies Meta<typeof ParcelTracking>;

export default meta;
type Story = StoryObj<typeof meta>;

const follows =
  (courier: string, href: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: fulfilmentCopy.tracking.follow(courier) })).toHaveAttribute(
      "href",
      href,
    );
    await expect(canvas.getByText(courier)).toBeVisible();
  };

export const Steadfast: Story = {
  play: follows("Steadfast", "https://steadfast.com.bd/t/SFR2K0AB"),
};

export const Pathao: Story = {
  args: {
    order: { courier: "Pathao", trackingNumber: "DP081226ABCD" },
    parcel: { trackingUrl: courierTrackingUrl("pathao", "DP081226ABCD"), updates, partial: false },
  },
  play: follows("Pathao", "https://merchant.pathao.com/tracking?consignment_id=DP081226ABCD"),
};

export const RedX: Story = {
  args: {
    order: { courier: "RedX", trackingNumber: "25A7K3QZ9" },
    parcel: { trackingUrl: courierTrackingUrl("redx", "25A7K3QZ9"), updates, partial: true },
  },
  play: async (context) => {
    await follows("RedX", "https://redx.com.bd/track-parcel/?trackingId=25A7K3QZ9")(context);
    await expect(within(context.canvasElement).getByText(fulfilmentCopy.tracking.partial)).toBeVisible();
  },
};

/** Shipped by hand with a courier the shop does not book through its API: its name and number, no link. */
export const ByHand: Story = {
  args: {
    order: { courier: "Sundarban", trackingNumber: "SCS-448812" },
    parcel: { trackingUrl: null, updates: [], partial: false },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("SCS-448812")).toBeVisible();
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};
