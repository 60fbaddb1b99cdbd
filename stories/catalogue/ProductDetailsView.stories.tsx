import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { useEffect, useState } from "react";
import { ProductDetailsView, type ProductDetailsViewProps } from "~/components/catalogue/ProductDetailsView.tsx";
import { chooseVariant } from "~/domain/variants/choosing.ts";
import { shopCopy } from "~/i18n/shop.ts";
import { productsCopy } from "~/i18n/products.ts";
import type { OptionChoice } from "~/schemas/variant-rules.ts";
import { formatWholeTaka } from "~/format.ts";
import { inShopMoney } from "../currency.tsx";
import { Alert } from "~/ui/alert.tsx";
import { EARLY_TAPS_SCRIPT, useEarlyTapsReplay } from "~/client/early-taps.ts";
import {
  flashEnded,
  flashOpen,
  flashUpcoming,
  headphones,
  headphonesInColours,
  lowStockHeadphones,
  noFeatureHeadphones,
  noFlashSale,
  similarProducts,
  sandalsInThreeOptions,
  soldOutHeadphones,
  tshirtInSizes,
  ultrabook,
} from "../fixtures-catalogue.ts";

const meta = {
  title: "Catalogue/ProductDetailsView",
  component: ProductDetailsView,
  args: {
    product: headphones,
    flash: noFlashSale,
    variant: "regular",
    similar: similarProducts,
    layout: "full",
    onAddToCart: fn(),
    onBuyNow: fn(),
  },
  parameters: { router: { initialEntries: [`/productdetails/${headphones.id}`] } },
  decorators: [
    (Story) => (
      <div className={css({ maxW: "content", mx: "auto", px: { base: "3", md: "6" }, py: "6" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RegularInStock: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Wireless Noise Cancelling Headphones" })).toBeVisible();
    const image = canvas.getByRole("img", { name: "Wireless Noise Cancelling Headphones" });
    await expect(image).toHaveAttribute("loading", "eager");
    await expect(image).toHaveAttribute("fetchpriority", "high");
    await expect(image).toHaveAttribute("width", "600");
    await expect(canvas.getByText("Sound Hub BD")).toBeVisible();
    await expect(canvas.getByText("$99.99")).toBeVisible();
    await expect(canvas.getByText("Free shipping")).toBeVisible();
    await expect(canvas.getByText("12 pieces available")).toBeVisible();
    await expect(canvas.getByText("Excellent")).toBeVisible();
    await expect(canvas.getByText("(2,011 ratings)")).toBeVisible();
    await expect(canvas.getByRole("img", { name: "4.5 out of 5 stars from 2011 ratings" })).toBeInTheDocument();

    const breadcrumb = canvas.getByRole("navigation", { name: "Breadcrumb" });
    await expect(within(breadcrumb).getByRole("link", { name: "Accessories" })).toHaveAttribute(
      "href",
      "/products/accessories",
    );

    const specification = canvas.getByRole("table", { name: "Specification" });
    await expect(within(specification).getByRole("rowheader", { name: "Battery life" })).toBeVisible();
    await expect(within(specification).getAllByRole("row")).toHaveLength(6);

    await expect(canvas.getByRole("heading", { level: 2, name: "Similar products" })).toBeVisible();
    await expect(within(canvas.getByRole("list", { name: "Similar products" })).getAllByRole("listitem")).toHaveLength(
      8,
    );

    await userEvent.click(canvas.getByRole("button", { name: "Add to Cart" }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(1);
  },
};

export const LowStock: Story = {
  args: { product: lowStockHeadphones },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("3 pieces available")).toBeVisible();
    const quantity = canvas.getByRole("spinbutton", { name: "Quantity" });
    const increase = canvas.getByRole("button", { name: "Increase quantity" });
    await expect(canvas.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
    await userEvent.click(increase);
    await waitFor(() => expect(quantity).toHaveValue("2"));
    await userEvent.click(increase);
    await waitFor(() => expect(quantity).toHaveValue("3"));
    // At the stock the plus button is disabled and the arrow key goes no further.
    await waitFor(() => expect(increase).toBeDisabled());
    await userEvent.keyboard("{ArrowUp}");
    await expect(quantity).toHaveValue("3");

    await userEvent.click(canvas.getByRole("button", { name: "Add to Cart" }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(3);

    // Typing past the stock is brought back to it when the field is left.
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "50");
    await userEvent.tab();
    await waitFor(() => expect(quantity).toHaveValue("3"));
    await userEvent.click(canvas.getByRole("button", { name: "Buy Now" }));
    await expect(args.onBuyNow).toHaveBeenCalledWith(3);
  },
};

export const OutOfStock: Story = {
  args: { product: soldOutHeadphones },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Out of stock")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Buy Now" })).toBeDisabled();
    await expect(canvas.getByRole("spinbutton", { name: "Quantity" })).toBeDisabled();
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** The product page's choice as the screen keeps it: the view with its pickers, choosing as a shopper would. */
function Choosing(props: ProductDetailsViewProps) {
  const [chosen, setChosen] = useState<OptionChoice>({});
  const { options = [], variants = [] } = props.product;
  return (
    <ProductDetailsView
      {...props}
      choice={chooseVariant(options, variants, chosen)}
      onChoose={(option, value) => setChosen((current) => ({ ...current, [option]: value }))}
    />
  );
}

/** Sold in options (issue 28): nothing can be bought until a colour is chosen, and the page says so. */
export const InOptions: Story = {
  args: { product: headphonesInColours },
  render: (args) => <Choosing {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const colours = await canvas.findByRole("radiogroup", { name: "Colour" });
    await expect(within(colours).getAllByRole("radio")).toHaveLength(2);
    await expect(canvas.getByText(productsCopy.chooseOptions(["Colour"]))).toBeVisible();
    await expect(canvas.getByRole("button", { name: productsCopy.addToCart })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: productsCopy.buyNow })).toBeDisabled();
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** A colour chosen: its stock shows, and the buttons sell that variant. */
export const InOptionsChosen: Story = {
  args: { product: headphonesInColours },
  render: (args) => <Choosing {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText("White"));
    await waitFor(() => expect(canvas.getByRole("radio", { name: "White" })).toBeChecked());
    await expect(canvas.getByText(productsCopy.available(6))).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: productsCopy.addToCart }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(1);
  },
};

/**
 * Sizes and colours: the price range until a choice is whole; a size with no white variant marks White as not
 * available, one whose black is sold out marks Black as sold out; the chosen variant's "was" price is struck through.
 */
export const SizesAndColours: Story = {
  args: { product: tshirtInSizes },
  render: (args) => <Choosing {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("radiogroup", { name: "Size" });
    await expect(canvas.getByText(productsCopy.chooseOptions(["Size", "Colour"]))).toBeVisible();
    await userEvent.click(canvas.getByText("L"));
    await waitFor(() =>
      expect(canvas.getByRole("radio", { name: productsCopy.valueUnavailable("White") })).toBeDisabled(),
    );
    await userEvent.click(canvas.getByText("M"));
    await waitFor(() => expect(canvas.getByRole("radio", { name: productsCopy.valueSoldOut("Black") })).toBeDisabled());
    await userEvent.click(canvas.getByText("White"));
    await waitFor(() => expect(canvas.getByText(productsCopy.available(3))).toBeVisible());
    await expect(canvas.getByRole("button", { name: productsCopy.addToCart })).toBeEnabled();
  },
};

/**
 * Chosen with the keyboard (arrow keys move within a row of chips, as in any radio group), the "was" price struck
 * through where the variant has one.
 */
export const ChosenByKeyboard: Story = {
  args: { product: tshirtInSizes },
  render: (args) => <Choosing {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("radiogroup", { name: "Size" });
    await userEvent.click(canvas.getByText("White"));
    await userEvent.click(canvas.getByText("M"));
    // White M: $950.00, was $1,100.00.
    await waitFor(() => expect(canvas.getByText("$1,100.00").closest("s")).not.toBeNull());
    await expect(canvas.getByText("$950.00")).toBeVisible();
    await userEvent.keyboard("{ArrowLeft}");
    // White S: $900.00, no "was" price.
    await waitFor(() => expect(canvas.getByRole("radio", { name: "S" })).toBeChecked());
    await expect(canvas.getByText("$900.00")).toBeVisible();
    await expect(canvas.queryByText("$1,100.00")).not.toBeInTheDocument();
  },
};

/**
 * A flash offer on one variant (issue 28), the white M: the flash page prices that variant at the sell price, from
 * the offer's units; any other variant at its own price, with no flash sale said.
 */
export const FlashSaleOnOneVariant: Story = {
  args: {
    product: {
      ...tshirtInSizes,
      flash: {
        sellPriceCents: 80000,
        sellShippingCents: 0,
        flashStock: 2,
        variantId: 9203,
        variantTitle: "Size: M / Colour: White",
      },
    },
    variant: "flashsell",
    flash: flashOpen,
  },
  render: (args) => <Choosing {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("radiogroup", { name: "Size" });
    await userEvent.click(canvas.getByText("S"));
    await userEvent.click(canvas.getByText("Black"));
    await waitFor(() => expect(canvas.getByText(productsCopy.available(4))).toBeVisible());
    await expect(canvas.getByText("$900.00")).toBeVisible();
    await expect(canvas.queryByText(productsCopy.flashSale)).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Flash sale ends/)).not.toBeInTheDocument();
    await expect(canvas.queryByText(productsCopy.flashNotRunning)).not.toBeInTheDocument();

    // White first: the black M is sold out.
    await userEvent.click(canvas.getByText("White"));
    await userEvent.click(canvas.getByText("M"));
    await waitFor(() => expect(canvas.getByText("$800.00")).toBeVisible());
    await expect(canvas.getByText("$950.00").closest("s")).toBeVisible();
    await expect(canvas.getByText(productsCopy.flashSaving(16))).toBeVisible();
    await expect(canvas.getByText("Flash sale ends in 2 days")).toBeVisible();
    // The offer's 2 units, fewer than the variant's 3.
    await expect(canvas.getByText(productsCopy.available(2))).toBeVisible();
  },
};

/** A gallery of three photos: thumbnails show each (a phone swipes); the white M's own photo comes into view. */
export const Gallery: Story = {
  args: { product: tshirtInSizes },
  render: (args) => <Choosing {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const thumbnails = canvas.getAllByRole("button", { name: /photo/i });
    await expect(thumbnails).toHaveLength(3);
    await expect(thumbnails[0]).toHaveAttribute("aria-current", "true");
    await userEvent.click(thumbnails[2]!);
    await waitFor(() => expect(thumbnails[2]).toHaveAttribute("aria-current", "true"));
    await userEvent.click(await canvas.findByText("M"));
    await userEvent.click(canvas.getByText("White"));
    await waitFor(() => expect(thumbnails[1]).toHaveAttribute("aria-current", "true"));
  },
};

/** Three options, all in stock: every value can be chosen, and the third choice completes it. */
export const ThreeOptions: Story = {
  args: { product: sandalsInThreeOptions },
  render: (args) => <Choosing {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("radiogroup", { name: "Material" });
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).toBeEnabled();
    await userEvent.click(canvas.getByText("41"));
    await userEvent.click(canvas.getByText("Brown"));
    await expect(canvas.getByText(productsCopy.chooseOptions(["Material"]))).toBeVisible();
    await userEvent.click(canvas.getByText("Suede"));
    await waitFor(() => expect(canvas.getByText(productsCopy.available(3))).toBeVisible());
  },
};

/** The gallery on a 360 px phone: the photo fills the width, the thumbnails fit or scroll, nothing overflows. */
export const GalleryOnAPhone: Story = {
  args: { product: tshirtInSizes },
  render: (args) => <Choosing {...args} />,
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(canvas.getAllByRole("button", { name: /photo/i })).toHaveLength(3);
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await canvas.findByRole("radiogroup", { name: "Size" });
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

export const FlashSaleOpen: Story = {
  args: { variant: "flashsell", flash: flashOpen, product: { ...headphones, stock: 40 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("$74.99")).toBeVisible();
    const regular = canvas.getByText("$99.99").closest("s");
    await expect(regular).toBeVisible();
    await expect(canvas.getByText("-25%")).toBeVisible();
    await expect(canvas.getByText("Flash sale ends in 2 days")).toBeVisible();
    // The flash stock (20) is lower than the shop's stock (40).
    await expect(canvas.getByText("20 pieces available")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Increase quantity" }));
    await waitFor(() => expect(canvas.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("2"));
    await userEvent.click(canvas.getByRole("button", { name: "Buy Now" }));
    await expect(args.onBuyNow).toHaveBeenCalledWith(2);
  },
};

export const FlashSaleClosed: Story = {
  args: { variant: "flashsell", flash: flashEnded },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("The flash sale is not running now, so the regular price applies.")).toBeVisible();
    await expect(canvas.getByText("$99.99")).toBeVisible();
    await expect(canvas.queryByText("$74.99")).not.toBeInTheDocument();
    await expect(canvasElement.querySelector("s")).toBeNull();
    await expect(canvas.getByText("12 pieces available")).toBeVisible();
  },
};

export const FlashSaleUpcoming: Story = {
  args: { variant: "flashsell", flash: flashUpcoming },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/it starts in 5 hours/)).toBeVisible();
  },
};

export const NoFeatures: Story = {
  args: { product: noFeatureHeadphones },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("table")).not.toBeInTheDocument();
  },
};

export const ManyFeatures: Story = {
  args: { product: ultrabook, similar: similarProducts.slice(0, 5) },
  parameters: { router: { initialEntries: [`/productdetails/${ultrabook.id}`] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const specification = canvas.getByRole("table", { name: "Specification" });
    await expect(within(specification).getAllByRole("row")).toHaveLength(14);
    await expect(canvas.getByText("$15.00 shipping")).toBeVisible();
    await expect(canvas.getByText("Laptop Point Dhaka")).toBeVisible();
  },
};

export const WithNotice: Story = {
  args: {
    notice: (
      <Alert tone="success" onDismiss={() => {}} dismissLabel="Dismiss">
        Added to cart.
      </Alert>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Added to cart.");
  },
};

export const Compact: Story = {
  args: { layout: "compact" },
  parameters: { router: { initialEntries: [`/buyproduct/${headphones.id}`] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("heading", { name: "Similar products" })).not.toBeInTheDocument();
    const buttons = canvas.getAllByRole("button", { name: /Add to Cart|Buy Now/ });
    await expect(buttons[0]).toHaveAccessibleName("Buy Now");
    await userEvent.click(canvas.getByRole("button", { name: "Increase quantity" }));
    await waitFor(() => expect(canvas.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("2"));
    await userEvent.click(canvas.getByRole("button", { name: "Buy Now" }));
    await expect(args.onBuyNow).toHaveBeenCalledWith(2);
  },
};

export const SmallPhone: Story = {
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    const image = canvas.getByRole("img", { name: "Wireless Noise Cancelling Headphones" });
    const heading = canvas.getByRole("heading", { level: 1 });
    // Stacked: the name comes below the picture.
    await expect(heading.getBoundingClientRect().top).toBeGreaterThan(image.getBoundingClientRect().bottom - 1);
    await expect(canvas.getByRole("button", { name: "Add to Cart" })).toBeVisible();
  },
};

export const CompactSmallPhone: Story = {
  args: { layout: "compact", variant: "flashsell", flash: flashOpen },
  globals: { viewport: { value: "smallPhone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** A shop pricing in dollars (`SHOP_CURRENCY=USD`, 122 taka a dollar): the taka it is about sits under the price. */
/** Sold in options at several prices, before a choice: the taka beside the range is a range too. */
export const RangeWithTaka: Story = {
  decorators: [inShopMoney("USD", 122)],
  args: { product: tshirtInSizes },
  render: (args) => <Choosing {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // $900.00-$1,200.00 at 122 taka.
    const taka = shopCopy.product.priceRange(formatWholeTaka(109_800), formatWholeTaka(146_400));
    await expect(canvas.getByText(shopCopy.product.approxTaka(taka))).toBeVisible();
    await expect(canvas.getByText(shopCopy.product.approxTakaSpoken(taka))).toBeInTheDocument();
  },
};

export const PricedInDollarsWithTaka: Story = {
  decorators: [inShopMoney("USD", 122)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // $99.99 at 122 taka is ৳12,198.78: whole taka, marked as approximate.
    await expect(canvas.getByText(shopCopy.product.approxTaka(formatWholeTaka(12_199)))).toBeVisible();
    await expect(canvas.getByText(shopCopy.product.approxTakaSpoken(formatWholeTaka(12_199)))).toBeInTheDocument();
  },
};

/** The event that makes `HeldUntilReady`'s page "interactive", as hydration does. */
const PAGE_READY = "story:page-ready";

function Replay() {
  useEarlyTapsReplay();
  return null;
}

/** The page as a slow phone shows it before hydration: presses are held by the head's script until `pageReady`. */
function HeldUntilReady(props: ProductDetailsViewProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const onReady = () => setReady(true);
    window.addEventListener(PAGE_READY, onReady);
    return () => window.removeEventListener(PAGE_READY, onReady);
  }, []);
  return (
    <>
      {ready ? <Replay /> : null}
      <ProductDetailsView {...props} />
    </>
  );
}

/**
 * Issue 30's dead taps: "Add to cart" pressed before the page is interactive shows that it is getting ready (busy,
 * dimmed), then acts once, when the page is.
 */
export const PressedBeforeReady: Story = {
  render: (args) => <HeldUntilReady {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The head's inline script, as the document runs it before any module.
    new Function(EARLY_TAPS_SCRIPT)();
    const addToCart = canvas.getByRole("button", { name: productsCopy.addToCart });
    await userEvent.click(addToCart);
    await expect(addToCart).toHaveAttribute("aria-busy", "true");
    await expect(addToCart).toHaveStyle({ opacity: "0.6" });
    await expect(args.onAddToCart).not.toHaveBeenCalled();
    window.dispatchEvent(new Event(PAGE_READY));
    await waitFor(() => expect(args.onAddToCart).toHaveBeenCalledTimes(1));
    await expect(addToCart).not.toHaveAttribute("aria-busy");
    await expect(addToCart).toHaveStyle({ opacity: "1" });
  },
};
