import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, fn, userEvent, within } from "storybook/test";
import { type DeskCourier, FulfilmentDesk, type FulfilmentDeskProps } from "~/components/orders/FulfilmentDesk.tsx";
import { OrderQueue, type OrderQueueProps } from "~/components/orders/OrderQueue.tsx";
import { fulfilmentCopy } from "~/i18n/fulfilment.ts";
import type { OrderView } from "~/domain/orders/types.ts";
import { orderPage } from "../fixtures-checkout.ts";
import { busyCounts, storyDistricts, storyTimeZone } from "../fixtures-orders.ts";
import { expectNoSidewaysScroll } from "../layout-checks.ts";

const FORM = "fulfilment-desk";
const KEYS = {
  steadfast: ["STEADFAST_API_KEY", "STEADFAST_SECRET_KEY"],
  pathao: ["PATHAO_CLIENT_ID", "PATHAO_CLIENT_SECRET", "PATHAO_USERNAME", "PATHAO_PASSWORD"],
  redx: ["REDX_API_TOKEN"],
} as const;
/** Every courier set up; RedX's keys missing; none set up. */
const allReady: DeskCourier[] = (["steadfast", "pathao", "redx"] as const).map((id) => ({
  id,
  ready: true,
  secrets: KEYS[id],
}));
const redxMissing: DeskCourier[] = allReady.map((each) => (each.id === "redx" ? { ...each, ready: false } : each));
const noneReady: DeskCourier[] = allReady.map((each) => ({ ...each, ready: false }));
const names = fulfilmentCopy.courierNames;
const page = orderPage({ total: 3, status: "confirmed" });
const ids = page.items.map((order: OrderView) => order.id);
/** Each order's number (issue 45): what its checkbox is named by. */
const references = page.items.map((order: OrderView) => order.reference);
const numberOf = (id: string) => references[ids.indexOf(id)]!;

/**
 * Manage Order's queue as the page gives it, with what each story changes. The tab is `tab`, not `filter`: Panda
 * reads a `filter="..."` attribute in JSX as the CSS property and would add a class to the shop's stylesheet.
 */
function Queue({
  tab,
  ...props
}: Pick<OrderQueueProps, "page" | "desk" | "selectFormId" | "courierNews"> & { tab: OrderQueueProps["filter"] }) {
  return (
    <OrderQueue
      filter={tab}
      title="Manage Order"
      counts={busyCounts}
      refundsOwed={0}
      onRefund={async () => ({ ok: true })}
      search=""
      district={null}
      districts={storyDistricts}
      action="/dashboard/manageorder"
      filterHref={(filter) => `/dashboard/manageorder?status=${filter}`}
      pageHref={(target) => `/dashboard/manageorder?page=${target}`}
      pageSizeHref={(size) => `/dashboard/manageorder?pageSize=${size}`}
      onMove={async () => ({ ok: true })}
      onCancel={async () => ({ ok: true })}
      timeZone={storyTimeZone}
      {...props}
    />
  );
}

/** Manage Order on its confirmed orders: the desk above the queue, a checkbox per order that belongs to it. */
function ConfirmedQueue(props: FulfilmentDeskProps) {
  return <Queue page={page} tab="confirmed" selectFormId={FORM} desk={<FulfilmentDesk {...props} />} />;
}

const meta = {
  title: "Orders/FulfilmentDesk",
  component: FulfilmentDesk,
  render: (args) => <ConfirmedQueue {...args} />,
  args: {
    formId: FORM,
    couriers: allReady,
    exportHref: "/api/orders/export?status=confirmed&format=csv",
    answer: null,
    busy: false,
    onBook: fn(),
  },
  parameters: { router: { initialEntries: ["/dashboard/manageorder?status=confirmed"] } },
  decorators: [
    (Story) => (
      <div className={css({ maxW: "content", mx: "auto", px: { base: "3", md: "6" }, py: "6" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FulfilmentDesk>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = fulfilmentCopy.desk;

export const SelectAndBook: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: texts.heading })).toBeVisible();
    await expect(canvas.getByRole("link", { name: texts.exportCsv })).toHaveAttribute("href", args.exportHref);
    const boxes = references.map((reference) => canvas.getByRole("checkbox", { name: texts.select(reference) }));
    // Named by the reference, posting the id.
    await expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(ids);
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[2]!);
    await expect(canvas.getByText(texts.selected(2))).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: fulfilmentCopy.book(null) }));
    // Without a choice, each order goes to its zone's courier.
    await expect(args.onBook).toHaveBeenCalledWith([ids[0], ids[2]], "");
  },
};

export const SelectAll: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: texts.selectAll }));
    await expect(canvas.getByText(texts.selected(3))).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: fulfilmentCopy.book(null) }));
    await expect(args.onBook).toHaveBeenCalledWith(ids, "");
    await userEvent.click(canvas.getByRole("button", { name: texts.selectNone }));
    await expect(canvas.getByText(texts.selected(0))).toBeVisible();
  },
};

export const Booking: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: fulfilmentCopy.booking })).toBeDisabled();
  },
};

export const Booked: Story = {
  args: {
    answer: {
      ok: true,
      results: ids.map((id, index) => ({
        orderId: id,
        name: numberOf(id),
        ok: true as const,
        courier: "steadfast" as const,
        trackingCode: `SFR2K${index}AB`,
        trackingUrl: `https://steadfast.com.bd/t/SFR2K${index}AB`,
      })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(fulfilmentCopy.booked(3))).toBeVisible();
    // Each order is named by its number, not its id (decision 042).
    await expect(
      canvas.getByRole("link", { name: texts.resultOk(numberOf(ids[1]!), "SFR2K1AB", names.steadfast) }),
    ).toHaveAttribute("href", "https://steadfast.com.bd/t/SFR2K1AB");
  },
};

export const PartlyRefused: Story = {
  args: {
    answer: {
      ok: true,
      results: [
        {
          orderId: ids[0]!,
          name: numberOf(ids[0]!),
          ok: true,
          courier: "pathao",
          trackingCode: "DP081226ABCD",
          trackingUrl: "https://merchant.pathao.com/tracking?consignment_id=DP081226ABCD",
        },
        {
          orderId: ids[1]!,
          name: numberOf(ids[1]!),
          ok: false,
          error: fulfilmentCopy.failureWithReason(
            fulfilmentCopy.failures.unmapped(names.pathao),
            "The invoice has already been taken.",
          ),
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent(fulfilmentCopy.booked(1));
    await expect(alert).toHaveTextContent(fulfilmentCopy.failures.unmapped(names.pathao));
  },
};

export const NothingSelected: Story = {
  args: { answer: { ok: false, error: fulfilmentCopy.noneSelected } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(fulfilmentCopy.noneSelected);
  },
};

/** The courier chosen on the desk (issue 51): the button says which, and the booking goes to it. */
export const ChooseCourier: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: texts.select(references[1]!) }));
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: texts.courier }), names.redx);
    await userEvent.click(canvas.getByRole("button", { name: fulfilmentCopy.book(names.redx) }));
    await expect(args.onBook).toHaveBeenCalledWith([ids[1]], "redx");
  },
};

/** A courier whose keys are missing: offered disabled, and the settings say which secrets to set. */
export const CourierKeysMissing: Story = {
  args: { couriers: redxMissing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("option", { name: texts.notSetUp(names.redx) })).toBeDisabled();
    await expect(canvas.getByRole("option", { name: names.pathao })).toBeEnabled();
    await expect(canvas.getByText(texts.ready(names.steadfast))).toBeVisible();
    await expect(canvas.getByText(texts.missing(names.redx, KEYS.redx))).toBeVisible();
    await expect(canvas.getByRole("button", { name: fulfilmentCopy.book(null) })).toBeEnabled();
  },
};

export const NoCourierConnected: Story = {
  args: { couriers: noneReady },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: fulfilmentCopy.book(null) })).toBeDisabled();
    await expect(canvas.getByText(fulfilmentCopy.notConnected)).toBeVisible();
    await expect(canvas.getByText(texts.missing(names.pathao, KEYS.pathao))).toBeVisible();
  },
};

export const SmallPhone: Story = {
  ...Booked,
  globals: { viewport: { value: "smallPhone" } },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** Shipped orders on Manage Order: each booked parcel's row says what its courier last said. */
export const CourierNewsOnShippedOrders: Story = {
  render: () => {
    const shipped = orderPage({ total: 2, status: "shipped" });
    return (
      <Queue page={shipped} tab="shipped" courierNews={{ [shipped.items[0]!.id]: "Parcel reached the Mirpur hub" }} />
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(fulfilmentCopy.tracking.latest("Parcel reached the Mirpur hub")),
    ).toBeVisible();
  },
};
