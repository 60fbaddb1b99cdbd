import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { TrackOrder } from "~/components/orders/TrackOrder.tsx";
import type { TrackedOrderView } from "~/domain/orders/tracked.ts";
import { trackCopy } from "~/i18n/track.ts";
import { orderScreensCopy } from "~/i18n/order-screens.ts";
import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import { shippedDetail, storyTimeZone } from "../fixtures-orders.ts";

/**
 * `/track` (issue 50): the form alone, an order found by its mobile number and number (shipped with Steadfast,
 * with what the courier said), one "not found" for either half wrong, too many lookups, and a field that cannot be.
 */
const { address, ...shipped } = shippedDetail;

const trackedOrder: TrackedOrderView = {
  reference: shipped.reference,
  status: "shipped",
  createdAt: shipped.createdAt,
  paymentMethod: shipped.paymentMethod,
  trxWallet: shipped.trxWallet,
  currency: shipped.currency,
  subtotalCents: shipped.subtotalCents,
  shippingCents: shipped.shippingCents,
  deliveryCents: shipped.deliveryCents,
  totalCents: shipped.totalCents,
  taka: shipped.taka,
  amountDuePaisa: shipped.amountDuePaisa,
  collectTaka: shipped.collectTaka,
  deliveryZone: shipped.deliveryZone,
  lines: shipped.lines,
  courier: "Steadfast",
  trackingNumber: "SF7QK29XM",
  place: address && {
    area: address.area,
    district: address.district,
    bnArea: address.bnArea,
    bnDistrict: address.bnDistrict,
  },
  events: shipped.events.map((event) => ({
    ...event,
    by: event.by === "shopper" ? "shopper" : "system",
    ...(event.status === "shipped" ? { courier: "Steadfast", trackingNumber: "SF7QK29XM" } : {}),
  })),
  parcel: {
    trackingUrl: "https://steadfast.com.bd/t/SF7QK29XM",
    partial: false,
    updates: [
      { id: 1, at: "2026-03-15T06:10:00.000Z", status: null, message: "Parcel picked up from the merchant" },
      { id: 2, at: "2026-03-15T13:45:00.000Z", status: "in_review", message: null },
    ],
  },
};

const values = { phone: "01712345678", reference: trackedOrder.reference };

const meta = {
  title: "Orders/Track order",
  component: TrackOrder,
  parameters: { router: { initialEntries: ["/track"] } },
  args: { answer: { kind: "none" }, values: { phone: "", reference: "" }, timeZone: storyTimeZone },
} satisfies Meta<typeof TrackOrder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: trackCopy.heading })).toBeVisible();
    const phone = canvas.getByLabelText(trackCopy.phone, { exact: false });
    await expect(phone).toHaveAttribute("name", "phone");
    await expect(phone).toHaveAttribute("type", "tel");
    await expect(canvas.getByLabelText(trackCopy.reference, { exact: false })).toHaveAttribute("name", "reference");
    const form = phone.closest("form")!;
    // A plain GET form: it works before the scripts load, and its answer can be shared.
    await expect(form).toHaveAttribute("method", "get");
    await expect(canvas.getByRole("button", { name: trackCopy.submit })).toBeEnabled();
  },
};

export const Found: Story = {
  args: { answer: { kind: "found", order: trackedOrder }, values },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 2, name: trackCopy.resultHeading(trackedOrder.reference) }),
    ).toBeVisible();
    await expect(canvas.getByRole("heading", { name: orderScreensCopy.page.timeline })).toBeVisible();
    await expect(canvas.getByText("SF7QK29XM", { selector: "dd" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: fulfilmentCopy.tracking.follow("Steadfast") })).toHaveAttribute(
      "href",
      "https://steadfast.com.bd/t/SF7QK29XM",
    );
    await expect(canvas.getByText("Parcel picked up from the merchant")).toBeVisible();
    // No address line, only the area and district.
    await expect(canvas.queryByText(/House 12/)).toBeNull();
    await expect(canvas.getByLabelText(trackCopy.phone, { exact: false })).toHaveValue("01712345678");
  },
};

export const NotFound: Story = {
  args: { answer: { kind: "not-found" }, values: { phone: "01712345678", reference: "7K3M9QX2" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(trackCopy.notFound);
    await expect(canvas.queryByRole("heading", { level: 2 })).toBeNull();
  },
};

export const TooManyLookups: Story = {
  args: { answer: { kind: "too-many", retryAfterSeconds: 420 }, values },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(trackCopy.tooMany(7));
  },
};

export const FieldsWrong: Story = {
  args: {
    answer: {
      kind: "invalid",
      fieldErrors: { reference: trackCopy.validation.reference },
    },
    values: { phone: "01712345678", reference: "?" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(trackCopy.reference, { exact: false })).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText(trackCopy.validation.reference)).toBeVisible();
  },
};

export const Looking: Story = {
  args: { pending: true, values },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: trackCopy.submitting })).toBeDisabled();
  },
};

export const FoundOnASmallPhone: Story = {
  ...Found,
  globals: { viewport: { value: "smallPhone", isRotated: false } },
};
