import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { css } from "styled-system/css";
import { expect, fn, spyOn, userEvent, waitFor, within } from "storybook/test";
import { CurrencyProvider } from "~/client/currency.tsx";
import { PaymentPanel, type PaymentPanelProps } from "~/components/checkout/PaymentPanel.tsx";
import { copy } from "~/copy.ts";
import { checkoutCopy } from "~/copy-checkout.ts";
import { paymentCopy } from "~/copy-payment.ts";
import { formatMoney } from "~/format.ts";
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
          setFieldErrors({ trxID: copy.checkout.errors.trxIdUsed });
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
    await expect(canvas.getByText("Send Money")).toBeVisible();
    // The number in full, the taka to send ($269.47 x 122) with the dollars and the rate, and the reference.
    await expect(canvas.getByText(merchantNumber)).toBeVisible();
    await expect(canvas.getByText("৳32,875.34")).toBeVisible();
    await expect(canvas.getByText("$269.47 at ৳122.00 per $1.00")).toBeVisible();
    await expect(canvas.getByText(paymentReference)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Copy the shop's bKash number" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Copy the reference" })).toBeVisible();
    await expect(canvas.getByText(texts.steps.number(merchantNumber))).toBeVisible();
    await expect(canvas.getByText(texts.steps.amount("৳32,875.34"))).toBeVisible();
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
    // The total row and the amount to send are the same taka.
    await expect(canvas.getAllByText("৳26,947.00")).toHaveLength(2);
    await expect(canvas.queryByText(/ per /)).not.toBeInTheDocument();
    await expect(canvas.queryByText(/\$/)).not.toBeInTheDocument();
    await expect(canvas.getByText(merchantNumber)).toBeVisible();
    await expect(canvas.getByText(paymentReference)).toBeVisible();
    await expect(canvas.getByText(texts.steps.amount("৳26,947.00"))).toBeVisible();
  },
};

/** Delivery to Dhanmondi: Inside Dhaka's charge is in the totals, with the subtotal it is free from. */
export const WithDeliveryCharge: Story = {
  args: {
    quote: quoteOf([headphonesLine, watchLine], storyBdtRate, {
      zoneId: 1,
      zone: "Inside Dhaka",
      feeCents: 57,
      freeOverCents: 4098,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Delivery (Inside Dhaka)")).toBeVisible();
    await expect(canvas.getByText("$0.57")).toBeVisible();
    await expect(canvas.getByText("Free delivery on orders of $40.98 or more")).toBeVisible();
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
    await expect(trxId).toHaveAccessibleDescription(expect.stringContaining(copy.checkout.validation.trxId));

    await userEvent.type(bkash, "01812");
    await userEvent.type(trxId, "8n7a6d5ekr");
    await userEvent.click(canvas.getByRole("button", { name: "Confirm order" }));
    await expect(canvas.getByText("Mobile Num is not valid !")).toBeVisible();
    await expect(canvas.queryByText(copy.checkout.validation.trxId)).not.toBeInTheDocument();
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
    await expect(await canvas.findByText(copy.checkout.errors.trxIdUsed)).toBeVisible();
    await expect(trxId).toHaveAttribute("aria-invalid", "true");
    await expect(trxId).toHaveAccessibleDescription(expect.stringContaining(copy.checkout.errors.trxIdUsed));
    await expect(canvas.getByRole("button", { name: "Confirm order" })).toBeEnabled();
    // Editing the TrxID clears the server's message.
    await userEvent.type(trxId, "X");
    await expect(canvas.queryByText(copy.checkout.errors.trxIdUsed)).not.toBeInTheDocument();
  },
};

export const ServerFieldError: Story = {
  args: { fieldErrors: { trxID: copy.checkout.errors.trxIdUsed } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: /TrxID/ })).toHaveAccessibleDescription(
      expect.stringContaining(copy.checkout.errors.trxIdUsed),
    );
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

export const PriceChanged: Story = {
  args: { error: copy.checkout.errors.priceChanged },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(copy.checkout.errors.priceChanged);
    await expect(canvas.getByRole("button", { name: "Confirm order" })).toBeEnabled();
  },
};

export const SmallPhone: Story = {
  args: { error: copy.checkout.errors.network },
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
    await expect(trxId).toHaveAccessibleDescription(expect.stringContaining(copy.checkout.validation.trxIdFor.Nagad));
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

/** Inside Dhaka: cash on delivery asks nothing first; no wallet, no fields, the shop calls to confirm. */
export const CashOnDelivery: Story = {
  args: { quote: insideDhakaCodQuote },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cash = formatMoney(insideDhakaCodQuote.amountDuePaisa, "BDT");
    await expect(canvas.getByText(pay.codDetail(cash))).toBeVisible();
    await userEvent.click(canvas.getByText(pay.methodName.COD));
    await expect(canvas.getByText(pay.codHelp(cash))).toBeVisible();
    await expect(canvas.queryByText(texts.sendMoney)).not.toBeInTheDocument();
    await expect(canvas.queryByRole("textbox", { name: /TrxID/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Confirm order" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ paymentMethod: "COD" });
  },
};

/** Outside Dhaka: the delivery charge first by a wallet the shopper picks, the rest in cash on delivery. */
export const CashOnDeliveryWithAdvance: Story = {
  args: { quote: outsideDhakaCodQuote },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText(pay.methodName.COD));
    const later = formatMoney(outsideDhakaCodQuote.amountDuePaisa - 13_054, "BDT");
    await expect(canvas.getByText(pay.advanceHelp("৳130.54", later))).toBeVisible();
    await expect(canvas.getByText(pay.advanceWallet)).toBeVisible();
    await userEvent.click(canvas.getAllByText(pay.methodName.Rocket).at(-1)!);
    await expect(canvas.getByText(pay.sendTo("Rocket"))).toBeVisible();
    await expect(canvas.getByText(texts.steps.amount("৳130.54"))).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: /Rocket Number/ }), "01712345515");
    await userEvent.type(canvas.getByRole("textbox", { name: /TrxID/ }), "6606781284");
    await userEvent.click(canvas.getByRole("button", { name: "Confirm order" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      paymentMethod: "COD",
      advance: { method: "Rocket", number: "01712345515", trxID: "6606781284" },
    });
  },
};

/** Above the zone's limit: the cash-on-delivery card is there, disabled, and says why. */
export const CashOnDeliveryOverLimit: Story = {
  args: { quote: overCodLimitQuote },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: /Cash on delivery/ })).toBeDisabled();
    await expect(canvas.getByText(pay.codOverLimit("$81.97"))).toBeVisible();
    await expect(canvas.getByRole("radio", { name: /bKash/ })).toBeChecked();
  },
};
