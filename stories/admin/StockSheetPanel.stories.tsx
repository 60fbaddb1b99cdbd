import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, within } from "storybook/test";
import { StockSheetPanel } from "~/components/admin/StockSheetPanel.tsx";
import { variantsCopy } from "~/i18n/variants.ts";

const meta = {
  title: "Admin/StockSheetPanel",
  component: StockSheetPanel,
  args: { action: "/dashboard/manageproduct?pageSize=10", answer: null, busy: false },
  parameters: { router: { initialEntries: ["/dashboard/manageproduct"] } },
  decorators: [
    (Story) => (
      <div className={css({ px: { base: "3", md: "6" }, py: "6", maxW: "4xl" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StockSheetPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = variantsCopy.stockSheet;

/** Before an import: the sheet to download and the form that takes it back. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: texts.heading })).toBeVisible();
    await expect(canvas.getByRole("link", { name: texts.download })).toHaveAttribute("href", "/api/products/stock.csv");
    await expect(canvas.getByLabelText(texts.file)).toHaveAttribute("type", "file");
    await expect(canvas.getByRole("button", { name: texts.import })).toBeEnabled();
  },
};

/** Being imported: the button says so and waits. */
export const Importing: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: texts.importing })).toBeDisabled();
  },
};

/** Imported: what each row did, the refused rows with why. */
export const Imported: Story = {
  args: {
    answer: {
      ok: true,
      report: {
        updated: 2,
        unchanged: 1,
        refused: 2,
        rows: [
          { row: 2, sku: "JEANS-30-INDIGO", status: "updated", from: 20, to: 18 },
          { row: 3, sku: "JEANS-30-BLACK", status: "unchanged", stock: 15 },
          { row: 4, sku: "JEANS-32-INDIGO", status: "updated", from: 25, to: 0 },
          { row: 5, sku: "JEANS-99", status: "refused", reason: "unknown-sku", error: texts.rows["unknown-sku"] },
          { row: 6, sku: "", status: "refused", reason: "no-sku", error: texts.rows["no-sku"] },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const result = canvas.getByRole("status");
    await expect(result).toHaveTextContent(texts.summary(2, 1, 2));
    await expect(result).toHaveFocus();
    await expect(canvas.getByText(texts.rowUpdated(4, "JEANS-32-INDIGO", 25, 0))).toBeVisible();
    await expect(canvas.getByText(texts.rowRefused(5, "JEANS-99", texts.rows["unknown-sku"]))).toBeVisible();
    await expect(canvas.getByText(texts.rowRefused(6, "", texts.rows["no-sku"]))).toBeVisible();
  },
};

/**
 * Imported from the downloaded sheet of products without SKUs (issue 45): each row found by its variant_id and named
 * by the product and variant the sheet gives it; a row whose SKU names another variant, refused.
 */
export const ImportedWithoutSkus: Story = {
  args: {
    answer: {
      ok: true,
      report: {
        updated: 2,
        unchanged: 0,
        refused: 2,
        rows: [
          { row: 2, sku: "", variantId: 41, name: "Nakshi Kantha Cushion Cover", status: "updated", from: 6, to: 9 },
          {
            row: 3,
            sku: "",
            variantId: 57,
            name: "Cotton Panjabi · Size: L / Colour: Blue",
            status: "updated",
            from: 3,
            to: 0,
          },
          {
            row: 4,
            sku: "",
            variantId: 58,
            name: "Cotton Panjabi · Size: XL / Colour: Blue",
            status: "refused",
            reason: "wrong-product",
            error: texts.rows["wrong-product"],
          },
          {
            row: 5,
            sku: "JEANS-30-INDIGO",
            status: "refused",
            reason: "sku-mismatch",
            error: texts.rows["sku-mismatch"],
          },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(texts.summary(2, 0, 2));
    await expect(canvas.getByText(texts.rowUpdated(2, "Nakshi Kantha Cushion Cover", 6, 9))).toBeVisible();
    await expect(canvas.getByText(texts.rowUpdated(3, "Cotton Panjabi · Size: L / Colour: Blue", 3, 0))).toBeVisible();
    await expect(
      canvas.getByText(texts.rowRefused(4, "Cotton Panjabi · Size: XL / Colour: Blue", texts.rows["wrong-product"])),
    ).toBeVisible();
    await expect(canvas.getByText(texts.rowRefused(5, "JEANS-30-INDIGO", texts.rows["sku-mismatch"]))).toBeVisible();
  },
};

/** A file that is not the sheet: why, on the field. */
export const SheetRefused: Story = {
  args: { answer: { ok: false, error: texts.noHeader } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(texts.file)).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText(texts.noHeader)).toBeVisible();
  },
};

/** On a phone. */
export const SmallPhone: Story = {
  args: Imported.args,
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
