import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, within } from "storybook/test";
import { RiskSettingsForm } from "~/components/risk/RiskSettingsForm.tsx";
import { DEFAULT_RISK_SETTINGS } from "~/domain/customers/settings.ts";

/** Issue 49: the merchant's COD risk rule, /dashboard/risk. */
const meta = {
  title: "Dashboard/RiskSettingsForm",
  component: RiskSettingsForm,
  args: { settings: DEFAULT_RISK_SETTINGS, answer: null },
  parameters: { router: { initialEntries: ["/dashboard/risk"] } },
  decorators: [
    (Story) => (
      <div className={css({ maxW: "content", mx: "auto", px: { base: "3", md: "6" }, py: "6" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RiskSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Risky cash-on-delivery orders" })).toBeVisible();
    await expect(canvas.getByLabelText("Delivered share below which a phone is risky (%)")).toHaveValue("60");
    await expect(canvas.getByLabelText("Parcels needed before the share counts")).toHaveValue("3");
    // Off until the merchant sets it (issue 49): 0 is no limit.
    await expect(canvas.getByLabelText("Orders one phone may place in an hour (0: no limit)")).toHaveValue("0");
    await expect(canvas.getByLabelText("For a risky phone's cash on delivery")).toHaveValue("advance-delivery");
    await expect(canvas.getByLabelText("Add a number")).toHaveValue("");
  },
};

export const WithBlockedNumbers: Story = {
  args: {
    settings: {
      ...DEFAULT_RISK_SETTINGS,
      riskyCod: "refuse",
      blocklist: [
        { phone: "01712345600", note: "Refused three parcels" },
        { phone: "01812345611", note: "" },
      ],
    },
    answer: { ok: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Settings saved.")).toBeVisible();
    await expect(canvas.getAllByLabelText("Phone").map((input) => (input as HTMLInputElement).value)).toEqual([
      "01712345600",
      "01812345611",
    ]);
  },
};

export const Refused: Story = {
  args: {
    answer: {
      ok: false,
      error: "Check the fields.",
      fieldErrors: { minParcels: "Give a whole number from 1 to 1000." },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Give a whole number from 1 to 1000.")).toBeVisible();
  },
};
