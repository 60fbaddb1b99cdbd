import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { css } from "styled-system/css";
import { expect, fn, spyOn, userEvent, waitFor, within } from "storybook/test";
import { CurrencyProvider } from "~/client/currency.tsx";
import { amountDueOf, PaymentPanel, type PaymentPanelProps } from "~/components/checkout/PaymentPanel.tsx";
import { shopCopy } from "~/i18n/shop.ts";
import { checkoutCopy } from "~/i18n/checkout.ts";
import { paymentCopy } from "~/i18n/payment.ts";
import {
  customer,
  headphonesLine,
  merchantNumber,
  paymentReference,
  quoteOf,
  storyBdtRate,
  takaQuote,
  threeLineQuote,
  watchLine,
} from "../fixtures-checkout.ts";
import { insideDhakaCodQuote, merchantNumbers, outsideDhakaCodQuote, overCodLimitQuote } from "../fixtures-payment.ts";
import { inShopMoney } from "../currency.tsx";
import { expectAddsUp, totalsRows } from "../money-checks.ts";

/** Plays the route's part: the submit is pending for a moment, then the server refuses the TrxID. */
function RefusingPaymentPanel(props: PaymentPanelProps) {
  const [pending, setPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<PaymentPanelProps["fieldErrors"]>();
  return (
    <PaymentPanel
      {...props}
      pending={pending}
      fieldErrors={fieldErrors}
      onSubmit={(values) => {
        props.onSubmit(values);
        setPending(true);
        setTimeout(() => {
          setPending(false);
          setFieldErrors({ trxID: shopCopy.checkout.errors.trxIdUsed });
        }, 100);
      }}
    />
  );
}

const meta = {
  title: "Checkout/PaymentPanel",
  component: PaymentPanel,
  args: {
    quote: threeLineQuote,
    customer,
    deliverTo: {
      line: "House 12, Road 5, Dhanmondi R/A",
      area: "Dhanmondi",
      district: "Dhaka",
      note: "Call before coming",
    },
    merchantNumbers,
    reference: paymentReference,
    bdtRate: storyBdtRate,
    flashPaymentMinutes: 15,
    pending: false,
    error: null,
    editHref: "/productorder/cart",
    onSubmit: fn(),
  },
  parameters: { router: { initialEntries: ["/payment"] } },
  decorators: [
    (Story) => (
      <div className={css({ maxW: "content", mx: "auto", px: { base: "3", md: "6" }, py: "6" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = checkoutCopy.checkoutPage;

/** The totals above the ways to pay, checked to add up in each column; returns their rows. */
async function totalsAddUp(canvasElement: HTMLElement, totalLabel: string) {
  const total = within(canvasElement).getByText(totalLabel, { selector: "dt" });
  return expectAddsUp(totalsRows(total.closest("dl")!), totalLabel);
}

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: texts.paymentHeading })).toBeVisible();
    const products = within(canvas.getByRole("list", { name: texts.selectedProducts })).getAllByRole("listitem");
    await expect(products).toHaveLength(3);
    await expect(within(products[1]!).getByText("Slim Fit Denim Jacket")).toBeVisible();
    await expect(within(products[1]!).getByText("Fashion")).toBeVisible();
    await expect(within(products[1]!).getByText(texts.flashSale)).toBeVisible();
    await expect(within(products[1]!).getByText("$34.99 × 2")).toBeVisible();
    await expect(products[1]!.querySelector("img")).toHaveAttribute(
      "src",
      expect.stringContaining("data:image/svg+xml"),
    );

    await expect(canvas.getByText("Ayesha Rahman")).toBeVisible();
    await expect(canvas.getByText("01712345678")).toBeVisible();
    await expect(canvas.getByText("House 12, Road 5, Dhanmondi R/A, Dhanmondi, Dhaka")).toBeVisible();
    await expect(canvas.getByText("Note: Call before coming")).toBeVisible();
    await expect(canvas.getByRole("link", { name: texts.editCustomer })).toHaveAttribute("href", "/productorder/cart");
    await expect(canvas.getByText("Total Price (4 Items)")).toBeVisible();
    // $259.47 of goods and one delivery line of the products' own shipping ($7.50), each with its whole taka.
    await expect(await totalsAddUp(canvasElement, "Total Price (4 Items)")).toEqual([
      { label: texts.subtotal, cents: 25_947, taka: 31_656 },
      { label: "Delivery", cents: 750, taka: 915 },
      { label: "Total Price (4 Items)", cents: 26_697, taka: 32_571 },
    ]);
    await expect(canvas.getByText("Send Money")).toBeVisible();
    // The number in full, the whole taka to send ($266.97 x 122, rounded up) with the dollars and the rate, and the
    // reference.
    await expect(canvas.getByText(merchantNumber)).toBeVisible();
    const toSend = canvas.getByText(texts.amountToSend, { selector: "dt" }).nextElementSibling;
    await expect(toSend).toHaveTextContent(`৳32,571${texts.rateUsed("$266.97", "৳122.00", "$1.00")}`);
    await expect(canvas.getByText(paymentReference)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Copy the shop's bKash number" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Copy the reference" })).toBeVisible();
    await expect(canvas.getByText(texts.steps.number(merchantNumber))).toBeVisible();
    await expect(canvas.getByText(texts.steps.amount("৳32,571"))).toBeVisible();
    await expect(amountDueOf(threeLineQuote, "bKash")).toBe(3_257_100);
    await expect(canvas.getByText(texts.steps.reference(paymentReference))).toBeVisible();
    // A flash-sale line: the order is cancelled if the money has not come within FLASH_PAYMENT_MINUTES.
    await expect(canvas.getByText(texts.flashDeadline("15 minutes"))).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /bKash Number/ })).toHaveValue("");
    await expect(canvas.getByRole("textbox", { name: /TrxID/ })).toHaveValue("");
    await expect(canvas.getByRole("button", { name: "Confirm order" })).toBeEnabled();
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

/** A shop that prices in taka: one amount, no conversion. */
export const TakaShop: Story = {
  args: { quote: takaQuote, bdtRate: 1 },
  decorators: [
    (Story) => (
      <CurrencyProvider currency="BDT">
        <Story />
      </CurrencyProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole("list", { name: texts.selectedProducts })).getByText("৳3,499.00 × 2"),
    ).toBeVisible();
    // Taka alone, adding up: ৳25,947 of goods and the products' ৳750 of shipping as the delivery line.
    await expect(await totalsAddUp(canvasElement, "Total Price (4 Items)")).toEqual([
      { label: texts.subtotal, cents: null, taka: 25_947 },
      { label: "Delivery", cents: null, taka: 750 },
      { label: "Total Price (4 Items)", cents: null, taka: 26_697 },
    ]);
    // The total row and the amount to send are the same taka.
    await expect(canvas.getAllByText("৳26,697")).toHaveLength(2);
    await expect(canvas.queryByText(/ per /)).not.toBeInTheDocument();
    await expect(canvas.queryByText(/\$/)).not.toBeInTheDocument();
    await expect(canvas.getByText(merchantNumber)).toBeVisible();
    await expect(canvas.getByText(paymentReference)).toBeVisible();
    await expect(canvas.getByText(texts.steps.amount("৳26,697"))).toBeVisible();
  },
};

/**
 * Delivery to Dhanmondi: one delivery line, Inside Dhaka's ৳70 ($0.57) and the serum's own $1.00 shipping (৳122),
 * with the goods' taka it is free from.
 */
export const WithDeliveryCharge: Story = {
  args: { quote: insideDhakaCodQuote },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Delivery (Inside Dhaka)")).toBeVisible();
    await expect(await totalsAddUp(canvasElement, "Total Price (2 Items)")).toEqual([
      { label: texts.subtotal, cents: 2_900, taka: 3_538 },
      { label: "Delivery (Inside Dhaka)", cents: 157, taka: 192 },
      { label: "Total Price (2 Items)", cents: 3_057, taka: 3_730 },
    ]);
    await expect(canvas.getByText("Free delivery on orders of ৳5,000 or more")).toBeVisible();
    // One delivery line: no shipping fee beside it.
    await expect(canvas.queryByText(texts.shippingFee)).not.toBeInTheDocument();
  },
};

/** No flash-sale line: the order waits ORDER_PAYMENT_HOURS, so there is no minutes warning. */
export const NoFlashSaleLines: Story = {
  args: { quote: quoteOf([headphonesLine, watchLine]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Send Money")).toBeVisible();
    await expect(canvas.queryByText(texts.flashDeadline("15 minutes"))).not.toBeInTheDocument();
  },
};

export const MerchantNumberCopied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const writeText = spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    try {
      const status = canvas.getAllByRole("status")[0]!;
      await expect(status).toBeEmptyDOMElement();
      await userEvent.click(canvas.getByRole("button", { name: "Copy the shop's bKash number" }));
      await expect(writeText).toHaveBeenCalledWith(merchantNumber);
      await waitFor(() => expect(status).toHaveTextContent("Copied the shop's bKash number"));
      await expect(canvas.getByRole("button", { name: "Copied the shop's bKash number" })).toHaveTextContent(
        texts.copied,
      );
      // The reference's button is untouched.
      await expect(canvas.getByRole("button", { name: "Copy the reference" })).toHaveTextContent(texts.copy);

      await userEvent.click(canvas.getByRole("button", { name: "Copy the reference" }));
      await expect(writeText).toHaveBeenLastCalledWith(paymentReference);
    } finally {
      writeText.mockRestore();
    }
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bkash = canvas.getByRole("textbox", { name: /bKash Number/ });
    const trxId = canvas.getByRole("textbox", { name: /TrxID/ });
    await userEvent.click(canvas.getByRole("button", { name: "Confirm order" }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(bkash).toHaveAttribute("aria-invalid", "true");
    await expect(bkash).toHaveAccessibleDescription(expect.stringContaining("Mobile Num is not valid !"));
    await expect(bkash).toHaveFocus();
    await expect(trxId).toHaveAccessibleDescription(expect.stringContaining(shopCopy.checkout.validation.trxId));

    await userEvent.type(bkash, "01812");
    await userEvent.type(trxId, "8n7a6d5ekr");
    await userEvent.click(canvas.getByRole("button", { name: "Confirm order" }));
    await expect(canvas.getByText("Mobile Num is not valid !")).toBeVisible();
    await expect(canvas.queryByText(shopCopy.checkout.validation.trxId)).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(bkash, "345678");
    await userEvent.click(canvas.getByRole("button", { name: "Confirm order" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      paymentMethod: "bKash",
      bkashNum: "01812345678",
      trxID: "8N7A6D5EKR",
    });
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Placing your order..." })).toBeDisabled();
    await expect(canvas.queryByRole("button", { name: "Confirm order" })).not.toBeInTheDocument();
    // The fields stay enabled (and so in the form's data) but cannot be edited.
    for (const name of [/bKash Number/, /TrxID/]) {
      const field = canvas.getByRole("textbox", { name });
      await expect(field).toHaveAttribute("readonly");
      await expect(field).toBeEnabled();
      await expect(field).toBeRequired();
    }
  },
};

export const TrxIdAlreadyUsed: Story = {
  render: (args) => <RefusingPaymentPanel {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trxId = canvas.getByRole("textbox", { name: /TrxID/ });
    await userEvent.type(canvas.getByRole("textbox", { name: /bKash Number/ }), "01712345678");
    await userEvent.type(trxId, "8N7A6D5EKR");
    await userEvent.click(canvas.getByRole("button", { name: "Confirm order" }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText(shopCopy.checkout.errors.trxIdUsed)).toBeVisible();
    await expect(trxId).toHaveAttribute("aria-invalid", "true");
    await expect(trxId).toHaveAccessibleDescription(expect.stringContaining(shopCopy.checkout.errors.trxIdUsed));
    await expect(canvas.getByRole("button", { name: "Confirm order" })).toBeEnabled();
    // Editing the TrxID clears the server's message.
    await userEvent.type(trxId, "X");
    await expect(canvas.queryByText(shopCopy.checkout.errors.trxIdUsed)).not.toBeInTheDocument();
  },
};

export const ServerFieldError: Story = {
  args: { fieldErrors: { trxID: shopCopy.checkout.errors.trxIdUsed } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: /TrxID/ })).toHaveAccessibleDescription(
      expect.stringContaining(shopCopy.checkout.errors.trxIdUsed),
    );
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

export const PriceChanged: Story = {
  args: { error: shopCopy.checkout.errors.priceChanged },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(shopCopy.checkout.errors.priceChanged);
    await expect(canvas.getByRole("button", { name: "Confirm order" })).toBeEnabled();
  },
};

export const SmallPhone: Story = {
  args: { error: shopCopy.checkout.errors.network },
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toBeVisible();
    await expect(canvas.getByText("Send Money")).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

const pay = paymentCopy;

/** Nagad chosen: its number to send to, its TrxID's shape; a bKash-shaped TrxID is refused with Nagad's rule. */
export const NagadChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: /bKash/ })).toBeChecked();
    await userEvent.click(canvas.getByText(pay.methodName.Nagad));
    await expect(canvas.getByRole("radio", { name: /Nagad/ })).toBeChecked();
    await expect(canvas.getByText(pay.sendTo("Nagad"))).toBeVisible();
    await expect(canvas.getByText(merchantNumbers.Nagad!)).toBeVisible();
    await expect(canvas.getByText(pay.open.Nagad)).toBeVisible();
    const trxId = canvas.getByRole("textbox", { name: /TrxID/ });
    await userEvent.type(canvas.getByRole("textbox", { name: /Nagad Number/ }), "01634358056");
    await userEvent.type(trxId, "BLU1H6X87P");
    await userEvent.click(canvas.getByRole("button", { name: "Confirm order" }));
    await expect(trxId).toHaveAccessibleDescription(
      expect.stringContaining(shopCopy.checkout.validation.trxIdFor.Nagad),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(trxId);
    await userEvent.type(trxId, "75hkuobf");
    await userEvent.click(canvas.getByRole("button", { name: "Confirm order" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      paymentMethod: "Nagad",
      bkashNum: "01634358056",
      trxID: "75HKUOBF",
    });
  },
};

/**
 * Inside Dhaka, in a shop pricing in dollars: cash on delivery asks nothing first; no wallet, no fields, the shop
 * calls to confirm. The cash is the order's whole taka, ৳3,730 ($30.57 of goods and delivery).
 */
export const CashOnDelivery: Story = {
  args: { quote: insideDhakaCodQuote },
  decorators: [inShopMoney("USD", storyBdtRate)],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = await totalsAddUp(canvasElement, "Total Price (2 Items)");
    await expect(rows.at(-1)).toEqual({ label: "Total Price (2 Items)", cents: 3_057, taka: 3_730 });
    await expect(canvas.getByText(pay.codDetail("৳3,730"))).toBeVisible();
    // A wallet would send the same whole taka.
    await expect(canvas.getAllByText(pay.walletDetail("৳3,730"))).toHaveLength(3);
    await userEvent.click(canvas.getByText(pay.methodName.COD));
    await expect(canvas.getByText(pay.codHelp("৳3,730"))).toBeVisible();
    // Nothing is sent first: the page expects no amount due (the route sends it as `expectedAmountDue`).
    await expect(amountDueOf(insideDhakaCodQuote, "COD")).toBe(0);
    await expect(canvas.queryByText(texts.sendMoney)).not.toBeInTheDocument();
    await expect(canvas.queryByRole("textbox", { name: /TrxID/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Confirm order" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ paymentMethod: "COD" });
  },
};

/**
 * Outside Dhaka, in a shop pricing in dollars: the delivery line first (the zone's ৳130 and the serum's ৳122
 * shipping: ৳252) by a wallet the shopper picks, the goods' ৳3,538 in cash on delivery. Whole taka throughout.
 */
export const CashOnDeliveryWithAdvance: Story = {
  args: { quote: outsideDhakaCodQuote },
  decorators: [inShopMoney("USD", storyBdtRate)],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await totalsAddUp(canvasElement, "Total Price (2 Items)")).toEqual([
      { label: texts.subtotal, cents: 2_900, taka: 3_538 },
      { label: "Delivery (Outside Dhaka)", cents: 207, taka: 252 },
      { label: "Total Price (2 Items)", cents: 3_107, taka: 3_790 },
    ]);
    await expect(canvas.getByText(pay.codAdvanceDetail("৳252", "৳3,538"))).toBeVisible();
    await userEvent.click(canvas.getByText(pay.methodName.COD));
    await expect(canvas.getByText(pay.advanceHelp("৳252", "৳3,538"))).toBeVisible();
    await expect(canvas.getByText(pay.advanceWallet)).toBeVisible();
    await userEvent.click(canvas.getAllByText(pay.methodName.Rocket).at(-1)!);
    await expect(canvas.getByText(pay.sendTo("Rocket"))).toBeVisible();
    await expect(canvas.getByText(texts.steps.amount("৳252"))).toBeVisible();
    // The advance alone is what the page expects to be sent by wallet.
    await expect(amountDueOf(outsideDhakaCodQuote, "COD")).toBe(25_200);
    await userEvent.type(canvas.getByRole("textbox", { name: /Rocket Number/ }), "01712345515");
    await userEvent.type(canvas.getByRole("textbox", { name: /TrxID/ }), "6606781284");
    await userEvent.click(canvas.getByRole("button", { name: "Confirm order" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      paymentMethod: "COD",
      advance: { method: "Rocket", number: "01712345515", trxID: "6606781284" },
    });
  },
};

/** ৳23,728, above the zone's ৳10,000 limit: the cash-on-delivery card is there, disabled, and says why in taka. */
export const CashOnDeliveryOverLimit: Story = {
  args: { quote: overCodLimitQuote },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: /Cash on delivery/ })).toBeDisabled();
    await expect(canvas.getByText(pay.codOverLimit("৳10,000"))).toBeVisible();
    await expect(canvas.getByRole("radio", { name: /bKash/ })).toBeChecked();
  },
};

/**
 * Issue 46: flash-sale items are held by cash on delivery only with the delivery line paid first, even inside Dhaka
 * where the zone asks nothing first.
 */
const flashCodQuote = {
  ...insideDhakaCodQuote,
  lines: insideDhakaCodQuote.lines.map((line) => ({ ...line, productType: "flashsell" as const })),
  cod: {
    offered: true as const,
    advanceTaka: insideDhakaCodQuote.taka.delivery,
    collectTaka: insideDhakaCodQuote.taka.total - insideDhakaCodQuote.taka.delivery,
  },
};

export const FlashSaleCashOnDeliveryPaysDeliveryFirst: Story = {
  args: { quote: flashCodQuote },
  decorators: [inShopMoney("USD", storyBdtRate)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const now = `৳${flashCodQuote.cod.advanceTaka.toLocaleString("en-US")}`;
    const later = `৳${flashCodQuote.cod.collectTaka.toLocaleString("en-US")}`;
    await userEvent.click(canvas.getByText(pay.methodName.COD));
    await expect(canvas.getByText(pay.flashAdvanceHelp(now, later))).toBeVisible();
    await expect(canvas.getByText(pay.advanceWallet)).toBeVisible();
    await expect(amountDueOf(flashCodQuote, "COD")).toBe(flashCodQuote.cod.advanceTaka * 100);
  },
};

/** With free delivery there is nothing to pay first: cash on delivery is not offered for flash-sale items. */
export const FlashSaleFreeDeliveryPaysByWallet: Story = {
  args: {
    quote: { ...flashCodQuote, cod: { offered: false as const, reason: "flash-sale" as const, maxTotalTaka: 10_000 } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: /Cash on delivery/ })).toBeDisabled();
    await expect(canvas.getByText(pay.codFlashSale)).toBeVisible();
  },
};

/** Issue 49: a number whose parcels often come back pays the delivery charge first, and is told why without blame. */
export const RiskyNumberAdvance: Story = {
  args: {
    quote: {
      ...insideDhakaCodQuote,
      cod: insideDhakaCodQuote.cod?.offered
        ? {
            offered: true,
            advanceTaka: insideDhakaCodQuote.taka.delivery,
            collectTaka: insideDhakaCodQuote.taka.total - insideDhakaCodQuote.taka.delivery,
          }
        : insideDhakaCodQuote.cod,
      codRisk: "advance-delivery",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(paymentCopy.riskyCod["advance-delivery"])).toBeVisible();
  },
};
