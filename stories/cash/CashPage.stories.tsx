import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, within } from "storybook/test";
import { CashPage, type CashPageProps } from "~/components/cash/CashPage.tsx";
import { COURIER_IDS } from "~/domain/couriers/courier.ts";
import type { LedgerRow } from "~/domain/couriers/payouts.server.ts";
import { cashCopy } from "~/i18n/cash.ts";

/** Issue 51: /dashboard/cash, the cash the couriers owe the shop. */
const nothingOwed = { orders: 0, taka: 0, oldestDays: 0 };

const allPaid: CashPageProps = {
  courier: null,
  couriers: COURIER_IDS,
  figures: [
    { courier: "steadfast", outstanding: nothingOwed, paidOut: { taka: 18_940 } },
    { courier: "pathao", outstanding: nothingOwed, paidOut: { taka: 4_320 } },
    { courier: "redx", outstanding: nothingOwed, paidOut: { taka: 0 } },
  ],
  payouts: [
    { courier: "steadfast", id: "1764312000123000", date: "2026-11-28", taka: 12_880, orders: ["o1", "o2", "o3"] },
    { courier: "pathao", id: "INV-88213", date: "2026-11-27", taka: 4_320, orders: ["o4", "o5"] },
    { courier: "steadfast", id: "1764139200456000", date: "2026-11-26", taka: 6_060, orders: ["o6", "o7"] },
  ],
  mismatches: [],
  empty: false,
  action: "/dashboard/cash",
  exportHref: "/api/cash?format=csv",
  sync: null,
  sheet: null,
  busy: null,
};

const short: LedgerRow = {
  id: "o9",
  reference: "7KQ2M9XA",
  courier: "steadfast",
  consignment: "1764312000123999",
  expected: 1_100,
  collected: 1_100,
  charge: 60,
  paid: 940,
  payout: { id: "1764312000123000", date: "2026-11-28" },
  difference: -100,
};

const meta = {
  title: "Dashboard/CashPage",
  component: CashPage,
  args: allPaid,
  parameters: { router: { initialEntries: ["/dashboard/cash"] } },
  decorators: [
    (Story) => (
      <div className={css({ maxW: "content", mx: "auto", px: { base: "3", md: "6" }, py: "6" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CashPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every delivered parcel's cash paid out: the payouts listed, nothing waiting, nothing differing. */
export const AllPaid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Cash from couriers" })).toBeVisible();
    await expect(canvas.getAllByText(cashCopy.outstanding.none)).toHaveLength(3);
    const payouts = canvas.getByRole("table", { name: "Payouts" });
    await expect(within(payouts).getAllByRole("row")).toHaveLength(4);
    await expect(within(payouts).getByText("৳12,880")).toBeVisible();
    await expect(canvas.getByText(cashCopy.mismatches.none)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/api/cash?format=csv");
    await expect(canvas.getByRole("button", { name: "Check payouts" })).toBeEnabled();
    await expect(canvas.getByRole("link", { name: "All couriers" })).toHaveAttribute("aria-current", "page");
  },
};

/** One courier: cash collected on deliveries and not yet paid out, the oldest four days ago. */
export const MoneyOutstanding: Story = {
  args: {
    courier: "steadfast",
    figures: [
      { courier: "steadfast", outstanding: { orders: 3, taka: 3_450, oldestDays: 4 }, paidOut: { taka: 18_940 } },
    ],
    payouts: allPaid.payouts.filter((payout) => payout.courier === "steadfast"),
    action: "/dashboard/cash?courier=steadfast",
    exportHref: "/api/cash?format=csv&courier=steadfast",
  },
  parameters: { router: { initialEntries: ["/dashboard/cash?courier=steadfast"] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("৳3,450")).toBeVisible();
    await expect(canvas.getByText("3 orders · Oldest delivered 4 days ago")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Steadfast" })).toHaveAttribute("aria-current", "page");
    // One courier: no courier column.
    await expect(within(canvas.getByRole("table", { name: "Payouts" })).queryByText("Courier")).toBeNull();
  },
};

/** A payout 100 taka short of the cash collected less the charge: listed, its difference in red. */
export const Mismatch: Story = {
  args: {
    figures: [
      { courier: "steadfast", outstanding: { orders: 1, taka: 1_250, oldestDays: 0 }, paidOut: { taka: 19_880 } },
      { courier: "pathao", outstanding: nothingOwed, paidOut: { taka: 4_320 } },
      { courier: "redx", outstanding: nothingOwed, paidOut: { taka: 0 } },
    ],
    mismatches: [
      short,
      { ...short, id: "o10", reference: "", courier: "redx", collected: null, paid: 1_200, difference: 160 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", { name: "Payouts that differ" });
    const [, first, second] = within(table).getAllByRole("row");
    await expect(within(first!).getByRole("link", { name: "7KQ2M9XA" })).toHaveAttribute("href", "/dashboard/order/o9");
    await expect(within(first!).getByText("-৳100")).toBeVisible();
    await expect(getComputedStyle(within(first!).getByText("-৳100")).color).not.toBe(
      getComputedStyle(within(first!).getByText("৳940")).color,
    );
    await expect(within(second!).getByText("Not said")).toBeVisible();
    await expect(within(second!).getByText("RedX")).toBeVisible();
  },
};

/** No cash-on-delivery parcel with a courier and no payout yet. */
export const Empty: Story = {
  args: {
    figures: allPaid.figures.map((figure) => ({ ...figure, paidOut: { taka: 0 } })),
    payouts: [],
    empty: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(cashCopy.empty)).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
    await expect(canvas.getByRole("button", { name: "Check payouts" })).toBeVisible();
  },
};

/** "Check payouts" answered: a new payout recorded. */
export const Synced: Story = {
  args: { sync: { ok: true, messages: ["Steadfast: 1 new payout for 3 orders."] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Steadfast: 1 new payout for 3 orders.");
  },
};

/** "Check payouts" refused: Steadfast is not set up. */
export const SyncFailed: Story = {
  args: { sync: { ok: false, error: cashCopy.sync.notSetUp } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Steadfast is not connected.");
  },
};

/** Being checked: the button says so and waits. */
export const Checking: Story = {
  args: { busy: "sync" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Checking..." })).toBeDisabled();
  },
};

/** A settlement sheet recorded, one parcel found nowhere. */
export const SheetImported: Story = {
  args: {
    sheet: {
      ok: true,
      message: "Recorded 1 payout for 2 orders.",
      unknown: [{ line: 4, courier: "RedX", payout: "RX-502", parcel: "RDX99817" }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Recorded 1 payout for 2 orders.")).toBeVisible();
    await expect(canvas.getByText("Line 4: RedX payout RX-502: RDX99817")).toBeVisible();
  },
};

/** A settlement sheet refused: every bad row said, nothing recorded. */
export const SheetRefused: Story = {
  args: {
    sheet: {
      ok: false,
      error: "Line 3: Courier must be Steadfast, Pathao or RedX.",
      rows: [
        { line: 3, error: "Courier must be Steadfast, Pathao or RedX." },
        { line: 5, error: "Paid must be taka." },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Line 5: Paid must be taka.")).toBeVisible();
    await expect(canvas.getByLabelText("Settlement sheet (CSV)")).toHaveAttribute("aria-invalid", "true");
  },
};
