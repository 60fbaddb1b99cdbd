import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { css } from "styled-system/css";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { CartView, type CartViewProps } from "~/components/checkout/CartView.tsx";
import { checkoutCopy } from "~/i18n/checkout.ts";
import { cartCopy } from "~/i18n/cart.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { formatWholeTaka } from "~/format.ts";
import { inShopMoney } from "../currency.tsx";
import type { CartQuote, CartQuoteLine } from "~/domain/orders/types.ts";
import {
  emptyQuote,
  flashEndedQuote,
  jacketFlashLine,
  noLongerSoldQuote,
  chooseOptionsQuote,
  onlyTwoLeftQuote,
  outOfStockQuote,
  quoteOf,
  singleLineQuote,
  takaQuote,
  threeLineQuote,
} from "../fixtures-checkout.ts";

/** Plays the route's part: keeps the cart in state and re-prices it when a line changes or goes. */
function StatefulCartView(props: CartViewProps) {
  const [quote, setQuote] = useState(props.quote);
  const same = (a: CartQuoteLine, b: CartQuoteLine) =>
    a.productId === b.productId && a.requestedType === b.requestedType;
  return (
    <CartView
      {...props}
      quote={quote}
      onQuantityChange={(line, quantity) => {
        props.onQuantityChange(line, quantity);
        setQuote(
          (current) =>
            current && quoteOf(current.lines.map((each) => (same(each, line) ? { ...each, quantity } : each))),
        );
      }}
      onRemove={(line) => {
        props.onRemove(line);
        setQuote((current) => current && quoteOf(current.lines.filter((each) => !same(each, line))));
      }}
    />
  );
}

/**
 * Plays the first visit: the cart as the server rendered it (no quote yet), then the quote arriving, here when the
 * hidden button is clicked from the play function (a script click, which layout-shift scoring does not excuse as
 * user input). The element after the cart stands for the page's footer.
 */
function ArrivingQuote(props: CartViewProps & { arriving: CartQuote }) {
  const { arriving, ...rest } = props;
  const [quote, setQuote] = useState<CartQuote | null>(null);
  return (
    <>
      <CartView {...rest} quote={quote} />
      <button type="button" hidden data-testid="quote-arrives" onClick={() => setQuote(arriving)} />
      <footer data-testid="after-cart" className={css({ h: "40", mt: "6", bg: "bg.muted" })} />
    </>
  );
}

type LayoutShift = PerformanceEntry & { value: number };

/** The layout shift score of what happens in the page while `action` runs (and in the frames just after). */
async function layoutShiftDuring(action: () => void): Promise<number> {
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await nextFrame();
  let score = 0;
  const add = (entries: PerformanceEntry[]) => entries.forEach((entry) => (score += (entry as LayoutShift).value));
  const observer = new PerformanceObserver((list) => add(list.getEntries()));
  observer.observe({ type: "layout-shift" });
  action();
  await nextFrame();
  await new Promise((resolve) => setTimeout(resolve, 250));
  add(observer.takeRecords());
  observer.disconnect();
  return score;
}

function arrive(canvasElement: HTMLElement) {
  within(canvasElement).getByTestId("quote-arrives").click();
}

function belowTheFold(canvasElement: HTMLElement) {
  return within(canvasElement).getByTestId("after-cart").getBoundingClientRect().top >= window.innerHeight;
}

const meta = {
  title: "Checkout/CartView",
  component: CartView,
  render: (args) => <StatefulCartView {...args} />,
  args: { quote: threeLineQuote, proceedHref: "/productorder/cart", onQuantityChange: fn(), onRemove: fn() },
  parameters: { router: { initialEntries: ["/shoppingcart"] } },
  decorators: [
    (Story) => (
      <div className={css({ maxW: "content", mx: "auto", px: { base: "3", md: "6" }, py: "6" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartView>;

export default meta;
type Story = StoryObj<typeof meta>;

const smallPhone = { viewport: { value: "smallPhone", isRotated: false } };

function rows(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole("region", { name: cartCopy.products })).getAllByRole("listitem");
}

export const Loading: Story = {
  args: { quote: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading...");
    await expect(canvas.getByRole("heading", { level: 1, name: cartCopy.heading })).toBeVisible();
    await expect(canvas.queryByRole("link", { name: cartCopy.proceed })).not.toBeInTheDocument();
  },
};

export const LoadingOneItem: Story = {
  args: { quote: null, expectedItems: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading...");
    await expect(canvasElement.querySelectorAll("[aria-busy] li")).toHaveLength(1);
  },
};

/** The server saw no items in the cart cookie: the empty cart shows at once, with no placeholders to collapse. */
export const LoadingExpectedEmpty: Story = {
  args: { quote: null, expectedItems: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: cartCopy.emptyTitle })).toBeVisible();
    await expect(canvas.getByRole("link", { name: cartCopy.startShopping })).toHaveAttribute("href", "/products");
    await expect(canvas.queryByRole("status")).not.toBeInTheDocument();
  },
};

export const EmptyCartArrivesWithoutLayoutShift: Story = {
  args: { quote: null, expectedItems: 0 },
  globals: smallPhone,
  render: (args) => <ArrivingQuote {...args} arriving={emptyQuote} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown = canvas.getByRole("heading", { name: cartCopy.emptyTitle });
    await expect(await layoutShiftDuring(() => arrive(canvasElement))).toBe(0);
    // The same element: nothing was swapped.
    await expect(canvas.getByRole("heading", { name: cartCopy.emptyTitle })).toBe(shown);
  },
};

export const QuoteArrivesWithoutLayoutShift: Story = {
  args: { quote: null, expectedItems: 4 },
  render: (args) => <ArrivingQuote {...args} arriving={threeLineQuote} />,
  play: async ({ canvasElement }) => {
    await expect(belowTheFold(canvasElement)).toBe(true);
    await expect(await layoutShiftDuring(() => arrive(canvasElement))).toBe(0);
    await expect(rows(canvasElement)).toHaveLength(3);
    await expect(belowTheFold(canvasElement)).toBe(true);
  },
};

export const QuoteArrivesWithoutLayoutShiftOnPhone: Story = {
  args: { quote: null, expectedItems: 2 },
  globals: smallPhone,
  render: (args) => <ArrivingQuote {...args} arriving={singleLineQuote} />,
  play: async ({ canvasElement }) => {
    await expect(belowTheFold(canvasElement)).toBe(true);
    await expect(await layoutShiftDuring(() => arrive(canvasElement))).toBe(0);
    await expect(rows(canvasElement)).toHaveLength(1);
    await expect(belowTheFold(canvasElement)).toBe(true);
  },
};

export const Empty: Story = {
  args: { quote: emptyQuote },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: cartCopy.emptyTitle })).toBeVisible();
    await expect(canvas.getByRole("link", { name: cartCopy.startShopping })).toHaveAttribute("href", "/products");
    await expect(canvas.queryByRole("button", { name: cartCopy.proceed })).not.toBeInTheDocument();
  },
};

export const ThreeLines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: cartCopy.heading })).toBeVisible();
    await expect(canvas.getByText("4 items")).toBeVisible();
    await expect(rows(canvasElement)).toHaveLength(3);
    await expect(canvas.getByRole("link", { name: "Slim Fit Denim Jacket" })).toHaveAttribute(
      "href",
      "/productdetails/102",
    );

    const jacket = rows(canvasElement)[1]!;
    await expect(within(jacket).getByText(checkoutCopy.checkoutPage.flashSale)).toBeVisible();
    await expect(within(jacket).getByText("$45.99")).toBeInTheDocument();
    await expect(within(jacket).getByRole("spinbutton", { name: "Quantity of Slim Fit Denim Jacket" })).toHaveValue(
      "2",
    );
    await expect(within(jacket).getByText("$69.98")).toBeVisible();

    const summary = canvas.getByRole("complementary", { name: checkoutCopy.checkoutPage.orderSummary });
    // The goods, one delivery line of the products' own shipping (the area's charge still to come), the total.
    await expect(within(summary).getByText("$259.47")).toBeVisible();
    await expect(within(summary).getByText("$7.50")).toBeVisible();
    await expect(within(summary).getByText(checkoutCopy.delivery.plusArea)).toBeVisible();
    await expect(within(summary).getByText("$266.97")).toBeVisible();
    await expect(within(summary).getByRole("link", { name: "Proceed to order" })).toHaveAttribute(
      "href",
      "/productorder/cart",
    );
  },
};

export const OneOutOfStock: Story = {
  args: { quote: outOfStockQuote },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = rows(canvasElement)[1]!;
    await expect(within(phone).getByText(cartCopy.outOfStock)).toBeVisible();
    await expect(within(phone).getByRole("spinbutton")).toBeDisabled();
    const proceed = canvas.getByRole("button", { name: "Proceed to order" });
    await expect(proceed).toBeDisabled();
    await expect(proceed).toHaveAccessibleDescription(cartCopy.notOrderable);
    await expect(canvas.queryByRole("link", { name: "Proceed to order" })).not.toBeInTheDocument();
  },
};

export const OnlyTwoLeft: Story = {
  args: { quote: onlyTwoLeftQuote },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Only 2 left")).toBeVisible();
    const quantity = canvas.getByRole("spinbutton", { name: "Quantity of Vitamin C Face Serum" });
    await expect(quantity).toHaveAttribute("aria-valuemax", "2");
    await expect(canvas.getByRole("button", { name: "Proceed to order" })).toBeDisabled();
    // Stepping down brings the line within stock.
    await userEvent.click(canvas.getByRole("button", { name: "Decrease quantity of Vitamin C Face Serum" }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(expect.objectContaining({ productId: "105" }), 2);
  },
};

export const FlashSaleEnded: Story = {
  args: { quote: flashEndedQuote },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const jacket = rows(canvasElement)[0]!;
    await expect(within(jacket).getByText(cartCopy.flashEnded)).toBeVisible();
    await expect(within(jacket).queryByText(checkoutCopy.checkoutPage.flashSale)).not.toBeInTheDocument();
    await expect(within(jacket).getAllByText("$45.99")[0]).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Proceed to order" })).toBeDisabled();
  },
};

export const ProductNoLongerSold: Story = {
  args: { quote: noLongerSoldQuote },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gone = rows(canvasElement)[1]!;
    await expect(within(gone).getByText(cartCopy.noLongerSold)).toBeVisible();
    await expect(within(gone).queryByRole("spinbutton")).not.toBeInTheDocument();
    await expect(within(gone).queryByRole("link")).not.toBeInTheDocument();
    await expect(within(gone).getByRole("button", { name: "Remove Travel Backpack 40L" })).toBeEnabled();
    await expect(canvas.getAllByRole("spinbutton")).toHaveLength(1);
    await expect(canvas.getByRole("button", { name: "Proceed to order" })).toBeDisabled();
  },
};

/** A line saved before its product came in options: it opens the product to choose again, and can be removed. */
export const ChooseOptionsAgain: Story = {
  args: { quote: chooseOptionsQuote },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const unchosen = rows(canvasElement)[1]!;
    await expect(within(unchosen).getByText(cartCopy.chooseOptionsAgain)).toBeVisible();
    await expect(within(unchosen).getByRole("link", { name: "Stretch Slim Jeans" })).toHaveAttribute(
      "href",
      "/productdetails/111",
    );
    await expect(within(unchosen).queryByRole("spinbutton")).not.toBeInTheDocument();
    await expect(within(unchosen).getByRole("button", { name: "Remove Stretch Slim Jeans" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Proceed to order" })).toBeDisabled();
  },
};

/**
 * A line saved with a variant the merchant has since deleted (issue 28): the quote calls it unknown but still names
 * its product, so the line opens the product to choose another option, and can be removed.
 */
export const StaleVariantLine: Story = {
  args: {
    quote: quoteOf(
      chooseOptionsQuote.lines.map((line) =>
        line.problem === "variant-required"
          ? { ...line, problem: "unknown" as const, requestedVariantId: "412" }
          : line,
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stale = rows(canvasElement)[1]!;
    await expect(within(stale).getByText(cartCopy.chooseAnotherOption)).toBeVisible();
    await expect(within(stale).queryByText(cartCopy.noLongerSold)).not.toBeInTheDocument();
    await expect(within(stale).getByRole("link", { name: "Stretch Slim Jeans" })).toHaveAttribute(
      "href",
      "/productdetails/111",
    );
    await expect(within(stale).queryByRole("spinbutton")).not.toBeInTheDocument();
    await expect(within(stale).getByRole("button", { name: cartCopy.remove("Stretch Slim Jeans") })).toBeVisible();
    await expect(canvas.getByRole("button", { name: cartCopy.proceed })).toBeDisabled();
  },
};

export const RemoveAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Cancelling keeps the line.
    await userEvent.click(canvas.getByRole("button", { name: "Remove Slim Fit Denim Jacket" }));
    let dialog = await screen.findByRole("alertdialog", { name: cartCopy.removeTitle });
    await expect(dialog).toHaveAccessibleDescription(cartCopy.removeDescription("Slim Fit Denim Jacket"));
    await userEvent.click(within(dialog).getByRole("button", { name: cartCopy.cancel }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(args.onRemove).not.toHaveBeenCalled();
    await expect(rows(canvasElement)).toHaveLength(3);

    // Confirming removes exactly that line.
    await userEvent.click(canvas.getByRole("button", { name: "Remove Slim Fit Denim Jacket" }));
    dialog = await screen.findByRole("alertdialog", { name: cartCopy.removeTitle });
    await userEvent.click(within(dialog).getByRole("button", { name: cartCopy.confirmRemove }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(args.onRemove).toHaveBeenCalledWith(jacketFlashLine);
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(2));
    await expect(canvas.queryByRole("link", { name: "Slim Fit Denim Jacket" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Wireless Noise Cancelling Headphones" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Classic Leather Strap Watch" })).toBeVisible();
  },
};

export const QuantityBoundedByStock: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = "Classic Leather Strap Watch";
    const quantity = canvas.getByRole("spinbutton", { name: `Quantity of ${name}` });
    const increase = canvas.getByRole("button", { name: `Increase quantity of ${name}` });
    const decrease = canvas.getByRole("button", { name: `Decrease quantity of ${name}` });
    await expect(quantity).toHaveAttribute("aria-valuemin", "1");
    await expect(quantity).toHaveAttribute("aria-valuemax", "4");
    await expect(decrease).toBeDisabled();

    await userEvent.click(increase);
    await userEvent.click(increase);
    await userEvent.click(increase);
    await waitFor(() => expect(quantity).toHaveValue("4"));
    await expect(increase).toBeDisabled();
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(expect.objectContaining({ productId: "103" }), 4);
    await expect(args.onQuantityChange).toHaveBeenCalledTimes(3);

    // Typed numbers apply when the field is left, clamped to what is available.
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "12");
    await expect(args.onQuantityChange).toHaveBeenCalledTimes(3);
    await userEvent.tab();
    await waitFor(() => expect(quantity).toHaveValue("4"));
    await expect(args.onQuantityChange).toHaveBeenCalledTimes(3);

    await userEvent.clear(quantity);
    await userEvent.type(quantity, "2{Enter}");
    await waitFor(() =>
      expect(args.onQuantityChange).toHaveBeenLastCalledWith(expect.objectContaining({ productId: "103" }), 2),
    );
  },
};

export const SmallPhone: Story = {
  args: { quote: outOfStockQuote },
  globals: smallPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(rows(canvasElement)).toHaveLength(3);
    // Stacked cards: every line shows its own "Total" label.
    await expect(within(rows(canvasElement)[0]!).getByText(cartCopy.total)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Proceed to order" })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const SingleFlashSaleLine: Story = {
  args: { quote: quoteOf([jacketFlashLine]) },
};

/** A shop pricing in dollars at 122 taka a dollar: the total's whole taka beneath it, each line about how many. */
export const TotalWithTaka: Story = {
  decorators: [inShopMoney("USD", 122)],
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole("complementary", { name: checkoutCopy.checkoutPage.orderSummary });
    // $266.97 at 122 is ৳32,570.34: paid as ৳32,571, rounded up.
    await expect(within(summary).getByText("৳32,571")).toBeVisible();
    // Each line's price too: the headphones' $99.99 is ৳12,198.78.
    await expect(
      within(rows(canvasElement)[0]!).getByText(shopCopy.product.approxTaka(formatWholeTaka(12_199))),
    ).toBeVisible();
  },
};

/** A shop pricing in taka shows no second amount. */
export const TotalInTaka: Story = {
  args: { quote: takaQuote },
  decorators: [inShopMoney("BDT", null)],
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole("complementary", { name: checkoutCopy.checkoutPage.orderSummary });
    await expect(within(summary).queryByText(/≈/)).toBeNull();
    await expect(within(summary).queryByText(/\$/)).toBeNull();
    await expect(within(summary).getByText("৳26,697")).toBeVisible();
  },
};
