import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { expect, fn, within } from "storybook/test";
import { CurrencyProvider } from "~/client/currency.tsx";
import { CartView } from "~/components/checkout/CartView.tsx";
import { OrderConfirmation } from "~/components/checkout/OrderConfirmation.tsx";
import { OrderSummary } from "~/components/checkout/OrderSummary.tsx";
import { PaymentPanel } from "~/components/checkout/PaymentPanel.tsx";
import { ShippingForm } from "~/components/checkout/ShippingForm.tsx";
import { Footer } from "~/components/shell/Footer.tsx";
import { TopBar } from "~/components/shell/TopBar.tsx";
import { shopCopy } from "~/i18n/shop.ts";
import { checkoutCopy } from "~/i18n/checkout.ts";
import { cartCopy } from "~/i18n/cart.ts";
import { formatWholeTaka } from "~/format.ts";
import { storyLocations } from "../fixtures-locations.ts";
import {
  customer,
  customerEmail,
  merchantNumber,
  paymentReference,
  placedOrder,
  storyBdtRate,
  takaQuote,
  threeLineQuote,
} from "../fixtures-checkout.ts";
import { merchantNumbers } from "../fixtures-payment.ts";
import { shopper } from "../fixtures.ts";

/**
 * The checkout as a shopper walks it, each step on a whole page (top bar, the step, footer) as the routes lay it
 * out: the cart, shipping and billing, payment by bKash, and the confirmation.
 */
function Page(props: { cartCount: number; children: ReactNode }) {
  return (
    <div className={css({ minHeight: "100dvh", display: "flex", flexDirection: "column" })}>
      <TopBar
        user={shopper}
        cartCount={props.cartCount}
        categories={[]}
        otherLanguage={{ language: "bn", href: "/shoppingcart?lang=bn" }}
        onLogin={fn()}
        onLogout={fn()}
        onLogoutEverywhere={fn()}
      />
      <main
        className={css({
          flex: "1",
          width: "100%",
          maxWidth: "1280px",
          mx: "auto",
          px: { base: "3", md: "6" },
          py: "6",
        })}
      >
        {props.children}
      </main>
      <Footer signedIn onLogin={fn()} onLogout={fn()} newsletter={{ pending: false, onSubmit: fn() }} />
    </div>
  );
}

const meta = {
  title: "Pages/Checkout",
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = checkoutCopy.checkoutPage;
const storyDeliverTo = { line: "House 12, Road 5, Dhanmondi R/A", area: "Dhanmondi", district: "Dhaka", note: null };

export const CartWithThreeLines: Story = {
  parameters: { router: { initialEntries: ["/shoppingcart"] } },
  render: () => (
    <Page cartCount={4}>
      <CartView quote={threeLineQuote} proceedHref="/productorder/cart" onQuantityChange={fn()} onRemove={fn()} />
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("banner")[0]).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1, name: cartCopy.heading })).toBeVisible();
    await expect(canvas.getByRole("contentinfo")).toBeVisible();
  },
};

export const ShippingStepReady: Story = {
  parameters: { router: { initialEntries: ["/productorder/cart"] } },
  render: () => (
    <Page cartCount={4}>
      <div className={css({ display: "grid", gap: "6", md: { gridTemplateColumns: "3fr 2fr" } })}>
        <ShippingForm
          email={customerEmail}
          defaultValues={{
            ...customer,
            addressId: null,
            address: { districtId: 47, areaId: null, line: "", note: "" },
            saveAddress: false,
            saveLabel: "Home",
          }}
          savedAddresses={[]}
          districts={storyLocations}
          onSubmit={fn(async () => undefined)}
          onChange={fn()}
        />
        <OrderSummary quote={threeLineQuote} awaitingArea />
      </div>
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: texts.shippingHeading })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: texts.customerName })).toHaveValue(customer.name);
    await expect(canvas.getByText(texts.orderSummary)).toBeVisible();
    // Until the area is chosen, the delivery line is the products' own shipping, the area's charge still to come.
    await expect(canvas.getByText(checkoutCopy.delivery.plusArea)).toBeVisible();
  },
};

export const PaymentStepReady: Story = {
  parameters: { router: { initialEntries: ["/payment/cart"] } },
  render: () => (
    <Page cartCount={4}>
      <PaymentPanel
        flashPaymentMinutes={15}
        quote={threeLineQuote}
        customer={customer}
        deliverTo={storyDeliverTo}
        merchantNumbers={merchantNumbers}
        reference={paymentReference}
        bdtRate={storyBdtRate}
        pending={false}
        error={null}
        editHref="/productorder/cart"
        onSubmit={fn()}
      />
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: texts.paymentHeading })).toBeVisible();
    await expect(canvas.getByText(merchantNumber)).toBeVisible();
    await expect(canvas.getByText(texts.rateUsed("$266.97", "৳122.00", "$1.00"))).toBeVisible();
    await expect(canvas.getByText(texts.steps.amount("৳32,571"))).toBeVisible();
    await expect(canvas.getByText(paymentReference)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Copy the shop's bKash number" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Copy the reference" })).toBeVisible();
  },
};

/** The same step in a shop that prices in taka (SHOP_CURRENCY=BDT): the total is what the shopper sends. */
export const PaymentStepInTaka: Story = {
  parameters: { router: { initialEntries: ["/payment/cart"] } },
  render: () => (
    <Page cartCount={4}>
      <CurrencyProvider currency="BDT">
        <PaymentPanel
          flashPaymentMinutes={15}
          quote={takaQuote}
          customer={customer}
          deliverTo={storyDeliverTo}
          merchantNumbers={merchantNumbers}
          reference={paymentReference}
          bdtRate={1}
          pending={false}
          error={null}
          editHref="/productorder/cart"
          onSubmit={fn()}
        />
      </CurrencyProvider>
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(merchantNumber)).toBeVisible();
    await expect(canvas.getAllByText("৳26,697")).toHaveLength(2);
    await expect(canvas.queryByText(/ per /)).not.toBeInTheDocument();
    await expect(canvas.getByText(paymentReference)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Copy the shop's bKash number" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Copy the reference" })).toBeVisible();
  },
};

export const ConfirmationPlaced: Story = {
  parameters: { router: { initialEntries: [`/confirmorder/${placedOrder.id}`] } },
  render: () => (
    <Page cartCount={0}>
      <OrderConfirmation order={placedOrder} timeZone="Asia/Dhaka" />
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: texts.confirmedHeading })).toBeVisible();
    await expect(canvas.getByText(texts.awaitingHelp)).toBeVisible();
    // The amount due is the order's whole taka, its number the reference.
    await expect(canvas.getByText(texts.amountDue, { selector: "dt" }).nextElementSibling).toHaveTextContent(
      /^৳32,571$/,
    );
    await expect(canvas.getByText(texts.orderId, { selector: "dt" }).nextElementSibling).toHaveTextContent(
      placedOrder.reference,
    );
    await expect(canvas.getByRole("link", { name: /Shopping cart, 0 items/ })).toBeVisible();
  },
};

export const ConfirmationPaymentAlreadyConfirmed: Story = {
  parameters: { router: { initialEntries: [`/confirmorder/${placedOrder.id}`] } },
  render: () => (
    <Page cartCount={0}>
      <OrderConfirmation order={{ ...placedOrder, status: "confirmed" }} timeZone="Asia/Dhaka" />
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.paidHelp)).toBeVisible();
    await expect(canvas.getByText(shopCopy.orders.status.confirmed)).toBeVisible();
    await expect(canvas.getByRole("link", { name: texts.viewOrder })).toHaveAttribute(
      "href",
      `/dashboard/order/${placedOrder.id}`,
    );
  },
};

export const ConfirmationOnSmallPhone: Story = {
  ...ConfirmationPlaced,
  globals: { viewport: { value: "smallPhone" } },
};

/**
 * The checkout's summary in a shop pricing in dollars at 122 taka a dollar: each row in dollars with the whole taka
 * that is paid beneath (decision 042), and each line's price about how many taka.
 */
export const SummaryWithTaka: Story = {
  parameters: { router: { initialEntries: ["/productorder/cart"] } },
  render: () => (
    <Page cartCount={4}>
      <CurrencyProvider currency="USD" bdtRate={122}>
        <OrderSummary quote={threeLineQuote} awaitingArea={false} />
      </CurrencyProvider>
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // $266.97 at 122 is ৳32,570.34: the total paid is whole taka, rounded up; not an approximation.
    await expect(canvas.getByText("$266.97")).toBeVisible();
    await expect(canvas.getByText("৳32,571")).toBeVisible();
    await expect(canvas.queryByText(shopCopy.product.approxTaka(formatWholeTaka(32_570)))).not.toBeInTheDocument();
    // Each line's total is about so many taka: the headphones' $99.99 is ৳12,198.78.
    await expect(canvas.getByText(shopCopy.product.approxTaka(formatWholeTaka(12_199)))).toBeVisible();
  },
};
