import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, within } from "storybook/test";
import { Totals, totalsMoney } from "~/components/checkout/Totals.tsx";
import { checkoutCopy } from "~/i18n/checkout.ts";
import {
  headphonesLine,
  insideDhakaZone,
  outsideDhakaZone,
  quoteOf,
  storyBdtRate,
  takaQuote,
  watchLine,
} from "../fixtures-checkout.ts";
import { inShopMoney } from "../currency.tsx";
import { expectAddsUp, totalsRows } from "../money-checks.ts";

/**
 * The money rows of a cart or order (issue 45, decision 042): the goods, one delivery line (the zone's charge and the
 * products' own shipping), then the total; in a shop pricing in dollars each row with the whole taka that is paid
 * beneath, in a shop pricing in taka the taka alone. Each column adds up.
 */

/** Headphones ($99.99) and a watch ($89.50, $5.00 shipping) to Sylhet: Outside Dhaka charges ৳130 ($1.07). */
const dollarQuote = quoteOf([headphonesLine, watchLine], storyBdtRate, outsideDhakaZone);

/** The three lines of a shop pricing in taka, to Sylhet: ৳750 of the products' shipping and the zone's ৳130. */
const takaShopQuote = quoteOf(takaQuote.lines, 1, outsideDhakaZone);

/** The same lines as `dollarQuote` to Dhanmondi: above Inside Dhaka's ৳5,000 its charge is nothing. */
const freeZoneQuote = quoteOf([headphonesLine, watchLine], storyBdtRate, insideDhakaZone);

const meta = {
  title: "Checkout/Totals",
  component: Totals,
  args: { money: totalsMoney(dollarQuote), delivery: dollarQuote.delivery, totalLabel: "Total Price (2 Items)" },
  decorators: [
    inShopMoney("USD", storyBdtRate),
    (Story) => (
      <div className={css({ maxW: "sm", mx: "auto", px: "3", py: "6" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Totals>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = checkoutCopy.checkoutPage;

function rowsOf(canvasElement: HTMLElement) {
  return totalsRows(canvasElement.querySelector("dl")!);
}

/**
 * A shop pricing in dollars: $189.49 (৳23,118) of goods; one delivery line of the watch's $5.00 and the zone's ৳130
 * ($1.07): $6.07, ৳740; $195.56 in all, ৳23,858 to pay.
 */
export const InDollars: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await expectAddsUp(rowsOf(canvasElement), "Total Price (2 Items)")).toEqual([
      { label: texts.subtotal, cents: 18_949, taka: 23_118 },
      { label: "Delivery (Outside Dhaka)", cents: 607, taka: 740 },
      { label: "Total Price (2 Items)", cents: 19_556, taka: 23_858 },
    ]);
    // One delivery line: the products' shipping is in it, not a row of its own.
    await expect(canvas.queryByText(texts.shippingFee)).not.toBeInTheDocument();
    await expect(canvas.getAllByRole("term")).toHaveLength(3);
    // The taka is what is paid, whole: not "about".
    await expect(canvas.queryByText(/≈/)).not.toBeInTheDocument();
  },
};

/** A shop pricing in taka: ৳25,947 of goods, a delivery line of ৳880 (৳750 shipping, ৳130 zone), ৳26,827. */
export const InTaka: Story = {
  args: {
    money: totalsMoney(takaShopQuote),
    delivery: takaShopQuote.delivery,
    totalLabel: "Total Price (4 Items)",
  },
  decorators: [inShopMoney("BDT", null)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await expectAddsUp(rowsOf(canvasElement), "Total Price (4 Items)")).toEqual([
      { label: texts.subtotal, cents: null, taka: 25_947 },
      { label: "Delivery (Outside Dhaka)", cents: null, taka: 880 },
      { label: "Total Price (4 Items)", cents: null, taka: 26_827 },
    ]);
    await expect(canvas.queryByText(/\$/)).not.toBeInTheDocument();
    await expect(canvas.queryByText(texts.shippingFee)).not.toBeInTheDocument();
  },
};

/**
 * Above Inside Dhaka's ৳5,000 the zone charges nothing; the watch's own $5.00 shipping (৳610) is still the delivery
 * line, so the page does not offer free delivery from ৳5,000 beside it.
 */
export const ZoneFreeShippingCharged: Story = {
  args: { money: totalsMoney(freeZoneQuote), delivery: freeZoneQuote.delivery },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await expectAddsUp(rowsOf(canvasElement), "Total Price (2 Items)")).toEqual([
      { label: texts.subtotal, cents: 18_949, taka: 23_118 },
      { label: "Delivery (Inside Dhaka)", cents: 500, taka: 610 },
      { label: "Total Price (2 Items)", cents: 19_449, taka: 23_728 },
    ]);
    await expect(canvas.queryByText(checkoutCopy.delivery.freeOver("৳5,000"))).not.toBeInTheDocument();
  },
};

/** Below the zone's threshold its charge is in the line, and the page says from how much delivery is free. */
export const ZoneChargeWithThreshold: Story = {
  args: (() => {
    const quote = quoteOf(
      [{ ...watchLine, unitPriceCents: 2_950, unitShippingCents: 0 }],
      storyBdtRate,
      insideDhakaZone,
    );
    return { money: totalsMoney(quote), delivery: quote.delivery, totalLabel: "Total Price (1 Item)" };
  })(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // $29.50 is ৳3,599: below ৳5,000, so the zone's ৳70 ($0.57) is charged.
    await expect(await expectAddsUp(rowsOf(canvasElement), "Total Price (1 Item)")).toEqual([
      { label: texts.subtotal, cents: 2_950, taka: 3_599 },
      { label: "Delivery (Inside Dhaka)", cents: 57, taka: 70 },
      { label: "Total Price (1 Item)", cents: 3_007, taka: 3_669 },
    ]);
    await expect(canvas.getByText(checkoutCopy.delivery.freeOver("৳5,000"))).toBeVisible();
  },
};

/** Nothing to deliver for: the zone is free and no product ships at a charge. */
export const FreeDelivery: Story = {
  args: (() => {
    const quote = quoteOf([{ ...headphonesLine }], storyBdtRate, insideDhakaZone);
    return { money: totalsMoney(quote), delivery: quote.delivery, totalLabel: "Total Price (1 Item)" };
  })(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await expectAddsUp(rowsOf(canvasElement), "Total Price (1 Item)")).toEqual([
      { label: texts.subtotal, cents: 9_999, taka: 12_199 },
      { label: "Delivery (Inside Dhaka)", cents: null, taka: null },
      { label: "Total Price (1 Item)", cents: 9_999, taka: 12_199 },
    ]);
    await expect(canvas.getByText(checkoutCopy.delivery.free)).toBeVisible();
  },
};
