import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, within } from "storybook/test";
import { CurrencyProvider } from "~/client/currency.tsx";
import { Price } from "~/components/catalogue/Price.tsx";
import { shopCopy } from "~/i18n/shop.ts";

/** Every price goes through one formatter, in the shop's currency: separators, the narrow symbol, two decimals. */
const meta = {
  title: "Components/Price",
  component: Price,
  args: { cents: 159900 },
  decorators: [
    (Story) => (
      <div className={css({ p: "6" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DollarsWithThousands: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("$1,599.00")).toBeVisible();
  },
};

export const TakaShop: Story = {
  args: { cents: 125000 },
  decorators: [
    (Story) => (
      <CurrencyProvider currency="BDT">
        <Story />
      </CurrencyProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("৳1,250.00")).toBeVisible();
  },
};

export const TakaFlashSaleBesideRegular: Story = {
  args: { cents: 99900, regularCents: 125000, size: "lg" },
  decorators: TakaShop.decorators,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("৳999.00")).toBeVisible();
    const regular = canvas.getByText("৳1,250.00").closest("s");
    await expect(regular).not.toBeNull();
    await expect(regular).toHaveTextContent(shopCopy.product.regularPrice);
  },
};
