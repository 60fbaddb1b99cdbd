import type { Meta, StoryObj } from "@storybook/react-vite";
import { css } from "styled-system/css";
import { expect, userEvent, within } from "storybook/test";
import { Price } from "~/components/catalogue/Price.tsx";
import { ProductCard } from "~/components/catalogue/ProductCard.tsx";
import { shopCopy } from "~/i18n/shop.ts";
import { toColourSwatches } from "~/domain/catalogue/colours.ts";
import { Badge } from "~/ui/badge.tsx";
import { jacket, phone, products, ultrabook } from "../fixtures.ts";

const meta = {
  title: "Components/ProductCard",
  component: ProductCard,
  args: { product: jacket },
  decorators: [
    (Story) => (
      <div className={css({ p: "6", width: "260px" })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Slim Fit Denim Jacket" })).toHaveAttribute(
      "href",
      "/productdetails/101",
    );
    const image = canvas.getByRole("img", { name: "Slim Fit Denim Jacket" });
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("decoding", "async");
    await expect(image).toHaveAttribute("width", "600");
    await expect(canvas.getByText("$45.99")).toBeVisible();
    await expect(canvas.getByRole("img", { name: "4.5 out of 5 stars from 214 ratings" })).toBeVisible();
    await expect(canvas.getByText("(214)")).toBeVisible();
  },
};

/** Sold in variants at different prices (issue 28): the card shows the range. */
export const PriceRange: Story = {
  args: { product: { ...jacket, priceCents: 4599, priceMaxCents: 5999 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(shopCopy.product.priceRange("$45.99", "$59.99"))).toBeVisible();
  },
};

/** Colours as the list's read gives them: each name with the CSS colour the server matched it to. */
const colours = (...names: string[]) => toColourSwatches(JSON.stringify(names));

/** A product with a Colour option (issue 28): a dot per colour under the price, one image named by them all. */
export const ColourSwatches: Story = {
  args: { product: { ...jacket, colours: colours("Indigo", "Black") } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole("img", { name: shopCopy.product.colours(["Indigo", "Black"]) });
    await expect(row).toBeVisible();
    const dots = [...row.children] as HTMLElement[];
    await expect(dots).toHaveLength(2);
    await expect(getComputedStyle(dots[0]!).backgroundColor).toBe("rgb(47, 62, 110)");
    await expect(getComputedStyle(dots[1]!).backgroundColor).toBe("rgb(28, 28, 28)");
    await expect(dots[0]!.getBoundingClientRect().width).toBe(dots[0]!.getBoundingClientRect().height);
    // Under the price.
    const price = canvas.getByText("$45.99");
    await expect(row.getBoundingClientRect().top).toBeGreaterThanOrEqual(price.getBoundingClientRect().bottom);
  },
};

/** More colours than the card shows: five dots, then how many more; the name still lists them all. */
export const ManyColours: Story = {
  args: {
    product: { ...jacket, colours: colours("Red", "Black", "White", "Navy", "Green", "Yellow", "Teal") },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole("img", {
      name: shopCopy.product.colours(["Red", "Black", "White", "Navy", "Green", "Yellow", "Teal"]),
    });
    await expect(row.children).toHaveLength(6);
    await expect(row.lastElementChild).toHaveTextContent(shopCopy.product.moreColours(2));
  },
};

/** White and cream dots keep a visible border on the white card; a name the shop does not know shows its letter. */
export const LightAndUnknownColours: Story = {
  args: { product: { ...jacket, colours: colours("White", "Cream", "Mustard", "লাল") } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole("img", { name: shopCopy.product.colours(["White", "Cream", "Mustard", "লাল"]) });
    const [white, cream, unknown, red] = [...row.children] as HTMLElement[];
    for (const dot of [white!, cream!]) {
      const style = getComputedStyle(dot);
      await expect(style.borderTopWidth).toBe("1px");
      await expect(style.borderTopColor).not.toBe(style.backgroundColor);
      await expect(dot.textContent).toBe("");
    }
    await expect(unknown).toHaveTextContent("M");
    await expect(getComputedStyle(red!).backgroundColor).toBe("rgb(211, 47, 47)");
  },
};

/** Without a Colour option the card has no swatch row. */
export const NoColours: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("img", { name: /Colours/ })).toBeNull();
  },
};

export const LongNameClampedToTwoLines: Story = {
  args: { product: ultrabook },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: "Ultrabook 14 Pro with 16GB RAM and 512GB SSD" });
    const title = link.parentElement!;
    const lineHeight = Number.parseFloat(getComputedStyle(title).lineHeight);
    await expect(title.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
  },
};

export const HalfStarRating: Story = {
  args: { product: phone },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: "3.5 out of 5 stars from 1320 ratings" })).toBeVisible();
  },
};

export const EagerImage: Story = {
  args: { product: products[3]!, eager: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: products[3]!.name })).toHaveAttribute("loading", "eager");
  },
};

/** The options the Flash Sale cards use: another link, a sale price, a badge over the image and no rating. */
export const SaleLinkPriceAndBadge: Story = {
  args: {
    href: "/productdetails/101?type=flashsell",
    price: <Price cents={3909} regularCents={4599} />,
    badge: <Badge size="md">-15%</Badge>,
    rating: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Slim Fit Denim Jacket" })).toHaveAttribute(
      "href",
      "/productdetails/101?type=flashsell",
    );
    await expect(canvas.getByText("-15%")).toBeVisible();
    await expect(canvas.getByText("$39.09")).toBeVisible();
    await expect(canvas.getByText("$45.99").closest("s")).not.toBeNull();
    await expect(canvas.queryByRole("img", { name: /out of 5 stars/ })).toBeNull();
  },
};

export const KeyboardFocusRing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: "Slim Fit Denim Jacket" });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.matches(":focus-visible")).toBe(true);
    // The ring is drawn around the whole card, inside its edge: the card clips what lies outside it.
    const ring = getComputedStyle(link, "::after");
    await expect(ring.outlineStyle).toBe("solid");
    const width = Number.parseFloat(ring.outlineWidth);
    await expect(width).toBeGreaterThanOrEqual(2);
    await expect(Number.parseFloat(ring.outlineOffset) + width).toBeLessThanOrEqual(0);
    const card = link.closest("article")!;
    await expect(getComputedStyle(card).overflow).toBe("hidden");
    await expect(ring.position).toBe("absolute");
    await expect(ring.inset).toBe("0px");
  },
};
